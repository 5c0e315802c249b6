/**
 * The ledger of pages checked claim by claim against the documented version's sources
 * (evidence/checks/pages.json): well formed, naming pages that exist and the sources they were
 * checked against (3.5's, or a connector's at a named commit); every page of a folder that has been checked through has its record, so a
 * page added to such a folder fails until it is checked too; the share of checked pages only grows.
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

/** Folders whose every page has been checked. */
const CHECKED_FOLDERS = [
  'faq/loading',
  'loading',
  'sql-reference/sql-statements/account-management',
  'sql-reference/sql-statements/backup_restore',
  'sql-reference/sql-statements/Catalog',
  'sql-reference/sql-statements/Database',
  'sql-reference/sql-statements/dictionary',
  'sql-reference/sql-statements/Function',
  'sql-reference/sql-statements/loading_unloading',
  'sql-reference/sql-statements/materialized_view',
  'sql-reference/sql-statements/Resource',
  'sql-reference/sql-statements/table_bucket_part_index',
  'sql-reference/sql-statements/Utility',
  'sql-reference/sql-statements/View',
  'using_starrocks/async_mv',
];
/** The share of pages with a record may only grow (the goal of issue #23 is 95%). */
const FLOOR = 0.24;

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

test('every page of a folder that has been checked through has its record', () => {
  for (const folder of CHECKED_FOLDERS) {
    const inFolder = pages.filter((p) => p.startsWith(`${folder}/`));
    assert.ok(inFolder.length > 0, `${folder} has pages`);
    assert.deepEqual(
      inFolder.filter((p) => !(p in ledger.pages)),
      [],
      `${folder}: pages without a check record`,
    );
  }
});

test(`at least ${FLOOR * 100}% of the pages have a check record`, () => {
  const share = pages.filter((p) => p in ledger.pages).length / pages.length;
  assert.ok(share >= FLOOR, `${(share * 100).toFixed(1)}% of ${pages.length} pages`);
});
