/**
 * Every SQL statement page documents a statement StarRocks 3.5's grammar has: the keywords of
 * its title (SHOW CREATE CATALOG, ADMIN CHECK TABLET ...) all occur in one statement rule of
 * the grammar at the 3.5.7 cut (evidence/facts/statements.json, written by the extractor).
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import statements from '../../evidence/facts/statements.json';
import {DOCS_DIR, docSourceFiles, pageTitle} from '../support/sources';

const STATEMENTS_DIR = path.join(DOCS_DIR, 'sql-reference', 'sql-statements');
/** Words of a title that are not keywords of a statement. */
const CONNECTIVES = new Set(['OR', 'AND']);
/**
 * Title words that name something the statement takes as a value, not a keyword: TRANSLATE
 * takes the dialect as an identifier (TRANSLATE TRINO), a Spark Load is LOAD ... WITH RESOURCE
 * naming a Spark resource.
 */
const VALUES = new Set(['TRINO', 'SPARK']);
/** The pages of SELECT's clauses and operators (DISTINCT, GROUP BY ...): keywords of the query grammar. */
const CLAUSES_DIR = path.join(STATEMENTS_DIR, 'table_bucket_part_index', 'SELECT');
const grammarKeywords = new Set(statements.keywords);

const rules = Object.entries(statements.rules as Record<string, string[]>).map(([name, alternatives]) => ({
  name,
  keywords: new Set(alternatives.flatMap((a) => a.split(' '))),
}));

/** The statement keywords a title names, or none for a page about something else (a category, a clause, aliases). */
export function titleKeywords(title: string): string[] {
  if (!/^[A-Z][A-Z_]*( (or )?[A-Z][A-Z_]*)+$/.test(title) && !/^[A-Z_]{4,}$/.test(title)) return [];
  return title.split(' ').filter((w) => !CONNECTIVES.has(w.toUpperCase()) && !VALUES.has(w));
}

/** The grammar rule whose keywords include every keyword of the title, if any. */
export function ruleFor(keywords: string[]): string | undefined {
  return rules.find((r) => keywords.every((k) => r.keywords.has(k)))?.name;
}

test('the keyword check tells a 3.5 statement from one the grammar lacks', () => {
  assert.equal(ruleFor(titleKeywords('SHOW CREATE CATALOG')), 'showCreateExternalCatalogStatement');
  assert.ok(ruleFor(titleKeywords('ADMIN CHECK TABLET')));
  assert.ok(ruleFor(titleKeywords('SUSPEND or RESUME PIPE')));
  assert.equal(ruleFor(titleKeywords('ALTER WAREHOUSE SUSPEND')), undefined);
  assert.deepEqual(titleKeywords('Aliases'), []);
  assert.deepEqual(titleKeywords('Catalog statements'), []);
  assert.ok(grammarKeywords.has('PIVOT'));
  assert.ok(!grammarKeywords.has('MATCH_RECOGNIZE'));
});

test('every statement page names a statement of the 3.5 grammar', () => {
  const missing: string[] = [];
  let checked = 0;
  for (const file of docSourceFiles(STATEMENTS_DIR)) {
    const title = pageTitle(fs.readFileSync(file, 'utf8')) ?? '';
    const keywords = titleKeywords(title);
    if (!keywords.length) continue;
    checked++;
    const known = file.startsWith(CLAUSES_DIR)
      ? keywords.every((k) => grammarKeywords.has(k))
      : ruleFor(keywords) !== undefined;
    if (!known) missing.push(`${path.relative(DOCS_DIR, file)}: "${title}"`);
  }
  assert.ok(checked >= 150, `only ${checked} statement pages were checked`);
  assert.deepEqual(missing, []);
});
