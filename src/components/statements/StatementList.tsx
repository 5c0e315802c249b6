import React, {type ReactNode} from 'react';
import {useCurrentSidebarCategory} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {useDocSummaries, type DocSummaries} from '@site/src/components/docSummaries';
import PageSummaryTable, {type PageSummary} from '@site/src/components/PageSummaryTable';
import {isListedCategoryPage, isListedDocLink, landingDocId} from '@site/src/site/rules';

/** Every page id under a category, nested groups included. */
function docIds(items: PropSidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'link' && item.docId) return [item.docId];
    return item.type === 'category' ? docIds(item.items) : [];
  });
}

/**
 * A group lands on `<folder>/<folder>`, its folder being the one all its pages share (not the
 * folder of its first page, which may be a nested group's): its description is that page's.
 */
function groupDescription(items: PropSidebarItem[], docs: DocSummaries): string {
  const [first, ...rest] = docIds(items).map((id) => id.split('/').slice(0, -1));
  if (!first) return '';
  let depth = first.length;
  for (const folder of rest) {
    let shared = 0;
    while (shared < depth && shared < folder.length && folder[shared] === first[shared]) shared++;
    depth = shared;
  }
  for (let parts = first.slice(0, depth); parts.length > 0; parts.pop()) {
    const landing = landingDocId(parts.join('/'));
    if (docs[landing]) return docs[landing].description ?? '';
  }
  return '';
}

/** A statement shows as code, a sub-group as a bold label. */
function summaries(items: PropSidebarItem[], docs: DocSummaries): PageSummary[] {
  return items.flatMap((item): PageSummary[] => {
    if (isListedDocLink(item)) {
      return [{name: <code>{item.label}</code>, href: item.href, summary: docs[item.docId]?.description ?? ''}];
    }
    if (isListedCategoryPage(item)) {
      return [{name: <strong>{item.label}</strong>, href: item.href, summary: groupDescription(item.items, docs)}];
    }
    return [];
  });
}

/** The statements (and sub-groups) of the current group landing, each with its one-line summary. */
export default function StatementList(): ReactNode {
  const category = useCurrentSidebarCategory();
  const docs = useDocSummaries();
  return <PageSummaryTable nameHeading="Statement" rows={summaries(category.items, docs)} />;
}
