/**
 * The configuration checker without a browser: its lookup is the reference data's, its parser
 * reads every shape of paste (files, the MySQL client's tables, tab-separated and vertical
 * output, Markdown tables), its checker flags exactly the lines a 3.5 reader must look at and
 * writes the right statements, adversarial pastes end with a message in well under a second,
 * and the page's worked example is what the checker really finds.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  checkPaste,
  GROUPS,
  MAX_NEAR_LOOKUPS,
  type Finding,
  type Report,
  type Verdict,
} from '../../src/components/configChecker/check';
import {parsePaste, MAX_PASTE_CHARS} from '../../src/components/configChecker/parse';
import {boundedDistance, distanceCap, nameIndex, nearestName} from '../../src/components/configChecker/nearest';
import {REFERENCE_DOCS, unpackLookup, type PackedLookup} from '../../src/components/configChecker/lookup';
import {EXAMPLE} from '../../src/components/configChecker/example';
import {BE_ALIASES, OUT, checkerLookup, lookupText} from '../../scripts/reference/configCheckerData';
import feData from '../../src/data/reference/fe-config.json';
import beData from '../../src/data/reference/be-config.json';
import variableData from '../../src/data/reference/system-variables.json';
import {DOCS_DIR, sourceFile} from '../support/sources';

const lookup = unpackLookup(JSON.parse(fs.readFileSync(OUT, 'utf8')) as PackedLookup);
const check = (text: string, choice: Parameters<typeof checkPaste>[1] = 'auto') => checkPaste(text, choice, lookup);
const at = (r: Report, line: number): Finding => {
  const f = r.findings.find((x) => x.line === line);
  assert.ok(f, `a finding for line ${line}`);
  return f;
};
const verdicts = (r: Report) => Object.fromEntries(r.findings.map((f) => [f.line, f.verdict]));

// ------------------------------------------------------------------ the lookup

test('the shipped lookup is what the generator makes of the reference data now', () => {
  assert.equal(
    fs.readFileSync(OUT, 'utf8'),
    lookupText(),
    'rerun `node --import tsx scripts/reference/configCheckerData.ts` after changing the reference data',
  );
});

test('the lookup has every documented item, alias and left-out name, and no later name that 3.5 has', () => {
  const packed = checkerLookup();
  assert.equal(packed.fe.items.length, feData.items.length + feData.excluded.length);
  assert.equal(packed.be.items.length, beData.items.length + beData.excluded.length);
  assert.equal(packed.variables.items.length, variableData.items.length + variableData.excluded.length);
  assert.equal(lookup.fe.aliases.get('disable_balance'), 'tablet_sched_disable_balance');
  for (const [alias, name] of Object.entries(BE_ALIASES)) assert.equal(lookup.be.aliases.get(alias), name);
  assert.equal(lookup.variables.aliases.get('is_report_success'), 'enable_profile');
  for (const kind of ['fe', 'be', 'variables'] as const)
    for (const name of lookup[kind].later)
      assert.ok(!lookup[kind].items.has(name), `${kind} ${name} is later and known`);
  // Items a 3.5 patch after the 3.5.7 source added (from the release notes) are known, with their release.
  assert.equal(lookup.fe.items.get('task_runs_timeout_second')?.since, '3.5.8');
  assert.equal(lookup.fe.items.get('meta_dir')?.ruleDefault, true);
  assert.equal(lookup.fe.items.get('http_port')?.ruleDefault, false);
});

test("each kind's entries link to a reference page that exists", () => {
  for (const doc of Object.values(REFERENCE_DOCS)) assert.ok(sourceFile(DOCS_DIR, doc), doc);
});

test('the lookup the page ships is small', () => {
  const size = fs.statSync(OUT).size;
  assert.ok(size < 120_000, `${size} bytes`);
});

// ------------------------------------------------------------------ nearest names

test('the bounded distance equals the full distance within the cap and says "over" beyond it', () => {
  const full = (a: string, b: string) => {
    const d = Array.from({length: a.length + 1}, (_, i) =>
      Array.from({length: b.length + 1}, (_, j) => (i ? (j ? 0 : i) : j)),
    );
    for (let i = 1; i <= a.length; i++)
      for (let j = 1; j <= b.length; j++) {
        const cost = a[i - 1] === b[j - 1] ? 0 : 1;
        d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
          d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
      }
    return d[a.length]![b.length]!;
  };
  const words = [
    'query_timeout',
    'qeury_timeout',
    'query_timout',
    'timeout',
    'query',
    'quarry_time',
    'x',
    '',
    'abc_def_ghi',
  ];
  for (const a of words)
    for (const b of words)
      for (const cap of [0, 1, 2, 3, 5]) {
        const d = full(a, b);
        assert.equal(boundedDistance(a, b, cap), d <= cap ? d : cap + 1, `${a} ~ ${b} (cap ${cap})`);
      }
  assert.equal(distanceCap('query_timeout'), 3);
});

test('nearest names: a typo, the words in another order, a prefix more, another letter case, nothing near', () => {
  const fe = nameIndex(lookup.fe.names);
  assert.deepEqual(nearestName('qe_max_conection', fe), {name: 'qe_max_connection', reason: 'edit'});
  assert.deepEqual(nearestName('port_http', fe), {name: 'http_port', reason: 'order'});
  assert.deepEqual(nearestName('publish_version_max_threads', fe), {
    name: 'lake_publish_version_max_threads',
    reason: 'edit',
  });
  assert.deepEqual(nearestName('HTTP_PORT', fe), {name: 'http_port', reason: 'case'});
  assert.equal(nearestName('mysql_service_nio_enabled', fe), undefined);
});

// ------------------------------------------------------------------ the done-when fixture

const FIXTURE = `# fe.conf with one line of each kind
qe_max_conection = 2048
enable_https = true
disable_balance = false
http_port = 8030
max_routine_load_task_num_per_be = 32
edit_log_port = 9011
qe_max_connection = abc
tablet_create_timeout_second=10
`;

test('the fixture: exactly the typo, later name, renamed item, default, changed static and dynamic items and wrong type', () => {
  const r = check(FIXTURE);
  assert.equal(r.kind, 'fe');
  assert.equal(r.kindFrom, 'names');
  assert.deepEqual(verdicts(r), {
    2: 'unknown',
    3: 'unknown',
    4: 'default',
    5: 'default',
    6: 'changed',
    7: 'changed',
    8: 'invalid',
    9: 'default',
  });
  assert.deepEqual(at(r, 2).suggestion, {name: 'qe_max_connection', reason: 'edit'});
  assert.equal(at(r, 2).later, undefined);
  assert.equal(at(r, 3).later, true);
  assert.equal(at(r, 4).renamed, true);
  assert.equal(at(r, 4).item?.name, 'tablet_sched_disable_balance');
  assert.match(at(r, 4).notes.join(' '), /older name of tablet_sched_disable_balance/);
  assert.equal(at(r, 6).item?.runtime, true);
  assert.match(at(r, 6).message, /Default 16\. Changeable at runtime/);
  assert.equal(at(r, 7).item?.runtime, false);
  assert.match(at(r, 7).message, /Default 9010\. Read at startup only: restart the FE/);
  assert.equal(at(r, 7).statement, undefined);
  assert.match(
    at(r, 8).message,
    /Expected a whole number from -2147483648 to 2147483647 \(int\)\. The FE does not start/,
  );
  for (const line of [2, 3, 4, 5, 8, 9])
    assert.equal(at(r, line).statement, undefined, `line ${line} has no statement`);
  assert.deepEqual(r.statements, ['ADMIN SET FRONTEND CONFIG ("max_routine_load_task_num_per_be" = "32");']);
  assert.match(
    r.summary,
    /^Read 9 lines as fe\.conf \(FE configuration items, recognised by the names\): 2 unknown names, 1 wrong value, 2 values changed from the default \(1 at runtime, 1 after a restart\), 3 values equal to the default\.$/,
  );
});

test('the same fixture as be.conf and as variables: BE and SET statements, and their own type rules', () => {
  const be = check(
    'max_compaction_concurrency = 4\nbe_port = 9061\nenable_table_metrics = 1\ntablet_max_versions = 70000\ndoris_be_http_port = 8040\nwebserver_port = 8041\n',
    'be',
  );
  assert.deepEqual(verdicts(be), {
    1: 'changed',
    2: 'changed',
    3: 'changed',
    4: 'invalid',
    5: 'overridden',
    6: 'changed',
  });
  assert.deepEqual(be.statements, [
    "UPDATE information_schema.be_configs SET VALUE = '4' WHERE NAME = 'max_compaction_concurrency';",
  ]);
  assert.match(at(be, 3).notes.join(' '), /Added in v3\.5\.3/);
  assert.match(at(be, 4).message, /from -32768 to 32767 \(short\)\. The BE does not start/);
  // doris_be_http_port and webserver_port (an alias) both set be_http_port: the later line wins.
  assert.match(at(be, 5).notes.join(' '), /drops the doris_ prefix/);
  assert.match(at(be, 5).message, /line 6 sets it again/);
  assert.equal(at(be, 6).item?.name, 'be_http_port');
  assert.equal(at(be, 6).renamed, true);

  const vars = check(
    'Variable_name\tValue\nQUERY_TIMEOUT\t600\nenable_profile\tON\nis_report_success\tyes\nsql_mode\tONLY_FULL_GROUP_BY\nversion\t8.0.33\npartial_update_mode\tAUTO\nsql_dialect\tTrino\nquery_timeout_x\t1\n',
  );
  assert.equal(vars.kind, 'variables');
  assert.deepEqual(verdicts(vars), {
    2: 'changed',
    3: 'changed',
    4: 'invalid',
    5: 'default',
    6: 'readOnly',
    7: 'invalid',
    8: 'changed',
    9: 'unknown',
  });
  assert.deepEqual(vars.statements, [
    'SET GLOBAL query_timeout = 600;',
    'SET GLOBAL enable_profile = ON;',
    "SET GLOBAL sql_dialect = 'Trino';",
  ]);
  assert.deepEqual(at(vars, 9).suggestion, {name: 'query_timeout', reason: 'edit'});
});

test('statements quote and escape values, and session-only variables get SET without GLOBAL', () => {
  assert.equal(lookup.variables.items.get('resource_group')?.scope, 'session-only');
  const v = check('Variable_name\tValue\nresource_group\trg1\n');
  assert.deepEqual(v.statements, ["SET resource_group = 'rg1';"]);
  const s = check(`Variable_name\tValue\ncharacter_set_server\tit's\\x\n`);
  assert.deepEqual(s.statements, ["SET GLOBAL character_set_server = 'it\\'s\\\\x';"]);
  const m = check("sys_log_level = it's\n", 'be');
  assert.deepEqual(m.statements, [
    "UPDATE information_schema.be_configs SET VALUE = 'it\\'s' WHERE NAME = 'sys_log_level';",
  ]);
  const f = check('audit_log_modules = a"b\n', 'fe');
  assert.deepEqual(f.findings[0]!.verdict, 'changed');
  assert.equal(f.findings[0]!.statement, undefined, 'audit_log_modules is not mutable');
  const g = check('access_control = a"b\\\n', 'fe');
  assert.deepEqual(g.statements, ['ADMIN SET FRONTEND CONFIG ("access_control" = "a\\"b\\\\");']);
});

// ------------------------------------------------------------------ file details

test('files: comments, blank lines, key=value, Windows line ends, quotes, inline #, duplicates, start-script variables', () => {
  const r = check(
    [
      '# comment',
      '! also a comment for Java',
      '',
      'LOG_DIR = ${STARROCKS_HOME}/log',
      'JAVA_OPTS="-Xmx8g"',
      'http_port=8031',
      'query_port = "9030"',
      'sys_log_level = "INFO"',
      'qe_max_connection = 1024 # more clients',
      'max_routine_load_task_num_per_be = 8',
      'max_routine_load_task_num_per_be = 32',
      'tablet_sched_disable_balance = true',
      'disable_balance = false',
      'this line has no equals sign',
      'bad name = 1',
      'enable_statistic_collect = TRUE',
      'enable_statistic_collect_x = 1',
      'HTTP_port = 1',
    ].join('\r\n'),
  );
  assert.deepEqual(verdicts(r), {
    4: 'env',
    5: 'env',
    6: 'changed',
    7: 'invalid',
    8: 'changed',
    9: 'invalid',
    10: 'overridden',
    11: 'changed',
    12: 'changed',
    13: 'overridden',
    14: 'unparsed',
    15: 'unparsed',
    16: 'default',
    17: 'unknown',
    18: 'unknown',
  });
  assert.match(at(r, 7).notes.join(' '), /quotes are part of the value/);
  assert.match(at(r, 8).notes.join(' '), /quotes are part of the value/);
  assert.match(at(r, 9).notes.join(' '), /text after # is part of the value/);
  assert.match(at(r, 10).message, /line 11 sets it again/);
  assert.match(at(r, 13).message, /line 12 sets tablet_sched_disable_balance/);
  assert.match(at(r, 18).message, /case-sensitive/);
  assert.deepEqual(r.statements, [
    'ADMIN SET FRONTEND CONFIG ("max_routine_load_task_num_per_be" = "32");',
    'ADMIN SET FRONTEND CONFIG ("tablet_sched_disable_balance" = "true");',
  ]);
});

test('an empty FE value keeps the default; an empty BE number stops the BE', () => {
  assert.equal(check('qe_max_connection =\n', 'fe').findings[0]!.verdict, 'default');
  assert.equal(check('be_port =\n', 'be').findings[0]!.verdict, 'invalid');
});

// ------------------------------------------------------------------ the statements' output

/** A result table as the MySQL client draws it: every cell padded to its column's width. */
function boxTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const border = `+${widths.map((w) => '-'.repeat(w + 2)).join('+')}+`;
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [border, line(header), border, ...rows.map(line), border].join('\n');
}

