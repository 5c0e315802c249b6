/**
 * Release facts of the reference data: the release that first shipped each
 * system variable and SQL function ("since"), and the notes on defaults or
 * behaviour that changed within the 3.x line. Reads the data files and the
 * function page sources only; no build needed.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {relative} from 'node:path';
import {variableSchema} from '../../src/data/reference/schema';
import type {VariableData} from '../../src/data/reference/types';
import variableData from '../../src/data/reference/system-variables.json';
import {sinceFileSchema} from '../../src/data/functions/since-schema';
import sinceData from '../../src/data/functions/since.json';
import {functionExclusions as exclusions, functionInventory as inventory} from '../../evidence';
import {functionOfPage, signatures, sinceOf} from '../../src/data/functions';
import {matchesRelease, releaseLine, releaseLineOptions} from '../../src/data/releases';
import {DOCS_SOURCE_DIR} from '../../src/site/rules';
import {docSourceFiles} from '../support/sources';

const variables = variableSchema.parse(variableData) as VariableData;
const since = sinceFileSchema.parse(sinceData);

/** The coverage the reference aims for (issue #11). */
const TARGET = 0.8;
/**
 * Coverage established from sources so far. The data may only grow: these
 * floors keep an import or an edit from dropping versions unnoticed.
 */
const VARIABLE_FLOOR = 0.9;
const FUNCTION_FLOOR = 0.97;

/** Function pages in scope: the docs listing less the names the site leaves out. */
const excluded = new Set(exclusions.items.map((e) => e.path));
const functionPages = Object.values(inventory.groups)
  .flat()
  .filter((f) => !excluded.has(f.path));
const functionNames = [...new Set(functionPages.map((f) => functionOfPage(f.name)))];

function coverage<T>(items: readonly T[], has: (item: T) => boolean): {n: number; of: number; share: number} {
  const n = items.filter(has).length;
  return {n, of: items.length, share: n / items.length};
}
const variableCoverage = coverage(variables.items, (v) => !!v.since);
const functionCoverage = coverage(functionNames, (name) => sinceOf(name) !== undefined);
const percent = (c: {n: number; of: number; share: number}) => `${c.n}/${c.of} (${(c.share * 100).toFixed(1)}%)`;

test('the variable file and the function release file match their schemas', () => {
  assert.ok(variables.items.length > 200);
  assert.ok(Object.keys(since.functions).length > 200);
});

test('no release is newer than the release line the site documents', () => {
  const tooNew = (s: string) => {
    if (s === 'before 2.0') return false;
    const [major, minor] = s.split('.').map(Number);
    return major! > 3 || (major === 3 && minor! > 5);
  };
  const variablesTooNew = variables.items.filter((v) => v.since && tooNew(v.since)).map((v) => v.name);
  const functionsTooNew = Object.entries(since.functions)
    .filter(([, f]) => tooNew(f.since))
    .map(([name]) => name);
  assert.deepEqual([...variablesTooNew, ...functionsTooNew], []);
});

test('every function with a release is a function the site knows', () => {
  const known = new Set([...Object.keys(signatures), ...functionNames]);
  assert.deepEqual(
    Object.keys(since.functions).filter((name) => !known.has(name)),
    [],
  );
});

test(`coverage stays at or above what the sources established (variables ${percent(variableCoverage)}, functions ${percent(functionCoverage)})`, () => {
  assert.ok(variableCoverage.share >= VARIABLE_FLOOR, `variables with a release: ${percent(variableCoverage)}`);
  assert.ok(functionCoverage.share >= FUNCTION_FLOOR, `functions with a release: ${percent(functionCoverage)}`);
});

test(`at least ${TARGET * 100}% of the system variables have a release`, () => {
  assert.ok(variableCoverage.share >= TARGET, percent(variableCoverage));
});

test(`at least ${TARGET * 100}% of the functions have a release`, () => {
  assert.ok(functionCoverage.share >= TARGET, percent(functionCoverage));
});

