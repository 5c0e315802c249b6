/**
 * npm run bench:build — how long the production build takes and how much memory it needs,
 * against the stock Docusaurus build of the same content, measured in the same run.
 *
 *   npm run bench:build -- [--runs <n>]
 *
 * - **ours**: `npm run build` (the Docusaurus build, then the precompression of
 *   scripts/production/compress.ts) in a copy of the committed site;
 * - **stock** (the baseline): `docusaurus build` of the same content the stock Docusaurus way
 *   (bench/stock.ts's `stockSiteCopy`, the copy bench:pages builds too, with
 *   STARROCKS_DOCS_BUILD=stock), which writes no precompressed files.
 *
 * Both copies are fresh (git archive HEAD, node_modules linked), so commit first; they run one
 * after the other, never at once, stock first, alternating when `--runs` is more than 1; each
 * starts without Rspack's persistent cache, as a fresh clone does. Wall time
 * is measured around the command; peak memory is the largest sum of the resident set sizes of the
 * command's process tree (the build and every process it starts), sampled from /proc every 100 ms.
 * The load average (os.loadavg) is recorded before and after each build: the machine may be shared.
 * Writes bench/results/build.json and prints the table bench/README.md records.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {committedSiteCopy} from './siteCopy';
import {STOCK_ENV, stockSiteCopy} from './stock';
import {commandLine} from './options';

interface BuildRun {
  build: 'ours' | 'stock';
  seconds: number;
  peakRssMB: number;
  /** Ours only: the Docusaurus build and the precompression, as its log prints them. */
  split?: {docusaurus: number; precompression: number};
  loadBefore: number[];
  loadAfter: number[];
}

const RUNS = Number(commandLine().option('--runs') ?? 1);
const RESULTS = path.resolve(import.meta.dirname, 'results');
/** Where Rspack keeps its persistent cache (Docusaurus's `future.faster`), relative to the site. */
const RSPACK_CACHE = 'node_modules/.cache/rspack';

/** The resident set size of a process tree, in bytes (processes that exit meanwhile are skipped). */
function treeRss(root: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command name (which may hold spaces): state, ppid, ...; rss is field 24.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(entry);
      const ppid = Number(fields[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
      rss.set(pid, Number(fields[21]) * 4096);
    } catch {
      // the process exited
    }
  }
  let total = 0;
  const visit = (pid: number) => {
    total += rss.get(pid) ?? 0;
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return total;
}

/** Runs a command in dir; resolves with its wall time, peak tree RSS and output. */
function measure(
  dir: string,
  command: string[],
  env: NodeJS.ProcessEnv,
): Promise<{seconds: number; peakRss: number; output: string}> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command[0]!, command.slice(1), {cwd: dir, env: {...process.env, ...env}});
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => process.stderr.write(d));
    let peakRss = 0;
    const timer = setInterval(() => (peakRss = Math.max(peakRss, treeRss(child.pid!))), 100);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(timer);
      if (code !== 0) reject(new Error(`${command.join(' ')} in ${dir} exited with ${code}:\n${output}`));
      else resolve({seconds: (performance.now() - started) / 1000, peakRss, output});
    });
  });
}

async function run(build: BuildRun['build']): Promise<BuildRun> {
  const prefix = `sr-bench-build-${build}-`;
  const dir = build === 'stock' ? stockSiteCopy(prefix) : committedSiteCopy(prefix);
  try {
    const docusaurus = path.join(dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
    const command =
      build === 'ours'
        ? [process.execPath, '--import', 'tsx', 'scripts/production/build.ts']
        : [process.execPath, docusaurus, 'build'];
    const env = build === 'stock' ? STOCK_ENV : {};
    // The copy's node_modules is a link to the project's, and Rspack keeps its persistent cache
    // there: without this, a build would start from the cache an earlier one left, not cold as CI's.
    fs.rmSync(path.join(dir, RSPACK_CACHE), {recursive: true, force: true});
    const loadBefore = os.loadavg();
    const r = await measure(dir, command, env);
    const loadAfter = os.loadavg();
    const m = /Build ([\d.]+) s \+ precompression ([\d.]+) s/.exec(r.output);
    if (build === 'ours' && !m) throw new Error(`ours: no "Build … + precompression …" line in its log:\n${r.output}`);
    return {
      build,
      seconds: r.seconds,
      peakRssMB: r.peakRss / 2 ** 20,
      ...(m && {split: {docusaurus: Number(m[1]), precompression: Number(m[2])}}),
      loadBefore,
      loadAfter,
    };
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

async function main(): Promise<void> {
  const runs: BuildRun[] = [];
  for (let i = 0; i < RUNS; i++) {
    for (const build of i % 2 === 0 ? (['stock', 'ours'] as const) : (['ours', 'stock'] as const)) {
      console.error(`bench:build: run ${i + 1}/${RUNS}, ${build}…`);
      runs.push(await run(build));
    }
  }
  const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
  console.log(
    '| run | build | wall s | of which precompression s | peak RSS MiB (process tree) | load before → after |',
  );
  console.log('|---|---|---|---|---|---|');
  runs.forEach((r, i) =>
    console.log(
      `| ${Math.floor(i / 2) + 1} | ${r.build} | ${r.seconds.toFixed(1)} | ${r.split ? r.split.precompression.toFixed(1) : '–'} | ` +
        `${r.peakRssMB.toFixed(0)} | ${load(r.loadBefore)} → ${load(r.loadAfter)} |`,
    ),
  );
  for (let i = 0; i < RUNS; i++) {
    const [ours, stock] = ['ours', 'stock'].map((b) => runs.slice(2 * i, 2 * i + 2).find((r) => r.build === b)!);
    console.log(
      `Run ${i + 1}: ours/stock wall time ×${(ours!.seconds / stock!.seconds).toFixed(2)}, ` +
        `peak RSS ×${(ours!.peakRssMB / stock!.peakRssMB).toFixed(2)}.`,
    );
  }
  fs.mkdirSync(RESULTS, {recursive: true});
  fs.writeFileSync(
    path.join(RESULTS, 'build.json'),
    JSON.stringify({date: new Date().toISOString(), cpus: os.availableParallelism(), runs}, null, 2),
  );
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
