/**
 * One page's Markdown twin, from its source file: parsed with remark (the
 * parsers Docusaurus itself uses: CommonMark + GFM + directives, and MDX for
 * `.mdx`), transformed as an mdast tree, printed with remark-stringify.
 *
 * What the transformation does:
 * - front matter, MDX imports/exports and MDX comments are dropped, and a
 *   leading H1 (the title is in the header);
 * - admonitions (`:::note … :::`) become blockquotes starting `**Note:**`;
 * - every MDX component is rendered to Markdown by `components.ts`; a
 *   component whose module exports `title` and `desc` (a diagram) becomes
 *   that text alternative; any other fails the build, naming the page and
 *   the component;
 * - HTML elements become their Markdown equivalent or their text;
 * - links become absolute: to another page's twin when they point at a page,
 *   to the site otherwise;
 * - code blocks keep their language and lose Docusaurus's meta string.
 */
import fs from 'node:fs';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkStringify, {type Options as StringifyOptions} from 'remark-stringify';
import remarkComment from '@slorber/remark-comment';
import {admonitionTitleToDirectiveLabel, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import type {Root, RootContent} from 'mdast';
import {COMPONENTS, categoryItemLinks, type RenderEnv, type SidebarItem} from './components';
import {blockquote, heading, link, paragraph, strong, text} from './mdast';
import {resolveModule, textAlternative} from './moduleText';
import {absoluteUrl, twinPath} from './paths';
import {docOfSource, insertRelatedErrors} from '../errorMessages/relatedErrors';

/** The admonition keywords of Docusaurus's classic theme, with the label a twin gives them. */
const ADMONITIONS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};

/** The node types a twin may contain: CommonMark and GFM, nothing else. */
const MARKDOWN_TYPES = new Set([
  'root',
  'paragraph',
  'heading',
  'thematicBreak',
  'blockquote',
  'list',
  'listItem',
  'table',
  'tableRow',
  'tableCell',
  'code',
  'definition',
  'footnoteDefinition',
  'footnoteReference',
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'image',
  'linkReference',
  'imageReference',
]);

/** Containers whose children are blocks: a loose HTML fragment there becomes a paragraph. */
const FLOW_PARENTS = new Set([
  'root',
  'blockquote',
  'listItem',
  'containerDirective',
  'mdxJsxFlowElement',
  'footnoteDefinition',
]);

const STRINGIFY: StringifyOptions = {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  listItemIndent: 'one',
  rule: '-',
  resourceLink: true,
  incrementListMarker: true,
};

const mdParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkDirective).use(remarkGfm);
/** The page parsers as Docusaurus's MDX loader reads a `.md` (CommonMark) or `.mdx` (MDX) source. */
export const pageParser = (sourceFile: string) => (sourceFile.endsWith('.mdx') ? mdxParser : mdParser);
const mdxParser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkDirective)
  .use(remarkGfm)
  .use(remarkMdx)
  .use(remarkComment);
const printer = unified().use(remarkStringify, STRINGIFY).use(remarkGfm, {tablePipeAlign: false});

/** A node as the transformation sees it: any mdast (or MDX/directive) node. */
interface Node {
  type: string;
  children?: Node[];
  value?: string;
  url?: string;
  name?: string | null;
  lang?: string | null;
  meta?: string | null;
  depth?: number;
  alt?: string | null;
  attributes?: {type: string; name?: string; value?: unknown}[];
  data?: {directiveLabel?: boolean; estree?: {body?: EstreeStatement[]}};
  [key: string]: unknown;
}
interface EstreeStatement {
  type: string;
  source?: {value?: unknown};
  specifiers?: {type: string; local?: {name?: string}}[];
}

/** A page that gets a twin. */
export interface TwinPage {
  title: string;
  description: string;
  /** The page's route (permalink), e.g. <docs>/loading/StreamLoad. */
  route: string;
}