const FE_TABLE = `mysql> ADMIN SHOW FRONTEND CONFIG LIKE '%o%';
${boxTable(
  ['Key', 'AliasNames', 'Value', 'Type', 'IsMutable', 'Comment'],
  [
    ['http_port', '[]', '8030', 'int', 'false', ''],
    ['rpc_port', '[]', '9021', 'int', 'false', 'a | b'],
    ['audit_log_modules', '[]', '[slow_query, query]', 'String[]', 'false', ''],
    ['sys_log_level', '[]', 'IN|FO', 'String', 'false', ''],
    ['meta_dir', '[]', '/opt/sr/meta', 'String', 'false', ''],
  ],
)}
| tablet_sched_disable_balance | [disable_balance] | true | boolean | true |   |
5 rows in set (0.01 sec)
`;

test('the bordered table of ADMIN SHOW FRONTEND CONFIG: cut at the border (a value may hold |), a row that does not line up split at |', () => {
  const p = parsePaste(FE_TABLE);
  assert.equal(p.format, 'table');
  assert.deepEqual(p.hint, {kind: 'fe', from: 'statement'});
  assert.deepEqual(
    p.rows.map((r) => [r.line, r.key, r.value]),
    [
      [5, 'http_port', '8030'],
      [6, 'rpc_port', '9021'],
      [7, 'audit_log_modules', '[slow_query, query]'],
      [8, 'sys_log_level', 'IN|FO'],
      [9, 'meta_dir', '/opt/sr/meta'],
      [11, 'tablet_sched_disable_balance', 'true'],
    ],
  );
  const r = check(FE_TABLE);
  assert.deepEqual(verdicts(r), {5: 'default', 6: 'changed', 7: 'default', 8: 'changed', 9: 'node', 11: 'changed'});
  assert.match(at(r, 6).message, /edit fe\.conf and restart the FE/);
  assert.deepEqual(r.statements, ['ADMIN SET FRONTEND CONFIG ("tablet_sched_disable_balance" = "true");']);
});

