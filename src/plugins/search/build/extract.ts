/**
 * Reads a built documentation page the way a reader sees it: title,
 * description, breadcrumb, and its sections (one per h2/h3 heading) with
 * their text and code.
 */
import {parse, NodeType, type HTMLElement, type Node} from 'node-html-parser';

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
const SKIP = new Set(['script', 'style', 'svg', 'button', 'nav']);

function clean(text: string): string {
  return text.replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();
}

/**
 * What the parser's tree gets wrong, fixed before parsing. The minifier drops optional end tags,
 * which node-html-parser does not close by itself: form controls hold no searchable text, so
 * `<select>` elements (whose `<option>`s lose their end tags) go whole; description lists (a
 * reference entry's facts, whose `<dt>`s and `<dd>`s lose theirs) lose their dt/dd tags and keep
 * their text.
 */
function forParser(html: string): string {
  return html.replace(/<select\b[\s\S]*?<\/select>/gi, '').replace(/<\/?d[td]\b[^>]*>/gi, ' ');
}

export function extractPage(html: string): ExtractedPage {
  const root = parse(forParser(html));
  const title = clean(root.querySelector('article h1, main h1')?.text ?? root.querySelector('title')?.text ?? '');
  const description = root.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
  const keywords = (root.querySelector('meta[name="keywords"]')?.getAttribute('content') ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  const crumbs = root.querySelectorAll('nav.theme-doc-breadcrumbs li');
  const breadcrumb = crumbs
    .filter((li) => !li.classList.contains('breadcrumbs__item--active'))
    .map((li) => clean(li.text))
    .filter(Boolean);

  const content = root.querySelector('.theme-doc-markdown');
  const sections: ExtractedSection[] = [{anchor: '', heading: '', text: '', code: ''}];
  if (!content) {
    // A generated category index: its title and description are its content.
    sections[0]!.text = clean(root.querySelector('main header p')?.text ?? '');
    return {title, description, keywords, breadcrumb, sections};
  }
  // Text goes to the section being read: the last heading's, or an entry's while inside it.
  let target = sections[0]!;
  const append = (field: 'text' | 'code', value: string) => {
    if (target[field].length < MAX_SECTION_TEXT && value) target[field] += `${value} `;
  };
  const walk = (node: Node) => {
    if (node.nodeType === NodeType.TEXT_NODE) {
      append('text', clean(node.text));
      return;
    }
    if (node.nodeType !== NodeType.ELEMENT_NODE) return;
    const el = node as HTMLElement;
    const tag = el.tagName?.toLowerCase() ?? '';
    if (SKIP.has(tag) || el.classList.contains('hash-link') || tag === 'header') return;
    const since = el.getAttribute('data-search-since');
    if ((tag === 'h2' || tag === 'h3') && el.id) {
      const bodyOnly = el.getAttribute('data-search-tier') === 'body';
      target = {
        anchor: el.id,
        heading: clean(el.text),
        text: '',
        code: '',
        ...(since ? {since} : {}),
        ...(bodyOnly ? {bodyOnly} : {}),
      };
      sections.push(target);
      return;
    }
    const entry = el.getAttribute('data-search-entry');
    if (entry && el.id) {
      // An entry of a reference list that is not a heading (an error code's table row):
      // a section of its own, after which the text goes back to the enclosing section.
      const outer = target;
      const keys = (el.getAttribute('data-search-keys') ?? '').split(/\s+/).filter(Boolean);
      target = {anchor: el.id, heading: clean(entry), text: '', code: '', ...(keys.length > 0 && {keys}), ...(since ? {since} : {})};
      sections.push(target);
      for (const child of el.childNodes) walk(child);
      target = outer;
      return;
    }
    // A release marked on anything but an entry is the page's own (a function page's "Since v3.1").
    if (since) sections[0]!.since = since;
    if (tag === 'pre' || tag === 'code') {
      append('code', clean(el.text));
      return;
    }
    for (const child of el.childNodes) walk(child);
  };
  for (const child of content.childNodes) walk(child);
  for (const s of sections) {
    s.text = s.text.trim();
    s.code = s.code.trim();
  }
  return {title, description, keywords, breadcrumb, sections};
}