/** What rendering needs to know about the site. */
export interface TwinSite {
  siteUrl: string;
  baseUrl: string;
  siteDir: string;
  /** The route of the page built from a source file (absolute path), if any. */
  routeOfSource(file: string): string | undefined;
  /** The listed or unlisted page (doc or generated index) at a route, if any. */
  pageAt(route: string): TwinPage | undefined;
  /** The sidebar category whose landing is at a route. */
  categoryAt(route: string): Extract<SidebarItem, {type: 'category'}> | undefined;
  /** Modules already read (JSON data imported by MDX pages), by absolute path. */
  moduleCache: Map<string, unknown>;
}

export class TwinError extends Error {}

const twinUrl = (site: TwinSite, route: string) => absoluteUrl(site.siteUrl, twinPath(route));

function envFor(page: TwinPage, site: TwinSite, where: string): RenderEnv {
  return {
    currentCategory() {
      const category = site.categoryAt(page.route);
      if (!category)
        throw new TwinError(
          `${where}: the page lists its category's items, but no sidebar category lands on ${page.route}`,
        );
      return category;
    },
    twinUrl: (route) => twinUrl(site, route),
    pageAt: (route) => site.pageAt(route),
  };
}

/** The title, the one-sentence description and the page's address. */
function header(page: TwinPage, site: TwinSite): RootContent[] {
  const canonical = absoluteUrl(site.siteUrl, page.route);
  return [
    heading(1, [text(page.title)]),
    ...(page.description ? [blockquote([paragraph([text(page.description)])])] : []),
    paragraph([text('Source: '), link(canonical, [text(canonical)])]),
  ];
}

function print(root: Root, where: string): string {
  const stray: string[] = [];
  const check = (node: Node) => {
    if (!MARKDOWN_TYPES.has(node.type)) stray.push(node.type);
    node.children?.forEach(check);
  };
  check(root as unknown as Node);
  if (stray.length > 0) {
    throw new TwinError(
      `${where}: the twin would contain nodes that are not Markdown: ${[...new Set(stray)].join(', ')}`,
    );
  }
  return printer.stringify(root);
}

/** The text of a subtree, as a reader sees it. */
function plainText(node: Node): string {
  if (typeof node.value === 'string' && node.type !== 'html') return node.value;
  if (node.type === 'textDirective') return `:${node.name}${(node.children ?? []).map(plainText).join('')}`;
  return (node.children ?? []).map(plainText).join('');
}

function jsxAttribute(node: Node, name: string): string | undefined {
  const a = node.attributes?.find((x) => x.type === 'mdxJsxAttribute' && x.name === name);
  return typeof a?.value === 'string' ? a.value : undefined;
}

class PageTransform {
  /** Local names bound by the page's `import x from '...'` lines. */
  private imports = new Map<string, string>();

  constructor(
    private page: TwinPage,
    private site: TwinSite,
    private sourceFile: string,
    private where: string,
  ) {}

  fail(message: string): never {
    throw new TwinError(`${this.where}: ${message}`);
  }

  run(root: Node): Node[] {
    for (const node of root.children ?? []) {
      if (node.type !== 'mdxjsEsm') continue;
      for (const statement of node.data?.estree?.body ?? []) {
        if (statement.type !== 'ImportDeclaration' || typeof statement.source?.value !== 'string') continue;
        for (const s of statement.specifiers ?? []) {
          if (s.type === 'ImportDefaultSpecifier' && s.local?.name)
            this.imports.set(s.local.name, statement.source.value);
        }
      }
    }
    const body = (root.children ?? []).filter((n) => !['yaml', 'toml', 'mdxjsEsm'].includes(n.type));
    // The title is in the header: a leading H1 of the body would repeat it.
    if (body[0]?.type === 'heading' && body[0].depth === 1) body.shift();
    return this.children(body, root);
  }

  private children(nodes: Node[], parent: Node): Node[] {
    return nodes.flatMap((n) => this.node(n, parent));
  }

