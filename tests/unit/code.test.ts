/**
 * Build-time highlighting (src/plugins/code): the lines a reader sees hold exactly the fence's
 * text, coloured by token type, and fences the highlighter cannot render fail the build naming
 * the page.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import {VFile} from 'vfile';
import type {Code} from 'mdast';
import {ADDITIONAL_LANGUAGES, LANGUAGE_ALIASES, hasGrammar, highlightedLines} from '../../src/plugins/code/highlight';
import {highlightedCodeElement} from '../../src/plugins/code/remarkHighlightedCode';

/** The text a reader sees (and copies) in the rendered lines. */
function visibleText(html: string): string {
  const lines = [...html.matchAll(/<div class="token-line">(.*?)<br><\/div>/g)].map((m) => m[1]!);
  assert.equal(lines.join('').length > 0 || html === '', true);
  return lines
    .map((l) =>
      l
        .replace(/<[^>]+>/g, '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&'),
    )
    .join('\n');
}

const SQL = "SELECT concat('a', NULL) AS x\nFROM t\n\nWHERE a < 2 AND b <> '&';";

test('SQL is tokenized by type, escaped, and keeps every character and empty line', () => {
  const html = highlightedLines(SQL, 'sql');
  assert.match(html, /<span class="token keyword">SELECT<\/span>/);
  assert.match(html, /<span class="token string">'a'<\/span>/);
  assert.match(html, /<span class="token operator">&lt;<\/span>/);
  assert.match(html, /<div class="token-line"><br><\/div>/, 'an empty line is a line of its own');
  assert.equal(html.match(/class="token-line"/g)!.length, 4);
  assert.equal(visibleText(html), SQL);
  assert.doesNotMatch(html, /style=/, 'colours come from CSS rules, not inline styles');
});

test('every language the site registers has a grammar; an unknown one is escaped plain text', () => {
  for (const language of [...ADDITIONAL_LANGUAGES, 'json', 'yaml', 'python', 'cpp', 'xml']) {
    assert.ok(hasGrammar(language), language);
  }
  const html = highlightedLines('<b> & "c"', 'text');
  assert.equal(html, '<div class="token-line">&lt;b&gt; &amp; &quot;c&quot;<br></div>');
  const bash = highlightedLines('curl -X PUT "http://fe:8030/api"', 'bash');
  assert.match(bash, /<span class="token function">curl<\/span>/);
  assert.equal(visibleText(bash), 'curl -X PUT "http://fe:8030/api"');
});

test('sql-syntax (syntax summaries and signatures) is highlighted exactly like SQL', () => {
  const summary = 'CREATE TABLE [IF NOT EXISTS] <table_name>\n  { DUPLICATE | PRIMARY } KEY (col [, ...]);';
  assert.ok(hasGrammar('sql-syntax'));
  assert.equal(LANGUAGE_ALIASES['sql-syntax'], 'sql');
  const html = highlightedLines(summary, 'sql-syntax');
  assert.equal(html, highlightedLines(summary, 'sql'));
  assert.match(html, /<span class="token keyword">CREATE<\/span>/);
  assert.equal(visibleText(html), summary);
  assert.notEqual(highlightedLines(summary, 'sql-syntax'), highlightedLines(summary, 'text'));
});

const fence = (value: string, lang: string | null, meta: string | null = null): Code => ({
  type: 'code',
  lang,
  meta,
  value,
  position: {start: {line: 12, column: 1}, end: {line: 14, column: 4}},
});
const file = new VFile({path: 'docs/loading/StreamLoad.md'});
const attrs = (node: ReturnType<typeof highlightedCodeElement>) =>
  Object.fromEntries(node.attributes.map((a) => [a.type === 'mdxJsxAttribute' ? a.name : '?', a.value]));

test('a fence becomes <HighlightedCode> with its language, code, lines and title', () => {
  const el = highlightedCodeElement(fence('SELECT 1;', 'sql', 'title="query.sql"'), file);
  assert.equal(el.name, 'HighlightedCode');
  assert.deepEqual(attrs(el), {
    language: 'sql',
    code: 'SELECT 1;',
    html: highlightedLines('SELECT 1;', 'sql'),
    title: 'query.sql',
  });
  assert.equal(attrs(highlightedCodeElement(fence('x', null), file)).language, 'text');
});

test('meta other than a title, and magic comments, fail naming the page and line', () => {
  assert.throws(
    () => highlightedCodeElement(fence('SELECT 1;', 'sql', '{1,3}'), file),
    /StreamLoad\.md:12: .*"\{1,3\}"/,
  );
  assert.throws(
    () => highlightedCodeElement(fence('-- highlight-next-line\nSELECT 1;', 'sql'), file),
    /StreamLoad\.md:12: magic comments/,
  );
});
