/**
 * The reference pages fit the screen, in Chromium against the built site: no
 * page scrolls sideways on a 390 px phone, the function finder and the error
 * table show every column inside the doc column at 1280 px and turn into
 * cards on a phone, the filters rank an exact name first, a pasted client
 * error line finds its code, a filter survives in the URL, the filter bar
 * stays on screen and an anchored entry is marked.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {useBrowserSite} from '../support/browser';
import feData from '../../src/data/reference/fe-config.json';
import {docRoute} from '../../src/site/rules';

const site = useBrowserSite();

const PHONE = {width: 390, height: 844};
const DESKTOP = {width: 1280, height: 900};

const PAGES = {
  'FE configuration': docRoute('administration/management/FE_configuration'),
  'BE configuration': docRoute('administration/management/BE_configuration'),
  'System variables': docRoute('sql-reference/System_variable'),
  'Error codes': docRoute('sql-reference/Error_code'),
  'Function finder': docRoute('sql-reference/sql-functions/'),
  Metrics: docRoute('administration/management/monitoring/metrics'),
};

/** Opens a route in a window of a size: loaded and hydrated at that size, as on the reader's device. */
async function openAt(route: string, viewport: {width: number; height: number}): Promise<Page> {
  const {page, errors} = await site.open(route, {viewport});
  assert.deepEqual(errors, [], `${route}: script errors`);
  return page;
}

/** The right edge of the doc column and of the last column of a table. */
async function tableEdges(
  page: Page,
  table: string,
): Promise<{column: number; lastHead: number; lastCell: number; width: number}> {
  return page.evaluate((sel) => {
    const column = document.querySelector('.theme-doc-markdown')!.getBoundingClientRect();
    const t = document.querySelector(sel)!;
    return {
      column: column.right,
      lastHead: t.querySelector('thead th:last-child')!.getBoundingClientRect().right,
      lastCell: t.querySelector('tbody tr td:last-child')!.getBoundingClientRect().right,
      width: t.getBoundingClientRect().width,
    };
  }, table);
}

test('no reference page scrolls sideways on a 390 px phone', async () => {
  const names = Object.keys(PAGES);
  await site.openInTurn(Object.values(PAGES), {viewport: PHONE}, async (route, {page, errors}, i) => {
    const name = names[i]!;
    assert.deepEqual(errors, [], `${route}: script errors`);
    if (name === 'Function finder') {
      // Every row, not only the first batch.
      await page.waitForFunction(
        () => document.querySelectorAll('section[aria-label="Function finder"] tbody tr').length > 300,
      );
    }
    const {scrollWidth, widest} = await page.evaluate(() => {
      let widest = '';
      let right = 0;
      for (const el of document.querySelectorAll('main *')) {
        // Code blocks scroll inside themselves; what matters is what pushes the page.
        if (el.closest('pre')) continue;
        const r = el.getBoundingClientRect();
        if (r.right > right) {
          right = r.right;
          widest = `${el.tagName.toLowerCase()} "${(el.textContent ?? '').slice(0, 50)}" (${Math.round(r.right)} px)`;
        }
      }
      return {scrollWidth: document.documentElement.scrollWidth, widest};
    });
    assert.ok(scrollWidth <= PHONE.width, `${name}: the page is ${scrollWidth} px wide; widest: ${widest}`);
  });
});

test('at 1280 px the function finder and the error table show every column inside the doc column', async () => {
  for (const [route, table] of [
    [PAGES['Function finder'], 'section[aria-label="Function finder"] table'],
    [PAGES['Error codes'], 'section[aria-label="Error codes"] table'],
  ] as const) {
    const page = await openAt(route, DESKTOP);
    const edges = await tableEdges(page, table);
    assert.ok(
      edges.lastHead <= edges.column + 0.5,
      `${route}: last header ends at ${edges.lastHead}, the column at ${edges.column}`,
    );
    assert.ok(
      edges.lastCell <= edges.column + 0.5,
      `${route}: last cell ends at ${edges.lastCell}, the column at ${edges.column}`,
    );
    // The table does not scroll inside itself either.
    const scrolls = await page.locator(table).evaluate((t) => t.scrollWidth > t.clientWidth + 1);
    assert.equal(scrolls, false, `${route}: the table scrolls sideways`);
    await page.close();
  }
});

test('the finder rows are compact at 1280 px and cards on a phone', async () => {
  const page = await openAt(PAGES['Function finder'], DESKTOP);
  const rows = 'section[aria-label="Function finder"] tbody tr';
  await page.waitForFunction((sel) => document.querySelectorAll(sel).length > 300, rows);
  const heights = await page.locator(rows).evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
  const average = heights.reduce((a, b) => a + b, 0) / heights.length;
  assert.ok(average < 80, `rows are ${Math.round(average)} px high on average`);

  await page.setViewportSize(PHONE);
  const display = await page
    .locator(rows)
    .first()
    .evaluate((tr) => getComputedStyle(tr).display);
  assert.notEqual(display, 'table-row', 'a row is a card on a phone');
  const label = await page
    .locator(`${rows} td[data-label="Signature"]`)
    .first()
    .evaluate((td) => getComputedStyle(td, '::before').content);
  assert.match(label, /Signature/);
  await page.close();
});

