/**
 * Layout in the reader's hands: a phone-sized screen (390×844) without sideways scrolling,
 * the mobile drawer by keyboard, the docs sidebar showing the current page, the colour mode,
 * print, and the home and 404 pages' polish.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {useBrowserSite, waitForHydration} from '../support/browser';
import {docRoute} from '../../src/site/rules';

const {open, openInTurn} = useBrowserSite();
const PHONE = {width: 390, height: 844};
const DESKTOP = {width: 1280, height: 900};

/** Opens a route in a window of a size (loaded and hydrated at that size, as on the reader's device). */
async function openAt(route: string, size: {width: number; height: number}): Promise<Page> {
  return (await open(route, {viewport: size})).page;
}

const overflow = (page: Page) => page.evaluate(() => ({scrollWidth: document.documentElement.scrollWidth}));

/** Guide, reference and landing pages: the document never scrolls sideways at 390 px. */
const PHONE_PAGES = [
  '/',
  docRoute('this/page/does-not-exist'),
  docRoute('introduction/'),
  docRoute('quick_start/'),
  docRoute('loading/StreamLoad'),
  docRoute('loading/InsertInto'),
  docRoute('loading/BrokerLoad'),
  docRoute('deployment/deployment_overview'),
  docRoute('faq/Sql_faq'),
  docRoute('category/reference'),
  docRoute('sql-reference/sql-functions/string-functions/concat'),
  docRoute('sql-reference/sql-statements/table_bucket_part_index/CREATE_TABLE'),
  '/search?q=concat',
  docRoute('administration/management/FE_configuration'),
  docRoute('administration/management/BE_configuration'),
  docRoute('sql-reference/System_variable'),
  docRoute('sql-reference/Error_code'),
  docRoute('sql-reference/sql-functions/'),
];

test('at 390×844 guide, reference and landing pages do not scroll sideways', async () => {
  const wide: string[] = [];
  await openInTurn(PHONE_PAGES, {viewport: PHONE}, async (route, {page}) => {
    const {scrollWidth} = await overflow(page);
    if (scrollWidth > PHONE.width) wide.push(`${route}: ${scrollWidth}px`);
  });
  assert.deepEqual(wide, []);
});

test('at 390×844 previous and next stack, so their titles are not broken mid-word', async () => {
  const page = await openAt(docRoute('loading/StreamLoad'), PHONE);
  const boxes = await page.evaluate(() =>
    ['.pagination-nav__link--prev', '.pagination-nav__link--next'].map((s) => {
      const r = document.querySelector(s)!.getBoundingClientRect();
      return {left: r.left, top: r.top, bottom: r.bottom, width: r.width};
    }),
  );
  const [prev, next] = boxes as [(typeof boxes)[0], (typeof boxes)[0]];
  assert.ok(next.top >= prev.bottom, 'next is below previous');
  assert.equal(Math.round(next.width), Math.round(prev.width), 'both take the full width');
  await page.close();
});

// ---------------------------------------------------------------- the mobile drawer

const drawerOpen = (page: Page) =>
  page.evaluate(() => document.querySelector('nav.navbar')!.classList.contains('navbar-sidebar--show'));
const focusInDrawer = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('.navbar-sidebar'));
const focusIsMenuButton = (page: Page) =>
  page.evaluate(() => document.activeElement?.matches('.navbar__toggle') ?? false);

async function openDrawerByKeyboard(page: Page) {
  await page.focus('.navbar__toggle');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.closest('.navbar-sidebar') != null);
  assert.equal(await drawerOpen(page), true, 'the drawer is open');
}

