/**
 * npm run bench:profile — what blocks the main thread when a phone opens a page: the page is
 * loaded cold in Debian's Chromium at Lighthouse's mobile size, a trace with the JavaScript
 * sampling profiler is recorded, and every task that would take over 50 ms on Lighthouse's
 * phone is listed with what took its time: the trace events directly inside it (parsing, style,
 * layout, script) and the functions (self time, and the named functions on the stack). As
 * Lighthouse does by default, the page runs at full speed and each task's time is multiplied by
 * the phone's 4x CPU slowdown: Chromium's own throttling pauses the thread in slices, which
 * inflates short events at random. Total blocking time is the sum of each long task's excess over
 * 50 ms, as Lighthouse counts it (Lighthouse also simulates the network, so its figure differs;
 * this one shows where the time goes).
 *
 *   npm run bench:profile -- [--build <dir>] [--runs <n>] <route> [<route> ...]
 *
 * For readable function names, profile an unminified build:
 * `npx docusaurus build --no-minify --out-dir /tmp/nomin` and `--build /tmp/nomin`.
 */
import path from 'node:path';
import {launchChromium} from '../tests/support/browser';
import {commandLine} from './options';
import {BUILD_DIR} from '../tests/support/site';
import {docRoute} from '../src/site/rules';
import {freePort, startNginx} from '../scripts/production/nginx';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {name?: string; data?: ProfileData; beginData?: {url?: string}};
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: {functionName: string; url: string; lineNumber: number};
}
interface ProfileData {
  startTime?: number;
  cpuProfile?: {nodes?: ProfileNode[]; samples?: number[]};
  timeDeltas?: number[];
}

export interface LongTask {
  startMs: number;
  durationMs: number;
  /** The trace events directly inside the task (parsing, style, layout, script), by total time. */
  parts: [string, number][];
  self: [string, number][];
  stack: [string, number][];
}

/** Lighthouse's mobile CPU slowdown, applied to the measured times. */
const SLOWDOWN = 4;
const LONG_TASK_US = 50_000 / SLOWDOWN;

const frameName = (f: ProfileNode['callFrame']): string =>
  `${f.functionName || '(anonymous)'} ${f.url ? `${path.basename(f.url)}:${f.lineNumber + 1}` : ''}`.trim();

/**
 * The long tasks of the page's main thread, each with where its samples fell. The page's thread is
 * the one that parsed the HTML of `url`: a cold load's trace also holds other renderers (Chromium's
 * own interface pages, such as the omnibox's, run script in theirs).
 */