const BE_TABLE = `+-------+----------------------------+-------------+-------+-------------------------+---------+
| BE_ID | NAME                       | VALUE       | TYPE  | DEFAULT                 | MUTABLE |
+-------+----------------------------+-------------+-------+-------------------------+---------+
| 10001 | max_compaction_concurrency | 4           | int32 | -1                      |       1 |
| 10002 | max_compaction_concurrency | 8           | int32 | -1                      |       1 |
| 10001 | tablet_max_versions        | 2000        | int16 | 1000                    |       1 |
| 10002 | tablet_max_versions        | 2000        | int16 | 1000                    |       1 |
| 10001 | storage_root_path          | /opt/sr/be  | string | /opt/sr/be             |       0 |
| 10001 | be_port                    | 9060        | int32 | 9060                    |       0 |
+-------+----------------------------+-------------+-------+-------------------------+---------+`;

test('be_configs rows: one statement when the BEs agree, one per BE when they differ; the node default column', () => {
  const r = check(BE_TABLE);
  assert.equal(r.kind, 'be');
  assert.equal(r.kindFrom, 'columns');
  assert.deepEqual(verdicts(r), {4: 'changed', 5: 'changed', 6: 'changed', 7: 'changed', 8: 'default', 9: 'default'});
  assert.deepEqual(r.statements, [
    "UPDATE information_schema.be_configs SET VALUE = '4' WHERE NAME = 'max_compaction_concurrency' AND BE_ID = 10001;",
    "UPDATE information_schema.be_configs SET VALUE = '8' WHERE NAME = 'max_compaction_concurrency' AND BE_ID = 10002;",
    "UPDATE information_schema.be_configs SET VALUE = '2000' WHERE NAME = 'tablet_max_versions';",
  ]);
});

