/**
 * The monitoring metrics reference: `metrics.json` passes its schema, accounts
 * for every metric of StarRocks's fact list (listed, or excluded with the
 * evidence that the documented version does not export it), agrees with the facts, and the pages
 * of the monitoring folder link only to anchors the reference renders. Reads
 * data and page sources only; no build needed.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {metricsSchema, type MetricsData} from '../../src/data/reference/metricsSchema';
import metricsData from '../../src/data/reference/metrics.json';
import facts from '../../evidence/facts/metrics.json';
import {DOCS_SOURCE_DIR} from '../../src/site/rules';
import {coverageOf, coverageText, outOfScopeByName} from '../../evidence';

const data: MetricsData = metricsSchema.parse(metricsData);
const FOLDER = path.join(
  import.meta.dirname,
  '..',
  '..',
  DOCS_SOURCE_DIR,
  'administration',
  'management',
  'monitoring',
);
const read = (file: string) => fs.readFileSync(path.join(FOLDER, file), 'utf8');

/** Panel titles of the shared-data and Starlet dashboards: they belong on the guide page, not in the list. */
const PANEL_PAGE = 'metrics-shared-data';
const inScopeFacts = facts.items.filter((f) => f.page !== PANEL_PAGE);
const panels = facts.items.filter((f) => f.page === PANEL_PAGE);
const listed = new Set(data.items.map((i) => i.name));

/** Where our type knowingly differs from the fact list's, and why. */
const TYPE_CORRECTIONS: Record<string, string> = {
  fe_connection_total: 'the FE exports connection_total as a gauge of open connections, not a cumulative count',
};
const FACT_TYPES: Record<string, string> = {
  Counter: 'counter',
  Cumulative: 'counter',
  Gauge: 'gauge',
  Instantaneous: 'gauge',
  Summary: 'summary',
  Histogram: 'histogram',
};

/** The heading id Docusaurus gives a plain heading (github-slugger's rule for unique, plain-text headings). */
function slug(heading: string): string {
  return heading
    .replace(/`/g, '')
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function share(part: number, whole: number): string {
  return `${part} of ${whole} (${((100 * part) / whole).toFixed(1)}%)`;
}

test('metrics.json passes its schema and holds each name once', () => {
  const names = [...data.items.map((i) => i.name), ...data.excluded.map((e) => e.name)];
  assert.equal(new Set(names).size, names.length, 'duplicate names across items and exclusions');
  assert.ok(data.items.length > 0);
});

/** The metrics page's exclusions in the one exclusion format: every one is out of scope (not exported). */
const coverage = coverageOf(
  inScopeFacts.map((f) => f.name),
  outOfScopeByName('metrics.json excluded', data.excluded),
  (name) => listed.has(name),
);

test('every metric of the fact list is listed or excluded with a reason, and none is both', () => {
  assert.deepEqual(coverage.unaccounted, [], 'fact-list metrics neither listed nor excluded');
  assert.deepEqual(coverage.excludedWithPage, [], 'names both listed and excluded');
  assert.deepEqual(coverage.unknownExclusions, [], 'exclusions of names the fact list does not have');
  for (const e of data.excluded) {
    assert.match(e.reason, /^[A-Z`].{18,}[.)]$/s, `${e.name}: the reason is at least one sentence`);
  }
});

test('the reference lists at least 95% of the metrics the documented version exports', () => {
  // In scope: the fact list less the dashboard panels and the names shown not to exist in the documented version.
  assert.ok(coverage.share >= 0.95, coverageText(coverage));
  console.log(
    `metrics: ${coverageText(coverage)} of in-scope listed; ${share(listed.size, inScopeFacts.length)} of the whole fact list`,
  );
});

test('types, labels and nodes agree with the fact list', () => {
  const byName = new Map(facts.items.map((f) => [f.name, f]));
  for (const item of data.items) {
    const f = byName.get(item.name)!;
    const factType = FACT_TYPES[f.type ?? ''];
    if (factType && !(item.name in TYPE_CORRECTIONS)) assert.equal(item.type, factType, `${item.name}: type`);
    for (const label of f.labels) assert.ok(item.labels.includes(label), `${item.name}: label ${label}`);
    if (f.component) assert.equal(item.component, f.component, `${item.name}: node`);
  }
});

test('series names follow the prefix of the node that exports them', () => {
  for (const item of data.items) {
    if (!item.series) continue;
    const prefix = item.component === 'FE' ? 'starrocks_fe_' : 'starrocks_be_';
    assert.ok(item.series.startsWith(prefix), `${item.name}: ${item.series} starts with ${prefix}`);
    if (!item.legacy && item.name.startsWith('starrocks_') && item.name !== item.series) {
      assert.ok(item.description.includes(item.series), `${item.name}: a renamed series is explained`);
    }
  }
});

test('every dashboard panel of the fact list is explained on the shared-data page', () => {
  const page = read('metrics-shared-data.md');
  const absent = panels.map((p) => p.name).filter((title) => !page.includes(`**${title}**`));
  assert.deepEqual(absent, [], 'panel titles missing from metrics-shared-data.md');
});

test('links into the reference land on an entry, a group or a heading', () => {
  const reference = read('metrics.mdx');
  const headings = [...reference.replace(/```[\s\S]*?```/g, '').matchAll(/^##\s+(.+)$/gm)].map((m) => slug(m[1]!));
  const anchors = new Set([...listed, ...data.groups.map((g) => g.id), ...headings]);
  const broken: string[] = [];
  for (const file of fs.readdirSync(FOLDER).filter((f) => /\.mdx?$/.test(f))) {
    const text = read(file).replace(/```[\s\S]*?```/g, '');
    const own = file === 'metrics.mdx' ? /\]\(#([^)\s]+)\)/g : /\]\(\.\/metrics\.mdx#([^)\s]+)\)/g;
    for (const m of text.matchAll(own)) if (!anchors.has(m[1]!)) broken.push(`${file}: #${m[1]}`);
  }
  assert.deepEqual(broken, []);
});

test('the table of contents of metrics.mdx lists its own headings and every group', () => {
  const source = read('metrics.mdx');
  const toc = source.slice(
    source.indexOf('export const toc'),
    source.indexOf('];', source.indexOf('export const toc')),
  );
  for (const m of source.replace(/```[\s\S]*?```/g, '').matchAll(/^##\s+(.+)$/gm)) {
    const id = slug(m[1]!);
    assert.ok(toc.includes(`id: '${id}'`), `toc lists "${m[1]}" as ${id}`);
  }
  assert.ok(toc.includes('...metricsToc(metrics)'), 'toc includes the groups of the reference');
});
