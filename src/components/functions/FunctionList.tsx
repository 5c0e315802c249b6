import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useCurrentSidebarCategory, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {functionRows} from './catalog';

/** The functions of the current group landing, each with its one-line summary. */
export default function FunctionList(): ReactNode {
  const category = useCurrentSidebarCategory();
  const {docs} = useDocsVersion();
  const rows = functionRows(category.label, category.items, docs);
  return (
    <table className="function-list">
      <thead>
        <tr>
          <th>Function</th>
          <th>What it does</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.href}>
            <td>
              <Link to={r.href}>
                <code>{r.name}</code>
              </Link>
            </td>
            <td>{r.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
