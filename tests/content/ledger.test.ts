/**
 * The ledger of pages checked claim by claim against the documented version's sources
 * (evidence/checks/pages.json): well formed, naming pages that exist and the sources they were
 * checked against (3.5's, or a connector's at a named commit); every page has its record but the
 * few listed as not yet checked, so a page added later fails until it is checked too.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ledgerJson from '../../evidence/checks/pages.json';
import {pageLedgerSchema} from '../../evidence/checksSchema';
import {parseOrExplain} from '../../src/data/schemaCheck';
import {DOCS_DIR, docSourceFiles} from '../support/sources';

const ledger = parseOrExplain(pageLedgerSchema, ledgerJson, 'evidence/checks/pages.json');
const pages = docSourceFiles().map((f) => path.relative(DOCS_DIR, f).split(path.sep).join('/'));

/**
 * Pages not yet checked claim by claim, each with the reason; every other page must have its
 * record, so a new page fails until it is checked.
 */
const NOT_YET_CHECKED: Record<string, string> = {
  'developers/docs_template.md': "the site's own page template: its conventions are held by the content tests",
  'developers/docs_writing_guide.md': "the site's own writing guide: its conventions are held by the content tests",
};

test('every record names a page of the site and the documented sources it was checked against', () => {
  const problems: string[] = [];
  for (const [page, record] of Object.entries(ledger.pages)) {
    if (!fs.existsSync(path.join(DOCS_DIR, page))) problems.push(`${page}: no such page`);
    // A source of the 3.5 line, or, for a page about another project (a connector), that
    // project's source at a named commit.
    if (!record.against.some((source) => /oss-cutline-3\.5\.\d+|release[-_]3\.5|@[0-9a-f]{7,40}\b/.test(source)))
      problems.push(`${page}: checked against no source of the 3.5 line or at a named commit`);
  }
  assert.deepEqual(problems, []);
});

test('every page has its check record, but the few not yet checked, each with a reason', () => {
  assert.deepEqual(
    pages.filter((p) => !(p in ledger.pages) && !(p in NOT_YET_CHECKED)),
    [],
    'pages without a check record',
  );
  for (const page of Object.keys(NOT_YET_CHECKED)) {
    assert.ok(pages.includes(page), `${page}: listed as not yet checked, but there is no such page`);
    assert.ok(!(page in ledger.pages), `${page}: listed as not yet checked, but it has a record`);
  }
});
