/**
 * Pages load in Chromium under the production headers (the CSP above all), served by the
 * shipped nginx configuration: no CSP violation, no console error, hydration, and search
 * (a Web Worker fetching the index) works.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Browser, Page} from 'playwright-core';
import {launchChromium} from '../support/browser';
import {useNginx} from './support';
import {DOCS_BASE, docRoute} from '../../src/site/rules';

const nginx = useNginx();
let browser: Browser;
let base: string;
before(async () => {
  base = (await nginx()).url;
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
});

interface Loaded {
  page: Page;
  problems: string[];
  status: number | undefined;
}

async function load(route: string): Promise<Loaded> {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console.error: ${m.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  const res = await page.goto(base + route, {waitUntil: 'load'});
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 20_000});
  return {page, problems, status: res?.status()};
}

for (const route of ['/', docRoute('loading/StreamLoad'), docRoute('introduction/'), docRoute('category/reference')]) {
  test(`${route} loads and hydrates under the CSP with no console error`, async () => {
    const {page, problems, status} = await load(route);
    assert.equal(status, 200);
    // The response carried the policy the page ran under.
    const csp = await page.evaluate(async () => (await fetch(location.href)).headers.get('content-security-policy'));
    assert.match(csp ?? '', /script-src 'self' 'sha256-/);
    // Client-side navigation (chunks loaded by the runtime) stays within the policy.
    await page
      .locator(
        `a[href="${docRoute('sql-reference/sql-functions/string-functions/concat')}"], nav a[href^="${DOCS_BASE}"]:not([href="${route}"])`,
      )
      .first()
      .click();
    await page.waitForURL((url) => url.pathname !== route);
    // The new page's chunks are all fetched (and any CSP violation reported) once the network is idle.
    await page.waitForLoadState('networkidle');
    assert.deepEqual(problems, []);
    await page.close();
  });
}

test('an unknown route shows the 404 page, hydrated, under the CSP', async () => {
  const {page, problems, status} = await load(docRoute('no-such-page'));
  assert.equal(status, 404);
  assert.match(await page.locator('h1').first().innerText(), /not found/i);
  // The browser reports the document's own 404 status; nothing else may go wrong.
  assert.deepEqual(
    problems.filter((p) => !/Failed to load resource: the server responded with a status of 404/.test(p)),
    [],
  );
  assert.equal(problems.length, 1);
  await page.close();
});

test('search runs in its Web Worker under the CSP and finds Stream Load', async () => {
  const {page, problems} = await load(docRoute('introduction/'));
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await page.keyboard.type('stream load');
  await dialog
    .locator(`a[href="${docRoute('loading/StreamLoad')}"]`)
    .first()
    .waitFor({timeout: 20_000});
  assert.deepEqual(problems, []);
  await page.close();
});
