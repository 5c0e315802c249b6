import {test} from 'node:test';

import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {useBrowserSite, type OpenedPage} from '../support/browser';

import {docLink} from '../support/site';

import {UNLISTED_DOC_IDS} from '../support/spec';

import {cleanQuery} from '../../src/plugins/search/engine/text';
import {DOCS_BASE, MAX_PASTE, SEARCH_DIR, docRoute} from '../../src/site/rules';

const site = useBrowserSite();
const docPage = (route = docRoute('introduction/')): Promise<OpenedPage> => site.open(route);

const dialog = (page: Page) => page.getByRole('dialog', {name: 'Search the documentation'});
const options = (page: Page) => dialog(page).getByRole('option');

/** Waits until the dialog shows the complete answer (full text included) to this query. */
async function settled(page: Page, query: string) {
  await page.waitForFunction(
    (q) => {
      const body = document.getElementById('search-modal-results');
      return body?.dataset.resultsFor === q && body.dataset.complete === 'true';
    },
    cleanQuery(query.slice(0, MAX_PASTE)),
  );
}

async function openAndType(page: Page, query: string) {
  await page.keyboard.press('Control+k');
  await dialog(page).waitFor();
  await dialog(page).getByRole('combobox', {name: 'Search'}).fill(query);
}

test('Ctrl+K and "/" open the search dialog; Esc closes it', async () => {
  const {page} = await docPage();
  await page.keyboard.press('Control+k');
  await dialog(page).waitFor();
  await page.keyboard.press('Escape');
  await dialog(page).waitFor({state: 'detached'});
  await page.keyboard.press('/');
  await dialog(page).waitFor();
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Search');
  await page.keyboard.press('Escape');
  await dialog(page).waitFor({state: 'detached'});
  await page.getByRole('button', {name: /Search/}).click();
  await dialog(page).waitFor();
  await page.close();
});

test('results appear as you type, grouped by page, with highlighted terms and the section path', async () => {
  const {page} = await docPage();
  await openAndType(page, 'stream load');
  const first = options(page).first();
  await first.waitFor();
  assert.match((await first.textContent()) ?? '', /Stream Load/);
  assert.equal(await first.getAttribute('href'), docRoute('loading/StreamLoad'));
  assert.ok((await dialog(page).locator('mark').count()) > 0, 'terms are highlighted');
  assert.match((await first.textContent()) ?? '', /Data loading/, 'breadcrumb shown');
  await settled(page, 'stream load');
  assert.ok(
    (await dialog(page).locator('[class*=description]').count()) > 0,
    'descriptions from the body shards appear on a cold search',
  );
  const headings = await dialog(page).locator('a[role=option][href*="#"]').allTextContents();
  assert.ok(headings.length > 0, 'deep links to headings');
  for (const h of headings) assert.ok(/stream/i.test(h) && /load/i.test(h), `heading "${h}" does not name the query`);
  await page.close();
});

test('the dialog works by keyboard alone: arrows move, Enter opens the page', async () => {
  const {page} = await docPage();
  await openAndType(page, 'stream load');
  await options(page).first().waitFor();
  await page.keyboard.press('ArrowDown');
  const second = options(page).nth(1);
  assert.equal(await second.getAttribute('aria-selected'), 'true');
  const href = (await second.getAttribute('href'))!;
  await page.keyboard.press('ArrowUp');
  assert.equal(await options(page).first().getAttribute('aria-selected'), 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname + url.hash === href);
  await dialog(page).waitFor({state: 'detached'});
  if (href.includes('#')) {
    const anchor = decodeURIComponent(href.split('#')[1]!);
    await page.locator(`[id="${anchor}"]`).waitFor();
  }
  await page.close();
});

test('recent searches are offered when the box is empty', async () => {
  const {page} = await docPage();
  await openAndType(page, 'broker load');
  await options(page).first().waitFor();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname.startsWith(DOCS_BASE));
  await page.keyboard.press('Control+k');
  await dialog(page).getByText('Recent searches').waitFor();
  assert.ok((await dialog(page).getByRole('button', {name: 'broker load'}).count()) === 1);
  await page.close();
});

