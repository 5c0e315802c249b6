/**
 * The page actions of a doc page in Chromium: the four actions, the copy
 * button copying the page's Markdown twin, where the links go, keyboard use,
 * a narrow screen and axe.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import type {Browser, BrowserContext, Page} from 'playwright-core';
import config from '../../docusaurus.config';
import {launchChromium, waitForHydration} from '../support/browser';
import {ROOT, serveBuild, type ServedSite} from '../support/site';
import {DOCS_SOURCE_DIR, docRoute} from '../../src/site/rules';

const ROUTE = docRoute('loading/StreamLoad');
/** The page's source file, .md or .mdx. */
const SOURCE = ['md', 'mdx']
  .map((ext) => `${DOCS_SOURCE_DIR}/loading/StreamLoad.${ext}`)
  .find((f) => fs.existsSync(path.join(ROOT, f)))!;
const ACTIONS = ['Copy page as Markdown', 'View as Markdown', 'Edit this page', 'Report a problem with this page'];
const REPOSITORY = String(config.customFields?.repositoryUrl).replace(/\/+$/, '');
const BRANCH = String(config.customFields?.repositoryBranch ?? 'main');
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let site: ServedSite;
let browser: Browser;
before(async () => {
  site = await serveBuild();
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  await site?.close();
});

async function openPage(
  route: string,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{context: BrowserContext; page: Page; errors: string[]}> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const res = await page.goto(site.url + route, {waitUntil: 'load'});
  assert.equal(res?.status(), 200, route);
  await waitForHydration(page);
  return {context, page, errors};
}

const group = (page: Page) => page.getByRole('group', {name: 'Page actions'});

test('a doc page shows the four actions as a button and three links', async () => {
  const {context, page, errors} = await openPage(ROUTE);
  const actions = group(page);
  assert.deepEqual(
    (await actions.locator('button, a').allTextContents()).map((t) => t.trim()),
    ACTIONS,
  );
  assert.equal(await actions.getByRole('button', {name: 'Copy page as Markdown'}).count(), 1);
  for (const name of ACTIONS.slice(1)) assert.equal(await actions.getByRole('link', {name}).count(), 1, name);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the links open the Markdown twin, the source in the repository and a prefilled issue', async () => {
  const {context, page} = await openPage(ROUTE);
  const actions = group(page);
  const href = (name: string) => actions.getByRole('link', {name}).getAttribute('href');

  const markdown = await href('View as Markdown');
  assert.equal(markdown, `${ROUTE}.md`);
  const res = await fetch(site.url + markdown);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'text/markdown; charset=utf-8');
  assert.match(await res.text(), /^# Stream Load\n/);

  assert.equal(await href('Edit this page'), `${REPOSITORY}/edit/${BRANCH}/${SOURCE}`);
  assert.ok(fs.existsSync(path.join(ROOT, SOURCE)), 'the edit link names a file of the repository');

  const report = new URL((await href('Report a problem with this page'))!);
  assert.equal(`${report.origin}${report.pathname}`, `${REPOSITORY}/issues/new`);
  assert.match(report.searchParams.get('title') ?? '', /Stream Load/);
  const body = report.searchParams.get('body') ?? '';
  assert.ok(body.includes(`${config.url}${ROUTE}`), 'the issue body has the page URL');
  assert.ok(body.includes(SOURCE), 'the issue body has the source path');
  await context.close();
});

test('"Copy page as Markdown" copies the twin and says so in a live region', async () => {
  const {context, page, errors} = await openPage(ROUTE, {permissions: ['clipboard-read', 'clipboard-write']});
  const twin = await (await fetch(`${site.url}${ROUTE}.md`)).text();
  const status = group(page).getByRole('status');
  assert.equal(await status.getAttribute('aria-live'), 'polite');
  await group(page).getByRole('button', {name: 'Copy page as Markdown'}).click();
  await status.filter({hasText: 'Copied'}).waitFor();
  assert.ok(await status.isVisible(), 'the status is visible');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, twin);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the actions work from the keyboard: Tab reaches each in order, Enter copies', async () => {
  const {context, page} = await openPage(docRoute('administration/management/FE_configuration'), {
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const button = group(page).getByRole('button', {name: 'Copy page as Markdown'});
  await button.focus();
  const focused: string[] = [];
  for (let i = 0; i < ACTIONS.length; i++) {
    focused.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
    await page.keyboard.press('Tab');
  }
  assert.deepEqual(focused, ACTIONS);
  await button.focus();
  await page.keyboard.press('Enter');
  await group(page).getByRole('status').filter({hasText: 'Copied'}).waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(copied, /^# FE configuration\n/);
  assert.match(copied, /^### `query_timeout`$|^### `qe_max_connection`$/m);
  await context.close();
});

test('the actions fit a 390 px wide screen without horizontal overflow', async () => {
  const {context, page} = await openPage(ROUTE, {viewport: {width: 390, height: 844}});
  const overflow = await group(page).evaluate((root) => {
    const width = document.documentElement.clientWidth;
    return [root, ...root.querySelectorAll('*')]
      .map((el) => ({
        el: el.textContent?.trim().slice(0, 30),
        right: el.getBoundingClientRect().right,
        scroll: el.scrollWidth - el.clientWidth,
      }))
      .filter((b) => b.right > width + 0.5 || b.scroll > 1);
  });
  assert.deepEqual(overflow, []);
  await context.close();
});

test('the actions have no axe violations, in light and in dark mode', async () => {
  const {context, page} = await openPage(ROUTE);
  await page.addScriptTag({path: AXE});
  const run = () =>
    page.evaluate(async () => {
      const axe = (
        window as unknown as {axe: {run: (ctx: unknown) => Promise<{violations: {id: string; nodes: unknown[]}[]}>}}
      ).axe;
      const result = await axe.run({include: [['[role="group"][aria-label="Page actions"]']]});
      return result.violations.map((v) => `${v.id} (${v.nodes.length})`);
    });
  assert.deepEqual(await run(), [], 'light');
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  // Let the colour transitions finish (CSS transitions are animations of the document).
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  assert.deepEqual(await run(), [], 'dark');
  await context.close();
});
