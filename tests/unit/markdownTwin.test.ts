/**
 * The Markdown twin of a page is converted from its built HTML: each fixture below is what the
 * theme and our components render (minified as the build writes it), and each test asserts the
 * Markdown a reader of the twin gets.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {htmlToTwin, type TwinPage} from '../../src/plugins/markdown/convert';
import {docRoute} from '../../src/site/rules';

const SITE = {
  url: 'https://docs.example',
  twinRoutes: new Set([docRoute('loading/StreamLoad'), docRoute('loading/BrokerLoad'), docRoute('loading/')]),
};
const PAGE: TwinPage = {
  route: docRoute('loading/StreamLoad'),
  title: 'Stream Load',
  description: 'Load data over HTTP.',
};

/** A doc page as the build writes it, with `body` as its rendered Markdown. */
const page = (body: string) =>
  `<!doctype html><html><body><nav class="navbar"><a href=/docs/>Docs</a></nav><aside><nav class=menu>Sidebar</nav></aside>` +
  `<main><article><nav class=theme-doc-breadcrumbs aria-label=Breadcrumbs><a href=/docs/>Docs</a></nav>` +
  `<div class="theme-doc-markdown markdown"><header><h1>Stream Load</h1></header>${body}</div>` +
  `<div role=group aria-label="Page actions"><button type=button>Copy page as Markdown</button></div></article>` +
  `<nav class=pagination-nav><a href=/docs/loading/BrokerLoad>Next</a></nav></main><footer>Footer</footer></body></html>`;
/** The twin's body: what follows the head (title, description, source). */
const body = (html: string) => htmlToTwin(page(html), PAGE, SITE).split('\n\n').slice(3).join('\n\n');

test('the head is the title, the description and the source; the page chrome is left out', () => {
  const twin = htmlToTwin(page('<p>Text.</p>'), PAGE, SITE);
  assert.equal(
    twin,
    '# Stream Load\n\n> Load data over HTTP.\n\n' +
      'Source: [https://docs.example/docs/loading/StreamLoad](https://docs.example/docs/loading/StreamLoad)\n\nText.\n',
  );
});

test('an admonition is a blockquote led by its kind, and by its title when it has one', () => {
  const admonition = (kind: string, title: string) =>
    `<div class="theme-admonition theme-admonition-${kind} admonition_xJq3 alert alert--secondary">` +
    `<div class=admonitionHeading_Gvgb><span class=admonitionIcon_Rf37><svg viewBox="0 0 14 16"><path d="M6"/></svg></span>${title}</div>` +
    `<div class=admonitionContent_BuS1><p>Keep all FEs on the same values.</div></div>`;
  assert.equal(body(admonition('note', 'note')), '> **Note:** Keep all FEs on the same values.\n');
  assert.equal(
    body(admonition('caution', 'Not in 3.5')),
    '> **Caution: Not in 3.5.** Keep all FEs on the same values.\n',
  );
});

test('a highlighted code block is a fence with its language and its plain text', () => {
  const html =
    `<div class="language-bash codeBlockContainer_Ckt0 theme-code-block"><div class=codeBlockContent_QJqH>` +
    `<pre tabindex=0 class="prism-code language-bash codeBlock_qGQc thin-scrollbar"><code class=codeBlockLines_p187>` +
    `<div class=token-line><span class="token function">curl</span> <span class="token parameter variable">-u</span> ` +
    `<span class="token operator">&lt;</span>user<span class="token operator">></span>: <span class="token punctuation">\\</span><br></div>` +
    `<div class=token-line><br></div>` +
    `<div class=token-line>    <span class="token parameter variable">-T</span> a.csv<br></div></code></pre>` +
    `<div class=buttonGroup><button type=button aria-label="Copy code to clipboard">Copy</button></div></div></div>`;
  assert.equal(body(html), '```bash\ncurl -u <user>: \\\n\n    -T a.csv\n```\n');
});

test('a reference entry is a level-3 heading with its name as code, then its facts as a list', () => {
  const html =
    `<article class=entry_n9dx data-entry=audit_log_dir><h3 id=audit_log_dir class=entryName_gkd9>` +
    `<a href=#audit_log_dir class=selfLink_WEjT><code>audit_<wbr/>log_<wbr/>dir</code></a><span class=deprecated_x>Deprecated</span></h3>` +
    `<dl class=facts_m8bk><div><dt>Type<dd><code>String</code></div><div><dt>Default<dd><em>empty</em></div>` +
    `<div><dt>Changeable at runtime<dd>No (edit the file and restart)</div>` +
    `<div><dt>Also accepted as<dd><code>log_dir</code><code>audit_dir</code></div></dl>` +
    `<p>Directory where the FE writes the audit log (<code>fe.audit.log</code>).</article>`;
  assert.equal(
    body(html),
    '### `audit_log_dir` Deprecated\n\n' +
      '- Type: `String`\n- Default: _empty_\n- Changeable at runtime: No (edit the file and restart)\n' +
      '- Also accepted as: `log_dir`, `audit_dir`\n\n' +
      'Directory where the FE writes the audit log (`fe.audit.log`).\n',
  );
});

test('a heading loses its hash-link; inline code keeps its spaces; emphasis keeps its words apart', () => {
  const html =
    `<h2 class="anchor anchorTargetStickyNavbar_Vzrq" id=syntax>Syntax<a href=#syntax class=hash-link aria-label="Direct link to Syntax">\u200b</a></h2>` +
    `<p>Quoted: <code> "a b " </code> becomes <code>a b </code>. <strong>When to alert: </strong>when it is high.`;
  assert.equal(body(html), '## Syntax\n\nQuoted: `  "a b "  ` becomes `a b `. **When to alert:** when it is high.\n');
});

