import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './PageSummaryTable.module.css';

export interface PageSummary {
  /** What the first column shows, linked to the page. */
  name: ReactNode;
  href: string;
  summary: string;
}

/** A landing's table of pages: each name linked to its page, beside its one-line summary. */
export default function PageSummaryTable({nameHeading, rows}: {nameHeading: string; rows: PageSummary[]}): ReactNode {
  return (
    <table className={styles.table}>
      <colgroup>
        <col className={styles.colName} />
        <col />
      </colgroup>
      <thead>
        <tr>
          <th>{nameHeading}</th>
          <th>What it does</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.href}>
            <td>
              <Link to={r.href}>{r.name}</Link>
            </td>
            <td>{r.summary}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
