import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useCurrentSidebarCategory, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItem, PropVersionDocs} from '@docusaurus/plugin-content-docs';

interface Row {
  label: string;
  href: string;
  description: string;
  isGroup: boolean;
}

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
function groupDescription(items: PropSidebarItem[], docs: PropVersionDocs): string {
  const leaf = firstDocId(items);
  if (!leaf) return '';
  const parts = leaf.split('/');
  while (parts.length > 1) {
    parts.pop();
    const landing = `${parts.join('/')}/${parts.at(-1)}`;
    if (docs[landing]) return docs[landing].description ?? '';
  }
  return '';
}

function rows(items: PropSidebarItem[], docs: PropVersionDocs): Row[] {
  return items.flatMap((item): Row[] => {
    if (item.type === 'link' && item.docId && !item.unlisted) {
      return [{label: item.label, href: item.href, description: docs[item.docId]?.description ?? '', isGroup: false}];
    }
    if (item.type === 'category' && item.href) {
      return [{label: item.label, href: item.href, description: groupDescription(item.items, docs), isGroup: true}];
    }
    return [];
  });
}

/** The statements (and sub-groups) of the current group landing, each with its one-line summary. */
export default function StatementList(): ReactNode {
  const category = useCurrentSidebarCategory();
  const {docs} = useDocsVersion();
  return (
    <table className="function-list">
      <thead>
        <tr>
          <th>Statement</th>
          <th>What it does</th>
        </tr>
      </thead>
      <tbody>
        {rows(category.items, docs).map((r) => (
          <tr key={r.href}>
            <td>
              <Link to={r.href}>{r.isGroup ? <strong>{r.label}</strong> : <code>{r.label}</code>}</Link>
            </td>
            <td>{r.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