test('a diagram is its title and description, then its caption', () => {
  const html =
    `<figure class=figure_iacv data-diagram=diagram-stream-load><svg role=img aria-labelledby="t d" viewBox="0 0 680 544">` +
    `<title id=t>Stream Load request flow</title><desc id=d>A sequence diagram. The client sends the PUT request to an FE.</desc>` +
    `<g><rect x=2 y=10 width=136 height=48 /><text x=70 y=29><tspan>Client</tspan></text></g></svg>` +
    `<figcaption class=caption_ZXjS>The FE only redirects.</figcaption></figure>`;
  assert.equal(
    body(html),
    '**Diagram: Stream Load request flow.** A sequence diagram. The client sends the PUT request to an FE.\n\n' +
      'The FE only redirects.\n',
  );
});

test('a tab set shows every panel after its label, the hidden ones too; details show their summary', () => {
  const html =
    `<div class="tabs-container tabList__CuJ"><ul role=tablist aria-orientation=horizontal class=tabs>` +
    `<li role=tab tabindex=0 aria-selected=true class="tabs__item tabs__item--active">CSV<li role=tab tabindex=-1 aria-selected=false class=tabs__item>JSON</ul>` +
    `<div class=margin-top--md><div role=tabpanel class=tabItem_Ymn6><p>Comma-separated.</div>` +
    `<div role=tabpanel class=tabItem_Ymn6 hidden><p>One object per line.</div></div></div>` +
    `<details class="details_lb9f alert alert--info"><summary>Why?</summary><div><div class=collapsibleContent_i85q><p>Because.</div></div></details>`;
  assert.equal(body(html), '**CSV**\n\nComma-separated.\n\n**JSON**\n\nOne object per line.\n\n**Why?**\n\nBecause.\n');
});

test('a table is a GFM table; a line break in a cell is a space', () => {
  const html =
    `<table class=errorTable_Jgkv><col class=colCode_Z8fh /><thead><tr><th>Code / SQLSTATE<th>Message<tbody>` +
    `<tr id=ERR_X><td><strong>1005</strong><br/><code>HY000</code><td><code>Can't create table '%s' | x</code><br/><small><code>ERR_<wbr/>X</code></small></table>`;
  assert.equal(
    body(html),
    "| Code / SQLSTATE | Message |\n| - | - |\n| **1005** `HY000` | `Can't create table '%s' \\| x` `ERR_X` |\n",
  );
});

test('links are absolute: to the twin of a page that has one, to the site otherwise', () => {
  const html =
    `<p><a href=/docs/loading/BrokerLoad>Broker Load</a>, <a href=/docs/loading/BrokerLoad#syntax>its syntax</a>, ` +
    `<a href=#limits>below</a>, <a href=/docs/loading>the landing</a>, <a href=/img/a.png>a file</a>, ` +
    `<a href=https://github.com/StarRocks>GitHub</a>, <img src=/img/flow.png alt=Flow>.`;
  assert.equal(
    body(html),
    '[Broker Load](https://docs.example/docs/loading/BrokerLoad.md), ' +
      '[its syntax](https://docs.example/docs/loading/BrokerLoad.md#syntax), ' +
      '[below](https://docs.example/docs/loading/StreamLoad.md#limits), ' +
      '[the landing](https://docs.example/docs/loading.md), [a file](https://docs.example/img/a.png), ' +
      '[GitHub](https://github.com/StarRocks), ![Flow](https://docs.example/img/flow.png).\n',
  );
});

test('a generated index lists its cards as links to their twins with their descriptions', () => {
  const card = (href: string, title: string, description: string) =>
    `<article class="docCardListItem_W1sv col col--6"><a class="card padding--lg theme-doc-card-container" href=${href}>` +
    `<h2 class="theme-doc-card-heading" title="${title}"><span class=theme-doc-card-icon>📄️</span>` +
    `<span class="text--truncate theme-doc-card-title">${title}</span></h2>` +
    `<p class="text--truncate theme-doc-card-description" title="${description}">${description}</p></a></article>`;
  const html =
    `<main><div class=generatedIndexPage_vN6x><nav class=theme-doc-breadcrumbs><a href=/docs/>Docs</a></nav>` +
    `<header><h1>Loading</h1><p>Load data.</header><article class=margin-top--lg><section class=row>` +
    card(docRoute('loading/StreamLoad'), 'Stream Load', 'Load over HTTP.') +
    card(docRoute('loading/'), 'More loading', '') +
    `</section></article><footer><nav class=pagination-nav><a href=/docs/>Previous</a></nav></footer></div></main>`;
  const twin = htmlToTwin(
    html,
    {route: docRoute('category/loading'), title: 'Loading', description: 'Load data.'},
    SITE,
  );
  assert.equal(
    twin.split('\n\n').slice(3).join('\n\n'),
    '- [Stream Load](https://docs.example/docs/loading/StreamLoad.md): Load over HTTP.\n' +
      '- [More loading](https://docs.example/docs/loading.md)\n',
  );
});

test('a page without an article fails, naming the page', () => {
  assert.throws(
    () => htmlToTwin('<main><p>Nothing</p></main>', PAGE, SITE),
    /StreamLoad: the built page has no article/,
  );
});
