/**
 * The ranking policy on a small fixture index, without a site build: guides before statements
 * before system tables for plain words, an exact name first (and its own entry selected), only
 * headings whose words match listed, error-code rows found by number, name and message.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildSearchFiles} from '../../src/plugins/search/build/build';
import type {ExtractedSection} from '../../src/plugins/search/build/extract';
import {SearchEngine} from '../../src/plugins/search/engine/engine';
import {docRoute} from '../../src/site/rules';

const section = (heading: string, text: string, extra: Partial<ExtractedSection> = {}): ExtractedSection => ({
  anchor: heading === '' ? '' : heading.toLowerCase().replace(/[^a-z0-9_]+/g, '-'),
  heading,
  text,
  code: '',
  ...extra,
});
const page = (url: string, title: string, breadcrumb: string[], sections: ExtractedSection[]) => ({
  url,
  label: title,
  title,
  description: `About ${title}.`,
  keywords: [],
  breadcrumb,
  sections: [section('', `${title} overview.`), ...sections],
});

const FIXTURE = [
  page(
    docRoute('sql-reference/information_schema/pipes'),
    'pipes',
    ['Reference', 'information_schema'],
    [section('Columns', 'pipe name and state of each pipe')],
  ),
  page(
    docRoute('sql-reference/sql-statements/loading_unloading/pipe/CREATE_PIPE'),
    'CREATE PIPE',
    ['Reference', 'SQL statements'],
    [section('Syntax', 'CREATE PIPE name AS INSERT INTO'), section('Examples', 'create a pipe that loads files')],
  ),
  page(
    docRoute('loading/pipe_guide'),
    'Pipe loading',
    ['Data loading'],
    [section('How a pipe works', 'A pipe watches a path.')],
  ),
  page(
    docRoute('sql-reference/System_variable'),
    'System variables',
    ['Reference'],
    [section('query_timeout', 'Seconds a query may run.'), section('query_mem_limit', 'Memory a query may use.')],
  ),
  page(
    docRoute('sql-reference/sql-functions/string-functions/concat'),
    'concat',
    ['Reference', 'String functions'],
    [section('Syntax', 'concat(str, ...) joins strings'), section('Examples', 'SELECT concat(a, b) joins two strings')],
  ),
  page(
    docRoute('sql-reference/Error_code'),
    'Error codes',
    ['Reference'],
    [
      section("5501 Unknown database '%s'", 'The database does not exist.', {
        anchor: 'ERR_BAD_DB_ERROR',
        keys: ['5501', 'ERR_BAD_DB_ERROR'],
      }),
      section("1064 Syntax error near '%s'", 'The statement does not parse.', {
        anchor: 'ERR_PARSE_ERROR',
        keys: ['1064', 'ERR_PARSE_ERROR'],
      }),
    ],
  ),
  page(
    docRoute('sql-reference/sql-functions/utility-functions/database'),
    'database',
    ['Reference', 'Utility functions'],
    [section('Syntax', 'database() returns the current database')],
  ),
];

const files = buildSearchFiles(FIXTURE, 'ranking');
const engine = new SearchEngine(async (file) => structuredClone(files[file]));
const urls = (q: string) => engine.search(q).pages.map((p) => p.url);

test('plain words, equal matches: the guide, then the statement, then the system table', async () => {
  await engine.loadBody();
  const ranked = urls('pipe');
  const guide = ranked.indexOf(docRoute('loading/pipe_guide'));
  const statement = ranked.indexOf(docRoute('sql-reference/sql-statements/loading_unloading/pipe/CREATE_PIPE'));
  const table = ranked.indexOf(docRoute('sql-reference/information_schema/pipes'));
  assert.ok(guide >= 0 && statement >= 0 && table >= 0, ranked.join(', '));
  assert.ok(guide < statement && statement < table, ranked.join(', '));
});

test('an exact setting name lands on its own entry, marked exact', async () => {
  await engine.loadBody();
  const [first] = engine.search('query_timeout').pages;
  assert.equal(first?.url, docRoute('sql-reference/System_variable'));
  assert.deepEqual(first?.sections[0], {anchor: 'query_timeout', heading: 'query_timeout', exact: true});
  assert.ok(
    !first?.sections.some((s) => s.anchor === 'query_mem_limit'),
    'a heading the query does not name is not listed',
  );
});

test('an exact page title comes first and its generic headings are not listed', async () => {
  await engine.loadBody();
  const [first] = engine.search('concat').pages;
  assert.equal(first?.url, docRoute('sql-reference/sql-functions/string-functions/concat'));
  assert.equal(first?.exact, true);
  assert.deepEqual(first?.sections, [], 'Syntax and Examples match by body text only');
});

test('error codes are found by number, by name and by message', async () => {
  await engine.loadBody();
  for (const q of ['5501', 'ERR_BAD_DB_ERROR']) {
    const [first] = engine.search(q).pages;
    assert.equal(first?.url, docRoute('sql-reference/Error_code'), q);
    assert.deepEqual(first?.sections[0]?.exact, true, q);
    assert.equal(first?.sections[0]?.anchor, 'ERR_BAD_DB_ERROR', q);
  }
  const byMessage = engine.search('unknown database').pages.find((p) => p.url === docRoute('sql-reference/Error_code'));
  assert.deepEqual(
    byMessage?.sections.map((s) => s.anchor),
    ['ERR_BAD_DB_ERROR'],
    'the row whose message matches, and only it',
  );
});
