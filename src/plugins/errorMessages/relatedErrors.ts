/**
 * The way back from a feature to its errors: every page that an entry of the error-message
 * reference (src/data/reference/error-messages.json) names as further reading gets a section
 * "Related error messages" listing those entries, each linked to its anchor on the reference page.
 * The entries' `links` are the one source: the page (through the remark plugin below) and its
 * Markdown twin (render.ts) both insert the same nodes. The section goes before the page's closing
 * "See also" (or "Next steps"), or at the end.
 */
import path from 'node:path';
import type {Heading, PhrasingContent, Root, RootContent} from 'mdast';
import type {VFile} from 'vfile';
import data from '../../data/reference/error-messages.json';
import {DOCS_SOURCE_DIR, docRoute} from '../../site/rules';
import {code, heading, link, list, paragraph, text} from '../markdown/mdast';

/** The reference page itself, which lists every entry. */
export const ERROR_MESSAGES_DOC = 'faq/error_messages';
export const RELATED_ERRORS_ID = 'related-error-messages';
/** The section's heading: boilerplate to the search index, like "See also". */
export const RELATED_ERRORS_HEADING = 'Related error messages';

const byDoc = new Map<string, {id: string; message: string}[]>();
for (const item of data.items)
  for (const {doc} of item.links) {
    const list = byDoc.get(doc) ?? [];
    if (!list.some((e) => e.id === item.id)) list.push({id: item.id, message: item.message});
    byDoc.set(doc, list);
  }

/** The entries that name a doc (its path below the docs folder, without extension) as further reading. */
export function relatedErrors(doc: string): {id: string; message: string}[] {
  return doc === ERROR_MESSAGES_DOC ? [] : (byDoc.get(doc) ?? []);
}

/** The doc path of a source file below DOCS_SOURCE_DIR ("loading/StreamLoad"), or undefined for any other file. */
export function docOfSource(file: string): string | undefined {
  const marker = `/${DOCS_SOURCE_DIR}/`;
  const posix = file.split(path.sep).join('/');
  const at = posix.lastIndexOf(marker);
  return at < 0 ? undefined : posix.slice(at + marker.length).replace(/\.mdx?$/, '');
}

/** The section's nodes: a heading with a fixed id, one sentence, the entries' messages as links. */
export function relatedErrorsSection(doc: string): RootContent[] {
  const entries = relatedErrors(doc);
  if (entries.length === 0) return [];
  const title = heading(2, [text(`${RELATED_ERRORS_HEADING} {#${RELATED_ERRORS_ID}}`)]);
  const intro = paragraph([
    text('Messages you may meet with this feature; each entry says what causes it, how to confirm it and the fix:'),
  ]);
  const items = entries.map((e): PhrasingContent[] => [
    link(`${docRoute(ERROR_MESSAGES_DOC)}#${e.id}`, [code(e.message)]),
  ]);
  return [title, intro, list(items)];
}

const CLOSING = /^(see also|next steps|what's next|what to read next|related (pages|topics))$/i;

const headingText = (h: Heading): string =>
  h.children
    .map((c) => ('value' in c ? c.value : ''))
    .join('')
    .replace(/\s*\{#[^}]+\}\s*$/, '')
    .trim();

/** Inserts the section into a page's tree (before its closing "See also", or at the end). */
export function insertRelatedErrors(tree: Root, doc: string): void {
  const section = relatedErrorsSection(doc);
  if (section.length === 0) return;
  let at = tree.children.length;
  tree.children.forEach((n, i) => {
    if (n.type === 'heading' && n.depth === 2 && CLOSING.test(headingText(n))) at = i;
  });
  tree.children.splice(at, 0, ...section);
}

/** The remark plugin of the docs: the section on each page that entries name. */
export default function remarkRelatedErrors() {
  return (tree: Root, file: VFile): void => {
    const doc = file.path ? docOfSource(file.path) : undefined;
    if (doc) insertRelatedErrors(tree, doc);
  };
}