test('a query with no match says so, with a hint', async () => {
  const {page} = await docPage();
  await openAndType(page, 'qqzzxxjj');
  await settled(page, 'qqzzxxjj');
  await dialog(page)
    .getByText(/No results for/)
    .waitFor();
  await page.close();
});

test('/search?q= renders ranked results as links inside <main>, best first', async () => {
  for (const [q, href] of [
    ['concat', docRoute('sql-reference/sql-functions/string-functions/concat')],
    ['stream%20load', docRoute('loading/StreamLoad')],
  ]) {
    const {page} = await docPage(`/search?q=${q}`);
    const first = page.locator('main ol[aria-label="Search results"] a').first();
    await first.waitFor();
    assert.equal(await first.getAttribute('href'), href, q);
    await page.close();
  }
});

// Typing stays responsive because the index is loaded and queried off the main thread; how
// long a keystroke takes is a benchmark's question, not a test's (timings vary with the machine).
test('typing into the dialog leaves the index to a Web Worker: the worker fetches it, the page never does', async () => {
  const {page} = await docPage();
  await page.keyboard.press('Control+k');
  await dialog(page).waitFor();
  const box = dialog(page).getByRole('combobox', {name: 'Search'});
  await box.pressSequentially('date format function', {delay: 40});
  await settled(page, 'date format function');
  const indexFetches = `performance.getEntriesByType('resource').filter((e) => e.name.includes('/${SEARCH_DIR}/')).length`;
  assert.equal(await page.evaluate(indexFetches), 0, 'the page itself fetched no index file');
  const workers = page.workers();
  assert.ok(workers.length >= 1, 'a worker runs the search');
  const counts = await Promise.all(workers.map((w) => w.evaluate(indexFetches) as Promise<number>));
  assert.ok(
    counts.some((n) => n > 0),
    `a worker fetched the index (${counts.join(', ')})`,
  );
  await page.close();
});

