import {test} from 'node:test';
import assert from 'node:assert/strict';
import {extractPage} from '../../src/plugins/search/build/extract';

const page = (content: string) =>
  `<html><head><title>T | StarRocks</title><meta name="description" content="D"></head><body><main><article>` +
  `<div class="theme-doc-markdown markdown"><header><h1>T</h1></header>${content}</div></article></main></body></html>`;

test('headings after a minified filter form are still sections', () => {
  // Minified HTML leaves <option> end tags out; the form must not hide what follows.
  const html = page(
    '<p>Intro<label>Type<select><option value="" selected>Any<option value=int>int</select></label>' +
      '<h2 id=topic-logging>Logging</h2><h3 id=sys_log_dir><code>sys_log_dir</code></h3><p>Where logs go.',
  );
  const p = extractPage(html);
  assert.equal(p.title, 'T');
  assert.deepEqual(
    p.sections.map((s) => s.anchor),
    ['', 'topic-logging', 'sys_log_dir'],
  );
  assert.match(p.sections[2]!.text, /Where logs go/);
});

test('entries whose facts are a minified description list stay sections of their own', () => {
  // The minifier leaves </dt> and </dd> out; each entry must still end where the next begins.
  const entry = (name: string, text: string) =>
    `<article data-entry=${name}><h3 id=${name} data-search-since=3.3><code>${name}</code></h3>` +
    `<dl class=facts><div><dt>Type<dd><code>int</code></div><div><dt>Default<dd><code>300</code></div></dl>` +
    `<p>${text}</article>`;
  const p = extractPage(page(entry('query_timeout', 'Cancels a query.') + entry('query_mem_limit', 'Caps memory.')));
  assert.deepEqual(
    p.sections.map((s) => [s.anchor, s.since, s.text, s.code]),
    [
      ['', undefined, '', ''],
      ['query_timeout', '3.3', 'Type Default Cancels a query.', 'int 300'],
      ['query_mem_limit', '3.3', 'Type Default Caps memory.', 'int 300'],
    ],
  );
});

test("a highlighted code block is searched by its text, not by its highlighter's markup", () => {
  const p = extractPage(
    page(
      '<h2 id=example>Example</h2><div class=codeBlockContent><pre class="prism-code language-sql"><code>' +
        '<div class=token-line><span class="token keyword">SELECT</span> now<span class="token punctuation">()</span>;<br></div>' +
        '</code></pre></div>',
    ),
  );
  assert.equal(p.sections[1]!.code, 'SELECT now();');
});
