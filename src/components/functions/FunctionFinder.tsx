import React, {useEffect, useMemo, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useCurrentSidebarCategory} from '@docusaurus/plugin-content-docs/client';
import {useDocSummaries} from '@site/src/components/docSummaries';
import {finderEntries, functionRows, type FinderEntry, type FunctionRow} from './catalog';
import FilterBar, {anyOf} from '@site/src/components/reference/FilterBar';
import {filterRanked} from '@site/src/components/reference/match';
import {useUrlState} from '@site/src/components/reference/useUrlState';
import {Breakable} from '@site/src/components/reference/InlineCode';
import {matchesRelease, releaseLineOptions, sinceText} from '@site/src/data/releases';
import styles from './FunctionFinder.module.css';
import {ANY} from '@site/src/site/rules';
import cards from '@site/src/components/tableCards.module.css';
import {island} from '@site/src/components/islands/island';

/** The filter as URL parameters: `?q=concat&group=String+functions&returns=VARCHAR&since=3.3`. */
const FILTERS = {q: '', group: ANY, returns: ANY, since: ANY};

/** Rows rendered at once; the rest follow when the browser is idle. */
export const FIRST_BATCH = 60;

/**
 * How many rows to render: the first batch at once, then all of them as soon
 * as the browser is idle, so that a keystroke paints quickly and the whole
 * list is in the page (for find-in-page) a moment later. Every new result
 * starts again with the first batch.
 */
function useBatches<T>(items: readonly T[]): readonly T[] {
  const [limit, setLimit] = useState(FIRST_BATCH);
  useEffect(() => {
    setLimit(FIRST_BATCH);
    if (items.length <= FIRST_BATCH) return undefined;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setLimit(Infinity), {timeout: 250});
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setLimit(Infinity), 30);
    return () => window.clearTimeout(id);
  }, [items]);
  return items.length <= limit ? items : items.slice(0, limit);
}

function SignatureCell({page}: {page: FunctionRow}): ReactNode {
  if (page.signatures[0]) {
    return (
      <>
        <code>
          <Breakable text={page.signatures[0]} />
        </code>
        {page.signatures.length > 1 ? <span className={styles.more}> +{page.signatures.length - 1} more</span> : null}
      </>
    );
  }
  if (page.syntax?.startsWith('Guide: ')) return <em>{page.syntax}</em>;
  return page.syntax ? <code>{page.syntax}</code> : null;
}

function FinderRow({entry, group}: {entry: FinderEntry; group: string}): ReactNode {
  // The page of the chosen group if there is one, otherwise the first page in sidebar order.
  const page = entry.pages.find((p) => p.group === group) ?? entry.pages[0]!;
  const others = entry.pages.filter((p) => p !== page);
  return (
    <tr data-function={entry.name} data-group={page.group}>
      <td className={styles.name}>
        <Link to={page.href}>
          <code>
            <Breakable text={entry.name} />
          </code>
        </Link>
      </td>
      <td data-label="Group">
        {page.group}
        {others.map((o) => (
          <span key={o.href} className={styles.also}>
            {' '}
            also <Link to={o.href}>{o.group}</Link>
          </span>
        ))}
      </td>
      <td data-label="Since" className={page.since ? styles.sinceCell : styles.sinceUnknown}>
        {page.since ? sinceText(page.since).replace(/^Since /, '') : '—'}
      </td>
      <td data-label="Signature">
        <SignatureCell page={page} />
      </td>
      <td className={styles.descriptionCell}>
        <div className={styles.description}>{page.description}</div>
      </td>
    </tr>
  );
}

/**
 * Every function of every group, filtered as the reader types: by name
 * (exact, then prefix, then substring matches), by group, by return type and
 * by the release that first shipped it. The filter is kept in the URL.
 */
function FunctionFinder(): ReactNode {
  const category = useCurrentSidebarCategory();
  const docs = useDocSummaries();
  const rows = useMemo<FunctionRow[]>(
    () =>
      category.items.flatMap((group) =>
        group.type === 'category' ? functionRows(group.label, group.items, docs) : [],
      ),
    [category, docs],
  );
  const entries = useMemo(() => finderEntries(rows), [rows]);
  const groups = useMemo(() => [...new Set(rows.map((r) => r.group))], [rows]);
  const returnTypes = useMemo(() => [...new Set(rows.flatMap((r) => r.returnTypes))].sort(), [rows]);
  const releases = useMemo(() => releaseLineOptions(rows.map((r) => r.since)), [rows]);

  const [filters, setFilters] = useUrlState(FILTERS);
  const {q: query, group, returns: returnType, since} = filters;

  const shown = useMemo(
    () =>
      filterRanked(
        entries.filter((e) => {
          const page = e.pages.find((p) => p.group === group) ?? e.pages[0]!;
          return (
            (group === ANY || e.pages.some((p) => p.group === group)) &&
            (returnType === ANY || page.returnTypes.includes(returnType)) &&
            matchesRelease(page.since, since)
          );
        }),
        query,
        (e) => [e.name],
      ),
    [entries, query, group, returnType, since],
  );
  const rendered = useBatches(shown);

  return (
    <section className={styles.finder} aria-label="Function finder">
      <FilterBar
        label="Name"
        placeholder="e.g. date_format"
        query={query}
        onQuery={(q) => setFilters({q})}
        choices={[
          {
            label: 'Group',
            value: group,
            onChange: (v) => setFilters({group: v}),
            options: anyOf('All groups', groups),
          },
          {
            label: 'Returns',
            value: returnType,
            onChange: (v) => setFilters({returns: v}),
            options: anyOf('Any type', returnTypes),
          },
          {
            label: 'Since',
            value: since,
            onChange: (v) => setFilters({since: v}),
            options: releases,
          },
        ]}
        shown={shown.length}
        total={entries.length}
        noun="functions"
      />
      {shown.length === 0 ? (
        <p>No function matches. Clear a filter, or try part of the name (for example "date").</p>
      ) : (
        <table className={`${styles.table} ${cards.cards}`}>
          <colgroup>
            <col className={styles.colName} />
            <col className={styles.colGroup} />
            <col className={styles.colSince} />
            <col className={styles.colSignature} />
            <col className={styles.colDescription} />
          </colgroup>
          <thead>
            <tr>
              <th scope="col">Function</th>
              <th scope="col">Group</th>
              <th scope="col">Since</th>
              <th scope="col">Signature</th>
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {rendered.map((e) => (
              <FinderRow key={e.name} entry={e} group={group} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Hydrated on its own in an article the browser keeps as server HTML (src/components/islands). */
export default island('FunctionFinder', FunctionFinder);
