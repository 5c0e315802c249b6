import {before, test} from 'node:test';

import assert from 'node:assert/strict';
import type {SearchEngine} from '../../src/plugins/search/engine/engine';
import {docLink, docsSidebar, walkSidebar} from '../support/site';

import {firstQueryGzipBytes, loadedEngine, readSearchFile} from '../support/searchIndex';

import {UNLISTED_DOC_IDS} from '../support/spec';

import {slug, type Manifest, type NamesPayload} from '../../src/plugins/search/engine/schema';
import {SINCE_PATTERN} from '../../src/data/releases';

import {SEARCH_MANIFEST, docRoute, isListedDocLink} from '../../src/site/rules';
import errorMessages from '../../src/data/reference/error-messages.json';

let engine: SearchEngine;
before(async () => {
  engine = await loadedEngine();
});

const top = (q: string, n = 1) =>
  engine
    .search(q)
    .pages.slice(0, n)
    .map((p) => p.url);

test('every listed page is indexed, and no unlisted page is', () => {
  const manifest = readSearchFile(SEARCH_MANIFEST) as Manifest;
  const names = readSearchFile(manifest.names) as NamesPayload;
  const indexed = new Set(names.pages.map(([url]) => names.base + url));
  const sidebar = [...walkSidebar(docsSidebar())];
  for (const id of UNLISTED_DOC_IDS) {
    const {href} = docLink(id);
    assert.ok(!indexed.has(href), `${href} is unlisted but indexed`);
  }
  for (const item of sidebar) {
    if (isListedDocLink(item)) assert.ok(indexed.has(item.href), `${item.href} not indexed`);
  }
});

test('the first query fetches at most 200 KB gzip of index', () => {
  const bytes = firstQueryGzipBytes();
  assert.ok(bytes <= 200 * 1024, `${bytes} bytes`);
});

test('an exact page name comes first', () => {
  assert.equal(top('Stream Load')[0], docRoute('loading/StreamLoad'));
  assert.equal(top('primary key table')[0], docRoute('table_design/table_types/primary_key_table'));
  assert.equal(top('concat')[0], docRoute('sql-reference/sql-functions/string-functions/concat'));
});

test("a function's other name, kept in its page's keywords, finds that page first", () => {
  assert.equal(
    top('approx_count_distinct_hll_sketch')[0],
    docRoute('sql-reference/sql-functions/aggregate-functions/ds_hll_count_distinct'),
  );
});

test('underscores, spaces and case are interchangeable', () => {
  for (const q of ['date_format', 'date format', 'DATE_FORMAT', 'Date Format']) {
    assert.equal(top(q)[0], docRoute('sql-reference/sql-functions/date-time-functions/date_format'), q);
  }
});

test('typos are tolerated', () => {
  assert.ok(top('conact', 3).includes(docRoute('sql-reference/sql-functions/string-functions/concat')));
  assert.ok(top('stream laod', 3).includes(docRoute('loading/StreamLoad')));
});

test('multi-word questions find their page', () => {
  assert.ok(top('load data from s3', 5).includes(docRoute('loading/objectstorage/s3')));
  assert.ok(top('how do I upgrade a cluster', 5).includes(docRoute('deployment/manage_deployment/upgrade')));
});

test('results carry deep links to the headings that name the query, and only those', () => {
  const sections = engine.search('materialized view refresh').pages.flatMap((p) => p.sections);
  assert.ok(sections.length > 0);
  for (const s of sections) {
    assert.match(s.anchor, /^[\p{L}\p{N}_-]+$/u);
    assert.ok(
      ['materialized', 'view', 'refresh'].filter((w) => s.heading.toLowerCase().includes(w)).length >= 2,
      s.heading,
    );
  }
  assert.deepEqual(
    engine.search('Stream Load').pages[0]!.sections,
    [],
    'the Stream Load page has no heading that names Stream Load',
  );
});

