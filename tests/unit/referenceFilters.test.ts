/**
 * The filters of the reference pages without a build: the one matching rule
 * (exact, then prefix, then substring), the error lookup's reading of pasted
 * client lines and messages, the URL round trip of a filter, and the
 * signature data behind every row of the function finder.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {functionPageFiles} from '../support/sources';
import {
  EXACT,
  PREFIX,
  SUBSTRING,
  filterRanked,
  normalize,
  rankMatches,
  tierOf,
} from '../../src/components/reference/match';
import {errorQuery, findErrors} from '../../src/components/reference/errorMatch';
import {readSearch, searchWith} from '../../src/components/reference/useUrlState';
import {SYNTAX_FORMS} from '../../src/components/functions/catalog';
import {functionOfPage, signatureOf, signatures, formatOverload} from '../../src/data/functions';
import errorData from '../../src/data/reference/error-codes.json';
import type {ErrorCode} from '../../src/data/reference/types';
import {DOCS_SOURCE_DIR} from '../../src/site/rules';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FUNCTIONS_DIR = path.join(ROOT, DOCS_SOURCE_DIR, 'sql-reference/sql-functions');
const errors = errorData.items as ErrorCode[];

test('normalize makes case, spaces, underscores, hyphens and dots interchangeable and trims', () => {
  assert.equal(normalize('  Date Format '), 'date_format');
  assert.equal(normalize('enable-query.cache'), 'enable_query_cache');
});

test('matches rank exact, then prefix, then substring, each in its original order', () => {
  const names = ['group_concat', 'array_concat', 'map_concat', 'concat', 'concat_ws', 'left'];
  assert.deepEqual(
    filterRanked(names, 'concat', (n) => [n]),
    ['concat', 'concat_ws', 'group_concat', 'array_concat', 'map_concat'],
  );
  assert.deepEqual(
    filterRanked(names, 'CONCAT WS', (n) => [n]),
    ['concat_ws'],
  );
  assert.deepEqual(
    filterRanked(names, '', (n) => [n]),
    names,
    'an empty query keeps everything in order',
  );
  assert.equal(tierOf('concat', ['concat']), EXACT);
  assert.equal(tierOf('concat', ['concat_ws']), PREFIX);
  assert.equal(tierOf('concat', ['group_concat']), SUBSTRING);
  assert.equal(tierOf('concat', ['left']), null);
  // The best of several names counts: an alias that matches exactly ranks the item first.
  const items = [
    {name: 'query_timeout_ms', alias: null},
    {name: 'new_name', alias: 'query_timeout'},
  ];
  assert.deepEqual(
    rankMatches(items, 'query_timeout', (i) => [i.name, i.alias]).map((r) => [r.item.name, r.tier]),
    [
      ['new_name', EXACT],
      ['query_timeout_ms', PREFIX],
    ],
  );
});

test('the error lookup reads a pasted client line, a JDBC code, a number or words', () => {
  assert.deepEqual(errorQuery("ERROR 5501 (3F000): Unknown database 'sales_db'"), {code: '5501', words: ''});
  assert.deepEqual(errorQuery('errorCode=1064'), {code: '1064', words: ''});
  assert.deepEqual(errorQuery(' 1064 '), {code: '1064', words: ''});
  assert.deepEqual(errorQuery('unknown database'), {words: 'unknown database'});

  const pasted = findErrors(errors, "ERROR 5501 (3F000): Unknown database 'sales_db'");
  assert.equal(pasted[0]?.code, 5501);
  assert.ok(pasted.every((e) => String(e.code).startsWith('5501')));

  // A message with its values filled in finds its template first.
  const message = findErrors(errors, "Unknown database 'sales_db'");
  assert.equal(message[0]?.code, 5501, message.map((e) => e.code).join(', '));
  assert.ok(findErrors(errors, 'unknown database').some((e) => e.name === 'ERR_BAD_DB_ERROR'));
  assert.deepEqual(findErrors(errors, '%%% not an error %%%'), []);
});

test('an exact error code comes before the codes it is a prefix of', () => {
  const withLonger = errors.find((e) => errors.some((o) => o !== e && String(o.code).startsWith(String(e.code))));
  if (!withLonger) return; // no code is a prefix of another in the data
  const found = findErrors(errors, String(withLonger.code));
  assert.equal(found[0]?.code, withLonger.code);
});

test('a filter round-trips through the query string, keeping other parameters and leaving defaults out', () => {
  const defaults = {q: '', type: '', since: '', runtime: ''};
  const search = searchWith('?utm=x', {q: 'routine load', type: 'int', since: '', runtime: '1'}, defaults);
  assert.equal(search, '?utm=x&q=routine+load&type=int&runtime=1');
  assert.deepEqual(readSearch(search, defaults), {q: 'routine load', type: 'int', since: '', runtime: '1'});
  assert.equal(searchWith(search, defaults, defaults), '?utm=x');
  assert.equal(searchWith('', defaults, defaults), '');
});

/** The finder's rows without a build: the leaves of the group folders, landings left out. */
function finderPages(): {page: string; rel: string}[] {
  return functionPageFiles(FUNCTIONS_DIR).map(({rel}) => ({page: rel.split('/').at(-1)!, rel}));
}

test('every function of the finder has a typed signature, or a syntax form when it is an operator, an expression or a guide', () => {
  const pages = finderPages();
  assert.ok(pages.length > 350, `${pages.length} function pages`);
  const missing = pages
    .filter(({page}) => !signatureOf(functionOfPage(page)) && !SYNTAX_FORMS[page.toLowerCase()])
    .map(({rel}) => rel);
  assert.deepEqual(missing, []);
});

test('syntax forms stand only for pages that exist and have no signature data', () => {
  const pages = new Set(finderPages().map(({page}) => page.toLowerCase()));
  for (const page of Object.keys(SYNTAX_FORMS)) {
    assert.ok(pages.has(page), `${page} is a function page`);
    assert.equal(signatureOf(functionOfPage(page)), undefined, `${page} has signature data: drop its syntax form`);
  }
});

test('every signature is well formed: its key, a return type, arguments and a call that reads as SQL', () => {
  for (const [key, sig] of Object.entries(signatures)) {
    assert.equal(sig.name.toLowerCase(), key, `${key}: name`);
    assert.ok(sig.overloads.length > 0, `${key}: overloads`);
    for (const o of sig.overloads) {
      assert.ok(o.returns.trim().length > 0, `${key}: return type`);
      assert.ok(Array.isArray(o.args) && o.args.every((a) => a.trim().length > 0), `${key}: arguments`);
      assert.equal(typeof o.variadic, 'boolean', `${key}: variadic`);
      assert.ok(!o.variadic || o.args.length > 0, `${key}: a variadic overload repeats its last argument`);
      assert.match(formatOverload(sig.name, o), /^[A-Za-z_][\w]*\(.*\)$/, `${key}: call form`);
    }
  }
});
