/**
 * Search input rules and the engine on a small fixture index: no site build needed.
 * Any text a reader types or pastes is accepted, normalised and capped; a URL is
 * always built; the engine answers without throwing, and answers from titles and
 * headings alone when the full text cannot be loaded.
 */
import {test} from 'node:test';

import assert from 'node:assert/strict';
import {buildSearchFiles} from '../../src/plugins/search/build/build';

import {SearchEngine} from '../../src/plugins/search/engine/engine';

import {
  cleanQuery,
  headingWords,
  messagePairs,
  phraseShare,
  phraseWords,
  quotedShare,
  searchPagePath,
  wellFormed,
} from '../../src/plugins/search/engine/text';
import {MAX_PASTE, MAX_QUERY, docRoute} from '../../src/site/rules';

const section = (heading: string, text: string, anchor = heading.toLowerCase().replace(/\s+/g, '-')) => ({
  anchor,
  heading,
  text,
  code: '',
});
const FIXTURE = [
  {
    url: docRoute('sql-reference/sql-functions/string-functions/concat'),
    label: 'concat',
    title: 'concat',
    description: 'Join strings into one string.',
    keywords: [],
    breadcrumb: ['Reference', 'SQL functions', 'String functions'],
    sections: [section('', 'Returns the concatenation of its arguments.', ''), section('Syntax', 'concat(str, ...)')],
  },
  {
    url: docRoute('loading/StreamLoad'),
    label: 'Stream Load',
    title: 'Stream Load',
    description: 'Load local files over HTTP with Stream Load.',
    keywords: [],
    breadcrumb: ['Data loading'],
    sections: [
      section('', 'Stream Load sends a file in an HTTP PUT request.', ''),
      section('Check the result', 'The response reports rows loaded; a zebra crossing is never mentioned elsewhere.'),
    ],
  },
];
const files = buildSearchFiles(FIXTURE, 'fixture');
const engineWith = (failBody: boolean) =>
  new SearchEngine(async (file) => {
    if (failBody && file.startsWith('body-')) throw new Error('blocked');
    if (!(file in files)) throw new Error(`no ${file}`);
    return structuredClone(files[file]);
  });

test('lone surrogates become U+FFFD, pairs are kept', () => {
  assert.equal(wellFormed('a\uD800b'), 'a\uFFFDb');
  assert.equal(wellFormed('\uDFFFx\uD83D'), '\uFFFDx\uFFFD');
  assert.equal(wellFormed('🚀'), '🚀');
  for (const q of ['\uD800', 'x\uDC00', '\uD83D\uD83D']) assert.doesNotThrow(() => encodeURIComponent(cleanQuery(q)));
});

test('queries are NFKC-normalised and capped at the engine limit', () => {
  assert.equal(cleanQuery('ｃｏｎｃａｔ'), 'concat');
  assert.equal(cleanQuery('x'.repeat(100_000)).length, MAX_QUERY);
  assert.equal(cleanQuery('🚀'.repeat(150)).length <= MAX_QUERY, true);
  assert.doesNotThrow(() => encodeURIComponent(cleanQuery('🚀'.repeat(150))), 'a cut pair is repaired');
  assert.equal(cleanQuery(undefined), '');
  assert.equal(cleanQuery(42), '42');
});

test('the results page URL is encoded, capped and built for any input', () => {
  assert.equal(searchPagePath('routine load'), '/search?q=routine+load');
  assert.equal(searchPagePath('  '), '/search');
  assert.equal(searchPagePath('a&b=c#d'), '/search?q=a%26b%3Dc%23d');
  assert.equal(searchPagePath('\uD800'), `/search?q=${encodeURIComponent('\uFFFD')}`);
  assert.ok(searchPagePath('x'.repeat(100_000)).length < MAX_PASTE + 20, 'capped at what a pasted message is read for');
  assert.equal(new URLSearchParams(searchPagePath('ｓｔｒｅａｍ load').split('?')[1]).get('q'), 'stream load');
});

