/**
 * The way back from a feature to its errors: every page that an entry of the error-message
 * reference (src/data/reference/error-messages.json) names as further reading gets a section
 * "Related error messages" listing those entries, each linked to its anchor on the reference page.
 * The entries' `links` are the one source; the page's Markdown twin, made from the built page,
 * shows the section as the page does. The section goes before the page's closing "See also" (or
 * "Next steps"), or at the end.
 */
import path from 'node:path';
import type {ListItem, Root, RootContent} from 'mdast';
import type {VFile} from 'vfile';
import data from '../../data/reference/error-messages.json';
import {DOCS_SOURCE_DIR, docRoute} from '../../site/rules';

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
function relatedErrorsSection(entries: {id: string; message: string}[]): RootContent[] {
  const intro =
    'Messages you may meet with this feature; each entry says what causes it, how to confirm it and the fix:';
  const item = (e: {id: string; message: string}): ListItem => ({
    type: 'listItem',
    spread: false,
    children: [
      {
        type: 'paragraph',
        children: [
          {
            type: 'link',
            url: `${docRoute(ERROR_MESSAGES_DOC)}#${e.id}`,
            children: [{type: 'inlineCode', value: e.message}],
          },
        ],
      },
    ],
  });
  return [
    {type: 'heading', depth: 2, children: [{type: 'text', value: `${RELATED_ERRORS_HEADING} {#${RELATED_ERRORS_ID}}`}]},
    {type: 'paragraph', children: [{type: 'text', value: intro}]},
    {type: 'list', ordered: false, spread: false, children: entries.map(item)},
  ];
}

/** A closing section's heading ("See also", "Next steps", …), with or without a `{#custom-id}`. */
const CLOSING = /^(see also|next steps|what's next|what to read next|related (pages|topics))(\s*\{#[^}]+\})?$/i;

/** Inserts the section into a page's tree (before its closing "See also", or at the end). */
export function insertRelatedErrors(tree: Root, doc: string): void {
  const entries = relatedErrors(doc);
  if (entries.length === 0) return;
  let at = tree.children.length;
  tree.children.forEach((n, i) => {
    const text = n.type === 'heading' && n.depth === 2 ? n.children.map((c) => ('value' in c ? c.value : '')) : [];
    if (CLOSING.test(text.join('').trim())) at = i;
  });
  tree.children.splice(at, 0, ...relatedErrorsSection(entries));
}

/** The remark plugin of the docs: the section on each page that entries name. */
export default function remarkRelatedErrors() {
  return (tree: Root, file: VFile): void => {
    const doc = file.path ? docOfSource(file.path) : undefined;
    if (doc) insertRelatedErrors(tree, doc);
  };
}
