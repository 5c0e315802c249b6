/**
 * What the SQL check (scripts/checks/sqlGrammar.ts) takes as a statement of a page: the ```sql
 * blocks, without a client's output, split at `;` outside quotes and comments, placeholders
 * filled but type parameters left alone. No grammar needed.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  codeBlocks,
  fillPlaceholders,
  pageStatements,
  renderJinja,
  splitStatements,
  sqlLines,
} from '../../scripts/checks/sqlExamples';
import {withoutJava} from '../../scripts/checks/sqlGrammar';

test('code blocks: language, start line, indentation of a fence inside a list removed', () => {
  const md = [
    '# T',
    '',
    '1. Step',
    '',
    '   ```sql',
    '   SELECT 1;',
    '     FROM t',
    '   ```',
    '',
    '```sql-syntax',
    'DROP [x]',
    '```',
  ];
  const blocks = codeBlocks(md.join('\n'));
  assert.deepEqual(
    blocks.map((b) => [b.language, b.line, b.lines]),
    [
      ['sql', 5, ['SELECT 1;', '  FROM t']],
      ['sql-syntax', 10, ['DROP [x]']],
    ],
  );
});

test('only ```sql blocks give statements; each knows its page line', () => {
  const md =
    '---\ntitle: x\n---\n\n```sql-syntax\nDROP TABLE [IF EXISTS] t;\n```\n\n```sql\nSELECT 1;\n\nSELECT 2;\n```\n';
  assert.deepEqual(pageStatements('a/b.md', md), [
    {page: 'a/b.md', line: 10, text: 'SELECT 1'},
    {page: 'a/b.md', line: 12, text: 'SELECT 2'},
  ]);
});

test('statements split at ; and \\G outside quotes, names, $$ bodies and comments', () => {
  const sql = [
    'SELECT \'a;b\', "c;d", `e;f` FROM t; -- done; really',
    'CREATE FUNCTION f(INT) RETURNS INT AS $$ x; y $$;',
    '/* a; b */ SHOW PROCESSLIST\\G',
    "SELECT 'it''s; fine'",
    '-- only a comment;',
  ].join('\n');
  assert.deepEqual(
    splitStatements(sql).map((p) => p.text),
    [
      'SELECT \'a;b\', "c;d", `e;f` FROM t',
      'CREATE FUNCTION f(INT) RETURNS INT AS $$ x; y $$',
      'SHOW PROCESSLIST',
      "SELECT 'it''s; fine'",
    ],
  );
});

test('a mysql> transcript keeps what was typed; result tables and counts are output', () => {
  const lines = [
    'mysql> SELECT a,',
    '    -> b FROM t;',
    '+---+---+',
    '| a | b |',
    '+---+---+',
    '| 1 | 2 |',
    '+---+---+',
    '1 row in set (0.01 sec)',
    '',
    'mysql> SHOW PROC "/"\\G',
    '*************************** 1. row ***************************',
    'Name: statistic',
    'StarRocks > SET a = 1;',
    'Query OK, 0 rows affected (0.00 sec)',
  ];
  const text = sqlLines(lines).join('\n');
  assert.deepEqual(
    splitStatements(text).map((p) => p.text.replace(/\s+/g, ' ')),
    ['SELECT a, b FROM t', 'SHOW PROC "/"', 'SET a = 1'],
  );
  assert.equal(sqlLines(lines).length, lines.length, 'line numbers stay right');
});

test('result tables in a plain block are output, not SQL', () => {
  const text = sqlLines(['SELECT 1 AS x;', '+---+', '| x |', '+---+', '| 1 |', '+---+', '1 row in set (0.00 sec)']);
  assert.deepEqual(
    splitStatements(text.join('\n')).map((p) => p.text),
    ['SELECT 1 AS x'],
  );
});

test('placeholders are filled; type parameters, comparisons and quoted text are not placeholders', () => {
  const sql =
    "CREATE TABLE <db>.<table_name> (a ARRAY<FLOAT>, m MAP<INT, ARRAY<STRING>>, s STRUCT<x INT>) COMMENT '<kept>'";
  const filled = fillPlaceholders(sql, 'identifier');
  assert.equal(
    filled.text,
    "CREATE TABLE ph_db.ph_table_name (a ARRAY<FLOAT>, m MAP<INT, ARRAY<STRING>>, s STRUCT<x INT>) COMMENT '<kept>'",
  );
  assert.deepEqual(
    filled.spans.map((s) => filled.text.slice(s.start, s.end)),
    ['ph_db', 'ph_table_name'],
  );
  assert.equal(fillPlaceholders('SELECT a FROM t WHERE a<b AND b>c', 'identifier').spans.length, 0);
  const mixed = fillPlaceholders('SELECT * FROM <t> LIMIT <n> -- <not>', (i) => (i === 1 ? 'number' : 'identifier'));
  assert.equal(mixed.text, 'SELECT * FROM ph_t LIMIT 1 -- <not>');
  assert.equal(fillPlaceholders('KILL QUERY <id>', 'string').text, "KILL QUERY 'id'");
});

test("tools' template syntax is not SQL: JupySQL magics and dbt's Jinja", () => {
  assert.deepEqual(sqlLines(['%%sql result <<', 'SELECT 1', '%sql SELECT 2']), ['', 'SELECT 1', '     SELECT 2']);
  assert.equal(
    renderJinja(
      "{{ config(materialized='table', keys=['a']) }}\nSELECT * FROM {{ ref('stg_orders') }}{% if x %} WHERE a > 1{% endif %}",
    ).trim(),
    'SELECT * FROM ph_stg_orders WHERE a > 1',
  );
});

test('the lexer grammar loses its Java: the @members block and the setType action', () => {
  const lexer = [
    'lexer grammar StarRocksLex;',
    '@members {',
    'private long sqlMode = 32;',
    'public void setSqlMode(long m) {',
    '    sqlMode = m;',
    '}',
    '}',
    'tokens {',
    '    CONCAT',
    '}',
    "LOGICAL_OR: '||' {setType((sqlMode & com.starrocks.qe.SqlModeHelper.MODE_PIPES_AS_CONCAT) == 0 ? LOGICAL_OR : StarRocksParser.CONCAT);};",
    "SEMICOLON: ';';",
  ].join('\n');
  assert.equal(
    withoutJava(lexer),
    ['lexer grammar StarRocksLex;', '', 'tokens {', '    CONCAT', '}', "LOGICAL_OR: '||';", "SEMICOLON: ';';"].join(
      '\n',
    ),
  );
  assert.throws(() => withoutJava("X: 'x' {com.starrocks.Foo.bar();};"), /still has Java/);
});
