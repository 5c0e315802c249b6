import React, {useMemo, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useCurrentSidebarCategory, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {functionRows, type FunctionRow} from './catalog';
import FilterBar, {anyOf, normalize} from '@site/src/components/reference/FilterBar';
import {matchesRelease, releaseOptions, sinceText} from '@site/src/data/functions/releases';
import styles from './FunctionFinder.module.css';

const ANY = '';

/**
 * Every function of every group, filtered as the reader types: by name,
 * by group, by return type and by the release that first shipped it.
 */
export default function FunctionFinder(): ReactNode {
  const category = useCurrentSidebarCategory();
  const {docs} = useDocsVersion();
  const rows = useMemo<FunctionRow[]>(
    () =>
      category.items.flatMap((group) =>
        group.type === 'category' ? functionRows(group.label, group.items, docs) : [],
      ),
    [category, docs],
  );
  const groups = useMemo(() => [...new Set(rows.map((r) => r.group))], [rows]);
  const returnTypes = useMemo(() => [...new Set(rows.flatMap((r) => r.returnTypes))].sort(), [rows]);
  const releases = useMemo(() => releaseOptions(rows.map((r) => r.since)), [rows]);

  const [query, setQuery] = useState('');
  const [group, setGroup] = useState(ANY);
  const [returnType, setReturnType] = useState(ANY);
  const [since, setSince] = useState(ANY);

  const shown = useMemo(() => {
    const q = normalize(query);
    return rows.filter(
      (r) =>
        (q === '' || normalize(r.name).includes(q)) &&
        (group === ANY || r.group === group) &&
        (returnType === ANY || r.returnTypes.includes(returnType)) &&
        matchesRelease(r.since, since),
    );
  }, [rows, query, group, returnType, since]);

  return (
    <section className={styles.finder} aria-label="Function finder">
      <FilterBar
        label="Name"
        placeholder="e.g. date_format"
        query={query}
        onQuery={setQuery}
        choices={[
          {
            label: 'Group',
            value: group,
            onChange: setGroup,
            options: anyOf('All groups', groups),
          },
          {
            label: 'Returns',
            value: returnType,
            onChange: setReturnType,
            options: anyOf('Any type', returnTypes),
          },
          {
            label: 'Since',
            value: since,
            onChange: setSince,
            options: releases,
          },
        ]}
        shown={shown.length}
        total={rows.length}
        noun="functions"
      />
      {shown.length === 0 ? (
        <p>No function matches. Clear a filter, or try part of the name (for example "date").</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th>Function</th>
              <th>Group</th>
              <th>Since</th>
              <th>Signature</th>
              <th>Description</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.href} data-function={r.name}>
                <td>
                  <Link to={r.href}>
                    <code>{r.name}</code>
                  </Link>
                </td>
                <td>{r.group}</td>
                <td className={styles.sinceCell}>{r.since ? sinceText(r.since).replace(/^Since /, '') : '—'}</td>
                <td>
                  {r.signatures[0] ? <code>{r.signatures[0]}</code> : null}
                  {r.signatures.length > 1 ? <span className={styles.more}> +{r.signatures.length - 1} more</span> : null}
                </td>
                <td>{r.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
