/**
 * SQL statements and system tables in the sources: every statement of the current layout has a
 * page or a justified exclusion, pages have the sections a reader looks for, and the
 * information_schema and sys pages document every column of the fact lists.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  coverageOf,
  coverageText,
  informationSchemaTables,
  statementExclusions,
  statementInventory as inventory,
  sysViews,
  systemTableColumnExclusions,
  systemTableExclusions,
  type SystemTable,
} from '../../evidence';
import {DOCS_DIR} from '../support/sources';
import {markdownBody, markdownSection, sourceFile} from '../support/sources';

const STATEMENTS_DIR = path.join(DOCS_DIR, 'sql-reference/sql-statements');
const REQUIRED_SECTIONS = ['Syntax', 'Parameters', 'Privileges', 'Examples', 'Usage notes'];

const coverage = coverageOf(inventory.items, statementExclusions, (p) => !!sourceFile(STATEMENTS_DIR, p));

test('every statement of the inventory has a page or a justified exclusion, and no exclusion is stale', () => {
  assert.deepEqual(coverage.unaccounted, []);
  assert.deepEqual(coverage.excludedWithPage, [], 'excluded but has a page');
  assert.deepEqual(coverage.unknownExclusions, [], 'excluded but not in the inventory');
});

test('at least 95% of the current-layout statements have pages', () => {
  assert.ok(coverage.share >= 0.95, coverageText(coverage));
});

test('every statement page has its sections, a grammar block and examples', () => {
  const problems: string[] = [];
  for (const rel of inventory.items) {
    const file = sourceFile(STATEMENTS_DIR, rel);
    if (!file) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const name of REQUIRED_SECTIONS) {
      if (!new RegExp(`^## ${name}\\s*$`, 'm').test(markdownBody(text))) problems.push(`${rel}: no "## ${name}"`);
    }
    // Stream Load is an HTTP interface: its grammar is a curl call.
    if (!/```(sql|bash)/.test(markdownSection(text, 'Syntax') ?? ''))
      problems.push(`${rel}: Syntax has no grammar block`);
    if (!/```sql/.test(markdownSection(text, 'Examples') ?? '')) problems.push(`${rel}: Examples have no SQL`);
  }
  assert.deepEqual(problems, []);
});

/** The cells of a Markdown table row, split on unescaped bars, trimmed and without code ticks. */
function tableCells(row: string): string[] {
  return row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/^`(.*)`$/, '$1'));
}

/** The (column, type) rows of the one table in a page's "## Columns" section, or an error text. */
function columnsTable(section: string): {name: string; type: string}[] | string {
  const lines = section.split('\n');
  const separators = lines.flatMap((line, i) => (/^\|\s*:?-{3,}/.test(line) ? [i] : []));
  if (separators.length !== 1) return `"## Columns" has ${separators.length} tables, expected 1`;
  const at = separators[0]!;
  const header = tableCells(lines[at - 1] ?? '');
  if (header[0] !== 'Column' || header[1] !== 'Type')
    return `the Columns table starts with "${header.slice(0, 2).join(' | ')}", expected "Column | Type"`;
  const rows: {name: string; type: string}[] = [];
  for (const line of lines.slice(at + 1)) {
    if (!line.startsWith('|')) break;
    const [name = '', type = ''] = tableCells(line);
    rows.push({name, type});
  }
  return rows;
}

/** A SQL type as the comparison sees it: no spaces, upper case (`Array<Struct<a int>>` = `ARRAY<STRUCT<AINT>>`). */
const sqlType = (type: string): string => type.replace(/\s+/g, '').toUpperCase();

