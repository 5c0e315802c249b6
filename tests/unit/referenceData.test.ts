/**
 * The configuration reference data as the documented StarRocks version ships it, read from the
 * JSON files alone (no build): its defaults where the newer fact lists
 * differ, no placeholder defaults, every fact-list name accounted for,
 * release history in the right form and the "Added in" filter's logic.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {configSchema} from '../../src/data/reference/schema';
import feData from '../../src/data/reference/fe-config.json';
import beData from '../../src/data/reference/be-config.json';
import feFacts from '../../evidence/facts/fe-config.json';
import beFacts from '../../evidence/facts/be-config.json';
import history from '../../evidence/facts/config-history.json';
import type {ConfigData} from '../../src/data/reference/types';
import {ANY_RELEASE, NEW_IN_CURRENT, SINCE_PATTERN, addedInOptions, arrivedIn} from '../../src/data/releases';
import {DOC_VERSION} from '../../src/site/rules';

const fe = configSchema.parse(feData) as ConfigData;
const be = configSchema.parse(beData) as ConfigData;
const item = (data: ConfigData, name: string) => data.items.find((i) => i.name === name);

/** The share of items with a `since`; the target is 80% for each component. */
const SINCE_TARGET = 0.8;

test('defaults of the documented version replace values that leaked from the 4.x main branch', () => {
  assert.equal(item(fe, 'transform_type_prefer_string_for_varchar')?.default, 'false');
  assert.equal(item(fe, 'transform_type_prefer_string_for_varchar')?.since, '3.5.5');
  assert.equal(item(fe, 'query_queue_v2_schedule_strategy')?.default, 'SWRR');
  assert.equal(item(fe, 'query_queue_slots_estimator_strategy')?.default, 'MAX');
  assert.equal(item(fe, 'statistics_sample_ndv_estimator')?.default, 'DUJ1');
  assert.equal(item(fe, 'enable_query_queue_v2')?.default, 'false');
  assert.equal(item(fe, 'default_automatic_bucket_size')?.default, '4294967296');
});

test('items introduced in v4.0 or later are excluded from the FE page', () => {
  for (const name of [
    'enable_https',
    'https_port',
    'enable_http_async_handler',
    'enable_file_bundling',
    'enable_iceberg_commit_queue',
  ]) {
    assert.equal(item(fe, name), undefined, `${name} is not listed`);
    assert.match(
      fe.excluded.find((e) => e.name === name)?.reason ?? '',
      /v4\.\d/,
      `${name} is excluded with its 4.x evidence`,
    );
  }
  // Backported to the documented line, so it stays.
  assert.equal(item(fe, 'mysql_send_packet_timeout_ms')?.since, '3.5.18');
});

test('the BE page has the Data Cache items of the documented version', () => {
  const enable = item(be, 'datacache_enable');
  assert.ok(enable, 'datacache_enable is listed');
  assert.equal(enable.default, 'true');
  for (const name of [
    'datacache_mem_size',
    'datacache_disk_size',
    'datacache_disk_high_level',
    'datacache_disk_safe_level',
    'datacache_disk_low_level',
  ]) {
    assert.ok(item(be, name), `${name} is listed`);
  }
  assert.equal(item(be, 'datacache_disk_high_level')?.default, '90');
});

test('no default is a placeholder phrase', () => {
  const placeholder =
    /built-in|default policy|default estimator|\bsee\b|\bdepends\b|\bvaries\b|\bTBD\b|\bTODO\b|<[^>]*>|\?\?/i;
  for (const data of [fe, be]) {
    const bad = data.items.filter((i) => placeholder.test(i.default)).map((i) => `${i.name}: ${i.default}`);
    assert.deepEqual(bad, [], `${data.component}: placeholder defaults`);
  }
});

