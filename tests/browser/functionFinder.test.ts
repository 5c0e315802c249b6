import {before, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {useBrowserSite} from '../support/browser';
import {docsSidebar, walkSidebar} from '../support/site';
import type {SidebarCategoryRecord} from '../../src/plugins/records/records';
import {docRoute, listedDocLinks} from '../../src/site/rules';

const site = useBrowserSite();
let page: Page;

const ROWS = 'section[aria-label="Function finder"] tbody tr';
const rows = () => page.locator(ROWS);
const names = async () => (await rows().locator('td:first-child').allTextContents()).map((t) => t.trim());

/** Waits until the finder has rendered every row of the current result (the rows come in batches). */
async function settled(): Promise<void> {
  await page.waitForFunction((sel) => {
    const status = document.querySelector('section[aria-label="Function finder"] [role="status"]')?.textContent ?? '';
    const n = /^(\d+)(?: of \d+)? functions$/.exec(status.trim());
    return n !== null && document.querySelectorAll(sel).length === Number(n[1]);
  }, ROWS);
}

before(async () => {
  ({page} = await site.open(docRoute('sql-reference/sql-functions/')));
});

/** The function pages of the sidebar's groups, and the distinct functions they document. */
function functionPages(): {pages: number; functions: number} {
  const functions = [...walkSidebar(docsSidebar())].find(
    (i) => i.type === 'category' && i.href === docRoute('sql-reference/sql-functions/'),
  ) as SidebarCategoryRecord | undefined;
  assert.ok(functions, 'SQL functions category');
  const links = functions.items
    .filter((g): g is SidebarCategoryRecord => g.type === 'category')
    .flatMap((g) => listedDocLinks(g.items));
  return {pages: links.length, functions: new Set(links.map((l) => l.label.toLowerCase())).size};
}

test('the finder lists every function once, even one documented in two groups', async () => {
  const {pages, functions} = functionPages();
  assert.ok(functions > 300, `${functions} functions`);
  assert.ok(pages > functions, `${pages} pages for ${functions} functions: some are documented twice`);
  await page.getByText(`${functions} functions`, {exact: true}).waitFor();
  await settled();
  const all = await names();
  assert.equal(all.length, functions);
  assert.equal(new Set(all).size, all.length, 'no function listed twice');
  // group_concat is documented among the aggregate and the string functions: one row, both pages.
  const groupConcat = page.locator(`${ROWS}[data-function="group_concat"]`);
  assert.equal(await groupConcat.count(), 1);
  assert.equal(await groupConcat.locator('a').count(), 2);
});

test('every function shows a signature or how it is written', async () => {
  const empty = await rows().evaluateAll((trs) =>
    trs
      .filter((tr) => (tr.querySelector('td:nth-child(4)')?.textContent ?? '').trim() === '')
      .map((tr) => tr.getAttribute('data-function')),
  );
  assert.deepEqual(empty, []);
});

test('typing filters by name at once, with spaces, underscores and case interchangeable', async () => {
  const box = page.getByRole('searchbox', {name: 'Name'});
  await box.fill('DATE FORMAT');
  await page.waitForFunction((sel) => document.querySelectorAll(sel).length < 20, ROWS);
  assert.ok((await names()).includes('date_format'));
  for (const n of await names()) assert.match(n.toLowerCase().replace(/[\s-]/g, '_'), /date_format/);
  await box.fill('');
});

test('an exact name comes first, then names that start with it, then the rest', async () => {
  await page.getByRole('searchbox', {name: 'Name'}).fill('concat');
  await page.waitForFunction((sel) => document.querySelectorAll(sel).length < 20, ROWS);
  const shown = await names();
  assert.equal(shown[0], 'concat', shown.join(', '));
  assert.equal(shown[1], 'concat_ws', shown.join(', '));
  assert.ok(shown.includes('group_concat') && shown.indexOf('group_concat') > 1);
  await page.getByRole('searchbox', {name: 'Name'}).fill('');
});

test('the group and return type filters narrow the list', async () => {
  await page.getByRole('combobox', {name: 'Group'}).selectOption('String functions');
  await settled();
  const groups = await rows().evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-group')));
  assert.ok(groups.length > 30);
  assert.ok(groups.every((g) => g === 'String functions'));
  assert.ok((await names()).includes('concat'));
  // A function of two groups links to the page of the chosen one.
  const href = await page.locator(`${ROWS}[data-function="group_concat"] td:first-child a`).getAttribute('href');
  assert.match(href ?? '', /string-functions\/group_concat/);
  await page.getByRole('combobox', {name: 'Group'}).selectOption('');

  await page.getByRole('combobox', {name: 'Returns'}).selectOption('BITMAP');
  await settled();
  const bitmapNames = await names();
  assert.ok(bitmapNames.includes('to_bitmap'));
  assert.ok(bitmapNames.includes('bitmap_union'), 'aggregate functions have signature data too');
  assert.ok(!bitmapNames.includes('concat'));
  await page.getByRole('combobox', {name: 'Returns'}).selectOption('');
});

test('a name that matches nothing says so', async () => {
  await page.getByRole('searchbox', {name: 'Name'}).fill('no_such_function_zz');
  await page.getByText('No function matches').waitFor();
  assert.equal(await rows().count(), 0);
  await page.getByRole('searchbox', {name: 'Name'}).fill('');
});
