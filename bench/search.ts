/**
 * npm run bench:search — ranking quality, latency and first-query bytes of
 * the site's search, and of two peers on the same built pages and queries.
 * Needs a production build (npm run build). Writes bench/results/search.json
 * and prints the table that bench/README.md records.
 */
import fs from 'node:fs';
import path from 'node:path';
import {loadedEngine, firstQueryGzipBytes, SEARCH_BUILD_DIR} from '../tests/support/searchIndex';

import {docsSidebar, landingHref, walkSidebar} from '../tests/support/site';

import {runEasyops, runPagefind, type PeerRun} from './search/peers';
import {SEARCH_MANIFEST, docRoute, listedPages} from '../src/site/rules';
import errorMessages from '../src/data/reference/error-messages.json';

interface Query {
  q: string;
  kind: string;
  expect: string[];
}

const ROOT = path.resolve(import.meta.dirname, '..');
const WORK = path.join(ROOT, 'bench/results/work');
const allQueries = (
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'search/queries.json'), 'utf8')) as {queries: Query[]}
).queries;
/** --skip-missing: leave out queries whose pages are not built (for partial builds while writing). */
const SKIP_MISSING = process.argv.includes('--skip-missing');
/** `--ours-only`: our engine alone, for quick ranking work (no baseline: not a recorded run). */
const OURS_ONLY = process.argv.includes('--ours-only');
let queries = allQueries;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function score(name: string, rankings: string[][], latencies: number[], bytes: number, expected: string[][]) {
  let top1 = 0;
  let top5 = 0;
  let mrr = 0;
  const misses: string[] = [];
  rankings.forEach((urls, i) => {
    const rank = urls.findIndex((u) => expected[i]!.includes(u));
    if (rank === 0) top1++;
    if (rank >= 0 && rank < 5) top5++;
    if (rank >= 0) mrr += 1 / (rank + 1);
    if (rank !== 0)
      misses.push(`${queries[i]!.q} → ${rank < 0 ? 'not found' : `rank ${rank + 1}`} (top: ${urls[0] ?? '-'})`);
  });
  const n = rankings.length;
  return {
    engine: name,
    top1: top1 / n,
    top5: top5 / n,
    mrr: mrr / n,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    firstQueryKiB: bytes / 1024,
    misses,
  };
}

