/**
 * The pages for agents in the production build: a Markdown twin of every
 * listed page, /llms.txt and /llms-full.txt, and the page actions that link
 * to them in every doc page's HTML.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import {toString} from 'mdast-util-to-string';
import MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import {visit} from 'unist-util-visit';
import type {Root} from 'mdast';
import {parse as parseHtml} from 'node-html-parser';
import config from '../../docusaurus.config';
import {absoluteUrl, twinPath} from '../../src/plugins/markdown/paths';
import {
  BUILD_DIR,
  ROOT,
  docsSidebar,
  htmlFileFor,
  landingHref,
  pageRecords,
  serveBuild,
  walkSidebar,
  type ServedSite,
} from '../support/site';
import {DOC_VERSION, DOCS_SOURCE_DIR, docRoute, isListedCategoryPage, isListedDocLink} from '../../src/site/rules';

const SITE_URL = config.url;
const parser = unified().use(remarkParse).use(remarkGfm);
const parse = (markdown: string) => parser.parse(markdown) as Root;
/**
 * CommonMark with GFM tables, for the test that reads every twin: markdown-it parses the ~1,000
 * twins in about a second, where remark took about 17 s. The tests of one twin's details keep
 * remark's syntax tree.
 */
const everyTwinParser = new MarkdownIt('commonmark').enable(['table', 'strikethrough']);
const twinUrl = (route: string) => absoluteUrl(SITE_URL, twinPath(route));

function readBuilt(rel: string): string {
  const file = path.join(BUILD_DIR, rel);
  assert.ok(fs.existsSync(file), `${rel} is in the build`);
  return fs.readFileSync(file, 'utf8');
}
const readTwin = (route: string) => readBuilt(twinPath(route));

interface Listed {
  route: string;
  title: string;
}

/** The listed pages in sidebar order, each with the title its page shows. */
let listed: Listed[] | undefined;
function listedPages(): Listed[] {
  return (listed ??= readListedPages());
}
function readListedPages(): Listed[] {
  const records = pageRecords();
  const byId = new Map(records.map((r) => [r.id, r]));
  const landings = new Map(records.flatMap((r) => (landingHref(r.id) ? [[landingHref(r.id)!, r.title] as const] : [])));
  const pages = new Map<string, string>();
  for (const item of walkSidebar(docsSidebar())) {
    if (isListedDocLink(item) && !pages.has(item.href)) {
      pages.set(item.href, byId.get(item.docId)!.title);
    }
    if (isListedCategoryPage(item) && !pages.has(item.href)) {
      // A generated index has no page record: its title is the one its page shows.
      const title =
        landings.get(item.href) ??
        parseHtml(fs.readFileSync(htmlFileFor(item.href), 'utf8'))
          .querySelector('h1')!
          .text.trim();
      pages.set(item.href, title);
    }
  }
  return [...pages].map(([route, title]) => ({route, title}));
}

const unlistedRoutes = () =>
  [...walkSidebar(docsSidebar())].flatMap((i) => (i.type === 'link' && i.docId && i.unlisted ? [i.href] : []));

/** The Markdown text outside fenced code blocks and code spans (an escaped backtick opens no span). */
function prose(markdown: string): string {
  return markdown
    .replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[`~]*[ \t]*$/gm, '')
    .replace(/(?<![\\`])(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, '');
}

/** The text of an inline token (a heading's, a paragraph's): its text and code spans. */
const inlineText = (token: Token | undefined) =>
  (token?.children ?? [])
    .map((c) => (c.type === 'text' || c.type === 'code_inline' ? c.content : c.type === 'softbreak' ? '\n' : ''))
    .join('');

const isAbsolute = (url: string | null) => /^(https?:|mailto:)/.test(url ?? '');

