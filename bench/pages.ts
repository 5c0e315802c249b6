/**
 * npm run bench:pages — what a reader's phone downloads and how Lighthouse scores five pages
 * (home, a function page, a loading guide, the FE configuration, a generated index), served by
 * the shipped nginx configuration (precompressed, cached), against a baseline build served the
 * same way in the same run.
 *
 *   npm run bench:pages -- [--baseline <build-dir> | --no-baseline] [--no-lighthouse]
 *
 * The baseline is, by default, the same content built the stock Docusaurus way (bench/stock.ts,
 * built in this run, ~4 minutes); `--baseline` names any other build folder instead (for instance
 * `git worktree add /tmp/base <rev> && cd /tmp/base && npm ci && npm run build`). Lighthouse is
 * pinned (12.2.3) and fetched by npx at run time, so it is not part of the default install; it
 * drives Debian's Chromium. Each page is scored twice and both runs are printed. Writes
 * bench/results/pages.json and prints the table bench/README.md records.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {Browser} from 'playwright-core';
import {freePort, startNginx} from '../scripts/production/nginx';
import {CHROMIUM_PATH, launchChromium} from '../tests/support/browser';
import {BUILD_DIR} from '../tests/support/site';
import {docRoute} from '../src/site/rules';
import {buildStockSite} from './stock';

const PAGES = [
  '/',
  docRoute('sql-reference/sql-functions/string-functions/concat'),
  docRoute('loading/StreamLoad'),
  docRoute('administration/management/FE_configuration'),
  docRoute('category/reference'),
];
const LIGHTHOUSE = 'lighthouse@12.2.3';
const RUNS = 2;

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const baselineDir = arg('--baseline');
const withBaseline = !process.argv.includes('--no-baseline');
const withLighthouse = !process.argv.includes('--no-lighthouse');

export interface FirstLoad {
  requests: number;
  /** Bytes on the wire (compressed bodies and headers). */
  transferred: number;
  /** Bytes after decompression. */
  decoded: number;
}

interface Score {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
}

/** A cold load of `url` on a phone-sized viewport, until the network has been idle. */
export async function firstLoad(browser: Browser, url: string): Promise<FirstLoad> {
  const context = await browser.newContext({viewport: {width: 390, height: 844}});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const sizes = new Map<string, {transferred: number; decoded: number}>();
  cdp.on('Network.responseReceived', (e) => sizes.set(e.requestId, {transferred: 0, decoded: 0}));
  cdp.on('Network.dataReceived', (e) => {
    const s = sizes.get(e.requestId);
    if (s) s.decoded += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const s = sizes.get(e.requestId);
    if (s) s.transferred = e.encodedDataLength;
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  await context.close();
  const all = [...sizes.values()];
  return {
    requests: all.length,
    transferred: all.reduce((n, s) => n + s.transferred, 0),
    decoded: all.reduce((n, s) => n + s.decoded, 0),
  };
}

/** Lighthouse's mobile preset (simulated slow 4G, 4x CPU slowdown) on Debian's Chromium. */
function lighthouse(url: string, out: string): Score {
  execFileSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${out}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --no-first-run',
    ],
    {stdio: ['ignore', 'ignore', 'inherit'], env: {...process.env, CHROME_PATH: CHROMIUM_PATH}},
  );
  const r = JSON.parse(fs.readFileSync(out, 'utf8'));
  return {
    performance: Math.round(r.categories.performance.score * 100),
    accessibility: Math.round(r.categories.accessibility.score * 100),
    lcpMs: Math.round(r.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(r.audits['total-blocking-time'].numericValue),
  };
}

interface PageResult {
  page: string;
  firstLoad: FirstLoad;
  scores: Score[];
}

async function measure(buildDir: string, label: string): Promise<PageResult[]> {
  const nginx = await startNginx({buildDir, port: await freePort()});
  const browser = await launchChromium();
  const results: PageResult[] = [];
  try {
    for (const page of PAGES) {
      const load = await firstLoad(browser, nginx.url + page);
      const scores: Score[] = [];
      for (let run = 0; withLighthouse && run < RUNS; run++) {
        scores.push(lighthouse(nginx.url + page, path.join(RESULTS, `lh-${label}-${run}.json`)));
      }
      results.push({page, firstLoad: load, scores});
      console.error(
        `${label} ${page}: ${kib(load.transferred)} KiB, ${scores.map((s) => `${s.performance}/${s.accessibility}`).join(', ')}`,
      );
    }
  } finally {
    await browser.close();
    await nginx.close();
  }
  return results;
}

const RESULTS = path.resolve(import.meta.dirname, 'results');
const kib = (bytes: number): string => (bytes / 1024).toFixed(1);

async function main(): Promise<void> {
  fs.mkdirSync(RESULTS, {recursive: true});
  let baselineBuild = baselineDir && path.resolve(baselineDir);
  let baselineName = baselineBuild ?? 'none';
  let stockDir: string | undefined;
  if (!baselineBuild && withBaseline) {
    console.error('Building the stock-Docusaurus baseline (bench/stock.ts) ...');
    const stock = buildStockSite();
    console.error(`... built in ${stock.seconds.toFixed(0)} s`);
    [stockDir, baselineBuild, baselineName] = [stock.dir, stock.buildDir, 'stock Docusaurus, same content'];
  }
  const ours = await measure(BUILD_DIR, 'ours');
  const baseline = baselineBuild ? await measure(baselineBuild, 'baseline') : undefined;
  if (stockDir) fs.rmSync(stockDir, {recursive: true, force: true});
  fs.writeFileSync(
    path.join(RESULTS, 'pages.json'),
    `${JSON.stringify({date: new Date().toISOString(), ours, baselineName, baseline}, null, 1)}\n`,
  );

  const scoreText = (s: Score[]): string =>
    s.length
      ? s
          .map((x) => `${x.performance} / ${x.accessibility} (LCP ${(x.lcpMs / 1000).toFixed(1)} s, TBT ${x.tbtMs} ms)`)
          .join('; ')
      : 'not run';
  console.log(`Baseline: ${baselineName}.`);
  console.log(
    `| page | first load KiB (transferred / decoded) | Lighthouse mobile perf / a11y, two runs |${baseline ? ' baseline KiB | vs baseline | baseline perf / a11y |' : ''}`,
  );
  console.log(`|---|---|---|${baseline ? '---|---|---|' : ''}`);
  for (const r of ours) {
    const b = baseline?.find((x) => x.page === r.page);
    const versus = b
      ? ` ${kib(b.firstLoad.transferred)} | ×${(r.firstLoad.transferred / b.firstLoad.transferred).toFixed(2)} | ${scoreText(b.scores)} |`
      : '';
    console.log(
      `| \`${r.page}\` | ${kib(r.firstLoad.transferred)} / ${kib(r.firstLoad.decoded)} | ${scoreText(r.scores)} |${versus}`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