test('adversarial input never throws and is never injected as HTML', async () => {
  const {page, errors} = await docPage();
  await page.keyboard.press('Control+k');
  const box = dialog(page).getByRole('combobox', {name: 'Search'});
  for (const q of [
    '<img src=x onerror="window.__pwned=1">',
    '<script>window.__pwned=1</script>',
    '(((',
    '[a-z]+*',
    '🚀🔥 数据',
    'SELECT * FROM t; DROP TABLE t; --',
    'x'.repeat(10_000),
    '\uD800',
    'concat\uDFFF',
    '\uD83D\uD83D load',
    'x'.repeat(100_000),
    'ｓｔｒｅａｍ ｌｏａｄ',
  ]) {
    await box.fill(q);
    await settled(page, q);
  }
  assert.equal(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned), undefined);
  assert.equal(await dialog(page).locator('img, script').count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test('unlisted pages never appear in results, even searched by their own title', async () => {
  const {page} = await docPage();
  await page.keyboard.press('Control+k');
  const box = dialog(page).getByRole('combobox', {name: 'Search'});
  for (const id of UNLISTED_DOC_IDS) {
    const link = docLink(id);
    await box.fill(link.label);
    await settled(page, link.label);
    assert.equal(await dialog(page).locator(`a[href^="${link.href}"]`).count(), 0, `${link.href} shown`);
  }
  await page.close();
});

test('full-width input finds the same first page as ASCII input', async () => {
  const {page} = await docPage();
  await openAndType(page, 'ｃｏｎｃａｔ');
  await settled(page, 'ｃｏｎｃａｔ');
  assert.equal(
    await options(page).first().getAttribute('href'),
    docRoute('sql-reference/sql-functions/string-functions/concat'),
  );
  await page.close();
});

test('/search and /search?q= load with no page error and no console error', async () => {
  for (const route of ['/search', '/search?q=concat', '/search?q=%E2%80%8B%F0%9F%9A%80']) {
    const {page, status, errors, consoleErrors} = await docPage(route);
    assert.equal(status, 200, route);
    await page.getByRole('heading', {level: 1, name: 'Search the documentation'}).waitFor();
    if (route.includes('concat')) await page.locator('main ol[aria-label="Search results"] a').first().waitFor();
    assert.deepEqual(errors, [], route);
    assert.deepEqual(consoleErrors, [], route);
    await page.close();
  }
});

test('the results page box takes any input: the URL keeps the capped, well-formed query', async () => {
  const {page, errors} = await docPage('/search');
  const box = page.locator('main').getByRole('searchbox', {name: 'Search'});
  for (const q of ['\uD800', 'a\uDFFFb', 'x'.repeat(100_000), 'ｃｏｎｃａｔ']) {
    await box.fill(q);
    const expected = cleanQuery(q.slice(0, MAX_PASTE), MAX_PASTE).trim();
    await page.waitForURL((url) => url.searchParams.get('q') === expected);
    assert.ok(page.url().length < 2 * MAX_PASTE + 100, `URL of ${page.url().length} characters`);
  }
  await page
    .locator(
      `main ol[aria-label="Search results"] a[href="${docRoute('sql-reference/sql-functions/string-functions/concat')}"]`,
    )
    .first()
    .waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

test('"All results" opens the results page with one history entry', async () => {
  const {page} = await docPage();
  const before = await page.evaluate(() => history.length);
  await openAndType(page, 'routine load');
  await settled(page, 'routine load');
  await dialog(page).getByRole('link', {name: 'All results'}).click();
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'routine load');
  await page.locator('main ol[aria-label="Search results"] a').first().waitFor();
  assert.equal(await page.evaluate(() => history.length), before + 1);
  await page.close();
});

test('a blocked index gives a clear message within 5 s, and Try again recovers', async () => {
  const {page, errors} = await docPage();
  await page.route(`**/${SEARCH_DIR}/**`, (route) => route.abort());
  await openAndType(page, 'concat');
  const alert = dialog(page).getByRole('alert');
  await alert.waitFor({timeout: 5000});
  assert.match((await alert.textContent()) ?? '', /could not load its index/);
  assert.doesNotMatch((await alert.textContent()) ?? '', /HTTP|Error|fetch/);
  await page.unroute(`**/${SEARCH_DIR}/**`);
  await dialog(page).getByRole('button', {name: 'Try again'}).click();
  await settled(page, 'concat');
  assert.equal(
    await options(page).first().getAttribute('href'),
    docRoute('sql-reference/sql-functions/string-functions/concat'),
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test('blocked body shards: titles and headings still answer, and a no-match says "No results"', async () => {
  const {page} = await docPage();
  await page.route(`**/${SEARCH_DIR}/body-*`, (route) => route.abort());
  await openAndType(page, 'stream load');
  await settled(page, 'stream load');
  assert.equal(await options(page).first().getAttribute('href'), docRoute('loading/StreamLoad'));
  await dialog(page)
    .getByText(/Full-text search is unavailable/)
    .waitFor();
  await dialog(page).getByRole('combobox', {name: 'Search'}).fill('qqzzxxjj');
  await dialog(page)
    .getByText(/No results for/)
    .waitFor({timeout: 5000});
  await page.close();
});

test('a search worker that cannot start is reported, never waited for', async () => {
  const {page, errors} = await docPage();
  await page.route(/\/assets\/js\/.*\.js$/, (route) => route.abort());
  await openAndType(page, 'concat');
  const alert = dialog(page).getByRole('alert');
  await alert.waitFor({timeout: 5000});
  assert.match((await alert.textContent()) ?? '', /Search stopped working|could not load/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the dialog is modal: Tab stays inside, Escape closes from any control, focus returns to the button', async () => {
  const {page} = await docPage();
  const button = page.getByRole('button', {name: /^Search/});
  await button.click();
  await dialog(page).waitFor();
  await dialog(page).getByRole('combobox', {name: 'Search'}).fill('routine load');
  await settled(page, 'routine load');
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    assert.ok(
      await page.evaluate(() => !!document.activeElement?.closest('dialog[open]')),
      `focus left the dialog after ${i + 1} presses`,
    );
  }
  await dialog(page).getByRole('button', {name: 'Close'}).focus();
  await page.keyboard.press('Escape');
  await dialog(page).waitFor({state: 'detached'});
  assert.equal(
    await page.evaluate(() => document.activeElement?.textContent?.startsWith('Search')),
    true,
    'focus is back on the Search button',
  );
  await page.close();
});

test('an exact setting name selects its own entry first; headings are listed only when they match', async () => {
  const {page} = await docPage();
  await openAndType(page, 'query_timeout');
  await settled(page, 'query_timeout');
  const selected = dialog(page).locator('[role=option][aria-selected=true]');
  assert.match((await selected.getAttribute('href')) ?? '', /#query_timeout$/);
  await dialog(page).getByRole('combobox', {name: 'Search'}).fill('concat');
  await settled(page, 'concat');
  assert.equal(
    await options(page).first().getAttribute('href'),
    docRoute('sql-reference/sql-functions/string-functions/concat'),
  );
  const headings = await dialog(page).locator('[role=option]').allTextContents();
  assert.deepEqual(
    headings.filter((h) => /^# (Syntax|See also|Return value|Usage notes|Examples)$/.test(h.trim())),
    [],
  );
  await page.close();
});

test('the result an exact name selects shows its release, in words; other results show none', async () => {
  const {page} = await docPage();
  // The dialog moves the selection to the exact result just after it renders the results: wait for it.
  const selected = (href: string) => dialog(page).locator(`[role=option][aria-selected=true][href="${href}"]`);
  await openAndType(page, 'transform_type_prefer_string_for_varchar');
  await settled(page, 'transform_type_prefer_string_for_varchar');
  const entry = selected(
    docRoute('administration/management/FE_configuration#transform_type_prefer_string_for_varchar'),
  );
  await entry.waitFor();
  assert.match((await entry.textContent()) ?? '', /Since v3\.5\.5/);
  assert.equal(
    await dialog(page)
      .getByRole('option', {name: /transform_type_prefer_string_for_varchar Since v3\.5\.5$/})
      .count(),
    1,
  );
  assert.equal(
    await dialog(page)
      .getByText(/^(Since|Before) v/)
      .count(),
    1,
    'only the exact result shows a release',
  );
  await dialog(page).getByRole('combobox', {name: 'Search'}).fill('array_repeat');
  await settled(page, 'array_repeat');
  const fn = selected(docRoute('sql-reference/sql-functions/array-functions/array_repeat'));
  await fn.waitFor();
  assert.match((await fn.textContent()) ?? '', /array_repeat Since v3\.3\.2/);
  await page.close();

  const {page: results} = await docPage('/search?q=transform_type_prefer_string_for_varchar');
  const link = results.locator(
    'main ol[aria-label="Search results"] a[href$="#transform_type_prefer_string_for_varchar"]',
  );
  await link.first().waitFor();
  assert.match((await link.first().textContent()) ?? '', /Since v3\.5\.5/);
  await results.close();
});

test('a long error line pasted into the dialog opens on its entry of the error-message page', async () => {
  const {page} = await docPage();
  // Over 200 characters: IDs, a host and numbers before the words that name the entry.
  const pasted =
    'ERROR 1064 (HY000): Memory of process exceed limit. QUERY Backend: 172.26.92.154, fragment: ' +
    '1e2f3a4b-0000-0000-0000-000000000005 Used: 27103281280, Limit: 27020000000. Mem usage has exceed the limit of BE';
  assert.ok(pasted.length > 200);
  await openAndType(page, pasted);
  await settled(page, pasted);
  const hrefs = await dialog(page)
    .locator('[role=option]')
    .evaluateAll((els) => els.slice(0, 2).map((e) => e.getAttribute('href')));
  assert.equal(hrefs[0], docRoute('faq/error_messages'));
  assert.equal(hrefs[1], `${docRoute('faq/error_messages')}#query-mem-limit-exceeded-be-process`);
  await page.close();
});
