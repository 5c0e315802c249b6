/**
 * npm run bench:blocking — a quick A/B of total blocking time between builds, without Lighthouse:
 * each build is served by the shipped nginx configuration, and the page is loaded cold in Debian's
 * Chromium at a phone's size (412 × 823) with Chromium's 4× CPU throttling, the builds taking turns.
 * Four seconds after the load event, the long tasks that started after the first contentful paint
 * (a `PerformanceObserver` for `longtask`) are summed as Lighthouse sums them: each task's time over
 * 50 ms. Lighthouse also simulates the network and counts up to its own "interactive", so the figures
 * differ from its; this one is cheaper and shows whether a change moves the main thread's work at
 * all. Prints each build's median and every load's figure.
 *
 *   npm run bench:blocking -- [--route <route>] [--runs <n>] <build-dir> [<build-dir> ...]
 *
 * For instance, a copy of the build with one page's HTML edited (and its .br/.gz rewritten) against
 * build/ itself.
 */
import {launchChromium} from '../tests/support/browser';
import {freePort, startNginx} from '../scripts/production/nginx';
import {docRoute} from '../src/site/rules';
import {commandLine} from './options';

const {option, rest: dirs} = commandLine();
const route = option('--route') ?? docRoute('administration/management/FE_configuration');
const runs = Number(option('--runs') ?? 8);
if (dirs.length === 0 || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: npm run bench:blocking -- [--route <route>] [--runs <n>] <build-dir> [<build-dir> ...]');
  process.exit(2);
}

declare global {
  interface Window {
    /** [start, duration] of each long task, in ms from the navigation's start. */
    longTasks?: [number, number][];
  }
}

async function main(): Promise<void> {
  const sites = await Promise.all(dirs.map(async (buildDir) => startNginx({buildDir, port: await freePort()})));
  const browser = await launchChromium({coldLoads: true});
  const figures: number[][] = dirs.map(() => []);
  try {
    for (let run = 0; run < runs; run++) {
      // Alternating which build goes first.
      const order = dirs.map((_, i) => (run % 2 === 0 ? i : dirs.length - 1 - i));
      for (const i of order) {
        const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true});
        const page = await context.newPage();
        await page.addInitScript(() => {
          window.longTasks = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) window.longTasks!.push([e.startTime, e.duration]);
          }).observe({type: 'longtask', buffered: true});
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
        await page.goto(sites[i]!.url + route, {waitUntil: 'load'});
        await page.waitForTimeout(4000);
        const {tasks, fcp} = await page.evaluate(() => ({
          tasks: window.longTasks ?? [],
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        }));
        figures[i]!.push(
          Math.round(tasks.filter(([start]) => start >= fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0)),
        );
        await context.close();
      }
    }
  } finally {
    await browser.close();
    for (const site of sites) await site.close();
  }
  const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
  console.log(`${route}, ${runs} loads each, 4× CPU throttling: blocking time after first contentful paint (ms)`);
  dirs.forEach((dir, i) => console.log(`${dir}: median ${median(figures[i]!)} (${figures[i]!.join(', ')})`));
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