export function longTasks(events: TraceEvent[], url: string): LongTask[] {
  const main = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url === url);
  if (!main) throw new Error(`The trace has no parse of ${url}: which renderer loaded it is unknown.`);
  const tasks = events.filter(
    (e) => e.name === 'RunTask' && e.pid === main.pid && e.tid === main.tid && (e.dur ?? 0) > LONG_TASK_US,
  );
  const onMain = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // The sampling profiler's nodes and samples arrive in chunks, per profile id.
  const nodes = new Map<number, ProfileNode>();
  const samples: {ts: number; node: number}[] = [];
  const clock = new Map<string, number>();
  for (const e of events) {
    if (e.pid !== main.pid) continue;
    if (e.name === 'Profile' && e.id) clock.set(e.id, e.args?.data?.startTime ?? e.ts);
    if (e.name !== 'ProfileChunk' || !e.id) continue;
    const data = e.args!.data!;
    for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    let ts = clock.get(e.id) ?? 0;
    (data.cpuProfile?.samples ?? []).forEach((node, i) => {
      ts += data.timeDeltas?.[i] ?? 0;
      samples.push({ts, node});
    });
    clock.set(e.id, ts);
  }
  const start = Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  return tasks.map((task) => {
    const inTask = samples.filter((s) => s.ts >= task.ts && s.ts <= task.ts + task.dur!);
    const self = new Map<string, number>();
    const stack = new Map<string, number>();
    for (const s of inTask) {
      const node = nodes.get(s.node);
      if (!node) continue;
      const name = frameName(node.callFrame);
      self.set(name, (self.get(name) ?? 0) + 1);
      const seen = new Set<string>();
      for (let n: ProfileNode | undefined = node; n; n = n.parent === undefined ? undefined : nodes.get(n.parent)) {
        if (!n.callFrame.functionName || seen.has(n.callFrame.functionName)) continue;
        seen.add(n.callFrame.functionName);
        const key = frameName(n.callFrame);
        stack.set(key, (stack.get(key) ?? 0) + 1);
      }
    }
    // Each sample stands for an equal share of the task.
    const share = inTask.length ? (SLOWDOWN * task.dur!) / 1000 / inTask.length : 0;
    const top = (m: Map<string, number>, k: number): [string, number][] =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, k)
        .map(([name, n]) => [name, Math.round(n * share)]);
    // The events directly inside the task: the outermost of those nested in it.
    const parts = new Map<string, number>();
    let end = 0;
    for (const e of onMain) {
      if (e === task) continue;
      if (e.ts < task.ts || e.ts + (e.dur ?? 0) > task.ts + task.dur! || e.ts < end) continue;
      end = e.ts + (e.dur ?? 0);
      parts.set(e.name, (parts.get(e.name) ?? 0) + (SLOWDOWN * (e.dur ?? 0)) / 1000);
    }
    const ms = [...parts].sort((a, b) => b[1] - a[1]).map(([n, d]): [string, number] => [n, Math.round(d)]);
    return {
      startMs: (task.ts - start) / 1000,
      durationMs: (SLOWDOWN * task.dur!) / 1000,
      parts: ms.slice(0, 8),
      self: top(self, Number(process.env.PROFILE_SELF ?? 8)),
      stack: top(stack, Number(process.env.PROFILE_STACK ?? 25)),
    };
  });
}

async function main(): Promise<void> {
  const {option, rest} = commandLine();
  const buildDir = path.resolve(option('--build') ?? BUILD_DIR);
  const runs = Number(option('--runs') ?? 1);
  const routes = rest.length ? rest : [docRoute('loading/StreamLoad')];
  const site = await startNginx({buildDir, port: await freePort()});
  const browser = await launchChromium({coldLoads: true});
  try {
    for (const route of routes) {
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});
        const page = await context.newPage();
        await browser.startTracing(page, {
          categories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'v8.execute',
            'disabled-by-default-v8.cpu_profiler',
            // As Lighthouse 12 records (it names layout shifts' causes): each invalidation script
            // causes records a stack, which makes such work several times dearer in its trace.
            'disabled-by-default-devtools.timeline.invalidationTracking',
          ],
        });
        await page.goto(site.url + route, {waitUntil: 'load'});
        // No polling from here (it would add tasks of its own): the islands are hydrated within
        // a few seconds of load, which is checked once at the end.
        await page.waitForTimeout(5000);
        const done = await page.evaluate(
          () =>
            !document.querySelector(
              'html:not([data-has-hydrated="true"]), [data-article]:not([data-islands="hydrated"])',
            ),
        );
        if (!done) console.log(`(${route}: the page had not hydrated all its islands within 5 s of load)`);
        const trace = JSON.parse((await browser.stopTracing()).toString()) as {traceEvents: TraceEvent[]};
        await context.close();
        const tasks = longTasks(trace.traceEvents, page.url());
        const tbt = tasks.reduce((n, t) => n + t.durationMs - 50, 0);
        console.log(`\n## ${route} (run ${run + 1}): ${tasks.length} long tasks, blocking ${Math.round(tbt)} ms`);
        for (const t of tasks) {
          console.log(`\n- at ${t.startMs.toFixed(0)} ms, ${t.durationMs.toFixed(0)} ms`);
          console.log(`  parts: ${t.parts.map(([n, ms]) => `${n} ${ms}`).join('; ')}`);
          console.log(`  self: ${t.self.map(([n, ms]) => `${n} ${ms}`).join('; ')}`);
          console.log(`  on the stack: ${t.stack.map(([n, ms]) => `${n} ${ms}`).join('; ')}`);
        }
      }
    }
  } finally {
    await browser.close();
    await site.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