/** Every piece of code on a page: fenced blocks and inline code spans. */
function codeOf(text: string): string {
  const body = markdownBody(text);
  const fenced = body.match(/```[\s\S]*?```/g) ?? [];
  const inline = body.replace(/```[\s\S]*?```/g, ' ').match(/`[^`\n]+`/g) ?? [];
  return [...fenced, ...inline].join('\n');
}

/**
 * The information_schema or sys reference against the fact list of the documented version
 * (evidence/facts/, every table the version registers, its columns in definition order with their
 * SQL types): every table has a page and every page is a table of the list; each page's
 * "## Columns" table lists exactly the table's columns, in order, with the same types (case and
 * spaces aside; names compared without case, as SQL does); each page has an example query.
 * exclusions/system-tables.json may excuse a table from having a page (with a reason); the floor
 * is then `minimum`. exclusions/system-table-columns.json names columns that other StarRocks
 * versions have and the documented one lacks: they must not be 3.5 columns, and no code on the
 * page (its tables' code ticks, inline code, code blocks) may name them, so examples and their
 * output use only the version's columns.
 */
function assertTables(kind: 'information_schema' | 'sys', facts: SystemTable[], minimum: number) {
  const dir = path.join(DOCS_DIR, 'sql-reference', kind);
  const byPath = new Map(facts.map((t) => [`${kind}/${t.table}`, t]));
  const exclusions = {
    ...systemTableExclusions,
    items: systemTableExclusions.items.filter((e) => e.path.startsWith(`${kind}/`)),
  };
  const coverage = coverageOf([...byPath.keys()], exclusions, (p) => !!sourceFile(dir, byPath.get(p)!.table));
  assert.deepEqual(coverage.unaccounted, [], `${kind}: tables with neither a page nor a reason`);
  assert.deepEqual(coverage.excludedWithPage, [], `${kind}: excluded but has a page`);
  assert.deepEqual(coverage.unknownExclusions, [], `${kind}: excluded but not in the fact list`);
  assert.ok(coverage.share >= minimum, `${kind}: ${coverageText(coverage)} of the tables have pages`);

  // Every page of the folder, the landing aside, documents a table the version registers.
  const landing = (JSON.parse(fs.readFileSync(path.join(dir, '_category_.json'), 'utf8')) as {link?: {id?: string}})
    .link?.id;
  const pages = fs
    .readdirSync(dir)
    .filter((f) => /\.mdx?$/.test(f) && !f.startsWith('_'))
    .map((f) => f.replace(/\.mdx?$/, ''))
    .filter((name) => name !== landing);
  assert.deepEqual(
    pages.filter((name) => !byPath.has(`${kind}/${name}`)),
    [],
    `${kind}: pages of tables the documented version does not register`,
  );

  const problems: string[] = [];
  const laterColumns = systemTableColumnExclusions.items.filter((e) => e.path.startsWith(`${kind}/`));
  for (const e of laterColumns) {
    const [, table = '', column = ''] = e.path.split('/');
    const t = byPath.get(`${kind}/${table}`);
    if (!t) problems.push(`${e.path}: excluded column of a table the fact list does not have`);
    else if ((t.columns ?? []).some((c) => c.name.toUpperCase() === column.toUpperCase()))
      problems.push(`${e.path}: excluded, but it is a column of the documented version`);
  }
  for (const t of coverage.withPage.map((p) => byPath.get(p)!)) {
    const text = fs.readFileSync(sourceFile(dir, t.table)!, 'utf8');
    const facts = t.columns ?? [];
    if (facts.length === 0) problems.push(`${t.table}: the fact list gives no columns`);
    const section = markdownSection(text, 'Columns');
    const rows = section === undefined ? 'no "## Columns"' : columnsTable(section);
    if (typeof rows === 'string') {
      problems.push(`${t.table}: ${rows}`);
    } else {
      const listed = rows.map((r) => `${r.name.toUpperCase()} ${sqlType(r.type)}`);
      const expected = facts.map((c) => `${c.name.toUpperCase()} ${sqlType(c.type)}`);
      if (listed.join('\n') !== expected.join('\n'))
        problems.push(
          `${t.table}: Columns table differs from the fact list (page first, facts second):\n  ` +
            `${listed.join(', ')}\n  ${expected.join(', ')}`,
        );
    }
    const code = codeOf(text);
    for (const e of laterColumns.filter((x) => x.path.startsWith(`${kind}/${t.table}/`))) {
      const column = e.path.split('/')[2]!;
      if (new RegExp(`\\b${column}\\b`).test(code))
        problems.push(`${t.table}: names ${column}, a column the documented version lacks`);
    }
    if (!/```sql/.test(markdownSection(text, 'Examples') ?? '')) problems.push(`${t.table}: no example query`);
  }
  assert.deepEqual(problems, []);
}

test('information_schema: every registered table has a page whose Columns table is exactly its columns, and an example', () => {
  assertTables('information_schema', informationSchemaTables, 1);
});

test('sys: every registered view has a page whose Columns table is exactly its columns, and an example', () => {
  assertTables('sys', sysViews, 1);
});
