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
  // Columns the documented version does not have: every one names a column of the fact lists, and no page lists it.
  const notInVersion = new Set(
    systemTableColumnExclusions.items.filter((e) => e.path.startsWith(`${kind}/`)).map((e) => e.path),
  );
  const factColumns = new Set(facts.flatMap((t) => (t.columns ?? []).map((c) => `${kind}/${t.table}/${c.name}`)));
  assert.deepEqual(
    [...notInVersion].filter((p) => !factColumns.has(p)),
    [],
    `${kind}: excluded columns that are not in the fact list`,
  );
  const problems: string[] = [];
  for (const t of coverage.withPage.map((p) => byPath.get(p)!)) {
    const text = fs.readFileSync(sourceFile(dir, t.table)!, 'utf8');
    const columns = markdownSection(text, 'Columns') ?? '';
    if (!columns) problems.push(`${t.table}: no "## Columns"`);
    for (const c of t.columns ?? []) {
      const listed = new RegExp(`\\|\\s*\`?${c.name}\`?\\s*\\|`, 'i').test(columns);
      const excluded = notInVersion.has(`${kind}/${t.table}/${c.name}`);
      if (!listed && !excluded) problems.push(`${t.table}: column ${c.name} missing`);
      if (listed && excluded)
        problems.push(`${t.table}: column ${c.name} is listed, but the documented version lacks it`);
    }
    if (!/```sql/.test(markdownSection(text, 'Examples') ?? '')) problems.push(`${t.table}: no example query`);
  }
  assert.deepEqual(problems, []);
}

test('information_schema: at least 90% of the tables have a page with every column and an example', () => {
  assertTables('information_schema', informationSchemaTables, 0.9);
});

test('sys: at least 90% of the views have a page with every column and an example', () => {
  assertTables('sys', sysViews, 0.9);
});