test('full-width input finds the same pages as ASCII input', async () => {
  const engine = engineWith(false);
  await engine.loadBody();
  const ascii = engine.search('concat').pages.map((p) => p.url);
  assert.equal(ascii[0], docRoute('sql-reference/sql-functions/string-functions/concat'));
  assert.deepEqual(
    engine.search('ｃｏｎｃａｔ').pages.map((p) => p.url),
    ascii,
  );
});

test('the engine never throws on adversarial input', async () => {
  const engine = engineWith(false);
  await engine.loadBody();
  for (const q of ['\uD800', 'a\uDFFFb', 'x'.repeat(100_000), '(((', '[a-z]+*', '\u0000', '🚀🔥 数据', '<script>']) {
    const r = engine.search(q);
    assert.ok(r.query.length <= MAX_QUERY);
    assert.equal(r.complete, true);
  }
});

test('without the body shards the names tier answers, complete but without full text', async () => {
  const engine = engineWith(true);
  await engine.loadNames();
  await assert.rejects(engine.loadBody());
  assert.equal(engine.search('stream load').complete, false, 'still waiting until the failure is recorded');
  engine.bodyUnavailable = true;
  const found = engine.search('stream load');
  assert.equal(found.complete, true);
  assert.equal(found.fullText, false);
  assert.equal(found.pages[0]?.url, docRoute('loading/StreamLoad'));
  const none = engine.search('zebra crossing');
  assert.deepEqual([none.pages.length, none.complete], [0, true], 'a body-only word finds nothing, and says so');
  const full = engineWith(false);
  await full.loadBody();
  assert.equal(
    full.search('zebra crossing').pages[0]?.url,
    docRoute('loading/StreamLoad'),
    'the same word is found with the full text',
  );
});

test('a pasted message quotes a heading by runs of its words, placeholders aside', () => {
  const pairs = messagePairs("ERROR 5078 (42000): Unknown catalog 'hive_prod' at 10.0.0.1, took 12 ms");
  assert.equal(quotedShare(headingWords('Unknown catalog <name>'), pairs), 1, 'a template is quoted by its words');
  assert.equal(quotedShare(headingWords('Unknown catalog'), pairs), 0, 'two words of plain prose are not a quotation');
  const mem = messagePairs('Used: 4297012224. Mem usage has exceed the limit of single query, please retry');
  assert.equal(quotedShare(headingWords('Mem usage has exceed the limit of single query'), mem), 1);
  assert.equal(quotedShare(headingWords('Mem usage has exceed the limit of BE'), mem), 7 / 8);
  assert.equal(quotedShare(headingWords('Query memory limit'), mem), 0, 'shared words in another order are not quoted');
  const variable = messagePairs('You can change the limit by set session variable query_mem_limit, see 10.0.0.1');
  assert.equal(quotedShare(headingWords('query_mem_limit'), variable), 0, 'an identifier is one word, not a quotation');
});

test('a typed phrase of three words or more counts for the headings that contain it word for word', () => {
  assert.deepEqual(phraseWords('too many filtered rows'), ['too', 'many', 'filtered', 'rows']);
  assert.deepEqual(phraseWords('filtered rows'), [], 'two words are not a phrase');
  assert.deepEqual(phraseWords('CSV line length exceed limit 134217728'), ['csv', 'line', 'length', 'exceed', 'limit']);
  const fragment = phraseWords('too many filtered rows');
  assert.equal(phraseShare(headingWords('too many filtered rows'), fragment), 1);
  assert.equal(
    phraseShare(headingWords('Routine load job paused: too many filtered rows'), fragment),
    1,
    'half of the heading or more',
  );
  assert.equal(phraseShare(headingWords('Too many rows were filtered'), fragment), 0, 'the same words out of order');
  const long = 'Access denied; you need the ADMIN SET FRONTEND CONFIG privilege on SYSTEM for this operation as <user>';
  assert.ok(
    phraseShare(headingWords(long), phraseWords('ADMIN SET FRONTEND CONFIG')) <= 0.5,
    'a small part of a long heading',
  );
});
