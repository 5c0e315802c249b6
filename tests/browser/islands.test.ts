/**
 * A doc page's article is not hydrated on first load: React leaves the server's HTML alone and
 * hydrates only the islands (src/components/islands/). What a reader would notice if that broke:
 * links in the article that reload the page, islands that do nothing, or an article redrawn.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {parse} from 'node-html-parser';
import {useBrowserSite, waitForHydration} from '../support/browser';
import {DOCS_BASE, docRoute} from '../../src/site/rules';

const site = useBrowserSite();

/** Elements of the article React owns (a fiber on the node), outside its islands, and in all. */
const reactOwned = (page: Page) =>
  page.evaluate(() => {
    // (No named functions in here: the test runner's transform would name them with a helper the page lacks.)
    const all = [...document.querySelectorAll('.markdown *')].map((el) => ({
      owned: Object.keys(el).some((k) => k.startsWith('__reactFiber')),
      inIsland: el.closest('[data-island]') !== null,
    }));
    return {
      all: all.length,
      outsideIslands: all.filter((el) => el.owned && !el.inIsland).length,
      inIslands: all.filter((el) => el.owned && el.inIsland).length,
    };
  });

test("on first load the article keeps the server's HTML: React owns only its islands", async () => {
  // Stream Load: a long article of code blocks and tables, and no island. Its code blocks' buttons
  // are server HTML too (src/clientModules/codeBlockButtons.ts gives them their behaviour).
  const guide = await site.open(docRoute('loading/StreamLoad'));
  const article = await reactOwned(guide.page);
  assert.ok(article.all > 500, `expected a long article, found ${article.all} elements`);
  assert.equal(article.outsideIslands + article.inIslands, 0, 'React hydrated elements of an article without islands');
  const blocks = await guide.page.locator('.markdown .theme-code-block').count();
  assert.ok(blocks >= 10, `expected Stream Load's code blocks, found ${blocks}`);
  assert.equal(await guide.page.locator('.markdown .theme-code-block button[aria-label*="opy" i]').count(), blocks);
  assert.deepEqual([...guide.errors, ...guide.consoleErrors], []);
  await guide.page.close();

  // FE configuration: its reference is an island, and the only part of the article React owns.
  const reference = await site.open(docRoute('administration/management/FE_configuration'));
  const owned = await reactOwned(reference.page);
  assert.equal(owned.outsideIslands, 0, 'React hydrated elements of the article outside its islands');
  assert.ok(owned.inIslands > 0, 'the configuration reference (an island) was not hydrated');
  assert.deepEqual([...reference.errors, ...reference.consoleErrors], []);
  await reference.page.close();
});

test('a link in the article opens its page without reloading, by mouse and by keyboard, and Back returns', async () => {
  const {page, errors, consoleErrors} = await site.open(docRoute('loading/StreamLoad'));
  await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
  const sameDocument = () => page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument === true);
  const link = page.locator(`.markdown p a[href^="${DOCS_BASE}"]:not([href*="#"])`).first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await page.waitForURL((url) => url.pathname === href);
  // The address changes at once; the router shows the new page once its chunks have loaded.
  await page.waitForFunction(() => document.querySelector('h1')?.textContent !== 'Stream Load');
  assert.ok(await sameDocument(), 'the click reloaded the page');

  await page.goBack();
  await page.waitForURL((url) => url.pathname === docRoute('loading/StreamLoad'));
  await page.locator('h1', {hasText: 'Stream Load'}).first().waitFor();
  assert.ok(await sameDocument(), 'Back reloaded the page');

  // Keyboard: focus a link of the article and press Enter.
  await page.reload({waitUntil: 'load'});
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
  const keyed = page.locator(`.markdown p a[href^="${DOCS_BASE}"]:not([href*="#"])`).first();
  const keyedHref = (await keyed.getAttribute('href'))!;
  await keyed.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === keyedHref);
  assert.ok(await sameDocument(), 'Enter on a link reloaded the page');
  assert.deepEqual([...errors, ...consoleErrors], []);
  await page.close();
});