test('the finder lists concat first for "concat"', async () => {
  const page = await openAt(PAGES['Function finder'], DESKTOP);
  await page.getByRole('searchbox', {name: 'Name'}).fill('concat');
  await page.waitForFunction(
    () => document.querySelectorAll('section[aria-label="Function finder"] tbody tr').length < 20,
  );
  const first = await page
    .locator('section[aria-label="Function finder"] tbody tr')
    .first()
    .getAttribute('data-function');
  assert.equal(first, 'concat');
  await page.close();
});

test('a pasted client error line finds its code', async () => {
  const page = await openAt(PAGES['Error codes'], DESKTOP);
  await page.getByRole('searchbox', {name: 'Code or message'}).fill("ERROR 5501 (3F000): Unknown database 'sales_db'");
  await page.waitForFunction(() => document.querySelectorAll('section[aria-label="Error codes"] tbody tr').length < 10);
  const first = page.locator('section[aria-label="Error codes"] tbody tr').first();
  assert.equal(await first.getAttribute('id'), 'ERR_BAD_DB_ERROR');
  assert.match((await first.locator('td').first().textContent()) ?? '', /5501/);
  await page.close();
});

test('a filter round-trips through the URL without adding history entries', async () => {
  const page = await openAt(PAGES['FE configuration'], DESKTOP);
  const entries = await page.evaluate(() => history.length);
  await page.getByRole('searchbox', {name: 'Name'}).fill('routine load');
  await page.getByRole('checkbox', {name: 'Changeable at runtime only'}).check();
  await page.waitForFunction(() => location.search.includes('runtime=1'));
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('q'), 'routine load');
  assert.equal(url.searchParams.get('runtime'), '1');
  assert.equal(await page.evaluate(() => history.length), entries, 'the URL is replaced, not pushed');
  const shown = await page.locator('section[aria-label="FE configuration items"] article h3 code').allTextContents();

  // The same URL, opened afresh, shows the same filtered view once hydrated.
  const {page: again, consoleErrors} = await site.open(url.pathname + url.search);
  await again.waitForFunction(
    (n) => document.querySelectorAll('section[aria-label="FE configuration items"] article').length === n,
    shown.length,
  );
  assert.equal(await again.getByRole('searchbox', {name: 'Name'}).inputValue(), 'routine load');
  assert.equal(await again.getByRole('checkbox', {name: 'Changeable at runtime only'}).isChecked(), true);
  assert.deepEqual(
    await again.locator('section[aria-label="FE configuration items"] article h3 code').allTextContents(),
    shown,
  );
  assert.deepEqual(
    consoleErrors.filter((e) => /hydrat/i.test(e)),
    [],
    'no hydration mismatch',
  );
  await again.close();

  // The finder reads its filters from the URL too.
  const {page: finder} = await site.open(docRoute('sql-reference/sql-functions/?q=concat&group=String+functions'));
  await finder.waitForFunction(
    () =>
      document.querySelector('section[aria-label="Function finder"] tbody tr')?.getAttribute('data-function') ===
      'concat',
  );
  assert.equal(await finder.getByRole('combobox', {name: 'Group'}).inputValue(), 'String functions');
  await finder.close();
  await page.close();
});

test('the filter bar stays below the navbar while the list scrolls', async () => {
  const page = await openAt(PAGES['System variables'], DESKTOP);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const bar = await page.locator('section[aria-label="System variables"] form[role="search"]').boundingBox();
  const navbar = await page.locator('nav.navbar').boundingBox();
  assert.ok(bar && navbar);
  assert.ok(
    Math.abs(bar.y - (navbar.y + navbar.height)) <= 1,
    `the bar is at ${bar.y}, the navbar ends at ${navbar.y + navbar.height}`,
  );
  await page.close();
});

test('the entry an anchor points at is marked, and the configuration topics are in the table of contents', async () => {
  const name = feData.items.find((i) => i.topic === 'query')!.name;
  const page = await openAt(`${PAGES['FE configuration']}#${name}`, DESKTOP);
  const marked = await page
    .locator(`article:has(> h3[id="${name}"])`)
    .evaluate((a) => getComputedStyle(a).borderLeftWidth);
  assert.notEqual(marked, '0px', 'the target entry has its mark');
  const other = feData.items.find((i) => i.name !== name)!.name;
  const unmarked = await page
    .locator(`article:has(> h3[id="${other}"])`)
    .evaluate((a) => getComputedStyle(a).borderLeftWidth);
  assert.equal(unmarked, '0px');

  const toc = await page.locator('.table-of-contents a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  for (const topic of ['#topic-logging', '#topic-server', '#topic-query'])
    assert.ok(toc.includes(topic), `${topic} in ${toc.join(' ')}`);
  await page.close();
});