test('the mobile drawer takes focus on a doc page (the current page), keeps Tab inside, and Escape returns focus to the menu button', async () => {
  const page = await openAt(docRoute('loading/StreamLoad'), PHONE);
  await openDrawerByKeyboard(page);
  // The docs menu may fill a frame after the drawer opens: focus moves on to the current page then.
  const route = docRoute('loading/StreamLoad');
  await page
    .waitForFunction((href) => document.activeElement?.getAttribute('href') === href, route, {timeout: 3000})
    .catch(() => undefined);
  assert.equal(
    await page.evaluate(() => document.activeElement?.getAttribute('href')),
    route,
    'focus lands on the current page in the docs menu',
  );
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
    assert.equal(await focusInDrawer(page), true, `focus stays in the drawer after ${i + 1} presses`);
  }
  assert.equal(
    await page.evaluate(() => (document.querySelector('.main-wrapper') as HTMLElement).inert),
    true,
    'the page behind is inert',
  );
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('nav.navbar')!.classList.contains('navbar-sidebar--show'));
  assert.equal(await focusIsMenuButton(page), true, 'focus is back on the menu button');
  assert.equal(
    await page.evaluate(() => (document.querySelector('.main-wrapper') as HTMLElement).inert),
    false,
    'the page is usable again',
  );
  await page.close();
});

test('the mobile drawer is rendered when the reader reaches for the menu button, not at load', async () => {
  const page = await openAt(docRoute('loading/StreamLoad'), PHONE);
  assert.equal(await page.locator('.navbar-sidebar').count(), 0, 'no drawer in the page after hydration');
  // Focusing the menu button renders it, closed, so that opening it can slide it in.
  await page.focus('.navbar__toggle');
  await page.locator('.navbar-sidebar').waitFor({state: 'attached'});
  assert.equal(await drawerOpen(page), false, 'rendered, not opened');
  await openDrawerByKeyboard(page);
  assert.ok(
    (await page.locator('.navbar-sidebar a[aria-current="page"]').count()) > 0,
    'the opened drawer lists the docs with the current page',
  );
  await page.close();
});

test('the mobile drawer on the home page focuses its first item, and its close button returns focus to the menu button', async () => {
  const page = await openAt('/', PHONE);
  await openDrawerByKeyboard(page);
  assert.equal(
    await page.evaluate(() => document.activeElement?.closest('.navbar-sidebar__item') != null),
    true,
    'focus is in the menu',
  );
  await page.focus('.navbar-sidebar__close');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !document.querySelector('nav.navbar')!.classList.contains('navbar-sidebar--show'));
  assert.equal(await focusIsMenuButton(page), true);
  // Escape does nothing harmful once the drawer is closed.
  await page.keyboard.press('Escape');
  assert.equal(await drawerOpen(page), false);
  await page.close();
});

// ------------------------------------------------------------------ the docs sidebar

/** True when the sidebar's current-page link is inside the sidebar's visible part and the window. */
/** In the page: the sidebar's current item is laid out inside the sidebar and the window. */
function activeItemInView(): boolean {
  const link = document.querySelector('.theme-doc-sidebar-menu a.menu__link[aria-current="page"]');
  const nav = link?.closest('nav');
  if (!link || !nav) return false;
  const a = link.getBoundingClientRect();
  const n = nav.getBoundingClientRect();
  return a.height > 0 && a.top >= n.top && a.bottom <= n.bottom && a.top >= 0 && a.bottom <= window.innerHeight;
}

/** Resolves once the sidebar's current item is in view (the sidebar scrolls it there after hydration). */
const activeItemComesIntoView = (page: Page) => page.waitForFunction(activeItemInView, undefined, {timeout: 5000});

test('the docs sidebar shows the current page: concat, FE configuration and CREATE TABLE at 1280×900', async () => {
  for (const route of [
    docRoute('sql-reference/sql-functions/string-functions/concat'),
    docRoute('administration/management/FE_configuration'),
    docRoute('sql-reference/sql-statements/table_bucket_part_index/CREATE_TABLE'),
  ]) {
    const page = await openAt(route, DESKTOP);
    await assert.doesNotReject(activeItemComesIntoView(page), route);
    assert.equal(await page.evaluate(() => window.scrollY), 0, `${route}: the page itself did not scroll`);
    await page.close();
  }
});

