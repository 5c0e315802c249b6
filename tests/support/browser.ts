/** Debian's Chromium driven by playwright-core: never a downloaded browser. */
import fs from 'node:fs';
import path from 'node:path';
import {after} from 'node:test';
import {chromium, type Browser, type Page} from 'playwright-core';
import {BUILD_DIR, serveBuild, type ServedSite} from './site';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium, headless. Chromium starts a new renderer process for each page.goto (a
 * browser-initiated navigation gets a fresh browsing instance): ~200 processes for 300 pages of the
 * walk. By default the renderers are limited to three, so tabs keep theirs, and each load skips the
 * process start and compiles main.js from V8's in-process cache: the walk's CPU per page fell from
 * ~350 to ~300 ms (both cores, 300 pages). `coldLoads` keeps Chromium's own behaviour, for the
 * benchmarks that time a page's first load as Lighthouse does (a new process, nothing compiled).
 */
export function launchChromium({coldLoads = false}: {coldLoads?: boolean} = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      ...(coldLoads ? [] : ['--renderer-process-limit=3']),
    ],
  });
}

export interface OpenedPage {
  page: Page;
  /** Uncaught script errors of the page. */
  errors: string[];
  /** Messages the page logged with console.error (React's hydration errors among them). */
  consoleErrors: string[];
  status: number | undefined;
}

export interface BrowserSite {
  /**
   * Opens a route of the served build in a page of its own (1280 x 720 unless `options` say
   * otherwise, e.g. a viewport or clipboard permissions); waits for hydration when it answers 200.
   */
  open(route: string, options?: PageOptions, choice?: ReaderChoice): Promise<OpenedPage>;
  /**
   * Opens the routes one after another in one page, each as a first load (a reader's typed URL),
   * and calls `visit` once each has loaded (and hydrated, when it answers 200), with the route's
   * position in `routes`; closes the page after the last. A test that looks at many pages spares a page and a browser context for each.
   * The page's errors and console messages accumulate over the routes.
   */
  openInTurn(
    routes: readonly string[],
    options: PageOptions | undefined,
    visit: (route: string, opened: OpenedPage, index: number) => Promise<void>,
  ): Promise<void>;
}

type PageOptions = Parameters<Browser['newPage']>[0];

/** The site's colour themes. */
export type Theme = 'light' | 'dark';

/** What a reader chose on an earlier visit, in place before the page's first script runs. */
export interface ReaderChoice {
  theme?: Theme;
}

/**
 * Serves the build and starts Chromium for a test file on first use, and stops both after the
 * file's tests (an `after` hook).
 */
export function useBrowserSite(): BrowserSite {
  let started: Promise<{site: ServedSite; browser: Browser}> | undefined;
  const start = () =>
    (started ??= (async () => {
      const site = await serveBuild();
      return {site, browser: await launchChromium()};
    })());
  after(async () => {
    if (!started) return;
    const {site, browser} = await started;
    await browser.close();
    await site.close();
  });
  /** A page of its own, listening for its script errors and console errors. */
  const newPage = async (browser: Browser, options: PageOptions, choice?: ReaderChoice): Promise<OpenedPage> => {
    const page = await browser.newPage(options);
    if (choice?.theme) await page.addInitScript(rememberTheme, [themeStorageKey(), choice.theme] as const);
    const opened: OpenedPage = {page, errors: [], consoleErrors: [], status: undefined};
    page.on('pageerror', (e) => opened.errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') opened.consoleErrors.push(m.text());
    });
    return opened;
  };
  /** Loads a URL in the page and waits for hydration when it answers 200; its status. */
  const load = async (page: Page, url: string): Promise<number | undefined> => {
    const res = await page.goto(url, {waitUntil: 'load'});
    if (res?.status() === 200) await waitForHydration(page);
    return res?.status();
  };
  return {
    async open(route, options, choice) {
      const {site, browser} = await start();
      const opened = await newPage(browser, options, choice);
      opened.status = await load(opened.page, site.url + route);
      return opened;
    },
    async openInTurn(routes, options, visit) {
      const {site, browser} = await start();
      const opened = await newPage(browser, options);
      for (const [index, route] of routes.entries()) {
        opened.status = await load(opened.page, site.url + route);
        await visit(route, opened, index);
      }
      await opened.page.close();
    },
  };
}

/**
 * The localStorage key under which the theme remembers a reader's choice. Docusaurus namespaces it
 * per site (theme-xxx): it is read from the inline script that applies the stored choice before the
 * first paint, in the built home page.
 */
export const themeStorageKey = (() => {
  let key: string | undefined;
  return (): string => {
    key ??= /getItem\("(theme[^"]*)"\)/.exec(fs.readFileSync(path.join(BUILD_DIR, 'index.html'), 'utf8'))?.[1];
    if (!key) throw new Error('no theme storage key in the inline script of build/index.html');
    return key;
  };
})();

/** Runs in the page before its scripts (addInitScript): the stored choice of a theme. */
function rememberTheme([key, theme]: readonly [string, Theme]): void {
  localStorage.setItem(key, theme);
}

/** Reloads the page in a theme, as a reader's stored choice does (see themeStorageKey). */
export async function reloadInTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate(rememberTheme, [themeStorageKey(), theme] as const);
  await page.reload({waitUntil: 'load'});
  await waitForHydration(page);
}

/**
 * Switches a loaded page to a theme in place, as the navbar toggle does (its data-theme), with CSS
 * transitions turned off so that what is read next is the colours the reader ends with (an element
 * kept out of rendering by content-visibility would otherwise start its transition only when read).
 */
export async function switchThemeInPlace(page: Page, theme: Theme): Promise<void> {
  await page.evaluate(async (t) => {
    const still = document.createElement('style');
    still.textContent = '*, *::before, *::after { transition: none !important; }';
    document.head.append(still);
    document.documentElement.setAttribute('data-theme', t);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  }, theme);
}

/**
 * Waits until the page has hydrated and so have the islands of its article, which the browser
 * hydrates one by one when idle after the page (src/components/islands/StaticArticle.tsx).
 * `polling`: check every this many milliseconds instead of on every animation frame (a page that
 * is only waited for need not draw frames for the check).
 */
export async function waitForHydration(
  page: Page,
  {timeout = 15_000, polling}: {timeout?: number; polling?: number} = {},
): Promise<void> {
  // Before its first element is parsed (right after a navigation commits) a document has no root.
  await page.waitForFunction(
    () =>
      document.documentElement?.dataset.hasHydrated === 'true' &&
      !document.querySelector('[data-article]:not([data-islands="hydrated"])'),
    null,
    {timeout, ...(polling && {polling})},
  );
}
