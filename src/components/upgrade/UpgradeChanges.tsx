import React, {useEffect, useMemo, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {UpgradeData, UpgradeRow} from '@site/src/data/upgrade/schema';
import {COMPONENTS, KINDS, KIND_LABELS, SECTIONS, type Component} from '@site/src/data/upgrade/kinds';
import FilterBar from '@site/src/components/reference/FilterBar';
import {normalize} from '@site/src/components/reference/match';
import {sameValues, useUrlState} from '@site/src/components/reference/useUrlState';
import InlineCode, {Breakable} from '@site/src/components/reference/InlineCode';
import StaticList from '@site/src/components/reference/StaticList';
import {ANY, docRoute} from '@site/src/site/rules';
import cards from '@site/src/components/tableCards.module.css';
import styles from './upgrade.module.css';
import {island} from '@site/src/components/islands/island';

/** The filter as URL parameters: `?part=fe&change=removed&q=compaction`. */
const FILTERS = {q: '', part: ANY, change: ANY};

/** The id of the rendered tables (StaticList), unique on the page. */
const LIST_ID = 'upgrade-changes';

/** Sections whose rows have values to compare (defaults, column types); the others list names only. */
const VALUED: ReadonlySet<Component> = new Set(['fe', 'be', 'variable', 'system-table']);

/**
 * The table-of-contents entries of the sections a comparison has rows in, one level below the
 * page's heading of the list (component headings are not seen by MDX).
 */
export function upgradeToc(data: UpgradeData): {value: string; id: string; level: number}[] {
  const used = new Set(data.rows.map((r) => r.component));
  return COMPONENTS.filter((c) => used.has(c)).map((c) => ({value: SECTIONS[c].title, id: SECTIONS[c].id, level: 3}));
}

function Value({text}: {text: string | undefined}): ReactNode {
  if (text === undefined) return null;
  return text === '' ? (
    <em>empty</em>
  ) : (
    <code>
      <Breakable text={text} />
    </code>
  );
}

/** What happened, with what it means where a source says so. */
function Change({row}: {row: UpgradeRow}): ReactNode {
  return (
    <>
      <span className={`${styles.kind} ${styles[row.kind]}`}>{KIND_LABELS[row.kind]}</span>
      {row.from && (
        <>
          {' '}
          from{' '}
          <code>
            <Breakable text={row.from} />
          </code>
          {row.alias && ', which still works as an alias'}
        </>
      )}
      {row.ignored && ': SET still accepts it and does nothing'}
      {row.note && (
        <p className={styles.note}>
          <InlineCode text={row.note} />
        </p>
      )}
      {row.undocumented && <p className={styles.note}>Not in this site's reference: {row.undocumented}</p>}
    </>
  );
}

function Row({
  row,
  index,
  valued,
  from,
  to,
}: {
  row: UpgradeRow;
  index: number;
  valued: boolean;
  from: string;
  to: string;
}) {
  const name = (
    <code>
      <Breakable text={row.name} />
    </code>
  );
  return (
    <tr data-row={index}>
      <td data-label="Name">{row.href ? <Link to={docRoute(row.href)}>{name}</Link> : name}</td>
      <td data-label="Change">
        <Change row={row} />
      </td>
      {valued && (
        <>
          <td data-label={from}>
            <Value text={row.before} />
          </td>
          <td data-label={to}>
            <Value text={row.after} />
          </td>
        </>
      )}
    </tr>
  );
}

/** One table per component that has rows, each under its heading; rows keep their index in data.rows. */
function Sections({data}: {data: UpgradeData}): ReactNode {
  const indexed = data.rows.map((row, index) => ({row, index}));
  return COMPONENTS.map((component) => {
    const rows = indexed.filter((r) => r.row.component === component);
    if (!rows.length) return null;
    const valued = VALUED.has(component);
    return (
      <section key={component} className={styles.section} data-part={component}>
        <Heading as="h3" id={SECTIONS[component].id}>
          {SECTIONS[component].title}
        </Heading>
        <table className={`${styles.changes} ${valued ? styles.valued : ''} ${cards.cards}`}>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Change</th>
              {valued && <th scope="col">{data.from}</th>}
              {valued && <th scope="col">{data.to}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map(({row, index}) => (
              <Row key={index} row={row} index={index} valued={valued} from={data.from} to={data.to} />
            ))}
          </tbody>
        </table>
      </section>
    );
  });
}

/**
 * Every change between two releases' fact lists, one table per component, with a filter by
 * component, by kind of change and by name kept in the URL. The tables are rendered once on the
 * server and not hydrated (StaticList, in its own order); the filter hides rows in place, so every
 * row stays in the page's HTML for search, find-in-page and the Markdown twin.
 */
function UpgradeChanges({data}: {data: UpgradeData}): ReactNode {
  const [filters, setFilters] = useUrlState(FILTERS);
  const {q: query, part, change} = filters;
  const filtered = !sameValues(filters, FILTERS);
  const shown = useMemo(() => {
    const q = normalize(query);
    const hits = new Set<number>();
    data.rows.forEach((r, i) => {
      if (part !== ANY && r.component !== part) return;
      if (change !== ANY && r.kind !== change) return;
      if (q && ![r.name, r.from].some((n) => n && normalize(n).includes(q))) return;
      hits.add(i);
    });
    return hits;
  }, [data, query, part, change]);

  useEffect(() => {
    const list = document.getElementById(LIST_ID);
    if (!list) return;
    for (const tr of list.querySelectorAll<HTMLElement>('tr[data-row]'))
      tr.hidden = filtered && !shown.has(Number(tr.dataset.row));
    for (const section of list.querySelectorAll<HTMLElement>('section[data-part]'))
      section.hidden = !section.querySelector('tr[data-row]:not([hidden])');
  }, [filtered, shown]);

  const used = new Set(data.rows.map((r) => r.component));
  return (
    <section aria-label={`Changes from ${data.from} to ${data.to}`}>
      <FilterBar
        label="Name"
        placeholder="e.g. compaction"
        query={query}
        onQuery={(q) => setFilters({q})}
        choices={[
          {
            label: 'Part',
            value: part,
            onChange: (v) => setFilters({part: v}),
            options: [
              {value: ANY, label: 'Every part'},
              ...COMPONENTS.filter((c) => used.has(c)).map((c) => ({value: c, label: SECTIONS[c].title})),
            ],
          },
          {
            label: 'Change',
            value: change,
            onChange: (v) => setFilters({change: v}),
            options: [{value: ANY, label: 'Any change'}, ...KINDS.map((k) => ({value: k, label: KIND_LABELS[k]}))],
          },
        ]}
        shown={shown.size}
        total={data.rows.length}
        noun="changes"
      />
      {shown.size === 0 && (
        <p className={styles.none}>No change matches. Clear a filter, or type part of a name (for example "cache").</p>
      )}
      <StaticList id={LIST_ID} order={null} render={() => <Sections data={data} />} />
    </section>
  );
}

/** Hydrated on its own in an article the browser keeps as server HTML (src/components/islands). */
export default island('UpgradeChanges', UpgradeChanges);
