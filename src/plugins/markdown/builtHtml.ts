/**
 * A built page, parsed once for everything the build reads from it: the Markdown twin
 * (convert.ts) and the search index (src/plugins/search/build/extract.ts) take the same trees.
 * hast-util-from-html parses as a browser does (the minifier's omitted end tags included).
 *
 * Only two parts are parsed, not the sidebar, navbar and footer around them: `<main>` (breadcrumbs,
 * article, a generated index's header and cards) and `<head>` (title, description, keywords).
 */
import {fromHtml} from 'hast-util-from-html';
import type {Element, Root, RootContent} from 'hast';

export interface ParsedPage {
  /** The page's `<head>`, as a fragment (empty when the HTML has none). */
  head: Root;
  /** The page's `<main>`, as a fragment; the whole HTML when it has no `<main>`. */
  main: Root;
}

export function parseBuiltPage(html: string): ParsedPage {
  const headEnd = html.indexOf('</head>');
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  return {
    head:
      headEnd >= 0
        ? fromHtml(html.slice(0, headEnd + '</head>'.length), {fragment: true})
        : {type: 'root', children: []},
    main: fromHtml(start >= 0 && end > start ? html.slice(start, end + '</main>'.length) : html, {fragment: true}),
  };
}

// ---------------------------------------------------------------- hast helpers both readers use

export const classes = (e: Element): string[] => (e.properties.className as string[] | undefined) ?? [];
export const isElement = (n: RootContent | Root, tag?: string): n is Element =>
  n.type === 'element' && (tag === undefined || n.tagName === tag);

/** The elements below a node that pass a test, in document order, without looking inside a match. */
export function findAll(node: Element | Root, test: (e: Element) => boolean): Element[] {
  return node.children.flatMap((c) => (!isElement(c) ? [] : test(c) ? [c] : findAll(c, test)));
}
/** The first element below a node that passes a test, in document order. */
export function find(node: Element | Root, test: (e: Element) => boolean): Element | undefined {
  for (const c of node.children) {
    if (!isElement(c)) continue;
    const found = test(c) ? c : find(c, test);
    if (found) return found;
  }
  return undefined;
}
