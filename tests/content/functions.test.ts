/**
 * The SQL function reference in the sources: every function of the inventory has a page or a
 * justified exclusion, pages have their sections and examples with results, and typed
 * signatures come from the signature data.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {coverageOf, coverageText, functionExclusions, functionInventory} from '../../evidence';
import {functionFactsSchema} from '../../evidence/factsSchema';
import functionFactsJson from '../../evidence/facts/functions.json';
import {functionOfPage, signatureOf, sinceOf} from '../../src/data/functions';
import {DOCS_DIR} from '../support/sources';
import {functionPageFiles, markdownBody, markdownSection, sourceFile} from '../support/sources';

const FUNCTIONS_DIR = path.join(DOCS_DIR, 'sql-reference/sql-functions');
const REQUIRED_SECTIONS = ['Syntax', 'Parameters', 'Return value', 'Examples'];

const pageFile = (rel: string) => sourceFile(FUNCTIONS_DIR, rel);

/** Function pages: leaves of the group folders, landings left out. */
function functionPages(): {rel: string; file: string; text: string}[] {
  return functionPageFiles(FUNCTIONS_DIR).map(({rel, file}) => ({rel, file, text: fs.readFileSync(file, 'utf8')}));
}

const entries = Object.values(functionInventory.groups).flat();
const coverage = coverageOf(
  entries.map((e) => e.path),
  functionExclusions,
  (p) => !!pageFile(p),
);
const pages = functionPages();
const functionFacts = functionFactsSchema.parse(functionFactsJson);

/**
 * Pages whose function is in neither fact list of the cut (functions.py registrations and
 * FunctionSet.java constants), with where 3.5 defines it instead. Checked by hand at the cut.
 */
const DEFINED_ELSEWHERE: Readonly<Record<string, string>> = {
  case_when: 'the CASE expression of StarRocks.g4',
  cast: 'the CAST expression of StarRocks.g4 (the page covers JSON conversions)',
  'arrow-function': 'the -> operator of StarRocks.g4',
  'json-operators': 'the comparison operators of StarRocks.g4 on JSON values',
  'overview-of-json-functions-and-operators': 'a guide to the JSON functions, not one function',
  bitmap: 'a guide to the bitmap aggregates, not one function',
  dictionary_get: 'the DICTIONARY_GET rule of StarRocks.g4',
  files: 'the FILES table function of StarRocks.g4 (TableFunctionTable.java)',
  generate_series: 'a string literal in TableFunction.java, not a FunctionSet constant',
  subdivide_bitmap: 'a string literal in TableFunction.java, not a FunctionSet constant',
};

test('every function of the inventory has a page or a justified exclusion, and no exclusion is stale', () => {
  assert.deepEqual(coverage.unaccounted, []);
  assert.deepEqual(coverage.excludedWithPage, [], 'excluded but has a page');
  assert.deepEqual(coverage.unknownExclusions, [], 'excluded but not in the inventory');
});

test('at least 97% of the in-scope functions have pages', () => {
  assert.ok(coverage.inScope.length > 300, `${coverage.inScope.length} in-scope functions`);
  assert.ok(coverage.share >= 0.97, coverageText(coverage));
});

test('every function page has its sections, examples with results and enough prose', () => {
  const problems: string[] = [];
  for (const {rel, text} of pages) {
    const body = markdownBody(text);
    for (const section of REQUIRED_SECTIONS) {
      if (!new RegExp(`^## ${section}\\s*$`, 'm').test(body)) problems.push(`${rel}: no "## ${section}"`);
    }
    const syntax = markdownSection(text, 'Syntax');
    if (syntax && !/```sql/.test(syntax)) problems.push(`${rel}: Syntax has no sql block`);
    const examples = markdownSection(text, 'Examples');
    if (examples && !(/```sql/.test(examples) && /```text/.test(examples)))
      problems.push(`${rel}: Examples lack SQL with its result`);
  }
  assert.deepEqual(problems, []);
});

test('typed signatures on function pages come from the signature data, for every function it knows', () => {
  const problems: string[] = [];
  for (const {rel, text} of pages) {
    const name = rel.split('/').at(-1)!;
    const title = /^title:\s*["']?([^"'\n]+)/m.exec(text)?.[1]?.trim() ?? '';
    const used = [...text.matchAll(/<FunctionSignatures name="([^"]+)"/g)].map((m) => m[1]!);
    // A page shows the signatures of its own function: named by its file or, where the
    // docs path differs from the SQL name (day_of_week_iso documents dayofweek_iso), its title.
    for (const u of used) {
      if (![name, title].some((n) => n.toLowerCase() === u.toLowerCase()))
        problems.push(`${rel}: shows signatures of ${u}`);
    }
    if (signatureOf(name) && used.length === 0) problems.push(`${rel}: known function without <FunctionSignatures>`);
  }
  assert.deepEqual(problems, []);
});

test('every function page documents a function of the documented cut', () => {
  const known = new Set([...functionFacts.scalar, ...functionFacts.declared]);
  const pageNames = new Set(pages.map(({rel}) => rel.split('/').at(-1)!));
  const unknown = pages
    .map(({rel}) => ({rel, fn: functionOfPage(rel.split('/').at(-1)!)}))
    .filter(({rel, fn}) => !known.has(fn) && !(rel.split('/').at(-1)! in DEFINED_ELSEWHERE))
    .map(({rel, fn}) => `${rel} (${fn})`);
  assert.deepEqual(unknown, [], `not in ${functionFacts.ref}: a page for a function the documented version lacks`);
  const stale = Object.keys(DEFINED_ELSEWHERE).filter((p) => !pageNames.has(p) || known.has(functionOfPage(p)));
  assert.deepEqual(stale, [], 'DEFINED_ELSEWHERE names a page that is gone or now in the fact lists');
});

test('a function the documented version lacks has no signature and no release in the data', () => {
  const lacking = functionExclusions.items
    .filter((e) => e.kind === 'not-in-version')
    .map((e) => e.path.split('/').at(-1)!)
    .filter((name) => signatureOf(name) || sinceOf(name));
  assert.deepEqual(lacking, []);
});