  private withChildren(node: Node): Node {
    return node.children ? {...node, children: this.children(node.children, node)} : node;
  }

  private node(node: Node, parent: Node): Node[] {
    switch (node.type) {
      case 'yaml':
      case 'toml':
      case 'mdxjsEsm':
        return [];
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        if (/^\s*(\/\*[\s\S]*?\*\/\s*)*$/.test(node.value ?? '')) return [];
        return this.fail(`the MDX expression {${node.value}} has no Markdown rendering`);
      case 'heading':
        return [this.withChildren(stripHeadingId(node))];
      case 'code':
        return [{type: 'code', lang: node.lang ?? null, meta: null, value: node.value ?? ''}];
      case 'link':
      case 'definition':
        return [this.withChildren({...node, url: this.resolveUrl(node.url ?? '')})];
      case 'image':
        return this.image(node.url ?? '', node.alt ?? '', parent);
      case 'containerDirective':
        return this.admonition(node);
      case 'leafDirective':
        return [paragraph([text(`::${node.name}${plainText(node)}`)]) as unknown as Node];
      case 'textDirective':
        return [text(plainText(node)) as unknown as Node];
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return this.jsx(node, parent);
      case 'html':
        return this.html(node.value ?? '', parent);
      default:
        return [this.withChildren(node)];
    }
  }

  private admonition(node: Node): Node[] {
    const kind = ADMONITIONS[node.name ?? ''];
    if (!kind) return this.fail(`the directive :::${node.name} is not an admonition and has no Markdown rendering`);
    const children = [...(node.children ?? [])];
    const label = children[0]?.type === 'paragraph' && children[0].data?.directiveLabel ? children.shift() : undefined;
    const title = label ? `${kind}: ${plainText(label).trim()}.` : `${kind}:`;
    const body = this.children(children, node);
    const lead = strong([text(title)]) as unknown as Node;
    if (body[0]?.type === 'paragraph') {
      body[0] = {...body[0], children: [lead, text(' ') as unknown as Node, ...(body[0].children ?? [])]};
    } else {
      body.unshift(paragraph([]) as unknown as Node);
      body[0]!.children = [lead];
    }
    return [{type: 'blockquote', children: body}];
  }

  private jsx(node: Node, parent: Node): Node[] {
    const name = node.name ?? '';
    if (name === '') return this.children(node.children ?? [], parent); // a fragment <>…</>
    if (/^[A-Z]/.test(name)) return this.component(node, name);
    const inline = node.type === 'mdxJsxTextElement';
    const kids = () => this.children(node.children ?? [], inline ? parent : node);
    switch (name) {
      case 'br':
        return FLOW_PARENTS.has(parent.type) ? [] : [{type: 'break'}];
      case 'a': {
        const href = jsxAttribute(node, 'href');
        return href ? [{type: 'link', url: this.resolveUrl(href), children: kids()}] : kids();
      }
      case 'img':
        return this.image(jsxAttribute(node, 'src') ?? '', jsxAttribute(node, 'alt') ?? '', parent);
      case 'code':
        return [{type: 'inlineCode', value: plainText(node)}];
      case 'strong':
      case 'b':
        return [{type: 'strong', children: kids()}];
      case 'em':
      case 'i':
        return [{type: 'emphasis', children: kids()}];
      case 'summary':
        return inline
          ? [{type: 'strong', children: kids()}]
          : [{type: 'paragraph', children: [{type: 'strong', children: kids()}]}];
      case 'table':
      case 'thead':
      case 'tbody':
      case 'tr':
      case 'td':
      case 'th':
      case 'script':
      case 'style':
      case 'iframe':
      case 'video':
      case 'audio':
      case 'svg':
        return this.fail(`the HTML element <${name}> has no Markdown rendering; write it in Markdown`);
      default:
        // details, div, span, p, sub, sup, kbd, small …: their content, without the element.
        return kids();
    }
  }

