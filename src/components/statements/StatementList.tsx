import React, {type ReactNode} from 'react';
import {useCurrentSidebarCategory} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {useDocSummaries, type DocSummaries} from '@site/src/components/docSummaries';
import PageSummaryTable, {type PageSummary} from '@site/src/components/PageSummaryTable';
import {isListedCategoryPage, isListedDocLink, landingDocId} from '@site/src/site/rules';

/** The first page id found under a category, to locate its folder. */
function firstDocId(items: PropSidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link' && item.docId) return item.docId;
    if (item.type === 'category') {
      const id = firstDocId(item.items);
      if (id) return id;
    }
  }
  return undefined;
}

/** A sub-group lands on `<folder>/<folder>`: its description is that page's. */
function groupDescription(items: PropSidebarItem[], docs: DocSummaries): string {
  const leaf = firstDocId(items);
  if (!leaf) return '';
  const parts = leaf.split('/');
  while (parts.length > 1) {
    parts.pop();
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
