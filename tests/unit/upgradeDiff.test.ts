/**
 * The upgrade diff (scripts/reference/upgradeDiff.ts) on small fact lists written the way
 * lines.ts writes them: per component, what counts as added, removed, renamed, a changed default
 * and another change, and what does not (a default written differently, a hidden variable, a
 * grammar rule renamed with the same keywords). Also the two small readers lines.ts adds to
 * sourceTree.ts.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import {upgradeDiff, type LineFacts} from '../../scripts/reference/upgradeDiff';
import {beAliases, deprecatedVariables} from '../../scripts/reference/sourceTree';
import type {UpgradeNotes, UpgradeRow} from '../../src/data/upgrade/schema';

function facts(part: Partial<LineFacts>): LineFacts {
  return {
    source: 'fixture',
    ref: 'x',
    commit: '0'.repeat(40),
    release: '0.0.0',
    note: 'fixture',
    fe: [],
    be: [],
    variables: [],
    deprecatedVariables: [],
    functions: [],
    statements: {},
    systemTables: [],
    ...part,
  };
}

const NOTES: UpgradeNotes = {
  note: 'fixture',
  sources: {},
  rows: {},
  renames: [],
  statements: {},
  links: {},
  undocumented: {},
};
const item = (name: string, value: string, more: Partial<LineFacts['fe'][number]> = {}) => ({
  name,
  type: 'int',
  default: value,
  mutable: true,
  ...more,
});
const variable = (name: string, value: string, more: Partial<LineFacts['variables'][number]> = {}) => ({
  name,
  type: 'boolean',
  default: value,
  scope: 'session' as const,
  ...more,
});
/** Rows as `kind name` (with `<old` for a rename), for compact assertions. */
const brief = (rows: UpgradeRow[]) => rows.map((r) => `${r.kind} ${r.name}${r.from ? ` <${r.from}` : ''}`);

test('FE items: added, removed, renamed through an alias, default changed, mutability and type changed', () => {
  const rows = upgradeDiff(
    facts({
      fe: [
        item('kept', '10'),
        item('gone', '1'),
        item('old_name', '5'),
        item('interval', '5L * 60L'),
        item('static_item', '1', {mutable: false}),
      ],
    }),
    facts({
      fe: [
        item('kept', '10'),
        item('new_name', '7', {aliases: ['old_name']}),
        item('interval', '600'),
        item('static_item', '1', {type: 'long'}),
        item('fresh', '"on"'),
      ],
    }),
    NOTES,
  );
  assert.deepEqual(brief(rows), [
    'removed gone',
    'renamed new_name <old_name',
    'default interval',
    'changed static_item',
    'added fresh',
  ]);
  const [removed, renamed, changedDefault, changed, added] = rows;
  assert.equal(removed!.before, '1');
  assert.deepEqual([renamed!.alias, renamed!.before, renamed!.after], [true, '5', '7']);
  assert.deepEqual([changedDefault!.before, changedDefault!.after], ['300', '600']);
  assert.deepEqual(
    [changed!.before, changed!.after],
    ['type: int; changeable at runtime: no', 'type: long; changeable at runtime: yes'],
  );
  assert.equal(added!.after, 'on', 'defaults read as readers write them');
});

test('a default written differently but with the same value is no change; a rename is never guessed', () => {
  const rows = upgradeDiff(
    facts({fe: [item('ttl', '3600 * 24L'), item('lake_min_interval', '10')]}),
    facts({fe: [item('ttl', '86400'), item('lake_interval', '10')]}),
    NOTES,
  );
  assert.deepEqual(brief(rows), ['removed lake_min_interval', 'added lake_interval']);
});

test('BE items: CONF_Alias renames, and a rename a source documents', () => {
  const notes: UpgradeNotes = {
    ...NOTES,
    sources: {rn: 'a release note that names the rename'},
    renames: [{component: 'be', from: 'block_cache_mem_size', to: 'datacache_mem_size', source: 'rn'}],
  };
  const rows = upgradeDiff(
    facts({be: [item('datacache_disk_path', 'a'), item('block_cache_mem_size', '2'), item('x', '1')]}),
    facts({
      be: [item('block_cache_disk_path', '', {aliases: ['datacache_disk_path']}), item('datacache_mem_size', '2')],
    }),
    notes,
  );
  assert.deepEqual(brief(rows), [
    'removed x',
    'renamed block_cache_disk_path <datacache_disk_path',
    'renamed datacache_mem_size <block_cache_mem_size',
  ]);
  assert.equal(rows[1]!.alias, true);
  assert.equal(rows[2]!.alias, undefined, 'a documented rename is not an alias');
  assert.ok(rows.every((r) => r.component === 'be'));
});

test('variables: compared by the name SHOW VARIABLES lists; hidden ones are left out unless their visibility changes', () => {
  const rows = upgradeDiff(
    facts({
      variables: [
        variable('multi_rf', 'false'),
        variable('dropped', '1'),
        variable('ignored_now', 'x'),
        variable('hidden_gone', '0', {flags: ['INVISIBLE']}),
        variable('becomes_hidden', 'a'),
        variable('to_global', 'a'),
      ],
    }),
    facts({
      variables: [
        variable('multi_rf_v2', 'true', {show: 'multi_rf', alias: 'multi_rf'}),
        variable('hidden_new', '0', {flags: ['INVISIBLE']}),
        variable('becomes_hidden', 'a', {flags: ['INVISIBLE']}),
        variable('to_global', 'a', {scope: 'global'}),
        variable('fresh', 'true'),
      ],
      deprecatedVariables: ['IGNORED_NOW'],
    }),
    NOTES,
  );
  assert.deepEqual(brief(rows), [
    'removed dropped',
    'removed ignored_now',
    'default multi_rf',
    'changed becomes_hidden',
    'changed to_global',
    'added fresh',
  ]);
  assert.equal(rows[0]!.ignored, undefined, 'SET of a removed variable fails');
  assert.equal(rows[1]!.ignored, true, 'DEPRECATED_VARIABLES: SET still accepts it');
  assert.deepEqual(
    [rows[3]!.before, rows[3]!.after],
    ['listed by SHOW VARIABLES: yes', 'listed by SHOW VARIABLES: no'],
  );
  assert.deepEqual([rows[4]!.before, rows[4]!.after], ['scope: session or global', 'scope: global only']);
});

