/**
 * The upgrade pages ("Upgrading to 3.5 from 3.4", "… from 3.3") against the committed fact lists
 * of evidence/facts/lines/: each page shows the rows of its comparison and nothing else (the rows
 * are the diff of the facts, recomputed here), every row of an item the documented version has
 * links to the page and anchor that document it (or says why none does), the notes name only rows
 * that exist, the cut's line facts agree with the main fact lists, and the upgrade procedure links
 * to both pages. No build: anchors are read from the pages' sources and the reference data.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import {upgradeDiff} from '../../scripts/reference/upgradeDiff';
import {COMPARISONS, lineFacts, REFERENCE_PAGES, upgradeData, upgradeNotes} from '../../scripts/reference/upgrade';
import {upgradeDataSchema, type UpgradeData, type UpgradeRow} from '../../src/data/upgrade/schema';
import feFacts from '../../evidence/facts/fe-config.json';
import beFacts from '../../evidence/facts/be-config.json';
import variableFacts from '../../evidence/facts/session-variables.json';
import functionFacts from '../../evidence/facts/functions.json';
import statementFacts from '../../evidence/facts/statements.json';
import infoSchemaFacts from '../../evidence/facts/information-schema.json';
import sysFacts from '../../evidence/facts/sys-views.json';
import feData from '../../src/data/reference/fe-config.json';
import beData from '../../src/data/reference/be-config.json';
import variableData from '../../src/data/reference/system-variables.json';
import {DOCS_DIR, markdownBody, sourceFile} from '../support/sources';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PAGES_DIR = path.join(DOCS_DIR, 'deployment/manage_deployment');
const notes = upgradeNotes();

/** Each comparison with its page: the page's source, the data file it imports, that file's rows. */
const pages = COMPARISONS.map((c) => {
  const line = c.from.split('.').slice(0, 2).join('.');
  const file = sourceFile(PAGES_DIR, `upgrade_from_${line.replace('.', '_')}`);
  assert.ok(file, `no page for the comparison from ${c.from}`);
  const text = fs.readFileSync(file, 'utf8');
  const imported = /^import (\w+) from '@site\/(src\/data\/upgrade\/[\w.-]+\.json)';$/m.exec(text);
  assert.ok(imported, `${file} imports no upgrade data`);
  const data: UpgradeData = upgradeDataSchema.parse(JSON.parse(fs.readFileSync(path.join(ROOT, imported[2]!), 'utf8')));
  return {...c, line, file, text, variable: imported[1]!, dataFile: imported[2]!, data};
});

const identity = (r: UpgradeRow) => `${r.component} ${r.kind} ${r.name}${r.from ? ` <${r.from}` : ''}`;

test('each page shows its comparison: title, description, the releases compared and the component with its data', () => {
  for (const p of pages) {
    const title = /^title:\s*(.+)$/m.exec(p.text)?.[1];
    assert.equal(title, `Upgrading to 3.5 from ${p.line}`, p.file);
    const description = /^description:\s*(.+)$/m.exec(p.text)?.[1] ?? '';
    assert.ok(
      description.includes(p.from) && description.includes(p.to),
      `${p.file}: description names ${p.from} and ${p.to}`,
    );
    assert.equal(p.data.from, p.from, `${p.file} imports ${p.dataFile}, the comparison from ${p.data.from}`);
    assert.equal(p.data.to, p.to);
    const body = markdownBody(p.text);
    for (const release of [p.from, p.to])
      assert.ok(body.includes(`**${release}**`), `${p.file}: the prose names ${release}`);
    assert.match(body, new RegExp(`^<UpgradeChanges data=\\{${p.variable}\\} />$`, 'm'), `${p.file} renders its rows`);
  }
});

test("each page's rows are the diff of the committed fact lists, row for row", () => {
  for (const p of pages) {
    const diff = upgradeDiff(lineFacts(p.from), lineFacts(p.to), notes);
    assert.deepEqual(p.data.rows.map(identity), diff.map(identity), `${p.dataFile} against the diff of the facts`);
    // Values and notes too: the committed file is what the generator writes from the committed inputs.
    assert.deepEqual(p.data, upgradeData(p.from, p.to, notes), `${p.dataFile}: rerun scripts/reference/upgrade.ts`);
  }
});

test('the comparison from 3.4 shows the changes a reader must act on', () => {
  const rows = pages.find((p) => p.line === '3.4')!.data.rows.map(identity);
  for (const expected of [
    'fe removed enable_validate_password',
    'fe renamed http_async_threads_num <max_http_sql_service_task_threads_num',
    'fe default lake_compaction_allow_partial_success',
    'be default skip_pk_preload',
    'variable default enable_lake_tablet_internal_parallel',
    'statement added CREATE SECURITY INTEGRATION',
    'function added inet_aton',
  ])
    assert.ok(rows.includes(expected), expected);
});