  private component(node: Node, name: string): Node[] {
    if (node.type === 'mdxJsxTextElement')
      return this.fail(`the component <${name}> is used inside a paragraph; put it on its own line`);
    const render = COMPONENTS[name];
    if (!render) {
      // A component whose module exports its text alternative (a diagram) shows as that text.
      const specifier = this.imports.get(name);
      const file = specifier ? resolveModule(specifier, this.sourceFile, this.site.siteDir) : undefined;
      const alternative = file ? textAlternative(file) : undefined;
      if (alternative) {
        return [
          paragraph([
            strong([text(`Diagram: ${alternative.title}.`)]),
            text(` ${alternative.desc}`),
          ]) as unknown as Node,
        ];
      }
      return this.fail(
        `the component <${name}> has no Markdown rendering. Add one to src/plugins/markdown/components.ts, ` +
          'or export string constants `title` and `desc` (its text alternative) from its module: a Markdown twin must not contain JSX.',
      );
    }
    const props: Record<string, unknown> = {};
    for (const a of node.attributes ?? []) {
      if (a.type !== 'mdxJsxAttribute' || !a.name)
        return this.fail(`<${name}> has a spread attribute, which its twin cannot read`);
      if (a.value === null || a.value === undefined) props[a.name] = true;
      else if (typeof a.value === 'string') props[a.name] = a.value;
      else props[a.name] = this.expression(name, a.name, String((a.value as {value?: unknown}).value ?? ''));
    }
    try {
      return render({name, props}, envFor(this.page, this.site, this.where)) as unknown as Node[];
    } catch (e) {
      if (e instanceof TwinError) throw e;
      return this.fail((e as Error).message);
    }
  }

  /** An attribute value `{x}`: an imported JSON module, or a literal. */
  private expression(component: string, attribute: string, source: string): unknown {
    const expr = source.trim();
    const module = this.imports.get(expr);
    if (module) {
      const file = module.startsWith('@site/')
        ? path.join(this.site.siteDir, module.slice('@site/'.length))
        : path.resolve(path.dirname(this.sourceFile), module);
      if (!file.endsWith('.json'))
        return this.fail(`<${component} ${attribute}={${expr}}>: only JSON modules can be read for a twin (${module})`);
      if (!this.site.moduleCache.has(file)) this.site.moduleCache.set(file, JSON.parse(fs.readFileSync(file, 'utf8')));
      return this.site.moduleCache.get(file);
    }
    try {
      return JSON.parse(expr);
    } catch {
      return this.fail(`<${component} ${attribute}={${expr}}>: the twin can read imported JSON data and literals only`);
    }
  }