test('a variable renamed through its alias is a rename, not a removal and an addition', () => {
  const rows = upgradeDiff(
    facts({variables: [variable('old_var', '1')]}),
    facts({variables: [variable('new_var', '1', {alias: 'old_var'})]}),
    NOTES,
  );
  assert.deepEqual(brief(rows), ['renamed new_var <old_var']);
  assert.equal(rows[0]!.alias, true);
});

test('functions: added and removed names; aggregate-state suffixes read as combinators', () => {
  const rows = upgradeDiff(
    facts({functions: ['abs', 'old_fn']}),
    facts({functions: ['_state', 'abs', 'inet_aton']}),
    NOTES,
  );
  assert.deepEqual(brief(rows), ['removed old_fn', 'added <aggregate>_state', 'added inet_aton']);
});

test('statements: rules added and removed, labelled by the notes or their first keywords; a renamed rule with the same keywords is not a change', () => {
  const notes: UpgradeNotes = {...NOTES, statements: {beginStatement: 'BEGIN / START TRANSACTION'}};
  const rows = upgradeDiff(
    facts({
      statements: {
        addPlanAdvisorStatement: ['ADD INTO PLAN ADVISOR SELECT'],
        showDataStatement: ['SHOW DATA'],
        oldRuleName: ['KILL QUERY INTEGER_VALUE'],
      },
    }),
    facts({
      statements: {
        showDataStatement: ['SHOW DATA'],
        killStatement: ['KILL QUERY INTEGER_VALUE'],
        beginStatement: ['START TRANSACTION WITH CONSISTENT SNAPSHOT', 'BEGIN WORK'],
        createSecurityIntegrationStatement: ['CREATE SECURITY INTEGRATION LETTER_IDENTIFIER PROPERTIES'],
      },
    }),
    notes,
  );
  assert.deepEqual(brief(rows), [
    'removed ADD INTO PLAN ADVISOR SELECT',
    'added BEGIN / START TRANSACTION',
    'added CREATE SECURITY INTEGRATION',
  ]);
  assert.ok(rows.every((r) => r.component === 'statement'));
});

test('system tables: tables and columns added or removed, column types changed', () => {
  const rows = upgradeDiff(
    facts({
      systemTables: [
        {table: 'information_schema.keywords', columns: ['KEYWORD VARCHAR(128)', 'RESERVED BOOLEAN']},
        {table: 'sys.gone', columns: ['A INT']},
      ],
    }),
    facts({
      systemTables: [
        {table: 'information_schema.keywords', columns: ['WORD VARCHAR(128)', 'RESERVED VARCHAR(3)']},
        {table: 'information_schema.warehouse_queries', columns: ['ID BIGINT', 'STATE VARCHAR(64)']},
      ],
    }),
    NOTES,
  );
  assert.deepEqual(brief(rows), [
    'removed information_schema.keywords.KEYWORD',
    'removed sys.gone',
    'changed information_schema.keywords.RESERVED',
    'added information_schema.keywords.WORD',
    'added information_schema.warehouse_queries',
  ]);
  assert.deepEqual([rows[2]!.before, rows[2]!.after], ['BOOLEAN', 'VARCHAR(3)']);
  assert.equal(rows[4]!.after, '2 columns');
});

test('a note is attached to its row only, and rows come in page order', () => {
  const notes: UpgradeNotes = {
    ...NOTES,
    sources: {rn: 'a release note that says what the default does'},
    rows: {'be:default:skip_pk_preload': {note: 'The BE no longer preloads Primary Key indexes.', source: 'rn'}},
  };
  const rows = upgradeDiff(
    facts({be: [item('skip_pk_preload', 'false')], fe: [item('skip_pk_preload', 'false')], functions: ['f']}),
    facts({be: [item('skip_pk_preload', 'true')], fe: [item('skip_pk_preload', 'true')], functions: ['f', 'g']}),
    notes,
  );
  assert.deepEqual(
    rows.map((r) => [r.component, r.kind, r.note ?? null]),
    [
      ['fe', 'default', null],
      ['be', 'default', 'The BE no longer preloads Primary Key indexes.'],
      ['function', 'added', null],
    ],
  );
});

test('sourceTree readers: CONF_Alias lines and DEPRECATED_VARIABLES with constants', () => {
  const aliases = beAliases(`
    CONF_String(block_cache_disk_path, "");
    CONF_Alias(block_cache_disk_path, datacache_disk_path);
    // CONF_Alias(commented, out);
    CONF_Alias(be_http_port, webserver_port);`);
  assert.deepEqual(
    [...aliases],
    [
      ['datacache_disk_path', 'block_cache_disk_path'],
      ['webserver_port', 'be_http_port'],
    ],
  );
  const names = deprecatedVariables(`
    public static final String BATCH_SIZE = "batch_size";
    public static final List<String> DEPRECATED_VARIABLES = ImmutableList.<String>builder()
            .add(BATCH_SIZE)
            .add("enable_cbo")
            .build();`);
  assert.deepEqual(names, ['batch_size', 'enable_cbo']);
});
