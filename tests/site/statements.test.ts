/**
 * SQL statements and system tables: every statement of the current layout
 * has a finished page or a justified exclusion, pages have the sections a
 * reader looks for, group landings list their statements, and the
 * information_schema and sys pages document every column of the fact lists.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import inventory from '../../src/data/statements/inventory.json';
import exclusions from '../../src/data/statements/exclusions.json';
import tableExclusions from '../../src/data/reference/system-table-exclusions.json';
import infoSchemaFacts from '../../src/data/reference/facts/information-schema.json';
import sysFacts from '../../src/data/reference/facts/sys-views.json';
import {DOCS_DIR, htmlFileFor} from '../support/site';
import {markdownBody, markdownSection, sourceFile} from '../support/sources';
import {DOCS_BASE} from '../../src/site/rules';

const STATEMENTS_DIR = path.join(DOCS_DIR, 'sql-reference/sql-statements');
const REQUIRED_SECTIONS = ['Syntax', 'Parameters', 'Privileges', 'Examples', 'Usage notes'];

interface Exclusion {
  path: string;
  kind: 'not-in-3.5' | 'duplicate' | 'not-a-statement' | 'no-page';
  reason: string;
}
const excluded = new Map((exclusions.items as Exclusion[]).map((e) => [e.path, e]));

test('every statement of the inventory has a page or a justified exclusion', () => {
  const unaccounted = inventory.items.filter((p) => !sourceFile(STATEMENTS_DIR, p) && !excluded.has(p));
  assert.deepEqual(unaccounted, []);
  for (const e of excluded.values()) {
    assert.ok(e.reason.length > 15, `${e.path}: exclusion has a reason`);
    assert.ok(!sourceFile(STATEMENTS_DIR, e.path), `${e.path} is excluded but has a page`);
  }
});

test('at least 95% of the current-layout statements have pages', () => {
  const inScope = inventory.items.filter((p) => !excluded.has(p) || excluded.get(p)!.kind === 'no-page');
  const withPage = inScope.filter((p) => sourceFile(STATEMENTS_DIR, p));
  assert.ok(withPage.length / inScope.length >= 0.95, `${withPage.length} of ${inScope.length} have pages`);
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
    if (!/```(sql|bash)/.test(markdownSection(text, 'Syntax') ?? '')) problems.push(`${rel}: Syntax has no grammar block`);
    if (!/```sql/.test(markdownSection(text, 'Examples') ?? '')) problems.push(`${rel}: Examples have no SQL`);
  }
  assert.deepEqual(problems, []);
});

test('each statement group landing lists every statement of its folder', () => {
  const problems: string[] = [];
  const folders = new Set(inventory.items.filter((p) => sourceFile(STATEMENTS_DIR, p)).map((p) => path.dirname(p)));
  for (const folder of folders) {
    if (folder === '.') continue;
    const landing = `${DOCS_BASE}sql-reference/sql-statements/${folder}/`;
    const html = fs.readFileSync(htmlFileFor(landing), 'utf8');
    // A folder whose landing is one of its statements (SELECT/SELECT) lists the others itself.
    const isLanding = (p: string) => path.basename(p) === path.basename(folder);
    for (const rel of inventory.items.filter((p) => path.dirname(p) === folder && sourceFile(STATEMENTS_DIR, p) && !isLanding(p))) {
      const href = `${DOCS_BASE}sql-reference/sql-statements/${rel}`;
      if (!html.includes(`href="${href}"`) && !html.includes(`href=${href}>`)) problems.push(`${landing} misses ${href}`);
    }
  }
  assert.deepEqual(problems, []);
});

interface TableFacts {
  table: string;
  columns?: {name: string; type: string}[];
}

function assertTables(kind: 'information_schema' | 'sys', facts: TableFacts[], minimum: number) {
  const dir = path.join(DOCS_DIR, 'sql-reference', kind);
  const skipped = new Map(
    (tableExclusions.items as {path: string; kind: string; reason: string}[])
      .filter((e) => e.path.startsWith(`${kind}/`))
      .map((e) => [e.path.slice(kind.length + 1), e]),
  );
  for (const e of skipped.values()) assert.ok(e.reason.length > 15, `${e.path}: exclusion has a reason`);
  const inScope = facts.filter((t) => skipped.get(t.table)?.kind !== 'not-in-3.5');
  const withPage = inScope.filter((t) => sourceFile(dir, t.table));
  const unaccounted = facts.filter((t) => !sourceFile(dir, t.table) && !skipped.has(t.table)).map((t) => t.table);
  assert.deepEqual(unaccounted, [], `${kind}: tables with neither a page nor a reason`);
  assert.ok(withPage.length / inScope.length >= minimum, `${kind}: ${withPage.length} of ${inScope.length} tables have pages`);
  const problems: string[] = [];
  for (const t of withPage) {
    const text = fs.readFileSync(sourceFile(dir, t.table)!, 'utf8');
    const columns = markdownSection(text, 'Columns') ?? '';
    if (!columns) problems.push(`${t.table}: no "## Columns"`);
    for (const c of t.columns ?? []) {
      if (!new RegExp(`\\|\\s*\`?${c.name}\`?\\s*\\|`, 'i').test(columns)) problems.push(`${t.table}: column ${c.name} missing`);
    }
    if (!/```sql/.test(markdownSection(text, 'Examples') ?? '')) problems.push(`${t.table}: no example query`);
  }
  assert.deepEqual(problems, []);
}

test('information_schema: at least 90% of the tables have a page with every column and an example', () => {
  assertTables('information_schema', infoSchemaFacts.items as TableFacts[], 0.9);
});

test('sys: at least 90% of the views have a page with every column and an example', () => {
  assertTables('sys', sysFacts.items as TableFacts[], 0.9);
});