  private html(value: string, parent: Node): Node[] {
    const flow = FLOW_PARENTS.has(parent.type);
    if (/^\s*<!--[\s\S]*-->\s*$/.test(value)) return [];
    if (/^\s*<br\s*\/?>\s*$/i.test(value)) return flow ? [] : [{type: 'break'}];
    const content = value
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/?[A-Za-z][^>]*>/g, '')
      .trim();
    if (content === '') return [];
    return flow ? [paragraph([text(content)]) as unknown as Node] : [text(content) as unknown as Node];
  }

  /** An image keeps its place when it has a URL a reader can open; otherwise its text alternative stands in. */
  private image(url: string, alt: string, parent: Node): Node[] {
    const flow = FLOW_PARENTS.has(parent.type);
    if (/^(https?:)?\/\//.test(url) || url.startsWith('/')) {
      const image: Node = {
        type: 'image',
        url: /^(https?:)?\/\//.test(url) ? url : absoluteUrl(this.site.siteUrl, url),
        alt,
        title: null,
      };
      return flow ? [{type: 'paragraph', children: [image]}] : [image];
    }
    if (!alt) return [];
    const figure: Node = {type: 'emphasis', children: [text(`Figure: ${alt}`) as unknown as Node]};
    return flow ? [{type: 'paragraph', children: [figure]}] : [figure];
  }

  /** Any link target as an absolute URL; pages are linked by their twin. */
  resolveUrl(url: string): string {
    if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
    const hashAt = url.indexOf('#');
    const target = hashAt === -1 ? url : url.slice(0, hashAt);
    const hash = hashAt === -1 ? '' : url.slice(hashAt);
    if (target === '') return twinUrl(this.site, this.page.route) + hash;
    const pathname = target.split('?')[0]!;
    if (!target.startsWith('/')) {
      let file: string;
      try {
        file = path.resolve(path.dirname(this.sourceFile), decodeURIComponent(pathname));
      } catch {
        file = path.resolve(path.dirname(this.sourceFile), pathname);
      }
      const route = this.site.routeOfSource(file);
      if (route) return twinUrl(this.site, route) + hash;
      if (/\.mdx?$/.test(pathname)) this.fail(`the link ${url} points at no page`);
      // A URL relative to the page's own address, as a browser reads it.
      return this.resolveUrl(new URL(target, `https://site.invalid${this.page.route}`).pathname + hash);
    }
    const withBase = pathname.startsWith(this.site.baseUrl)
      ? pathname
      : `${this.site.baseUrl}${pathname.replace(/^\//, '')}`;
    for (const candidate of [withBase, `${withBase.replace(/\/$/, '')}/`, withBase.replace(/\/$/, '')]) {
      if (this.site.pageAt(candidate)) return twinUrl(this.site, candidate) + hash;
    }
    return absoluteUrl(this.site.siteUrl, withBase) + target.slice(pathname.length) + hash;
  }
}

/** `## Heading {#custom-id}`: the id is Docusaurus syntax, not text. */
function stripHeadingId(node: Node): Node {
  const children = [...(node.children ?? [])];
  const last = children.at(-1);
  if (last?.type === 'text' && typeof last.value === 'string' && /\s*\{#[^}]+\}\s*$/.test(last.value)) {
    children[children.length - 1] = {...last, value: last.value.replace(/\s*\{#[^}]+\}\s*$/, '')};
  }
  return {...node, children};
}

/** Docusaurus's own preprocessing of a page's text before parsing (MDX code block wrappers, `:::note Title`). */
function preprocess(source: string): string {
  return admonitionTitleToDirectiveLabel(unwrapMdxCodeBlocks(source), Object.keys(ADMONITIONS));
}

/** The twin of a doc page, from its source file. */
export function renderDocTwin(page: TwinPage, sourceFile: string, site: TwinSite): string {
  const where = `Markdown twin of ${path.relative(site.siteDir, sourceFile)} (${page.route})`;
  const source = preprocess(fs.readFileSync(sourceFile, 'utf8'));
  const parser = pageParser(sourceFile);
  let tree: Node;
  try {
    tree = parser.parse(source) as unknown as Node;
  } catch (e) {
    throw new TwinError(`${where}: the source does not parse: ${(e as Error).message}`);
  }
  const doc = docOfSource(sourceFile);
  if (doc) insertRelatedErrors(tree as unknown as Root, doc);
  const body = new PageTransform(page, site, sourceFile, where).run(tree);
  const root = {type: 'root', children: [...header(page, site), ...(body as unknown as RootContent[])]} as Root;
  return print(root, where);
}

/** The twin of a generated category index: its header and its items, each linked to its twin. */
export function renderIndexTwin(page: TwinPage, site: TwinSite): string {
  const where = `Markdown twin of the category index ${page.route}`;
  const category = site.categoryAt(page.route);
  if (!category) throw new TwinError(`${where}: no sidebar category lands there`);
  const items = categoryItemLinks(category.items, envFor(page, site, where), (name) => text(name));
  return print({type: 'root', children: [...header(page, site), ...items]}, where);
}