/** What is wrong with a page's twin: its first line, its "Source:" line, HTML or relative links in it. */
function twinProblems(markdown: string, route: string, title: string): string[] {
  const problems: string[] = [];
  const env: {references?: Record<string, {href: string}>} = {};
  const tokens = everyTwinParser.parse(markdown, env);
  const [first, firstText] = tokens;
  if (
    !markdown.startsWith('# ') ||
    first?.type !== 'heading_open' ||
    first.tag !== 'h1' ||
    inlineText(firstText) !== title
  )
    problems.push(`${route}: the twin does not start with "# ${title}"`);
  const source = tokens.find(
    (t, i) => t.type === 'inline' && tokens[i - 1]?.type === 'paragraph_open' && inlineText(t).startsWith('Source: '),
  );
  if (!source || !inlineText(source).includes(absoluteUrl(SITE_URL, route)))
    problems.push(`${route}: no "Source:" line with the page's URL`);
  for (const token of tokens) {
    if (token.type === 'html_block') problems.push(`${route}: HTML ${JSON.stringify(token.content.slice(0, 40))}`);
    for (const child of token.children ?? []) {
      if (child.type === 'html_inline') problems.push(`${route}: HTML ${JSON.stringify(child.content.slice(0, 40))}`);
      const url =
        child.type === 'link_open' ? child.attrGet('href') : child.type === 'image' ? child.attrGet('src') : '';
      if (url !== '' && !isAbsolute(url)) problems.push(`${route}: relative link ${url}`);
    }
  }
  for (const {href} of Object.values(env.references ?? {}))
    if (!isAbsolute(href)) problems.push(`${route}: relative link ${href}`);
  const text = prose(markdown);
  const tag = /(?<!\\)<[A-Za-z/!][^\n]{0,30}/.exec(text);
  if (tag) problems.push(`${route}: tag outside code: ${tag[0]}`);
  const esm = /^(import|export)\s[^\n]*/m.exec(text);
  if (esm) problems.push(`${route}: MDX import/export outside code: ${esm[0]}`);
  const directive = /^ {0,3}:::[^\n]*/m.exec(text);
  if (directive) problems.push(`${route}: directive left: ${directive[0]}`);
  return problems;
}

test('every listed page has a twin that starts with its title, parses as Markdown and carries no JSX or HTML', () => {
  const pages = listedPages();
  assert.ok(pages.length > 900, `${pages.length} listed pages`);
  const failures: string[] = [];
  for (const {route, title} of pages) {
    const file = path.join(BUILD_DIR, twinPath(route));
    if (!fs.existsSync(file)) failures.push(`${route}: no twin at ${twinPath(route)}`);
    else failures.push(...twinProblems(fs.readFileSync(file, 'utf8'), route, title));
  }
  assert.deepEqual(failures.slice(0, 20), [], `${failures.length} problems`);
});

test('the twin check finds a wrong title, a missing source line, HTML and relative links', () => {
  const route = docRoute('loading/StreamLoad');
  const good = `# Stream Load\n\nSource: ${absoluteUrl(SITE_URL, route)}\n\nSee [the FAQ](https://example.com/faq).\n`;
  assert.deepEqual(twinProblems(good, route, 'Stream Load'), []);
  const bad = `# Stream load\n\n<div>raw</div>\n\nSee [a page](../faq) and ![x](img.png) and [ref].\n\n[ref]: ./other\n`;
  assert.deepEqual(twinProblems(bad, route, 'Stream Load'), [
    `${route}: the twin does not start with "# Stream Load"`,
    `${route}: no "Source:" line with the page's URL`,
    `${route}: HTML "<div>raw</div>\\n"`,
    `${route}: relative link ../faq`,
    `${route}: relative link img.png`,
    `${route}: relative link ./other`,
    `${route}: relative link ./other`,
    `${route}: tag outside code: <div>raw</div>`,
  ]);
});

test('code blocks keep their language, admonitions become blockquotes, links point at twins', () => {
  const markdown = readTwin(docRoute('loading/StreamLoad'));
  assert.match(markdown, /^```bash\ncurl /m);
  assert.match(
    markdown,
    new RegExp(String.raw`\]\(https://[^)]+${docRoute('loading/BrokerLoad')}\.md\)`),
    'a relative .md link is now the twin of the page',
  );
  const admonition = readTwin(docRoute('administration/management/Backup_and_restore'));
  assert.match(admonition, /^> \*\*Note:\*\* /m);
});

/** The inline-code names of the level-3 headings of a twin: one per entry of a reference. */
function entryNames(markdown: string): Set<string> {
  const names = new Set<string>();
  visit(parse(markdown), 'heading', (h) => {
    if (h.depth === 3 && h.children[0]?.type === 'inlineCode') names.add(h.children[0].value);
  });
  return names;
}

const dataNames = (file: string): string[] =>
  (
    JSON.parse(fs.readFileSync(path.join(ROOT, 'src/data/reference', file), 'utf8')) as {items: {name: string}[]}
  ).items.map((i) => i.name);

test('the FE and BE configuration twins list every configuration item, the variables twin every variable', () => {
  const cases: [string, string][] = [
    [docRoute('administration/management/FE_configuration'), 'fe-config.json'],
    [docRoute('administration/management/BE_configuration'), 'be-config.json'],
    [docRoute('sql-reference/System_variable'), 'system-variables.json'],
  ];
  for (const [route, file] of cases) {
    const names = entryNames(readTwin(route));
    const expected = dataNames(file);
    assert.ok(expected.length > 100, file);
    assert.deepEqual(
      expected.filter((n) => !names.has(n)),
      [],
      `${route} misses items of ${file}`,
    );
  }
  const fe = readTwin(docRoute('administration/management/FE_configuration'));
  assert.match(fe, /^- Changeable at runtime: (Yes|No)/m);
});