test('tab-separated output with and without its header, vertical output and a Markdown table', () => {
  const headless = check('10001\tmax_compaction_concurrency\t-1\tint32\t-1\t1\n10001\tbe_port\t9061\tint32\t9060\t0\n');
  assert.equal(headless.kind, 'be');
  assert.deepEqual(verdicts(headless), {1: 'default', 2: 'changed'});

  const batch = check(
    'Key\tAliasNames\tValue\tType\tIsMutable\tComment\nhttp_port\t[]\t8030\tint\tfalse\t\nqe_max_connection\t[]\t1000\tint\tfalse\t\n',
  );
  assert.equal(batch.kind, 'fe');
  assert.deepEqual(verdicts(batch), {2: 'default', 3: 'changed'});

  const vertical = check(`*************************** 1. row ***************************
        Key: http_port
 AliasNames: []
      Value: 8031
       Type: int
  IsMutable: false
    Comment:
*************************** 2. row ***************************
        Key: max_routine_load_task_num_per_be
 AliasNames: []
      Value: 32
       Type: int
  IsMutable: true
    Comment:
2 rows in set (0.00 sec)`);
  assert.equal(vertical.format, 'vertical');
  assert.deepEqual(verdicts(vertical), {2: 'changed', 9: 'changed'});
  assert.deepEqual(vertical.statements, ['ADMIN SET FRONTEND CONFIG ("max_routine_load_task_num_per_be" = "32");']);

  const markdown = check('| Variable_name | Value |\n|---|---|\n| query_timeout | 300 |\n| pipeline_dop | 4 |\n');
  assert.equal(markdown.kind, 'variables');
  assert.deepEqual(verdicts(markdown), {3: 'default', 4: 'changed'});

  const verbose = check(
    'Variable_name\tValue\tDefault_value\tIs_changed\ntime_zone\tAsia/Shanghai\tAsia/Shanghai\t0\nquery_timeout\t600\t300\t1\n',
  );
  assert.deepEqual(verdicts(verbose), {2: 'default', 3: 'changed'});
});