/** Headings' anchors of a page source: explicit {#id} or the slug of the heading's text. */
function anchorsOf(text: string): Set<string> {
  const slugger = createSlugger();
  const ids = new Set<string>();
  for (const line of text.replace(/```[\s\S]*?```/g, '').split('\n')) {
    const m = /^#{2,6}\s+(.+)$/.exec(line);
    if (!m) continue;
    const {text: heading, id} = parseMarkdownHeadingId(m[1]!);
    ids.add(id ?? slugger.slug(heading.replace(/`([^`]*)`/g, '$1').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')));
  }
  return ids;
}

/** The reference pages' entries, anchored by name, from the data each page imports. */
const referenceEntries = new Map<string, Set<string>>(
  (
    [
      [REFERENCE_PAGES.fe, 'fe-config.json', feData.items],
      [REFERENCE_PAGES.be, 'be-config.json', beData.items],
      [REFERENCE_PAGES.variable, 'system-variables.json', variableData.items],
    ] as const
  ).map(([page, json, items]) => {
    const file = sourceFile(DOCS_DIR, page);
    assert.ok(
      file && fs.readFileSync(file, 'utf8').includes(`@site/src/data/reference/${json}`),
      `${page} shows ${json}`,
    );
    return [page, new Set(items.map((i: {name: string}) => i.name))];
  }),
);

test('every row of an item 3.5 has links to an existing page and anchor, or says why no page documents it', () => {
  const problems: string[] = [];
  let linked = 0;
  for (const p of pages)
    for (const row of p.data.rows) {
      const where = `${p.dataFile}: ${identity(row)}`;
      if (!row.href) {
        // A removed column's table is still there and has its page; a removed item has no 3.5 entry.
        const column = row.component === 'system-table' && row.name.split('.').length === 3;
        if (row.kind !== 'removed' && !row.undocumented) problems.push(`${where}: no link and no reason`);
        if (row.kind === 'removed' && column) problems.push(`${where}: the table's page is not linked`);
        continue;
      }
      if (row.kind === 'removed' && row.component !== 'system-table') problems.push(`${where}: a removed item links`);
      const [page, anchor] = row.href.split('#') as [string, string | undefined];
      const file = sourceFile(DOCS_DIR, page);
      if (!file) {
        problems.push(`${where}: no page ${page}`);
        continue;
      }
      linked++;
      if (anchor === undefined) continue;
      const names = referenceEntries.get(page);
      const found = names ? names.has(anchor) : anchorsOf(fs.readFileSync(file, 'utf8')).has(anchor);
      if (!found) problems.push(`${where}: ${page} has no anchor #${anchor}`);
      if (names && anchor !== row.name) problems.push(`${where}: links the entry of ${anchor}`);
    }
  assert.deepEqual(problems, []);
  assert.ok(linked > 400, `${linked} rows link`);
});

test('a row that links nowhere says why: the reference data leaves the item off, or the notes say no page has it', () => {
  const excluded = new Set(
    [
      ['fe', feData.excluded],
      ['be', beData.excluded],
      ['variable', variableData.excluded],
    ].flatMap(([c, list]) => (list as {name: string}[]).map((e) => `${c as string}:${e.name}`)),
  );
  const unexplained = pages
    .flatMap((p) => p.data.rows)
    .filter((r) => r.undocumented)
    .map((r) => `${r.component}:${r.name}`)
    .filter((key) => !excluded.has(key) && !(key in notes.undocumented));
  assert.deepEqual(unexplained, []);
});

test('the notes name only rows, items and statement rules the comparisons have', () => {
  const rows = pages.flatMap((p) => p.data.rows);
  const rowKeys = new Set(rows.map((r) => `${r.component}:${r.kind}:${r.name}`));
  const items = new Set(rows.map((r) => `${r.component}:${r.name}`));
  const rules = new Set(
    pages.flatMap((p) => [...Object.keys(lineFacts(p.from).statements), ...Object.keys(lineFacts(p.to).statements)]),
  );
  assert.deepEqual(
    Object.keys(notes.rows).filter((k) => !rowKeys.has(k)),
    [],
    'notes.rows without a row',
  );
  assert.deepEqual(
    Object.keys(notes.links).filter((k) => !items.has(k)),
    [],
    'notes.links without a row',
  );
  assert.deepEqual(
    Object.keys(notes.undocumented).filter((k) => !items.has(k)),
    [],
    'notes.undocumented without a row',
  );
  assert.deepEqual(
    Object.keys(notes.statements).filter((k) => !rules.has(k)),
    [],
    'notes.statements for no rule',
  );
  const noted = rows.filter((r) => notes.rows[`${r.component}:${r.kind}:${r.name}`]);
  assert.ok(
    noted.every((r) => r.note),
    'a noted row shows its note',
  );
});

test('the line facts of the cut agree with the main fact lists read at the same commit', () => {
  const cut = lineFacts(pages[0]!.to);
  assert.equal(cut.commit, feFacts.commit);
  const pairs = (list: {name: string; default: string}[]) => list.map((i) => `${i.name}=${i.default}`).sort();
  assert.deepEqual(pairs(cut.fe), pairs(feFacts.items));
  assert.deepEqual(pairs(cut.be), pairs(beFacts.items));
  assert.deepEqual(pairs(cut.variables), pairs(variableFacts.items));
  assert.deepEqual(cut.functions, [...new Set([...functionFacts.scalar, ...functionFacts.declared])].sort());
  assert.deepEqual(cut.statements, statementFacts.rules);
  const tables = (schema: string, items: {table: string; columns: {name: string; type: string}[]}[]) =>
    items.map((t) => ({table: `${schema}.${t.table}`, columns: t.columns.map((c) => `${c.name} ${c.type}`)}));
  assert.deepEqual(cut.systemTables, [
    ...tables('information_schema', infoSchemaFacts.items),
    ...tables('sys', sysFacts.items),
  ]);
});

test('the upgrade procedure links to both pages', () => {
  const text = fs.readFileSync(sourceFile(PAGES_DIR, 'upgrade')!, 'utf8');
  for (const p of pages)
    assert.ok(text.includes(`](./${path.basename(p.file)})`), `upgrade.md links ${path.basename(p.file)}`);
});
