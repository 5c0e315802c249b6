/**
 * The function pages as the sidebar lists them: one row per page under a
 * group category, with its description from the version's page index and
 * its signatures and first release from the function data. No second list
 * is kept by hand.
 */
import type {PropSidebarItem, PropVersionDocs} from '@docusaurus/plugin-content-docs';
import {displayType, formatOverload, functionOfPage, signatureOf, sinceOf} from '@site/src/data/functions';

export interface FunctionRow {
  name: string;
  group: string;
  href: string;
  description: string;
  /** Overloads as readers write them; empty for topic pages. */
  signatures: string[];
  returnTypes: string[];
  /** The release that first shipped the function ("3.1", "before 2.0"); null when not established. */
  since: string | null;
}

function leaves(items: PropSidebarItem[]): {label: string; href: string; docId: string}[] {
  return items.flatMap((item) => {
    if (item.type === 'category') return leaves(item.items);
    if (item.type === 'link' && item.docId && !item.unlisted) {
      return [{label: item.label, href: item.href, docId: item.docId}];
    }
    return [];
  });
}

export function functionRows(group: string, items: PropSidebarItem[], docs: PropVersionDocs): FunctionRow[] {
  return leaves(items).map(({label, href, docId}) => {
    const fn = functionOfPage(docId.split('/').at(-1)!);
    const sig = signatureOf(fn);
    return {
      name: label,
      group,
      href,
      description: docs[docId]?.description ?? '',
      signatures: sig ? sig.overloads.map((o) => formatOverload(sig.name, o)) : [],
      returnTypes: sig ? [...new Set(sig.overloads.map((o) => displayType(o.returns)))] : [],
      since: sinceOf(fn)?.since ?? null,
    };
  });
}
