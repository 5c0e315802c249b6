import React, {type ReactNode} from 'react';
import {useCurrentSidebarCategory} from '@docusaurus/plugin-content-docs/client';
import PageSummaryTable from '@site/src/components/PageSummaryTable';
import {useDocSummaries} from '@site/src/components/docSummaries';
import {functionPages} from './pages';

/** The functions of the current group landing, each with its one-line summary. */
export default function FunctionList(): ReactNode {
  const category = useCurrentSidebarCategory();
  const summaries = useDocSummaries();
  const rows = functionPages(category.items).map((p) => ({
    name: <code>{p.label}</code>,
    href: p.href,
    summary: summaries[p.docId]?.description ?? '',
  }));
  return <PageSummaryTable nameHeading="Function" rows={rows} />;
}