test('every name of the fact lists is on the page or excluded with a reason of at least one sentence', () => {
  for (const [data, facts] of [
    [fe, feFacts],
    [be, beFacts],
  ] as const) {
    const listed = new Set(data.items.map((i) => i.name));
    const reasons = new Map(data.excluded.map((e) => [e.name, e.reason]));
    const missing = facts.items.map((f) => f.name).filter((n) => !listed.has(n) && !reasons.has(n));
    assert.deepEqual(missing, [], `${data.component}: names neither listed nor excluded`);
    const both = [...reasons.keys()].filter((n) => listed.has(n));
    assert.deepEqual(both, [], `${data.component}: names both listed and excluded`);
    const short = data.excluded.filter((e) => !/^[A-Z].{18,}[.)]$/.test(e.reason.trim())).map((e) => e.name);
    assert.deepEqual(short, [], `${data.component}: exclusions without a one-sentence reason`);
  }
});

test('items beyond the fact lists come from the configuration history, with a source', () => {
  const sources = new Set(Object.keys(history.sources));
  for (const [data, facts, added] of [
    [fe, feFacts, history.added.fe],
    [be, beFacts, history.added.be],
  ] as const) {
    const factNames = new Set(facts.items.map((f) => f.name));
    const addedNames = new Map(added.map((a) => [a.name, a]));
    for (const i of data.items.filter((x) => !factNames.has(x.name))) {
      const entry = addedNames.get(i.name);
      assert.ok(entry, `${data.component} ${i.name}: recorded under added`);
      assert.ok(sources.has(entry.source), `${i.name}: source ${entry.source} is described`);
    }
  }
  for (const [name, entry] of Object.entries({...history.fe, ...history.be}) as [string, Record<string, string>][]) {
    for (const key of ['source', 'defaultSource', 'changedSource', 'deprecatedSource']) {
      if (entry[key]) assert.ok(sources.has(entry[key]), `${name}: ${key} ${entry[key]} is described`);
    }
  }
});

test('since and changed are well formed', () => {
  for (const data of [fe, be]) {
    for (const i of data.items) {
      if (i.since != null) assert.match(i.since, SINCE_PATTERN, `${i.name}: since`);
      if (i.changed) assert.match(i.changed, /^[A-Z`].*\.$/, `${i.name}: changed is a sentence`);
    }
  }
});

test('at least 80% of the FE and of the BE items carry the release that introduced them', () => {
  for (const data of [fe, be]) {
    const share = data.items.filter((i) => i.since).length / data.items.length;
    assert.ok(share >= SINCE_TARGET, `${data.component}: ${(100 * share).toFixed(1)}% of items have since`);
  }
});

test('no description admits that it does not know what the item does', () => {
  const unsure = /only the broad purpose is known|no description could be written|\bTODO\b|\bTBD\b/i;
  for (const data of [fe, be]) {
    const bad = data.items.filter((i) => unsure.test(i.description)).map((i) => i.name);
    assert.deepEqual(bad, [], `${data.component}: descriptions that are placeholders`);
  }
});

test('the "Added in" filter: new in the documented line, a release line or later, unknown only under any', () => {
  const items = [{since: '3.5.2'}, {since: '3.4'}, {since: '3.3.12'}, {since: 'before 2.0'}, {since: null}, {}];
  const pick = (choice: string) =>
    items.filter((i) => arrivedIn(i, choice)).map((i) => ('since' in i ? i.since : undefined));
  assert.deepEqual(pick(ANY_RELEASE).length, items.length);
  assert.deepEqual(pick(NEW_IN_CURRENT), ['3.5.2']);
  assert.deepEqual(pick('3.4'), ['3.5.2', '3.4']);
  assert.deepEqual(pick('3.3'), ['3.5.2', '3.4', '3.3.12']);
  const options = addedInOptions(items);
  assert.deepEqual(
    options.map((o) => o.label),
    ['Any release', `New in v${DOC_VERSION}`, 'v3.4 or later', 'v3.3 or later'],
  );
  // Every choice offered for the real data lets at least one FE item through.
  for (const o of addedInOptions(fe.items))
    assert.ok(
      fe.items.some((i) => arrivedIn(i, o.value)),
      o.label,
    );
});
