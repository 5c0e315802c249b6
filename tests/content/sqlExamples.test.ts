/**
 * The record of the SQL check (evidence/checks/sql.json, written by `npm run check:sql` with
 * StarRocks's 3.5 grammar): it is well formed, it was made on the pages as they are now (every
 * page with runnable SQL is in it, the statement count is the pages' count), at least 98% of the
 * runnable statements pass, and every statement that does not pass says in words why it stays.
 * Needs neither the grammar nor git: the statements are counted by scripts/checks/sqlExamples.ts,
 * the module the check itself uses.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {sqlCheckSchema, type SqlCheck} from '../../evidence/checksSchema';
import functionFacts from '../../evidence/facts/functions.json';
import {allStatements} from '../../scripts/checks/sqlExamples';
import {DOCS_DIR} from '../support/sources';

const RECORD = path.resolve(import.meta.dirname, '../../evidence/checks/sql.json');
const RERUN = 'rerun `STARROCKS_GIT=<git dir> npm run check:sql`';
/** Share of runnable statements that must pass (issue #23: at least 98%). */
const FLOOR = 0.98;
/** How far the record's statement count may drift from the pages' before it must be made again. */
const DRIFT = 0.02;

/**
 * A reason that is only what the check found (a parser message, a missing function, "open: ...")
 * and no explanation of why the statement stays.
 */
const UNEXPLAINED =
  /^open:|^(?:line \d+: )?\d+:\d+ |mismatched input|extraneous input|no viable alternative|missing \S+ at|token recognition error|has no (?:function|table operation)/i;

const record: SqlCheck = sqlCheckSchema.parse(JSON.parse(fs.readFileSync(RECORD, 'utf8')));
const statements = allStatements(DOCS_DIR);
const perPage = new Map<string, string[]>();
for (const s of statements) perPage.set(s.page, [...(perPage.get(s.page) ?? []), s.text]);

test('the record names the grammar of the documented cut', () => {
  assert.ok(
    record.grammar.startsWith(`${functionFacts.ref} (commit ${functionFacts.commit})`),
    `${record.grammar} is not ${functionFacts.ref} at ${functionFacts.commit}, the cut of evidence/facts`,
  );
});

test('the unexplained-reason rule tells a parser message from an explanation', () => {
  for (const raw of [
    "open: line 3: 1:5 no viable alternative at input 'KILL ['",
    "line 7: 2:0 mismatched input 'FROM' expecting '('",
    "1:12 extraneous input '[' expecting {<EOF>, ';'}",
    'oss-cutline-3.5.7 has no function json_pretty',
  ]) {
    assert.match(raw, UNEXPLAINED);
  }
  assert.doesNotMatch(
    "Flink SQL: SET 'key' = 'value' sets an option of the Flink SQL client; StarRocks never parses it.",
    UNEXPLAINED,
  );
});

test('the record covers the runnable SQL of the pages as they are now', () => {
  assert.ok(statements.length >= 1500, `expected at least 1,500 runnable statements, found ${statements.length}`);
  const missing = [...perPage.keys()].filter((page) => !(page in record.pages));
  assert.deepEqual(missing, [], `pages with runnable SQL that the record lacks: ${RERUN}`);
  const drift = Math.abs(record.blocks - statements.length) / statements.length;
  assert.ok(
    drift <= DRIFT,
    `the record checked ${record.blocks} statements, the pages have ${statements.length}: ${RERUN}`,
  );
});

test(`at least ${FLOOR * 100}% of the runnable statements parse with the 3.5 grammar and call only 3.5 functions`, () => {
  const passing = (record.blocks - record.failures.length) / record.blocks;
  assert.ok(passing >= FLOOR, `${(passing * 100).toFixed(1)}% pass (${record.failures.length} failures)`);
});

test('every statement that fails the check is still on its page and says why it stays', () => {
  const stale = record.failures
    .filter((f) => !(perPage.get(f.page) ?? []).includes(f.statement))
    .map((f) => `${f.page}: ${f.statement.slice(0, 80)}`);
  assert.deepEqual(stale, [], `failures whose statement the page no longer has: ${RERUN}`);
  const unexplained = record.failures
    .filter((f) => UNEXPLAINED.test(f.reason))
    .map((f) => `${f.page}: ${f.reason.slice(0, 160)}`);
  assert.deepEqual(
    unexplained,
    [],
    'fix the example, or replace the reason in evidence/checks/sql.json by why the statement stays (kept on rerun)',
  );
});
