/**
 * One page's Markdown twin, from its built HTML: the page's article (a doc
 * page's rendered Markdown, or a generated index's card list) without what
 * only a browser needs, converted hast → mdast by hast-util-to-mdast and
 * printed by remark-stringify with GFM tables. Every component shows in the
 * twin as it renders on the page: there is one rendering per component.
 *
 * What is rewritten before the conversion (stable theme classes and roles,
 * never CSS-module names):
 * - dropped: the title header (the twin's head has it), heading hash-links,
 *   buttons, forms (filters), navigation, scripts, styles, SVG;
 * - admonitions → blockquotes starting `**Note:**` (`**Note: Title.**`);
 * - code blocks → a fence with the block's language and its plain text;
 * - a diagram (`<figure data-diagram>`) → `**Diagram: <title>.** <desc>`,
 *   then its caption;
 * - tabs → every panel after its label in bold; details → the summary in
 *   bold, then the content;
 * - description lists (a reference entry's facts) → `- Label: value`;
 * - a heading's link to itself → its text; doc cards → a list of links;
 * - links and images → absolute; a link to a page with a twin → that twin.
 */
import {toMdast} from 'hast-util-to-mdast';
import {unified} from 'unified';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import type {Element, ElementContent, Root as HastRoot, RootContent as HastContent} from 'hast';
import type {Nodes, PhrasingContent, Root} from 'mdast';
import {type ParsedPage, classes, find, findAll, isElement, parseBuiltPage} from './builtHtml';
import {absoluteUrl, twinPath} from './paths';

/** A page that gets a twin. */
export interface TwinPage {
  /** The page's route (permalink), e.g. /docs/loading/StreamLoad. */
  route: string;
  title: string;
  description: string;
}

/** What a conversion needs to know about the site. */
export interface TwinSite {
  url: string;
  /** The routes that have a twin: links to them point at the twin. */
  twinRoutes: ReadonlySet<string>;
}

/** The admonition kinds whose label is not their name capitalized (`note` → `Note`). */
const ADMONITIONS: Record<string, string> = {secondary: 'Note'};
const EMPHASIS = new Set(['strong', 'b', 'em', 'i']);
/** A space of inline code while the whitespace around it is collapsed (a private-use character). */
const KEPT_SPACE = '\uE000';
const DROPPED = new Set(['button', 'form', 'nav', 'script', 'style', 'svg', 'input', 'select', 'template']);

const printer = unified()
  .use(remarkStringify, {
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fence: '`',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
    resourceLink: true,
    incrementListMarker: true,
  })
  .use(remarkGfm, {tablePipeAlign: false});

// ---------------------------------------------------------------- hast helpers

