/**
 * npm run bench:pages — what a reader's phone downloads and how Lighthouse scores five pages
 * (home, a function page, a loading guide, the FE configuration, a generated index), served by
 * the shipped nginx configuration (precompressed, cached), against a baseline build served the
 * same way in the same run.
 *
 *   npm run bench:pages -- [--baseline <build-dir> | --no-baseline] [--no-lighthouse] [--build <dir>]
 *                          [--page <route>] [--runs <n>]
 *
 * The baseline is, by default, the same content built the stock Docusaurus way (bench/stock.ts,
 * built in this run, ~4 minutes); `--baseline` names any other build folder instead (for instance
 * `git worktree add /tmp/base <rev> && cd /tmp/base && npm ci && npm run build`). Lighthouse is
 * pinned (12.2.3) and fetched by npx at run time, so it is not part of the default install; it
 * drives Debian's Chromium. Each page is scored three times, ours and the baseline taking turns,
 * and the median is reported beside every run and the machine's load average. Writes
 * bench/results/pages.json and prints the table bench/README.md records.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Browser} from 'playwright-core';
import {freePort, startNginx} from '../scripts/production/nginx';
import {CHROMIUM_PATH, launchChromium} from '../tests/support/browser';
import {BUILD_DIR} from '../tests/support/site';
import {docRoute} from '../src/site/rules';
import {buildStockSite} from './stock';
import {commandLine} from './options';

const PAGES = [
  '/',
  docRoute('sql-reference/sql-functions/string-functions/concat'),
  docRoute('loading/StreamLoad'),
  docRoute('administration/management/FE_configuration'),
  docRoute('category/reference'),
];
const LIGHTHOUSE = 'lighthouse@12.2.3';

const {option, flag} = commandLine();
const baselineDir = option('--baseline');
const withBaseline = !flag('--no-baseline');
const withLighthouse = !flag('--no-lighthouse');
/** `--page` measures one page (while working on it); `--runs` changes the three runs per page. */
const onePage = option('--page');
const PAGES_MEASURED = onePage ? [onePage] : PAGES;
const RUNS = Number(option('--runs') ?? 3);
const oursDir = option('--build') ?? BUILD_DIR;

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

/**
 * Waits until the previous Lighthouse run's Chromium has exited and two seconds have passed: a
 * stock page that blocks the main thread for seconds leaves a renderer still busy after the
 * trace, and the next run (ours or the baseline's) would start on a loaded machine.
 */
function settle(): void {
  const start = Date.now();
  for (;;) {
    let running: string;
    try {
      running = execFileSync('pgrep', ['-f', 'user-data-dir=/tmp/lighthouse'], {encoding: 'utf8'});
    } catch {
      running = ''; // pgrep exits 1 when nothing matches
    }
    if (!running.trim() && Date.now() - start >= 2000) return;
    execFileSync('sleep', ['0.2']);
  }
}

/** Lighthouse's mobile preset (simulated slow 4G, 4x CPU slowdown) on Debian's Chromium. */
function lighthouse(url: string, out: string): Score {
  settle();
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
  /** Every Lighthouse run, in order. */
  scores: Score[];
  /** The median of each figure over the runs. */
  median?: Score;
  /** The 1-minute load average before and after this page's runs. */
  load: [number, number];
}

/** The median of each figure (the middle run of three; the mean of the middle two for an even count). */
export function medianScore(scores: readonly Score[]): Score | undefined {
  if (scores.length === 0) return undefined;
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
  };
  return {
    performance: median(scores.map((s) => s.performance)),
    accessibility: median(scores.map((s) => s.accessibility)),
    lcpMs: median(scores.map((s) => s.lcpMs)),
    tbtMs: median(scores.map((s) => s.tbtMs)),
  };
}

const load1 = () => Number(os.loadavg()[0]!.toFixed(2));

/**
 * Measures every page of each build, the builds taking turns page by page and run by run, so that
 * both see the machine in the same state.
 */
async function measure(builds: {label: string; dir: string}[]): Promise<Map<string, PageResult[]>> {
  const servers = await Promise.all(builds.map(async (b) => startNginx({buildDir: b.dir, port: await freePort()})));
  const browser = await launchChromium();
  const results = new Map<string, PageResult[]>(builds.map((b) => [b.label, []]));
  try {
    for (const page of PAGES_MEASURED) {
      const before = load1();
      const pageResults: Omit<PageResult, 'load'>[] = [];
      for (const server of servers)
        pageResults.push({page, firstLoad: await firstLoad(browser, server.url + page), scores: []});
      for (let run = 0; withLighthouse && run < RUNS; run++) {
        builds.forEach((b, i) => {
          const out = path.join(RESULTS, `lh-${b.label}-${PAGES_MEASURED.indexOf(page)}-${run}.json`);
          pageResults[i]!.scores.push(lighthouse(servers[i]!.url + page, out));
        });
      }
      const after = load1();
      builds.forEach((b, i) => {
        const r: PageResult = {...pageResults[i]!, median: medianScore(pageResults[i]!.scores), load: [before, after]};
        results.get(b.label)!.push(r);
        console.error(
          `${b.label} ${page}: ${kib(r.firstLoad.transferred)} KiB, ${r.scores.map((s) => `${s.performance}/${s.accessibility} (TBT ${s.tbtMs})`).join(', ')}; load ${before} → ${after}`,
        );
      });
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => s.close()));
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
  const loadAtStart = os.loadavg().map((l) => Number(l.toFixed(2)));
  const measured = await measure([
    {label: 'ours', dir: oursDir},
    ...(baselineBuild ? [{label: 'baseline', dir: baselineBuild}] : []),
  ]);
  const loadAtEnd = os.loadavg().map((l) => Number(l.toFixed(2)));
  const ours = measured.get('ours')!;
  const baseline = measured.get('baseline');
  if (stockDir) fs.rmSync(stockDir, {recursive: true, force: true});
  fs.writeFileSync(
    path.join(RESULTS, 'pages.json'),
    `${JSON.stringify({date: new Date().toISOString(), cpus: os.availableParallelism(), loadAtStart, loadAtEnd, ours, baselineName, baseline}, null, 1)}\n`,
  );

  const scoreText = (r: PageResult): string =>
    r.median
      ? `**${r.median.performance} / ${r.median.accessibility}** (TBT ${r.median.tbtMs} ms, LCP ${(r.median.lcpMs / 1000).toFixed(1)} s; runs ${r.scores.map((x) => x.performance).join(', ')})`
      : 'not run';
  console.log(
    `Baseline: ${baselineName}. ${os.availableParallelism()} cores; load average (1, 5, 15 min) ${loadAtStart.join(', ')} at the start, ${loadAtEnd.join(', ')} at the end.`,
  );
  console.log(
    `| page | first load KiB (transferred / decoded) | Lighthouse mobile perf / a11y, median of ${RUNS} |${baseline ? ' baseline KiB | vs baseline | baseline perf / a11y, median |' : ''} load during |`,
  );
  console.log(`|---|---|---|${baseline ? '---|---|---|' : ''}---|`);
  for (const r of ours) {
    const b = baseline?.find((x) => x.page === r.page);
    const versus = b
      ? ` ${kib(b.firstLoad.transferred)} | ×${(r.firstLoad.transferred / b.firstLoad.transferred).toFixed(2)} | ${scoreText(b)} |`
      : '';
    console.log(
      `| \`${r.page}\` | ${kib(r.firstLoad.transferred)} / ${kib(r.firstLoad.decoded)} | ${scoreText(r)} |${versus} ${r.load.join(' → ')} |`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