test('a "Supported from vX" note on a function page agrees with the function data', () => {
  const root = `${DOCS_SOURCE_DIR}/sql-reference/sql-functions`;
  const trimZero = (v: string) => v.replace(/(\.0)+$/, '');
  const problems: string[] = [];
  let checked = 0;
  for (const file of docSourceFiles(root)) {
    const page = file
      .split('/')
      .at(-1)!
      .replace(/\.mdx?$/, '');
    // Table rows describe arguments or units, not the function itself.
    const line = readFileSync(file, 'utf8')
      .split('\n')
      .find((l) => !l.includes('|') && /\bSupported from v\d+\.\d+/.test(l));
    if (!line) continue;
    checked += 1;
    const stated = /\bSupported from v(\d+(?:\.\d+){1,2})/.exec(line)![1]!;
    const recorded = sinceOf(functionOfPage(page))?.since;
    if (!recorded || trimZero(recorded) !== trimZero(stated)) {
      problems.push(`${relative(root, file)}: page says v${stated}, data says ${recorded ?? 'nothing'}`);
    }
  }
  assert.ok(checked > 20, `${checked} pages with a version note`);
  assert.deepEqual(problems, []);
});

test('functions carry the first release tag that has them, by the evidence of their kind', () => {
  // Checked by hand against the tags (git show <tag>:<file>), not taken from the data: the
  // scalar registry for scalar functions, FunctionSet.java for aggregates and table functions,
  // the grammar or analyzer for the rest. Release notes announce some functions a line later
  // than the first tag that has them (cosine_similarity: 3.1 notes, tag 2.5.10).
  const expected: Record<string, string> = {
    // scalar registry (gensrc/script/functions.py and its predecessors)
    replace: 'before 2.0',
    sm3: '2.0.0',
    sha2: '2.1.0',
    parse_json: '2.2.0',
    array_map: '2.5.0',
    bit_shift_left: '2.5.1',
    cosine_similarity: '2.5.10',
    dayofweek_iso: '3.0.4',
    regexp_extract_all: '3.1.10',
    crc32: '3.3.0',
    array_contains_seq: '3.3.0',
    time_format: '3.2.14',
    field: '3.5.0',
    array_flatten: '3.5.0',
    inet_aton: '3.5.0',
    // FunctionSet.java / TableFunction.java registrations
    unnest: 'before 2.0',
    any_value: '2.1.0',
    array_agg: '2.2.0',
    window_funnel: '2.3.0',
    percentile_cont: '2.2.12',
    max_by: '2.5.0',
    min_by: '3.1.0',
    generate_series: '3.1.0',
    approx_top_k: '3.0.6',
    count_if: '3.1.4',
    ds_hll_count_distinct: '3.4.0',
    percentile_approx_weighted: '3.3.12',
    ds_theta_count_distinct: '3.5.0',
    // grammar and analyzer
    case_when: 'before 2.0',
    timestampadd: 'before 2.0',
    cast: '2.2.0',
    catalog: '3.0.0',
    files: '3.1.0',
    transform_keys: '3.1.0',
    dict_mapping: '3.2.0',
    dictionary_get: '3.3.0',
  };
  for (const [name, release] of Object.entries(expected)) {
    assert.equal(sinceOf(name)?.since, release, name);
  }
  // A first release that is a patch of an older line says so in its source.
  for (const name of ['cosine_similarity', 'percentile_cont', 'approx_top_k', 'time_format'])
    assert.match(sinceOf(name)?.source ?? '', /-backport$/, name);
  for (const name of ['field', 'crc32', 'any_value'])
    assert.doesNotMatch(sinceOf(name)?.source ?? '', /-backport$/, name);
  // Pages named differently from the function resolve to the function's release.
  assert.equal(sinceOf(functionOfPage('day_of_week_iso'))?.since, '3.0.4');
  assert.equal(sinceOf(functionOfPage('cos_similarity'))?.since, '2.5.10');
  assert.equal(sinceOf(functionOfPage('percentile_approx_weight'))?.since, '3.3.12');
});

