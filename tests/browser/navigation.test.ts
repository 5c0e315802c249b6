import {test} from 'node:test';
import assert from 'node:assert/strict';
import {useBrowserSite} from '../support/browser';
import {docLink} from '../support/site';
import {TOP_LEVEL, UNLISTED_DOC_IDS} from '../support/spec';
import {VERSION_LABEL, docRoute} from '../../src/site/rules';

const {open, openInTurn} = useBrowserSite();
const hrefOf = (docId: string) => docLink(docId).href;

test('every section landing renders its title without a script error', async () => {
  await openInTurn(
    TOP_LEVEL.map((l) => l.href),
    undefined,
    async (href, {page, errors, status}) => {
      assert.equal(status, 200, href);
      const h1 = (await page.locator('main h1, article h1').first().textContent())?.trim();
      assert.ok(h1 && h1.length > 2, `${href} has a heading`);
      assert.deepEqual(errors, [], href);
    },
  );
});

test(`the navbar shows the version label ${VERSION_LABEL}, and doc pages carry the version badge`, async () => {
  const {page} = await open(docRoute('loading/StreamLoad'));
  await assert.doesNotReject(page.locator('nav.navbar').getByText(VERSION_LABEL, {exact: true}).first().waitFor());
  assert.match(
    (await page.locator('.theme-doc-version-badge').textContent()) ?? '',
    new RegExp(VERSION_LABEL.replace(/\./g, '\\.')),
  );
  await page.close();
});

test('a sidebar category expands and collapses', async () => {
  const {page} = await open(docRoute('introduction/'));
  const caret = page.getByRole('button', {name: /Data loading/});
  const category = page.locator('.theme-doc-sidebar-menu > li', {has: caret});
  const child = category.locator(`a[href="${docRoute('loading/StreamLoad')}"]`);
  assert.match((await category.getAttribute('class')) ?? '', /menu__list-item--collapsed/);
  assert.equal(await child.isVisible(), false);
  await caret.click();
  await child.waitFor({state: 'visible'});
  assert.doesNotMatch((await category.getAttribute('class')) ?? '', /menu__list-item--collapsed/);
  await caret.click();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.theme-doc-sidebar-menu > li')].some(
      (li) => li.className.includes('menu__list-item--collapsed') && li.textContent?.includes('Data loading'),
    ),
  );
  await page.close();
});

test('an unlisted page opens, but neither it nor its siblings list it in the sidebar', async () => {
  const sibling = docRoute('deployment/shared_data/s3');
  await openInTurn([...UNLISTED_DOC_IDS.map(hrefOf), sibling], undefined, async (href, {page, status}) => {
    const sidebarLinksTo = (target: string) =>
      page.locator(`nav[aria-label="Docs sidebar"] a[href="${target}"]`).count();
    assert.equal(status, 200, href);
    if (href === sibling) {
      assert.equal(
        await sidebarLinksTo(hrefOf('deployment/shared_data/other')),
        0,
        `${href} lists its unlisted sibling`,
      );
      return;
    }
    assert.ok(((await page.locator('article h1').textContent()) ?? '').trim().length > 2, `${href} renders`);
    assert.equal(await sidebarLinksTo(href), 0, `${href} in sidebar`);
  });
});

test('an unknown route shows the 404 page with status 404', async () => {
  const {page, status} = await open(docRoute('this/page/does-not-exist'));
  assert.equal(status, 404);
  await page.getByRole('heading', {name: 'Page not found'}).waitFor();
  assert.ok((await page.locator(`main a[href="${docRoute('quick_start/')}"]`).count()) > 0, 'offers a way on');
  await page.close();
});

test('the home page leads into the documentation', async () => {
  const {page} = await open('/');
  await page.getByRole('link', {name: 'Start in five minutes'}).click();
  await page.waitForURL((url) => url.pathname === docRoute('quick_start/'));
  await page.close();
});
