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
import {signatureOf} from '../../src/data/functions';
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
