/**
 * The filter boxes of the system reference, in Chromium against the built
 * site: FE configuration by name, type and runtime changeability; system
 * variables by name and scope; error codes by code and message text.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {useBrowserSite} from '../support/browser';
import feData from '../../src/data/reference/fe-config.json';
import variableData from '../../src/data/reference/system-variables.json';
import errorData from '../../src/data/reference/error-codes.json';
import {DOCS_BASE, docRoute} from '../../src/site/rules';

const site = useBrowserSite();

/** Names of the entries shown in a reference section, in the order a reader sees them. */
async function shownNames(page: Page, section: string): Promise<string[]> {
  return (await page.locator(`section[aria-label="${section}"] article:not([hidden]) h3 code`).allTextContents()).map(
    (t) => t.trim(),
  );
}

test('FE configuration: the filters narrow by name, runtime changeability and type', async () => {
  const {page} = await site.open(docRoute('administration/management/FE_configuration'));
  const section = 'FE configuration items';
  const total = feData.items.length;
  await page.getByText(`${total} items`, {exact: true}).waitFor();
  const initial = await shownNames(page, section);
  assert.equal(initial.length, total);

  await page.getByRole('searchbox', {name: 'Name'}).fill('routine load');
  await page.waitForFunction((n) => document.querySelectorAll('section article:not([hidden]) h3').length < n, total);
  const byName = await shownNames(page, section);
  const expected = feData.items.filter((i) => i.name.includes('routine_load')).map((i) => i.name);
  assert.deepEqual([...byName].sort(), [...expected].sort());
  await page.getByText(`${expected.length} of ${total} items`).waitFor();

  await page.getByRole('checkbox', {name: 'Changeable at runtime only'}).check();
  const mutable = await shownNames(page, section);
  assert.deepEqual(
    [...mutable].sort(),
    feData.items
      .filter((i) => i.name.includes('routine_load') && i.mutable)
      .map((i) => i.name)
      .sort(),
  );
  await page.getByRole('checkbox', {name: 'Changeable at runtime only'}).uncheck();
  await page.getByRole('searchbox', {name: 'Name'}).fill('');

  await page.getByRole('combobox', {name: 'Type'}).selectOption('boolean');
  const booleans = await shownNames(page, section);
  assert.equal(booleans.length, feData.items.filter((i) => i.type === 'boolean').length);
  await page.getByRole('combobox', {name: 'Type'}).selectOption('');

  await page.getByRole('searchbox', {name: 'Name'}).fill('zz_no_such_item');
  await page.getByText(/No item of fe\.conf matches/).waitFor();
  await page.getByRole('searchbox', {name: 'Name'}).fill('');
  await page.getByText(`${total} items`, {exact: true}).waitFor();
  assert.deepEqual(await shownNames(page, section), initial, 'a cleared filter restores the list in its order');
});

test('FE configuration: the ~800 entries are the server HTML, not hydrated, and a filter still orders them', async () => {
  const {page} = await site.open(docRoute('administration/management/FE_configuration'));
  const section = 'FE configuration items';
  await page.getByRole('searchbox', {name: 'Name'}).waitFor();
  // React marks every element it creates or hydrates with a "__reactFiber$…" key.
  const owned = (selector: string) =>
    page.evaluate(
      (sel) => Object.keys(document.querySelector(sel)!).some((k) => k.startsWith('__reactFiber')),
      selector,
    );
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('input[type="search"]') ?? {}).some((k) => k.startsWith('__reactFiber')),
  );
  assert.equal(await owned('[data-entry]'), false, 'an entry is left as the server wrote it');
  assert.equal(await owned('[data-group] h2'), false);
  const exact = feData.items.find((i) => i.name === 'query_timeout') ?? feData.items[0]!;
  await page.getByRole('searchbox', {name: 'Name'}).fill(exact.name);
  await page.waitForFunction(
    (n) => document.querySelectorAll('section article:not([hidden])').length < n,
    feData.items.length,
  );
  assert.equal((await shownNames(page, section))[0], exact.name, 'the exact name comes first');
});

test('FE configuration opened by an in-site link renders every entry in the browser', async () => {
  const {page} = await site.open(docRoute('category/administration-cluster-management'));
  await page
    .locator(`a[href="${docRoute('administration/management/FE_configuration')}"]`)
    .first()
    .click();
  const section = 'FE configuration items';
  await page.locator(`section[aria-label="${section}"] [data-entry]`).first().waitFor();
  assert.equal((await shownNames(page, section)).length, feData.items.length);
  await page.getByRole('searchbox', {name: 'Name'}).fill('routine_load');
  await page.waitForFunction(
    (n) => document.querySelectorAll('section article:not([hidden])').length < n,
    feData.items.length,
  );
  const expected = feData.items.filter((i) => i.name.includes('routine_load')).map((i) => i.name);
  assert.deepEqual([...(await shownNames(page, section))].sort(), [...expected].sort());
});

