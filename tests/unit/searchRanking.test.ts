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
import {DEFAULT_RANKING, type Ranking} from '../../src/plugins/search/engine/ranking';
import type {Manifest} from '../../src/plugins/search/engine/schema';
import {SEARCH_MANIFEST, docRoute} from '../../src/site/rules';

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
    docRoute('administration/management/resource_management/Memory_management'),
    'Memory management',
    ['Administration'],
    [
      section(
        'Query memory limit',
        'The memory of a query is limited by the session variable query_mem_limit; when usage has exceeded the limit, the query fails. Change the limit of a single query or of the BE process.',
      ),
      section('BE process memory', 'The BE limits its memory usage; when the process exceeds the limit, queries fail.'),
    ],
  ),
  page(
    docRoute('faq/error_messages'),
    'Error messages',
    ['FAQ'],
    [
      section(
        'Mem usage has exceed the limit of single query, You can change the limit by set session variable query_mem_limit.',
        'Cause: the query used more memory than query_mem_limit. Fix: raise it.',
        {anchor: 'query-mem-limit-exceeded-single-query', bodyOnly: true},
      ),
      section('Mem usage has exceed the limit of BE', 'Cause: the BE process is out of memory.', {
        anchor: 'query-mem-limit-exceeded-be-process',
        bodyOnly: true,
      }),
      section('Unknown catalog <name>', 'Cause: no catalog of that name. Fix: SHOW CATALOGS.', {
        anchor: 'unknown-catalog',
        bodyOnly: true,
      }),
    ],
  ),
  page(
    docRoute('administration/user_privs/user_privs'),
    'Manage user privileges',
    ['Administration'],
    [section('Grant privileges', 'Create a user, then grant privileges on objects to the user or to a role.')],
  ),
  page(
    docRoute('sql-reference/sql-statements/account-management/CREATE_USER'),
    'CREATE USER',
    ['Reference', 'SQL statements'],
    [section('Create a user', 'CREATE USER name IDENTIFIED BY password')],
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

test('a pasted message, with its ids, hosts and numbers, lands on the entry it quotes', async () => {
  await engine.loadBody();
  const pasted = [
    [
      'ERROR 1064 (HY000): Memory of Query7c1f3a52-9d4e-11ef-8a21-00163e0a7b12 exceed limit. Pipeline Backend: 10.0.3.21, Used: 4297012224, Limit: 4294967296. Mem usage has exceed the limit of single query, You can change the limit by set session variable query_mem_limit.',
      'query-mem-limit-exceeded-single-query',
    ],
    [
      'ERROR 1064 (HY000): Memory of process exceed limit. QUERY Backend: 172.26.92.154, fragment: 1e2f3a4b-0000-0000-0000-000000000005 Used: 27103281280, Limit: 27020000000. Mem usage has exceed the limit of BE',
      'query-mem-limit-exceeded-be-process',
    ],
    ["ERROR 5078 (42000): Unknown catalog 'hive_prod'", 'unknown-catalog'],
  ] as const;
  for (const [q, anchor] of pasted) {
    const [first] = engine.search(q).pages;
    assert.equal(first?.url, docRoute('faq/error_messages'), q);
    assert.equal(first?.sections[0]?.anchor, anchor, q);
  }
});

test('typed words that an error entry shares do not outrank the guide', async () => {
  await engine.loadBody();
  assert.equal(
    urls('query memory limit')[0],
    docRoute('administration/management/resource_management/Memory_management'),
  );
});

test('a typed fragment of an error message lands on its entry', async () => {
  await engine.loadBody();
  const [first] = engine.search('Mem usage has exceed the limit of BE').pages;
  assert.equal(first?.url, docRoute('faq/error_messages'));
  assert.equal(first?.sections[0]?.anchor, 'query-mem-limit-exceeded-be-process');
});

test('a short message quotes its entry; a typed question does not quote a topic heading', async () => {
  await engine.loadBody();
  const [first] = engine.search("Unknown catalog 'hive_prod'").pages;
  assert.equal(first?.sections[0]?.anchor, 'unknown-catalog');
  assert.equal(urls('create a user and grant privileges')[0], docRoute('administration/user_privs/user_privs'));
});

test('the engine ranks with the weights the manifest carries (the plugin ranking option)', async () => {
  const manifest = files[SEARCH_MANIFEST] as Manifest;
  assert.deepEqual(manifest.ranking, DEFAULT_RANKING, 'unset, the option is the default policy');
  const tablesFirst: Ranking = {
    ...DEFAULT_RANKING,
    pageWeights: {[docRoute('sql-reference/information_schema/')]: 3, [docRoute('sql-reference/sql-statements/')]: 2},
  };
  const reweighted = buildSearchFiles(FIXTURE, 'ranking', tablesFirst);
  assert.deepEqual((reweighted[SEARCH_MANIFEST] as Manifest).ranking, tablesFirst);
  const other = new SearchEngine(async (file) => structuredClone(reweighted[file]));
  await other.loadBody();
  const ranked = other.search('pipe').pages.map((p) => p.url);
  assert.deepEqual(ranked.slice(0, 2), [
    docRoute('sql-reference/information_schema/pipes'),
    docRoute('sql-reference/sql-statements/loading_unloading/pipe/CREATE_PIPE'),
  ]);
});

test('the engine reads a query up to the caps it is given (the plugin maxQuery and maxPaste)', async () => {
  const capped = new SearchEngine(async (file) => structuredClone(files[file]), {maxQuery: 6, maxPaste: 6});
  await capped.loadBody();
  const response = capped.search('concat is what I mean');
  assert.equal(response.query, 'concat');
  assert.equal(response.pages[0]?.url, docRoute('sql-reference/sql-functions/string-functions/concat'));
});