test('a configuration item, variable, statement or error code typed by name lands on its entry', () => {
  const first = (q: string) => engine.search(q).pages[0]!;
  const item = first('max_routine_load_task_num_per_be');
  assert.equal(item.url, docRoute('administration/management/FE_configuration'));
  assert.equal(item.sections[0]?.anchor, 'max_routine_load_task_num_per_be');
  const variable = first('pipeline_dop');
  assert.equal(variable.url, docRoute('sql-reference/System_variable'));
  assert.equal(variable.sections[0]?.anchor, 'pipeline_dop');
  assert.equal(top('CREATE TABLE')[0], docRoute('sql-reference/sql-statements/table_bucket_part_index/CREATE_TABLE'));
  assert.equal(top('information_schema.tables')[0], docRoute('sql-reference/information_schema/tables'));
  assert.equal(top('5501')[0], docRoute('sql-reference/Error_code'));
});

test('the names index records the release of entries and function pages, and an exact-name hit carries it', () => {
  const names = readSearchFile((readSearchFile(SEARCH_MANIFEST) as Manifest).names) as NamesPayload;
  const releases = new Map<number, string>();
  for (const [release, gaps] of Object.entries(names.since ?? {})) {
    assert.match(release, SINCE_PATTERN);
    let id = 0;
    for (const gap of gaps) releases.set((id += gap), release);
  }
  const sectionId = (url: string, anchor: string) =>
    names.sections.findIndex(
      ([page, heading, a]) => names.base + names.pages[page]![0] === url && (a ?? slug(heading)) === anchor,
    );
  const fe = sectionId(
    docRoute('administration/management/FE_configuration'),
    'transform_type_prefer_string_for_varchar',
  );
  assert.ok(fe >= 0);
  assert.equal(releases.get(fe), '3.5.5');
  const fn = sectionId(docRoute('sql-reference/sql-functions/array-functions/array_repeat'), '');
  assert.ok(fn >= 0);
  assert.equal(releases.get(fn), '3.3.2');

  const item = engine.search('transform_type_prefer_string_for_varchar').pages[0]!;
  assert.equal(item.url, docRoute('administration/management/FE_configuration'));
  assert.deepEqual(item.sections[0], {
    anchor: 'transform_type_prefer_string_for_varchar',
    heading: 'transform_type_prefer_string_for_varchar',
    exact: true,
    since: '3.5.5',
  });
  const page = engine.search('array_repeat').pages[0]!;
  assert.equal(page.url, docRoute('sql-reference/sql-functions/array-functions/array_repeat'));
  assert.equal(page.exact, true);
  assert.equal(page.since, '3.3.2');
});

test('a concept typed as words finds its guide, not a setting or statement of the same words', () => {
  assert.equal(top('resource group')[0], docRoute('administration/management/resource_management/resource_group'));
  assert.equal(top('routine load')[0], docRoute('loading/RoutineLoad'));
});

test('a pasted error message, with its IDs, hosts and numbers, finds its entry among the first three results', () => {
  const page = docRoute('faq/error_messages');
  const missed: string[] = [];
  let tried = 0;
  for (const m of errorMessages.items)
    for (const example of m.examples) {
      tried++;
      const pages = engine.search(example).pages.slice(0, 3);
      const hit = pages.find((p) => p.url === page);
      if (!hit?.sections.some((s) => s.anchor === m.id))
        missed.push(
          `${m.id}: ${pages.map((p) => p.url + (p.sections[0] ? '#' + p.sections[0].anchor : '')).join(', ')}`,
        );
    }
  assert.ok(missed.length <= tried * 0.05, `${missed.length} of ${tried} missed:\n${missed.join('\n')}`);
});

test('any input returns results or nothing, never an exception', () => {
  const inputs = [
    '',
    ' ',
    '(',
    '[a-z]+*',
    '.*',
    '\\',
    '$^|?',
    'a'.repeat(10_000),
    '🚀 emoji 数据 загрузка',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    "SELECT * FROM t WHERE a = '1'; DROP TABLE t; --",
    '"unterminated',
    'null',
    'undefined',
    '__proto__',
    'constructor',
    '%00',
    '\u0000\u0001',
  ];
  for (const q of inputs) {
    const r = engine.search(q);
    assert.ok(Array.isArray(r.pages), JSON.stringify(q.slice(0, 20)));
  }
  assert.equal(engine.search('zzqxjvkw').pages.length, 0);
});