async function main() {
  if (!fs.existsSync(path.join(SEARCH_BUILD_DIR, SEARCH_MANIFEST)))
    throw new Error('No build: run "npm run build" first.');
  const sidebar = [...walkSidebar(docsSidebar())];
  const hrefOf = new Map<string, string>();
  for (const i of sidebar) if (i.type === 'link' && i.docId) hrefOf.set(i.docId, i.href);
  for (const q of allQueries) {
    for (const id of q.expect) {
      const landing = hrefOf.has(id) ? undefined : landingHref(id);
      if (landing) hrefOf.set(id, landing);
    }
  }
  if (SKIP_MISSING) queries = allQueries.filter((q) => q.expect.every((id) => hrefOf.has(id)));
  const expected = queries.map((q) =>
    q.expect.map((id) => {
      const href = hrefOf.get(id);
      if (!href) throw new Error(`queries.json: "${q.q}" expects ${id}, which is not a page`);
      return href;
    }),
  );
  const routes = listedPages(docsSidebar()).map((p) => p.href);
  fs.mkdirSync(WORK, {recursive: true});

  const engine = await loadedEngine();
  const ours: PeerRun = {rankings: [], latenciesMs: [], firstQueryIndexBytes: firstQueryGzipBytes()};
  for (let round = 0; round < 5; round++) {
    for (const [i, q] of queries.entries()) {
      const t0 = performance.now();
      const r = engine.search(q.q);
      ours.latenciesMs.push(performance.now() - t0);
      if (round === 0) ours.rankings[i] = r.pages.map((p) => p.url);
    }
  }
  const oursRow = score(
    'ours (MiniSearch, names tier + body shards)',
    ours.rankings,
    ours.latenciesMs,
    ours.firstQueryIndexBytes,
    expected,
  );
  if (OURS_ONLY) {
    const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
    console.log(
      `ours: top-1 ${pct(oursRow.top1)}, top-5 ${pct(oursRow.top5)}, MRR ${oursRow.mrr.toFixed(3)} on ${queries.length} queries`,
    );
    console.log(`\nOur misses (${oursRow.misses.length}):\n  ${oursRow.misses.join('\n  ')}`);
    return;
  }
  // Error messages: each entry's examples as a reader pastes them (IDs, hosts, numbers), and its
  // message typed alone (placeholders left out); the answer is the error-message page.
  const messages = errorMessages.items.flatMap((m) => [
    ...m.examples.map((q) => ({q, pasted: true, id: m.id})),
    {
      q: m.message
        .replace(/<[^<>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
      pasted: false,
      id: m.id,
    },
  ]);
  const texts = [...queries.map((q) => q.q), ...messages.map((m) => m.q)];
  const easyops = await runEasyops(routes, texts, WORK);
  const pagefind = await runPagefind(routes, texts, WORK);
  const messagePage = docRoute('faq/error_messages');
  const oursMessages = messages.map((m) => engine.search(m.q).pages.slice(0, 3));
  const messageRow = (engineName: string, top3: string[][]) => {
    const share = (pasted: boolean) => {
      const idx = messages.flatMap((m, i) => (m.pasted === pasted ? [i] : []));
      return idx.filter((i) => top3[i]!.includes(messagePage)).length / idx.length;
    };
    return {engine: engineName, pasted: share(true), typed: share(false)};
  };
  const messageRows = [
    messageRow(
      'ours',
      oursMessages.map((pages) => pages.map((p) => p.url)),
    ),
    messageRow(
      '@easyops-cn/docusaurus-search-local (lunr)',
      easyops.rankings.slice(queries.length).map((r) => r.slice(0, 3)),
    ),
    messageRow(
      'Pagefind',
      pagefind.rankings.slice(queries.length).map((r) => r.slice(0, 3)),
    ),
  ];
  const entryTop3 = messages.filter((m, i) =>
    oursMessages[i]!.some((p) => p.sections.some((s) => s.anchor === m.id)),
  ).length;
  // The main table counts the main queries only (Pagefind times every query but its first).
  easyops.rankings.length = easyops.latenciesMs.length = queries.length;
  pagefind.rankings.length = queries.length;
  pagefind.latenciesMs.length = queries.length - 1;

  const rows = [
    oursRow,
    score(
      '@easyops-cn/docusaurus-search-local (lunr)',
      easyops.rankings,
      easyops.latenciesMs,
      easyops.firstQueryIndexBytes,
      expected,
    ),
    score('Pagefind', pagefind.rankings, pagefind.latenciesMs, pagefind.firstQueryIndexBytes, expected),
  ];
  const base = rows[1]!;
  const fmt = (x: number) => `${(x * 100).toFixed(1)}%`;
  const lines = [
    `Search benchmark: ${queries.length} queries over ${routes.length} listed pages (baseline: easyops, same build, same run)`,
    '',
    '| engine | top-1 | top-5 | MRR | p50 ms | p95 ms | first-query index KiB (gzip) | top-1 vs baseline |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.engine} | ${fmt(r.top1)} | ${fmt(r.top5)} | ${r.mrr.toFixed(3)} | ${r.p50Ms.toFixed(2)} | ${r.p95Ms.toFixed(2)} | ${r.firstQueryKiB.toFixed(1)} | ×${(r.top1 / Math.max(base.top1, 1e-9)).toFixed(2)} |`,
    ),
  ];
  const mbase = messageRows[1]!;
  lines.push(
    '',
    `Error messages: ${messages.filter((m) => m.pasted).length} pasted (with IDs, hosts, numbers) and ${messages.filter((m) => !m.pasted).length} typed alone, from ${errorMessages.items.length} entries; share whose answer page is in the first three`,
    '',
    '| engine | pasted top-3 | typed top-3 | pasted vs baseline |',
    '|---|---|---|---|',
    ...messageRows.map(
      (r) =>
        `| ${r.engine} | ${fmt(r.pasted)} | ${fmt(r.typed)} | ×${(r.pasted / Math.max(mbase.pasted, 1e-9)).toFixed(2)} |`,
    ),
    '',
    `Ours lists the message's own entry (its anchor) among the first three results for ${entryTop3} of ${messages.length}.`,
  );
  console.log(lines.join('\n'));
  console.log(`\nOur misses (${rows[0]!.misses.length}):\n  ${rows[0]!.misses.join('\n  ')}`);
  fs.writeFileSync(
    path.join(ROOT, 'bench/results/search.json'),
    JSON.stringify(
      {date: new Date().toISOString(), rows, messages: {rows: messageRows, entryTop3, count: messages.length}},
      null,
      1,
    ),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