// At 1000 px the filter bar wraps to more rows than the height the page assumes before hydration.
for (const size of [
  {width: 1280, height: 720},
  {width: 1000, height: 800},
]) {
  test(`FE configuration: an item link lands on its entry, below the navbar and the sticky filter bar (${size.width} px)`, async () => {
    const name = feData.items.find((i) => i.mutable)!.name;
    const {page} = await site.open(`${DOCS_BASE}administration/management/FE_configuration#${name}`, {viewport: size});
    const heading = page.locator(`h3[id="${name}"]`);
    await heading.waitFor();
    assert.ok(await heading.isVisible());
    // The page has scrolled to the entry once it sits in the viewport and stays put for two frames.
    await page.waitForFunction(
      (id) => {
        const w = window as unknown as {lastTop?: number};
        const top = document.getElementById(id)!.getBoundingClientRect().top;
        const still = w.lastTop === top;
        w.lastTop = top;
        return still && top >= 0 && top < window.innerHeight;
      },
      name,
      {polling: 'raf'},
    );
    const box = await heading.boundingBox();
    const navbar = await page.locator('nav.navbar').boundingBox();
    const bar = await page.locator('section[aria-label="FE configuration items"] form[role="search"]').boundingBox();
    assert.ok(box && navbar && bar, 'entry, navbar and filter bar are laid out');
    const viewport = page.viewportSize()!;
    assert.ok(
      box.y >= navbar.y + navbar.height - 1 && box.y < viewport.height,
      `the entry shows below the navbar (${box.y} vs ${navbar.height})`,
    );
    assert.ok(
      box.y >= bar.y + bar.height - 1,
      `the entry shows below the filter bar (${box.y} vs ${bar.y + bar.height})`,
    );
    // The bar's height pads the root's scrollport and stays on the root: were the entries to
    // inherit it, publishing it would restyle and re-lay out every entry right after hydration.
    const published = await page.evaluate((id) => {
      const root = getComputedStyle(document.documentElement);
      return {
        root: root.getPropertyValue('--reference-filter-height'),
        padding: root.scrollPaddingTop,
        entry: getComputedStyle(document.getElementById(id)!).getPropertyValue('--reference-filter-height'),
      };
    }, name);
    assert.ok(Math.abs(parseFloat(published.padding) - bar.height) <= 1, `scroll-padding-top ${published.padding}`);
    assert.notEqual(published.entry, published.root, 'the entries do not inherit the bar height');
  });
}

test('System variables: the filters narrow by name and scope', async () => {
  const {page} = await site.open(docRoute('sql-reference/System_variable'));
  const section = 'System variables';
  await page.getByRole('searchbox', {name: 'Name'}).fill('query_timeout');
  await page.waitForFunction(
    () => document.querySelectorAll('section[aria-label="System variables"] article:not([hidden])').length < 10,
  );
  assert.equal((await shownNames(page, section))[0], 'query_timeout', 'the exact name comes first');
  await page.getByRole('searchbox', {name: 'Name'}).fill('');

  await page.getByRole('combobox', {name: 'Scope'}).selectOption('global');
  const global = await shownNames(page, section);
  assert.deepEqual(
    [...global].sort(),
    variableData.items
      .filter((v) => v.scope === 'global')
      .map((v) => v.name)
      .sort(),
  );
});

test('Error codes: a code or words of the message find the error', async () => {
  const {page} = await site.open(docRoute('sql-reference/Error_code'));
  const rows = page.locator('section[aria-label="Error codes"] tbody tr');
  await page.getByRole('searchbox', {name: 'Code or message'}).fill('5501');
  await page.waitForFunction(
    (n) => document.querySelectorAll('section[aria-label="Error codes"] tbody tr').length < n,
    errorData.items.length,
  );
  const ids = await rows.evaluateAll((trs) => trs.map((tr) => tr.id));
  assert.deepEqual(
    ids,
    errorData.items.filter((e) => String(e.code).startsWith('5501')).map((e) => e.name),
  );

  await page.getByRole('searchbox', {name: 'Code or message'}).fill('unknown database');
  const byText = await rows.evaluateAll((trs) => trs.map((tr) => tr.id));
  assert.ok(byText.includes('ERR_BAD_DB_ERROR'), byText.join(', '));

  await page.getByRole('searchbox', {name: 'Code or message'}).fill('%%% not an error %%%');
  await page.getByText(/No error code matches/).waitFor();
});