/** The doc routes whose MDX source uses a component, e.g. /<MetricsReference\b/. */
function routesUsing(component: RegExp): string[] {
  const docsDir = path.join(ROOT, DOCS_SOURCE_DIR);
  const links = new Map(
    [...walkSidebar(docsSidebar())].flatMap((i) => (i.type === 'link' && i.docId ? [[i.docId, i.href]] : [])),
  );
  return (fs.readdirSync(docsDir, {recursive: true}) as string[])
    .filter((f) => f.endsWith('.mdx') && component.test(fs.readFileSync(path.join(docsDir, f), 'utf8')))
    .map((f) => {
      const id = f
        .replace(/\.mdx$/, '')
        .split(path.sep)
        .join('/');
      const route = links.get(id) ?? landingHref(id);
      assert.ok(route, `${f} has a route`);
      return route;
    });
}

test('the metrics twin lists every metric, when a page shows the metrics reference', (t) => {
  const routes = routesUsing(/^<MetricsReference\b/m);
  if (routes.length === 0) return t.skip('no page uses <MetricsReference> yet');
  for (const route of routes) {
    const names = entryNames(readTwin(route));
    assert.deepEqual(
      dataNames('metrics.json').filter((n) => !names.has(n)),
      [],
      `${route} misses metrics`,
    );
  }
});

test('a diagram shows in the twin as its title and text description', () => {
  // The pages whose built HTML shows a diagram (a <figure data-diagram>), with how many.
  const figures = listedPages().flatMap(({route}) => {
    const count = fs.readFileSync(htmlFileFor(route), 'utf8').match(/<figure\b[^>]*\bdata-diagram\b/g)?.length ?? 0;
    return count > 0 ? [{route, count}] : [];
  });
  assert.ok(figures.length > 0, 'pages with diagrams');
  for (const {route, count} of figures) {
    const alternatives = readTwin(route).match(/^\*\*Diagram: [^*]+\.\*\* \S/gm) ?? [];
    assert.equal(alternatives.length, count, `${route} carries each diagram's text alternative`);
  }
});

test('the error code twin has a table row for every error code, with its name', () => {
  const markdown = readTwin(docRoute('sql-reference/Error_code'));
  const data = JSON.parse(fs.readFileSync(path.join(ROOT, 'src/data/reference/error-codes.json'), 'utf8')) as {
    items: {name: string; code: number}[];
  };
  // Each row's cells as the page shows them: "1005 HY000", "Can't create table '%s' (errno: %s) ERR_CANT_CREATE_TABLE", …
  const rows: string[][] = [];
  visit(parse(markdown), 'tableRow', (row) => {
    rows.push(row.children.map((c) => toString(c)));
  });
  const missing = data.items.filter(
    (i) => !rows.some(([code, message]) => code?.startsWith(`${i.code} `) && message?.endsWith(` ${i.name}`)),
  );
  assert.deepEqual(
    missing.map((i) => i.name),
    [],
  );
});

test('function pages show their signatures as a table, group landings list their functions as links in a table', () => {
  const page = readTwin(docRoute('sql-reference/sql-functions/aggregate-functions/any_value'));
  assert.match(page, /^\| Signature \| Returns \|$/m);
  assert.match(page, /^\| `any_value\(INT\)` \| `INT` \|$/m);
  const landing = readTwin(docRoute('sql-reference/sql-functions/aggregate-functions/'));
  assert.match(landing, /^\| \[`any_value`\]\(https:\/\/[^)]+\/aggregate-functions\/any_value\.md\) \| \w/m);
});