const h = (tagName: string, children: ElementContent[], properties: Element['properties'] = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const t = (value: string): ElementContent => ({type: 'text', value});
const bold = (children: ElementContent[]): Element => h('p', [h('strong', children)]);

/** The text of a node as written, line breaks included. */
function textOf(node: HastContent | HastRoot): string {
  if (node.type === 'text') return node.value;
  if (isElement(node, 'br')) return '\n';
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

/** `children` with `separator` between two adjacent elements that pass `test`. */
function separate(children: ElementContent[], test: (e: Element) => boolean, separator: string): ElementContent[] {
  return children.flatMap((c, i) => {
    const before = children[i - 1];
    return before && isElement(before) && test(before) && isElement(c) && test(c) ? [t(separator), c] : [c];
  });
}

// ---------------------------------------------------------------- rewriting

function admonition(e: Element): ElementContent[] {
  const kind = classes(e)
    .find((c) => c.startsWith('theme-admonition-'))!
    .slice('theme-admonition-'.length);
  const label = ADMONITIONS[kind] ?? kind.charAt(0).toUpperCase() + kind.slice(1);
  const parts = e.children.filter((c) => isElement(c));
  const title = parts.length > 1 ? textOf(parts[0]!).trim() : '';
  const lead = h('strong', [t(title && title.toLowerCase() !== kind ? `${label}: ${title}.` : `${label}:`)]);
  const body = rewrite(parts.at(-1)?.children ?? []);
  const first = body.find((c) => isElement(c));
  if (first && isElement(first, 'p')) first.children.unshift(lead, t(' '));
  else body.unshift(h('p', [lead]));
  return [h('blockquote', body)];
}

/** A code block (the theme's, highlighted or not): its lines as plain text, its language from its class. */
function codeBlock(pre: Element): ElementContent[] {
  const code = find(pre, (x) => x.tagName === 'code') ?? pre;
  const language = [pre, code].flatMap(classes).find((c) => c.startsWith('language-'));
  return [h('pre', [h('code', [t(textOf(code).replace(/\n$/, ''))], {className: language ? [language] : []})])];
}

function diagram(figure: Element): ElementContent[] {
  const svg = find(figure, (x) => x.tagName === 'svg');
  const part = (tag: string) => (svg ? textOf(find(svg, (x) => x.tagName === tag) ?? t('')).trim() : '');
  const caption = find(figure, (x) => x.tagName === 'figcaption');
  return [
    h('p', [h('strong', [t(`Diagram: ${part('title').replace(/\.$/, '')}.`)]), t(` ${part('desc')}`)]),
    ...(caption ? [h('p', rewrite(caption.children))] : []),
  ];
}

/** Every panel of a tab set, in order, after its tab's label. */
function tabs(e: Element): ElementContent[] {
  const tablist = find(e, (x) => x.properties.role === 'tablist');
  const labels = tablist ? findAll(tablist, (x) => x.properties.role === 'tab').map((x) => textOf(x).trim()) : [];
  return findAll(e, (x) => x.properties.role === 'tabpanel').flatMap((panel, i) => [
    bold([t(labels[i] ?? `Tab ${i + 1}`)]),
    ...rewrite(panel.children),
  ]);
}

function details(e: Element): ElementContent[] {
  const summary = e.children.find((c) => isElement(c, 'summary'));
  const rest = e.children.filter((c) => c !== summary);
  return [...(summary && isElement(summary) ? [bold(rewrite(summary.children))] : []), ...rewrite(rest)];
}

/** A description list (a reference entry's facts) as `- Label: value` items. */
function facts(dl: Element): ElementContent[] {
  const terms = findAll(dl, (x) => x.tagName === 'dt' || x.tagName === 'dd');
  const items = terms.flatMap((dt, i) => {
    const dd = terms[i + 1];
    if (dt.tagName !== 'dt') return [];
    const value = dd?.tagName === 'dd' ? separate(rewrite(dd.children), (x) => x.tagName === 'code', ', ') : [];
    return [h('li', [t(`${textOf(dt).trim()}: `), ...value])];
  });
  return [h('ul', items)];
}

/** A list of doc cards (a generated index, DocCardList) as a list of links with their descriptions. */
function cards(list: Element): ElementContent[] {
  return [
    h(
      'ul',
      list.children.filter(isCardItem).map((item) => {
        const card = find(item, isCard)!;
        const part = (name: string) => textOf(find(card, (x) => classes(x).includes(name)) ?? t('')).trim();
        const description = part('theme-doc-card-description');
        return h('li', [
          h('a', [t(part('theme-doc-card-title'))], {href: card.properties.href}),
          ...(description ? [t(`: ${description}`)] : []),
        ]);
      }),
    ),
  ];
}
const isCard = (e: Element) => classes(e).includes('theme-doc-card-container');
const isCardItem = (c: ElementContent): c is Element => isElement(c, 'article') && find(c, isCard) !== undefined;

function heading(e: Element): Element {
  const self = `#${String(e.properties.id ?? '')}`;
  const children = rewrite(e.children).flatMap((c) =>
    isElement(c, 'a') && c.properties.href === self ? c.children : [c],
  );
  return {...e, children: separate(children, () => true, ' ')};
}

/** Replaces what a Markdown twin shows differently from the page, and drops what only a browser needs. */
function rewrite(nodes: ElementContent[]): ElementContent[] {
  return nodes.flatMap((node): ElementContent[] => {
    if (node.type === 'comment') return [];
    if (node.type !== 'element') return [node];
    const cls = classes(node);
    if (DROPPED.has(node.tagName) || cls.includes('hash-link')) return [];
    if (node.tagName === 'header' && find(node, (x) => x.tagName === 'h1')) return [];
    if (node.properties.dataDiagram !== undefined) return diagram(node);
    if (cls.includes('theme-admonition')) return admonition(node);
    if (node.tagName === 'pre') return codeBlock(node);
    if (cls.includes('tabs-container')) return tabs(node);
    if (node.tagName === 'details') return details(node);
    if (node.tagName === 'dl') return facts(node);
    if (/^h[1-6]$/.test(node.tagName)) return [heading(node)];
    if (node.children.some(isCardItem)) return cards(node);
    // Inline code keeps its spaces: the conversion collapses whitespace outside <pre>.
    if (node.tagName === 'code') return [h('code', [t(textOf(node).replace(/[ \t\n]/g, KEPT_SPACE))])];
    const children = rewrite(node.children);
    // A line break inside a table cell would end the table's row.
    const inCell = node.tagName === 'td' || node.tagName === 'th';
    const element = {...node, children: inCell ? children.map((c) => (isElement(c, 'br') ? t(' ') : c)) : children};
    // Markdown emphasis cannot end (or start) with a space: the space goes outside.
    const [first, last] = [children[0], children.at(-1)];
    if (!EMPHASIS.has(node.tagName) || first?.type !== 'text' || last?.type !== 'text') return [element];
    const [before, after] = [/^\s*/.exec(first.value)![0], /\s*$/.exec(last.value)![0]];
    first.value = first.value.trimStart();
    last.value = last.value.trimEnd();
    return [t(before), element, t(after)];
  });
}

// ---------------------------------------------------------------- conversion

/** The page's article: a doc page's rendered Markdown, or the card list of a generated index. */
function article(tree: HastRoot, route: string): Element {
  const body =
    find(tree, (e) => classes(e).includes('theme-doc-markdown')) ??
    find(tree, (e) => e.tagName === 'article' && find(e, isCard) !== undefined);
  if (!body) throw new Error(`Markdown twin of ${route}: the built page has no article`);
  return body;
}

/** Any link target as an absolute URL; a page that has a twin is linked by its twin. */
export function resolveUrl(url: string, page: TwinPage, site: TwinSite): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
  const {pathname, search, hash} = new URL(url, `https://site.invalid${page.route}`);
  const route = [pathname, `${pathname}/`, pathname.replace(/\/$/, '')].find((r) => site.twinRoutes.has(r));
  return route ? absoluteUrl(site.url, twinPath(route)) + hash : absoluteUrl(site.url, pathname) + search + hash;
}

/** Links and images made absolute; a link without a target becomes its text. Fails on HTML left in the tree. */
function finish(node: Nodes, page: TwinPage, site: TwinSite): void {
  if (node.type === 'html') throw new Error(`Markdown twin of ${page.route}: HTML left: ${node.value.slice(0, 60)}`);
  if (node.type === 'link' || node.type === 'image') node.url = resolveUrl(node.url, page, site);
  if (node.type === 'inlineCode') node.value = node.value.replaceAll(KEPT_SPACE, ' ');
  if (!('children' in node)) return;
  (node.children as Nodes[]) = node.children.flatMap((c) => (c.type === 'link' && c.url === '' ? c.children : [c]));
  node.children.forEach((c) => finish(c, page, site));
}

/** The Markdown twin of a page, from its built HTML. */
export function htmlToTwin(html: string, page: TwinPage, site: TwinSite): string {
  return parsedToTwin(parseBuiltPage(html), page, site);
}

/**
 * The Markdown twin of a page, from its parsed HTML (builtHtml.ts). It rewrites the tree in
 * place: whatever else reads the tree reads it first.
 */
export function parsedToTwin(parsed: ParsedPage, page: TwinPage, site: TwinSite): string {
  const body: HastRoot = {type: 'root', children: rewrite(article(parsed.main, page.route).children)};
  const tree = toMdast(body, {newlines: true, handlers: {wbr: () => undefined}}) as Root;
  finish(tree, page, site);
  const canonical = absoluteUrl(site.url, page.route);
  const text = (value: string): PhrasingContent => ({type: 'text', value});
  tree.children.unshift(
    {type: 'heading', depth: 1, children: [text(page.title)]},
    ...(page.description
      ? [{type: 'blockquote' as const, children: [{type: 'paragraph' as const, children: [text(page.description)]}]}]
      : []),
    {
      type: 'paragraph',
      children: [text('Source: '), {type: 'link', url: canonical, children: [text(canonical)]}],
    },
  );
  return printer.stringify(tree);
}
