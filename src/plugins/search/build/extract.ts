/**
 * Reads a built documentation page the way a reader sees it: title,
 * description, breadcrumb, and its sections (one per h2/h3 heading) with
 * their text and code.
 */
import type {Element, Root, RootContent} from 'hast';
import {type ParsedPage, classes, find, findAll, isElement, parseBuiltPage} from '../../markdown/builtHtml';

export interface ExtractedSection {
  anchor: string;
  heading: string;
  text: string;
  code: string;
  /** Exact names the entry answers to besides its heading (an error's number and name). */
  keys?: string[];
  /** The release that first shipped the entry, or on the page top the page's function: "3.3", "before 2.0". */
  since?: string;
  /**
   * Searched by the full-text tier only (`data-search-tier="body"` on the heading): long headings
   * such as error messages, which would swell the names tier every first query loads.
   */
  bodyOnly?: boolean;
}

export interface ExtractedPage {
  title: string;
  description: string;
  keywords: string[];
  breadcrumb: string[];
  sections: ExtractedSection[];
}

const MAX_SECTION_TEXT = 20_000;
/** Never searched: scripts, styles, drawings, controls (form controls hold no searchable text), navigation. */
const SKIP = new Set(['script', 'style', 'svg', 'button', 'select', 'template', 'nav']);

function clean(text: string): string {
  return text.replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();
}

/** The text of a node, as the DOM's textContent. */
function textOf(node: RootContent | Root): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

const attribute = (e: Element, name: string): string | undefined => {
  const value = e.properties[name];
  return value === undefined || value === null ? undefined : Array.isArray(value) ? value.join(' ') : String(value);
};

/** What a search index reads from a built page's HTML (parsed once, see builtHtml.ts). */
export function extractPage(html: string): ExtractedPage {
  return extractParsed(parseBuiltPage(html));
}

/** What a search index reads from a built page, parsed: it only reads the trees. */
export function extractParsed({head, main}: ParsedPage): ExtractedPage {
  const meta = (name: string) => {
    const m = find(head, (e) => e.tagName === 'meta' && e.properties.name === name);
    return m ? (attribute(m, 'content') ?? '') : '';
  };
  const h1 = find(main, (e) => e.tagName === 'h1');
  const titleTag = find(head, (e) => e.tagName === 'title') ?? find(main, (e) => e.tagName === 'title');
  const title = clean(h1 ? textOf(h1) : titleTag ? textOf(titleTag) : '');
  const description = meta('description');
  const keywords = meta('keywords')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  const breadcrumbs = find(main, (e) => e.tagName === 'nav' && classes(e).includes('theme-doc-breadcrumbs'));
  const breadcrumb = (breadcrumbs ? findAll(breadcrumbs, (e) => e.tagName === 'li') : [])
    .filter((li) => !classes(li).includes('breadcrumbs__item--active'))
    .map((li) => clean(textOf(li)))
    .filter(Boolean);

  const content = find(main, (e) => classes(e).includes('theme-doc-markdown'));
  const sections: ExtractedSection[] = [{anchor: '', heading: '', text: '', code: ''}];
  if (!content) {
    // A generated category index: its title and description are its content.
    const header = find(main, (e) => e.tagName === 'header' && find(e, (p) => p.tagName === 'p') !== undefined);
    const p = header && find(header, (e) => e.tagName === 'p');
    sections[0]!.text = clean(p ? textOf(p) : '');
    return {title, description, keywords, breadcrumb, sections};
  }
  // Text goes to the section being read: the last heading's, or an entry's while inside it.
  let target = sections[0]!;
  const append = (field: 'text' | 'code', value: string) => {
    if (target[field].length < MAX_SECTION_TEXT && value) target[field] += `${value} `;
  };
  const walk = (node: RootContent) => {
    if (node.type === 'text') {
      append('text', clean(node.value));
      return;
    }
    if (!isElement(node)) return;
    const el = node;
    const tag = el.tagName;
    if (SKIP.has(tag) || classes(el).includes('hash-link') || tag === 'header') return;
    const since = attribute(el, 'dataSearchSince');
    const id = attribute(el, 'id');
    if ((tag === 'h2' || tag === 'h3') && id) {
      const bodyOnly = attribute(el, 'dataSearchTier') === 'body';
      target = {
        anchor: id,
        heading: clean(textOf(el)),
        text: '',
        code: '',
        ...(since ? {since} : {}),
        ...(bodyOnly ? {bodyOnly} : {}),
      };
      sections.push(target);
      return;
    }
    const entry = attribute(el, 'dataSearchEntry');
    if (entry && id) {
      // An entry of a reference list that is not a heading (an error code's table row):
      // a section of its own, after which the text goes back to the enclosing section.
      const outer = target;
      const keys = (attribute(el, 'dataSearchKeys') ?? '').split(/\s+/).filter(Boolean);
      target = {anchor: id, heading: clean(entry), text: '', code: '', ...(keys.length > 0 && {keys}), ...(since ? {since} : {})};
      sections.push(target);
      for (const child of el.children) walk(child);
      target = outer;
      return;
    }
    // A release marked on anything but an entry is the page's own (a function page's "Since v3.1").
    if (since) sections[0]!.since = since;
    if (tag === 'pre' || tag === 'code') {
      append('code', clean(textOf(el)));
      return;
    }
    for (const child of el.children) walk(child);
  };
  for (const child of content.children) walk(child);
  for (const s of sections) {
    s.text = s.text.trim();
    s.code = s.code.trim();
  }
  return {title, description, keywords, breadcrumb, sections};
}
