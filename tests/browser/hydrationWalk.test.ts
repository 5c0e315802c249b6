/**
 * Every page of the build opened as a reader's first visit, in one browser: none may log a
 * hydration error (React's recoverable errors #418, #423, #425… are logged with console.error or
 * reported as uncaught errors) or any other script error, and every page's islands must hydrate
 * (src/components/islands/). Two tabs take turns with the pages, so that both cores work; nginx
 * serves the build with the shipped configuration; stylesheets, images and fonts are not loaded.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {Browser} from 'playwright-core';
import {launchChromium, waitForHydration} from '../support/browser';
import {BUILD_DIR} from '../support/site';
import {freePort, startNginx} from '../../scripts/production/nginx';

/** The route of every page of the build (each HTML file but the 404 page). */
function builtRoutes(): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.html') && file !== path.join(BUILD_DIR, '404.html')) {
        const rel = path.relative(BUILD_DIR, file).split(path.sep).join('/');
        routes.push(`/${rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`);
      }
    }
  };
  walk(BUILD_DIR);
  return routes.sort();
}

/** URL patterns the walk does not load (Network.setBlockedURLs): nothing of them runs script. */
const NOT_LOADED = ['*.css', '*.png', '*.jpg', '*.jpeg', '*.gif', '*.webp', '*.svg', '*.ico', '*.woff', '*.woff2'];

test('no page logs a hydration or script error on first load, and every island hydrates', async () => {
  const routes = builtRoutes();
  assert.ok(routes.length > 1000, `expected every page of the build, found ${routes.length}`);
  // Served as in production: the shared chunks are cached after the first page, as a reader's are.
  const site = await startNginx({buildDir: BUILD_DIR, port: await freePort()});
  const browser: Browser = await launchChromium();
  const problems: string[] = [];
  try {
    const queue = [...routes];
    const tab = async () => {
      const context = await browser.newContext({viewport: {width: 390, height: 844}});
      const page = await context.newPage();
      // What has no say in hydration is not loaded: stylesheets, images and fonts (about a fifth
      // of each page's cost). Chromium blocks them itself; routing each request through the test
      // process instead cost more per page (~90 ms) than it spared.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setBlockedURLs', {urls: NOT_LOADED});
      let current = '';
      page.on('pageerror', (e) => problems.push(`${current}: uncaught ${e.message}`));
      page.on('console', (m) => {
        if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) problems.push(`${current}: ${m.text()}`);
      });
      for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
        current = route;
        // From the moment the new document is there (its response committed), the check runs
        // every 30 ms until the page and its islands have hydrated: waiting for the load event,
        // and checking on every animation frame, cost about a third more per page.
        const res = await page.goto(site.url + route, {waitUntil: 'commit'});
        if (res?.status() !== 200) {
          problems.push(`${route}: HTTP ${res?.status()}`);
          continue;
        }
        await waitForHydration(page, {polling: 30}).catch((e: Error) =>
          problems.push(`${route}: ${e.message.split('\n')[0]}`),
        );
      }
      await context.close();
    };
    await Promise.all([tab(), tab()]);
  } finally {
    await browser.close();
    await site.close();
  }
  assert.deepEqual(problems, []);
});