test('a table without name and value columns says so', () => {
  const r = check('+----+----+\n| a  | b  |\n+----+----+\n| 1  | 2  |\n+----+----+\n');
  assert.match(r.problem ?? '', /no name and value columns \(its columns: a, b\)/);
  assert.match(r.summary, /no name and value columns/);
});

test('names shared by FE and BE: the kind is a guess the summary asks to confirm; a choice overrides', () => {
  const r = check('sys_log_level = WARN\npriority_networks = 10.0.0.0/8\n');
  assert.match(r.summary, /choose the kind to be sure/);
  assert.equal(check('sys_log_level = WARN\n', 'be').kind, 'be');
  const near = check('qe_max_conection = 1\n');
  assert.equal(near.kind, 'fe');
  assert.equal(near.kindFrom, 'near names');
});

// ------------------------------------------------------------------ adversarial pastes

/** CPU time of the process, which a loaded machine does not stretch the way it stretches the clock. */
function cpuMs(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

const MB = 1024 * 1024;
const junkName = (i: number) => `k${(i * 2654435761) % 4294967296}_${i.toString(36)}`;
const feNames = [...lookup.fe.items.keys()];
const ADVERSARIAL: Record<string, {text: string; message: RegExp}> = {
  empty: {text: '', message: /The paste is empty/},
  'only spaces and line ends': {text: ' \n\t\r\n   \n', message: /The paste is empty/},
  binary: {text: Array.from({length: 4096}, (_, i) => String.fromCharCode(i % 256)).join(''), message: /binary data/},
  'a NUL in text': {text: 'http_port = 8030\u0000\n', message: /binary data/},
  '1 MB of one line': {text: `a=${'x'.repeat(MB)}`, message: /No name is a 3\.5/},
  '1 MB of dashes': {text: '-'.repeat(MB), message: /No line holds a name and a value/},
  '1 MB of pipes': {text: '|'.repeat(MB), message: /No line holds a name and a value/},
  '1 MB of table borders': {text: '+-'.repeat(MB / 2), message: /No line holds a name and a value/},
  '1 MB of = signs': {text: '='.repeat(MB), message: /No line holds a name and a value/},
  '1 MB of Markdown separators': {text: '|---|---|\n'.repeat(MB / 10), message: /No line holds a name and a value/},
  '1 MB of rows of unknown names': {
    text: Array.from({length: 45000}, (_, i) => `| ${junkName(i)} | 1 |`).join('\n'),
    message: /No name is a 3\.5/,
  },
  '1 MB of distinct unknown names': {
    text: Array.from({length: 45000}, (_, i) => `${junkName(i)} = ${i}`).join('\n'),
    message: /No name is a 3\.5/,
  },
  '1 MB of typos of FE names': {
    text: Array.from({length: 40000}, (_, i) => `${feNames[i % feNames.length]}x = 1`).join('\n'),
    message: /unknown names/,
  },
  '1 MB of real FE lines': {
    text: Array.from({length: 40000}, (_, i) => `${feNames[i % feNames.length]} = 12345`).join('\n'),
    message: /changed from the default/,
  },
  '1 MB of be_configs rows': {
    text: `+-------+------+-------+\n| BE_ID | NAME | VALUE |\n+-------+------+-------+\n${Array.from(
      {length: 30000},
      (_, i) => `| ${10000 + (i % 7)} | ${[...lookup.be.items.keys()][i % 600]} | 1 |`,
    ).join('\n')}\n+-------+------+-------+`,
    message: /as a result table \(BE configuration items/,
  },
  'more than the checker reads': {
    text: 'http_port = 8030\n'.repeat(Math.ceil((MAX_PASTE_CHARS * 1.2) / 17)),
    message: /1 value equal to the default, \d+ overridden lines/,
  },
};

for (const [name, {text, message}] of Object.entries(ADVERSARIAL)) {
  test(`adversarial paste, ${name}: a clear message, in well under a second of CPU`, () => {
    let report: Report | undefined;
    const ms = cpuMs(() => (report = check(text)));
    assert.match(report!.summary, message);
    assert.ok(ms < 1000, `${Math.round(ms)} ms of CPU for ${(text.length / MB).toFixed(2)} MB`);
  });
}

test('a paste longer than the checker reads is cut at a line end, with a note', () => {
  const r = check(ADVERSARIAL['more than the checker reads']!.text);
  assert.match(r.notes.join(' '), /only its first \d+ lines were checked/);
  assert.ok(r.findings.every((f) => f.key === 'http_port'));
});

test('near names are looked up for a bounded number of unknown names', () => {
  const r = check(ADVERSARIAL['1 MB of typos of FE names']!.text, 'fe');
  assert.match(r.notes.join(' '), new RegExp(`first ${MAX_NEAR_LOOKUPS} unknown names`));
});

// ------------------------------------------------------------------ the page

const PAGE = path.join(DOCS_DIR, 'administration/management/config_checker.mdx');

test("the page's example is the button's, and its table and statements are what the checker finds", () => {
  const page = fs.readFileSync(PAGE, 'utf8');
  const example = /## Example[\s\S]*?```properties\n([\s\S]*?)```/.exec(page)?.[1];
  assert.equal(example, EXAMPLE);
  const r = check(EXAMPLE);
  const groupOf = (v: Verdict) => GROUPS.find((g) => g.verdicts.includes(v))!.title;
  const rows = [...page.matchAll(/^\| (\d+) \| `([^`]+)` \| ([^|]+) \|/gm)].map((m) => [
    Number(m[1]),
    m[2],
    m[3]!.trim(),
  ]);
  assert.deepEqual(
    rows,
    r.findings.map((f) => [f.line, f.key, groupOf(f.verdict)]),
  );
  const statements = /two runtime changes come with their statements:\n\n```sql\n([\s\S]*?)```/.exec(page)?.[1];
  assert.equal(statements, `${r.statements.join('\n')}\n`);
  assert.match(
    page,
    new RegExp(
      `${r.counts.unknown} unknown names, ${r.counts.invalid} wrong values, ${r.counts.changed} changed values`,
    ),
  );
});