test('variables introduced in 3.x name their release, and defaults changed in 3.x say so', () => {
  const byName = new Map(variables.items.map((v) => [v.name, v]));
  const get = (name: string) => {
    const v = byName.get(name);
    assert.ok(v, name);
    return v;
  };
  // Releases as the release tags date them (the lowest tag whose source has the variable).
  assert.equal(get('custom_query_id').since, '3.3.6');
  assert.equal(get('insert_timeout').since, '3.4.0');
  assert.equal(get('dynamic_overwrite').since, '3.4.0');
  assert.equal(get('enable_gin_filter').since, '3.3.0');
  assert.equal(get('enable_spill').since, '3.0.0');
  assert.equal(get('query_timeout').since, 'before 2.0');

  // Defaults of the documented line, with the release that changed them.
  assert.equal(get('big_query_profile_threshold').default, '30s');
  assert.match(get('big_query_profile_threshold').changed ?? '', /0s.*v3\.4\.2/);
  // The 3.5.3 notes announce `true`, but the 3.5 branch still declares `false` at the 3.5.7 cut: the source wins.
  assert.equal(get('enable_materialized_view_agg_pushdown_rewrite').default, 'false');
  assert.equal(get('enable_materialized_view_agg_pushdown_rewrite').changed, undefined);
  // Changed inside the line: dated by the commit that set it (3.5.6 notes) or by a later patch's note (3.5.11).
  assert.equal(get('low_cardinality_optimize_on_lake').default, 'false');
  assert.match(get('low_cardinality_optimize_on_lake').changed ?? '', /`true` before v3\.5\.6/);
  assert.equal(get('enable_rewrite_simple_agg_to_meta_scan').default, 'true');
  assert.match(get('enable_rewrite_simple_agg_to_meta_scan').changed ?? '', /v3\.5\.11/);
  assert.equal(get('cbo_eq_base_type').default, 'decimal');
  assert.match(get('cbo_eq_base_type').changed ?? '', /varchar.*v3\.3\.0/);
  // Added by 3.5.9 after the cut (named by its release note); not a 3.5 variable before.
  assert.equal(get('authentication_policy').since, '3.5.9');
  assert.equal(byName.get('enable_insert_partial_update'), undefined);
});

test('custom_query_id labels the next query only and is then reset', () => {
  const v = variables.items.find((i) => i.name === 'custom_query_id');
  assert.ok(v);
  assert.equal(v.scope, 'session-only');
  assert.match(v.description, /next query only/);
  assert.match(v.description, /resets? the variable to empty|reset/);
  assert.match(v.description, /KILL QUERY/);
});

test('release filter: lines newest first, then 2.x, then before 2.0, and "not recorded"', () => {
  assert.equal(releaseLine('3.6.2'), '3.6');
  assert.equal(releaseLine('2.5.14'), '2.x');
  assert.equal(releaseLine('before 2.0'), 'before 2.0');
  const options = releaseLineOptions(['3.3', '3.6.1', 'before 2.0', null, '2.5', '3.10']).map((o) => o.value);
  assert.deepEqual(options, ['', '3.10', '3.6', '3.3', '2.x', 'before 2.0', 'unknown']);
  const bounded = releaseLineOptions(['3.4 or earlier', '3.5', '3.1 or earlier', '3.4', '3.0', '2.1 or earlier']);
  assert.deepEqual(
    bounded.map((o) => o.value),
    ['', '3.5', '3.4', '3.4 or earlier', '3.1 or earlier', '3.0', '2.x', 'unknown'],
    '"or earlier" lines sort right after their line (the order the server rendered once differed from the browser\'s)',
  );
  assert.ok(matchesRelease('3.6.2', '3.6'));
  assert.ok(!matchesRelease('3.4', '3.6'));
  assert.ok(matchesRelease(null, 'unknown'));
  assert.ok(!matchesRelease('3.4', 'unknown'));
  assert.ok(matchesRelease(undefined, ''));
});
