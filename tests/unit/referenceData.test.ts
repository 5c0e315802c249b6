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

test('defaults as the documented version ships them, with changes inside its line dated', () => {
  // Read from the 3.5 branch itself: values the earlier, newer-branch fact lists got wrong.
  assert.equal(item(fe, 'materialized_view_refresh_ascending')?.default, 'true');
  assert.equal(item(fe, 'enable_online_optimize_table')?.default, 'false');
  assert.equal(item(fe, 'enable_active_materialized_view_schema_strict_check')?.default, 'true');
  assert.equal(item(fe, 'query_queue_v2_schedule_strategy')?.default, 'SWRR');
  assert.equal(item(fe, 'default_automatic_bucket_size')?.default, '4294967296');
  // 3.5.0 shipped 8388608 and 536870912; 3.5.6 set both to 0 (PR #61966).
  for (const name of ['iceberg_metadata_cache_max_entry_size', 'iceberg_metadata_memory_cache_capacity']) {
    assert.equal(item(fe, name)?.default, '0', name);
    assert.match(item(fe, name)?.changed ?? '', /before v3\.5\.6/, name);
  }
  // Set by 3.5.8 after the 3.5.7 cut, named by the 3.5.8 release note.
  assert.equal(item(fe, 'statistic_sample_collect_partition_size')?.default, '300');
  assert.match(item(fe, 'statistic_sample_collect_partition_size')?.changed ?? '', /`1000` before v3\.5\.8/);
});

test('items of later versions, or of the documentation only, are not on the 3.5 pages', () => {
  for (const name of [
    'mv_max_rows_per_refresh',
    'default_mv_refresh_mode',
    'enable_audit_sql',
    'query_explain_level',
    'mysql_service_kill_after_disconnect',
    'publish_version_max_threads',
    'authentication_kerberos_service_key_tab',
    'files_enable_insert_push_down_column_type',
    'jdbc_connection_max_lifetime_ms',
    'automated_cluster_snapshot_schedule_interval_millisecond',
    'enable_https',
  ]) {
    assert.equal(item(fe, name), undefined, `${name} is not listed`);
    assert.equal(
      fe.excluded.find((e) => e.name === name),
      undefined,
      `${name} needs no exclusion`,
    );
  }
  // 3.5's own name for the FILES() push-down item is in the source.
  assert.ok(feFacts.items.some((i) => i.name === 'files_enable_insert_push_down_schema'));
  // Added by 3.5.8 after the cut, named by its release note.
  assert.equal(item(fe, 'collect_stats_io_tasks_per_connector_operator')?.since, '3.5.8');
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
