import {before, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {useBrowserSite} from '../support/browser';
import {docsSidebar, walkSidebar} from '../support/site';
import type {SidebarCategoryRecord} from '../../src/plugins/records/records';

const site = useBrowserSite();
let page: Page;

before(async () => {
  ({page} = await site.open('/docs/sql-reference/sql-functions/'));
});

const rows = () => page.locator('section[aria-label="Function finder"] tbody tr');
const names = async () => (await rows().locator('td:first-child').allTextContents()).map((t) => t.trim());

function functionPageCount(): number {
  const functions = [...walkSidebar(docsSidebar())].find(
    (i) => i.type === 'category' && i.href === '/docs/sql-reference/sql-functions/',
  ) as SidebarCategoryRecord | undefined;
  assert.ok(functions, 'SQL functions category');
  return functions.items
    .filter((g): g is SidebarCategoryRecord => g.type === 'category')
    .reduce((n, g) => n + [...walkSidebar(g.items)].filter((i) => i.type === 'link' && i.docId && !i.unlisted).length, 0);
}

test('the finder lists every function page', async () => {
  const expected = functionPageCount();
  assert.ok(expected > 300, `${expected} function pages`);
  assert.equal(await rows().count(), expected);
  await page.getByText(`${expected} functions`, {exact: true}).waitFor();
});

test('typing filters by name at once, with spaces, underscores and case interchangeable', async () => {
  const box = page.getByRole('searchbox', {name: 'Name'});
  await box.fill('DATE FORMAT');
  await page.waitForFunction(() => document.querySelectorAll('section[aria-label="Function finder"] tbody tr').length < 20);
  assert.ok((await names()).includes('date_format'));
  for (const n of await names()) assert.match(n.toLowerCase().replace(/[\s-]/g, '_'), /date_format/);
  await box.fill('');
});

test('the group and return type filters narrow the list', async () => {
  await page.getByRole('combobox', {name: 'Group'}).selectOption('String functions');
  const groups = await rows().locator('td:nth-child(2)').allTextContents();
  assert.ok(groups.length > 30);
  assert.ok(groups.every((g) => g === 'String functions'));
  assert.ok((await names()).includes('concat'));
  await page.getByRole('combobox', {name: 'Group'}).selectOption('');

  await page.getByRole('combobox', {name: 'Returns'}).selectOption('BITMAP');
  const bitmapNames = await names();
  assert.ok(bitmapNames.includes('to_bitmap'));
  assert.ok(!bitmapNames.includes('concat'));
  await page.getByRole('combobox', {name: 'Returns'}).selectOption('');
});

test('a name that matches nothing says so', async () => {
  await page.getByRole('searchbox', {name: 'Name'}).fill('no_such_function_zz');
  await page.getByText('No function matches').waitFor();
  assert.equal(await rows().count(), 0);
  await page.getByRole('searchbox', {name: 'Name'}).fill('');
});