test('after following the "Next" link the sidebar shows the new current page', async () => {
  const page = await openAt(docRoute('sql-reference/sql-functions/string-functions/concat'), DESKTOP);
  const next = page.locator('a.pagination-nav__link--next');
  const href = await next.getAttribute('href');
  await next.click();
  await page.waitForURL((url) => url.pathname === href);
  await assert.doesNotReject(activeItemComesIntoView(page), 'the new current item is in view');
  await page.close();
});

// ---------------------------------------------------------------- colour mode and print

test('the OS dark preference applies when the reader has not chosen a theme; code blocks take their colours from CSS', async () => {
  const {page} = await open(docRoute('loading/StreamLoad'), {colorScheme: 'dark'});
  // Before hydration: the server HTML's code blocks name CSS variables, not light colours.
  const html = await (await page.request.get(page.url())).text();
  assert.match(html, /--prism-background-color:var\(--sr-code-bg\)/, 'code block background is a CSS variable');
  assert.doesNotMatch(html, /--prism-background-color:#/, 'no literal code background');
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  const bg = await page.evaluate(
    () => getComputedStyle(document.querySelector('div[class*="codeBlockContent"] pre')!).backgroundColor,
  );
  assert.equal(bg, 'rgb(34, 38, 44)', 'dark code background');
  // The toggle still lets the reader choose.
  await page.locator('nav.navbar button[title*="mode"], nav.navbar button[aria-label*="mode"]').first().click();
  assert.notEqual(await page.getAttribute('html', 'data-theme-choice'), 'system');
  await page.close();
});

test('printing from dark mode prints the light palette, hides navigation and forms, wraps tables and code', async () => {
  const {page} = await open(docRoute('loading/StreamLoad'), {colorScheme: 'dark'});
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  await page.emulateMedia({media: 'print', colorScheme: 'dark'});
  const printed = await page.evaluate(
    (selectors) => {
      const out: Record<string, Record<string, string> | undefined> = {};
      for (const [name, selector] of Object.entries(selectors)) {
        const el = document.querySelector(selector);
        const cs = el ? getComputedStyle(el) : undefined;
        out[name] = cs && {
          color: cs.color,
          display: cs.display,
          tableLayout: cs.tableLayout,
          whiteSpace: cs.whiteSpace,
        };
      }
      return out;
    },
    {
      h2: 'article h2',
      text: 'article p',
      navbar: 'nav.navbar',
      sidebar: '.theme-doc-sidebar-container',
      toc: '.theme-doc-toc-desktop, .theme-doc-toc-mobile',
      pagination: '.pagination-nav',
      button: 'article button',
      searchButton: 'nav.navbar button',
      table: 'article table',
      pre: 'article pre',
      codeBlock: 'article div[class*="codeBlockContent"] pre',
    },
  );
  assert.equal(printed.h2?.color, 'rgb(0, 0, 0)', 'headings print black');
  assert.equal(printed.text?.color, 'rgb(28, 30, 33)', 'text prints dark');
  for (const part of ['navbar', 'sidebar', 'toc', 'pagination', 'button', 'searchButton']) {
    assert.ok(
      printed[part] === undefined || printed[part]!.display === 'none',
      `${part} is hidden (${printed[part]?.display})`,
    );
  }
  assert.equal(printed.table?.display, 'table');
  assert.equal(printed.table?.tableLayout, 'fixed');
  assert.equal(printed.pre?.whiteSpace, 'pre-wrap');
  assert.equal(printed.codeBlock?.color, 'rgb(31, 35, 40)', 'code prints in the light code palette');
  await page.close();
});

// ------------------------------------------------------------------------- polish

test('the home page: the section grid starts at the content edge and keeps its distance from the hero', async () => {
  const page = await openAt('/', DESKTOP);
  const m = await page.evaluate(() => {
    const hero = document.querySelector('header')!.getBoundingClientRect();
    const grid = document.querySelector('main ul')!;
    const container = grid.parentElement!;
    const cs = getComputedStyle(container);
    return {
      paddingLeft: getComputedStyle(grid).paddingLeft,
      gap: grid.getBoundingClientRect().top - hero.bottom,
      leftInset:
        grid.getBoundingClientRect().left - (container.getBoundingClientRect().left + parseFloat(cs.paddingLeft)),
      rightInset:
        container.getBoundingClientRect().right - parseFloat(cs.paddingRight) - grid.getBoundingClientRect().right,
    };
  });
  assert.equal(m.paddingLeft, '0px');
  assert.ok(m.gap >= 24, `space after the hero (${m.gap}px)`);
  assert.ok(Math.abs(m.leftInset - m.rightInset) <= 1, `centred (${m.leftInset} vs ${m.rightInset})`);
  await page.close();
});

test('the 404 page is titled "Page not found", offers a search and the sections, and its grid is centred', async () => {
  const {page, status} = await open(docRoute('this/page/does-not-exist'));
  assert.equal(status, 404);
  await waitForHydration(page);
  assert.match(await page.title(), /^Page not found \| StarRocks$/);
  assert.ok((await page.locator('main a[href="/search"]').count()) > 0, 'links to the search page');
  await page.locator('main form[role="search"] input[name="q"]').fill('concat');
  await page.locator('main form[role="search"] input[name="q"]').press('Enter');
  await page.waitForURL(/\/search\?q=concat$/);
  await page.locator('main ol[aria-label="Search results"] a').first().waitFor();
  await page.close();

  const again = (await open(docRoute('this/page/does-not-exist'))).page;
  await waitForHydration(again);
  assert.equal(await again.evaluate(() => getComputedStyle(document.querySelector('main ul')!).paddingLeft), '0px');
  await again.close();
});

test('the navbar logo does not repeat the title next to it', async () => {
  const page = await openAt('/', DESKTOP);
  assert.equal(await page.locator('.navbar__brand img').first().getAttribute('alt'), '');
  assert.equal((await page.locator('.navbar__brand .navbar__title').first().textContent())?.trim(), 'StarRocks');
  await page.close();
});

test('a wide guide table scrolls inside itself, by keyboard, with a fading edge until its end', async () => {
  const {page} = await open(docRoute('loading/StreamLoad'));
  await page.setViewportSize({width: 390, height: 844});
  const table = page.locator('.markdown table.table--scrollable').first();
  await table.waitFor();
  assert.equal(await table.getAttribute('tabindex'), '0');
  assert.notEqual(await table.evaluate((t) => getComputedStyle(t).maskImage), 'none', 'the hidden edge fades');
  await table.focus();
  await table.evaluate((t) => t.scrollTo({left: t.scrollWidth}));
  await page.waitForFunction(() =>
    document.querySelector('.markdown table.table--scrollable')?.classList.contains('table--scrolled-to-end'),
  );
  assert.equal(await table.evaluate((t) => getComputedStyle(t).maskImage), 'none', 'no fade once the end is reached');
  assert.ok(
    await page.evaluate(() => document.documentElement.scrollWidth <= 390),
    'the page itself does not scroll sideways',
  );
  await page.close();
});

test('code blocks stay the server HTML, never rebuilt after load (the highlighting runs once)', async () => {
  const {page} = await open(docRoute('loading/StreamLoad'));
  // Count, from the end of parsing on, the code blocks React inserts into the page.
  await page.addInitScript(`document.addEventListener('DOMContentLoaded', () => {
    window.__codeInserted = 0;
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes)
        if (n.nodeType === 1 && (n.matches('pre') || n.querySelector('pre'))) window.__codeInserted += 1;
    }).observe(document.body, {subtree: true, childList: true});
  })`);
  await page.reload({waitUntil: 'networkidle'});
  await waitForHydration(page);
  assert.ok((await page.locator('article pre').count()) > 5, 'the page has code blocks');
  assert.equal(await page.evaluate('window.__codeInserted'), 0);
  await page.close();
});