test('islands keep working when the colour mode changes, with no error in the console', async () => {
  const {page, errors, consoleErrors} = await site.open(docRoute('administration/management/FE_configuration'));
  const toggle = page.locator('button[title*="dark" i], button[aria-label*="dark" i]').first();
  await toggle.click();
  const filter = page.locator('[data-island="ConfigReference"] input').first();
  await filter.fill('max_routine_load_task_num_per_be');
  await page.waitForFunction(() => {
    const shown = [...document.querySelectorAll<HTMLElement>('[data-entry]')].filter((e) => !e.hidden);
    return shown.length >= 1 && shown.length < 5;
  });
  assert.match(page.url(), /[?&]q=max_routine_load_task_num_per_be/);
  assert.deepEqual([...errors, ...consoleErrors], []);
  await page.close();
});

test('after an in-site navigation the article is rendered by React, islands included', async () => {
  const {page, errors, consoleErrors} = await site.open(docRoute('administration/management/FE_configuration'));
  // From a page whose article is server HTML to one React renders: via a link of the article, at
  // the end of a page whose entries render as they scroll into view (so by keyboard: a click's
  // coordinates can land on an entry that has just moved).
  await page
    .locator(`.markdown a[href="${docRoute('administration/management/BE_configuration')}"]`)
    .first()
    .focus();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === docRoute('administration/management/BE_configuration'));
  // The address changes at once; the router shows the new page once its chunks have loaded (until
  // then the previous article, hydrated too, is on screen).
  await page.locator('h1', {hasText: 'BE configuration'}).first().waitFor();
  await waitForHydration(page);
  const filter = page.locator('[data-island="ConfigReference"] input').first();
  await filter.fill('storage_root_path');
  await page.waitForFunction(() => {
    const shown = [...document.querySelectorAll<HTMLElement>('[data-entry]')].filter((e) => !e.hidden);
    return shown.length >= 1 && shown.length < 5;
  });
  assert.deepEqual([...errors, ...consoleErrors], []);
  await page.close();
});

test("hydration leaves the server's head as it is; a link then writes the next page's title and description", async () => {
  const {page, errors, consoleErrors} = await site.open(docRoute('loading/StreamLoad'));
  // From the end of parsing, before any script runs: the head's elements taken out (those the
  // pages' <Head> manages, data-rh; scripts aside, as the JSON-LD is written once after
  // hydration), and the classes of <html> whenever they differ from the server's.
  await page.addInitScript(`document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    const server = document.documentElement.className;
    window.__headChanges = [];
    new MutationObserver((records) => {
      for (const r of records) {
        for (const n of r.removedNodes) if (n.nodeType === 1 && n.hasAttribute('data-rh') && n.localName !== 'script') window.__headChanges.push('removed <' + n.localName + '>');
      }
    }).observe(document.head, {childList: true});
    new MutationObserver(() => {
      if (document.documentElement.className !== server)
        window.__headChanges.push('html class: ' + document.documentElement.className);
    }).observe(document.documentElement, {attributes: true, attributeFilter: ['class']});
  });`);
  await page.reload({waitUntil: 'load'});
  await waitForHydration(page);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  assert.deepEqual(await page.evaluate('window.__headChanges'), []);

  // The next page's head, as its server HTML has it.
  const next = page.locator('.pagination-nav__link--next');
  const href = (await next.getAttribute('href'))!;
  const head = parse(await (await page.request.get(new URL(href, page.url()).href)).text());
  const title = head.querySelector('title')!.text;
  const description = head.querySelector('meta[name="description"]')!.getAttribute('content');
  await next.click();
  await page.waitForFunction((t) => document.title === t, title);
  assert.equal(
    await page.getAttribute('meta[name="description"]', 'content'),
    description,
    'the description is the next page’s',
  );
  assert.equal(await page.locator('meta[name="description"]').count(), 1, 'one description');
  assert.deepEqual([...errors, ...consoleErrors], []);
  await page.close();
});
