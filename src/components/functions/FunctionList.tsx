import React, {type ReactNode} from 'react';
import {useCurrentSidebarCategory, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import PageSummaryTable from '@site/src/components/PageSummaryTable';
import {functionRows} from './catalog';

/** The functions of the current group landing, each with its one-line summary. */
export default function FunctionList(): ReactNode {
  const category = useCurrentSidebarCategory();
  const {docs} = useDocsVersion();
  const rows = functionRows(category.label, category.items, docs).map((r) => ({
    name: <code>{r.name}</code>,
    href: r.href,
    summary: r.description,
  }));
  return <PageSummaryTable nameHeading="Function" rows={rows} />;
}