test('llms.txt follows the convention and links every listed page twin, in sidebar order, and no unlisted page', () => {
  const text = readBuilt('llms.txt');
  const tree = parse(text);
  const [title, summary] = tree.children;
  assert.equal(
    title?.type === 'heading' && title.depth === 1 && toString(title),
    `StarRocks ${DOC_VERSION} documentation`,
  );
  assert.equal(summary?.type, 'blockquote');
  const sections = tree.children.flatMap((n) => (n.type === 'heading' && n.depth === 2 ? [toString(n)] : []));
  const topLevel = docsSidebar().flatMap((i) => (i.type === 'category' ? [i.label] : []));
  assert.deepEqual(sections, topLevel, 'one section per top-level category, in sidebar order');

  const links: string[] = [];
  visit(tree, 'link', (l) => {
    links.push(l.url);
  });
  const expected = listedPages().map((p) => twinUrl(p.route));
  const pageLinks = links.filter((l) => l.endsWith('.md'));
  assert.deepEqual(pageLinks, expected, 'every listed page once, in sidebar order');
  for (const route of unlistedRoutes()) {
    assert.ok(!text.includes(twinUrl(route)), `${route} is unlisted but in llms.txt`);
    assert.ok(fs.existsSync(path.join(BUILD_DIR, twinPath(route))), `${route} (unlisted) still has a twin`);
  }
  // Each entry carries the page's one-line description.
  assert.match(
    text,
    new RegExp(String.raw`^- \[Stream Load\]\(https://[^)]+${docRoute('loading/StreamLoad')}\.md\): Load `, 'm'),
  );
});

test('llms-full.txt holds every listed page twin in sidebar order, and no unlisted page', () => {
  const full = readBuilt('llms-full.txt');
  let at = -1;
  for (const {route} of listedPages()) {
    const twin = readTwin(route).trimEnd();
    const found = full.indexOf(twin, at + 1);
    assert.ok(found > at, `${route} is in llms-full.txt after the page before it`);
    at = found;
  }
  for (const route of unlistedRoutes()) {
    assert.ok(!full.includes(`Source: [${absoluteUrl(SITE_URL, route)}]`), `${route} is unlisted but in llms-full.txt`);
  }
});

test('every doc page shows the page actions, linked to its twin', () => {
  const failures: string[] = [];
  const links = new Map(
    [...walkSidebar(docsSidebar())].flatMap((i) => (i.type === 'link' && i.docId ? [[i.docId, i.href]] : [])),
  );
  for (const record of pageRecords()) {
    const route = links.get(record.id) ?? landingHref(record.id);
    if (!route) continue;
    // Only what follows the first "Page actions" label is parsed (the group holds that label):
    // the sidebar and article before it would cost most of the parse.
    const page = fs.readFileSync(htmlFileFor(route), 'utf8');
    const label = page.indexOf('Page actions');
    const html = parseHtml(label < 0 ? '' : page.slice(page.lastIndexOf('<', label)));
    const group = html.querySelector('[role="group"][aria-label="Page actions"]');
    const names = group?.querySelectorAll('button, a').map((e) => e.text.trim());
    if (
      !group ||
      JSON.stringify(names) !==
        JSON.stringify([
          'Copy page as Markdown',
          'View as Markdown',
          'Edit this page',
          'Report a problem with this page',
        ])
    ) {
      failures.push(`${route}: ${JSON.stringify(names)}`);
    } else if (group.querySelectorAll('a')[0]!.getAttribute('href') !== twinPath(route)) {
      failures.push(`${route}: "View as Markdown" does not open ${twinPath(route)}`);
    }
  }
  assert.deepEqual(failures.slice(0, 10), [], `${failures.length} pages`);
});

test('the site has an Open Graph image and a large-image Twitter card', () => {
  const html = parseHtml(fs.readFileSync(htmlFileFor(docRoute('loading/StreamLoad')), 'utf8'));
  const meta = (attr: string, value: string) => html.querySelector(`meta[${attr}="${value}"]`)?.getAttribute('content');
  const image = meta('property', 'og:image');
  assert.equal(image, absoluteUrl(SITE_URL, '/img/og-image.png'));
  assert.equal(meta('name', 'twitter:card'), 'summary_large_image');
  assert.equal(html.querySelectorAll('meta[name="twitter:card"]').length, 1);
  const png = fs.readFileSync(path.join(BUILD_DIR, 'img/og-image.png'));
  assert.equal(png.subarray(1, 4).toString('ascii'), 'PNG');
  assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [1200, 630], 'a 1200x630 card');
});

let site: ServedSite;
before(async () => {
  site = await serveBuild();
});
after(async () => {
  await site?.close();
});

test('the served twins are text/markdown and the llms files text/plain, in UTF-8', async () => {
  for (const [route, type] of [
    [docRoute('loading/StreamLoad.md'), 'text/markdown; charset=utf-8'],
    [docRoute('loading.md'), 'text/markdown; charset=utf-8'],
    ['/llms.txt', 'text/plain; charset=utf-8'],
    ['/llms-full.txt', 'text/plain; charset=utf-8'],
  ] as const) {
    const res = await fetch(site.url + route);
    await res.arrayBuffer();
    assert.equal(res.status, 200, route);
    assert.equal(res.headers.get('content-type'), type, route);
  }
});
