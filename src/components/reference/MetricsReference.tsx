import React, {useMemo, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import type {MetricExclusion, MetricItem, MetricsData} from '@site/src/data/reference/metricsSchema';
import {sinceLabel} from '@site/src/data/releases';
import FilterBar, {anyOf, normalize} from './FilterBar';
import {rankMatches, type Tier} from './match';
import {useUrlState} from './useUrlState';
import InlineCode from './InlineCode';
import {Entry, Fact} from './Entry';
import shared from './reference.module.css';
import styles from './MetricsReference.module.css';
import {ANY, DOC_VERSION} from '@site/src/site/rules';
import {island} from '@site/src/components/islands/island';

/** The filter as URL parameters: `?q=compaction&node=BE&type=gauge&alerts=1`. */
const FILTERS = {q: '', node: ANY, type: ANY, alerts: ''};
/** Anchor of the list of fact-list names that the documented version does not export. */
export const NOT_EXPORTED_ID = `names-not-exported-by-${DOC_VERSION.replace(/\./g, '-')}`;
const NOT_EXPORTED_TITLE = `Names not exported by ${DOC_VERSION}`;

/**
 * The table-of-contents entries of the reference: one per group and one for
 * the names the documented version does not export. A page exports them as part of its `toc`,
 * because headings rendered by a component are not seen by the MDX compiler.
 */
export function metricsToc(data: MetricsData): {value: string; id: string; level: number}[] {
  const used = new Set(data.items.map((i) => i.group));
  return [
    ...data.groups.filter((g) => used.has(g.id)).map((g) => ({value: g.title, id: g.id, level: 2})),
    ...(data.excluded.length > 0 ? [{value: NOT_EXPORTED_TITLE, id: NOT_EXPORTED_ID, level: 2}] : []),
  ];
}

/** What a pasted query means: a name, or a series line such as `starrocks_be_cpu{mode="idle"} 42`. */
function queryKey(query: string): string {
  return normalize(query.trim().split(/[{\s]/)[0] ?? '');
}

interface Match {
  /** Entries to show: every entry whose name or series contains the query. */
  shown: Set<string>;
  /** How well each shown entry matched (match.ts): exact, prefix, substring. */
  tiers: Map<string, Tier>;
  /** The entry Enter jumps to: the first exact, prefix or substring match. */
  best: MetricItem | undefined;
}

function match(items: MetricItem[], q: string): Match {
  const ranked = rankMatches(items, q, (i) => [i.name, i.series]);
  return {
    shown: new Set(ranked.map((r) => r.item.name)),
    tiers: new Map(ranked.map((r) => [r.item.name, r.tier])),
    best: q === '' ? undefined : ranked[0]?.item,
  };
}

/** Entries in the order of their match: exact first, then prefix, then substring; unmatched last. */
function byTier<T extends {name: string}>(items: T[], tiers: Map<string, Tier>): T[] {
  return [...items].sort((a, b) => (tiers.get(a.name) ?? 3) - (tiers.get(b.name) ?? 3));
}

/** The advice without a leading "Alert", which the label already says: "When to alert: when it stays...". */
function alertText(advice: string): string {
  return advice.replace(/^Alert (when|as soon as|on|immediately)\b/, '$1');
}

function MetricEntry({item, hidden}: {item: MetricItem; hidden: boolean}): ReactNode {
  const badge = item.deprecated ? <span className={shared.deprecated}>Deprecated</span> : undefined;
  return (
    <div className={styles.metric} hidden={hidden}>
      <Entry name={item.name} badge={badge} since={item.since} description={item.description}>
        {item.legacy ? (
          <Fact label="Computed as">
            <code>{item.expression ?? item.series}</code>
          </Fact>
        ) : (
          item.series !== item.name && (
            <Fact label="Exported as">
              <code>{item.series}</code>
            </Fact>
          )
        )}
        <Fact label="Node">{item.component}</Fact>
        <Fact label="Type">{item.legacy ? `derived from a ${item.type}` : item.type}</Fact>
        {item.unit && <Fact label="Unit">{item.unit}</Fact>}
        {item.labels.length > 0 && (
          <Fact label="Labels">
            {item.labels.map((l, n) => (
              <React.Fragment key={l}>
                {n > 0 && ' '}
                <code>{l}</code>
              </React.Fragment>
            ))}
          </Fact>
        )}
        {item.since && <Fact label="Since">{sinceLabel(item.since)}</Fact>}
      </Entry>
      {item.changed && (
        <p className={styles.note}>
          <InlineCode text={item.changed} />
        </p>
      )}
      {item.alert && (
        <p className={styles.alert}>
          <strong>When to alert: </strong>
          <InlineCode text={alertText(item.alert)} />
        </p>
      )}
    </div>
  );
}

function Exclusion({item, hidden}: {item: MetricExclusion; hidden: boolean}): ReactNode {
  return (
    <li id={item.name} hidden={hidden} className={styles.excluded}>
      <code>{item.name}</code>: <InlineCode text={item.reason} />
    </li>
  );
}

/**
 * Every metric of the documented StarRocks version in the fact list, grouped by subsystem under
 * one heading per group, each entry anchored by its name. All entries are in
 * the static HTML; the filter (name, node, type, alert advice) only hides.
 */
function MetricsReference({data}: {data: MetricsData}): ReactNode {
  const [filters, setFilters] = useUrlState(FILTERS);
  const {q: query, node: component, type} = filters;
  const alertsOnly = filters.alerts === '1';
  const components = useMemo(() => [...new Set(data.items.map((i) => i.component))].sort(), [data]);
  const types = useMemo(() => [...new Set(data.items.map((i) => i.type))].sort(), [data]);

  const q = queryKey(query);
  const candidates = useMemo(
    () =>
      data.items.filter(
        (i) =>
          (component === ANY || i.component === component) &&
          (type === ANY || i.type === type) &&
          (!alertsOnly || i.alert),
      ),
    [data, component, type, alertsOnly],
  );
  const {shown, tiers, best} = useMemo(() => match(candidates, q), [candidates, q]);
  const groups = useMemo(() => {
    const entries = data.groups.map((group) => {
      const items = data.items.filter((i) => i.group === group.id);
      const ordered = q === '' ? items : byTier(items, tiers);
      const best = Math.min(3, ...items.map((i) => tiers.get(i.name) ?? 3));
      return {group, items: ordered, best};
    });
    return q === '' ? entries : [...entries].sort((a, b) => a.best - b.best);
  }, [data, q, tiers]);
  const excludedShown = useMemo(
    () => new Set(data.excluded.filter((e) => q === '' || normalize(e.name).includes(q)).map((e) => e.name)),
    [data, q],
  );
  const filtering = q !== '' || component !== ANY || type !== ANY || alertsOnly;

  const jump = () => {
    if (best) window.location.hash = best.name;
  };

  return (
    <section aria-label="Monitoring metrics" className={styles.reference}>
      <FilterBar
        label="Name"
        placeholder="e.g. compaction_score"
        query={query}
        onQuery={(v) => setFilters({q: v})}
        onSubmit={jump}
        choices={[
          {
            label: 'Node',
            value: component,
            onChange: (v) => setFilters({node: v}),
            options: anyOf('Any node', components),
          },
          {label: 'Type', value: type, onChange: (v) => setFilters({type: v}), options: anyOf('Any type', types)},
        ]}
        toggle={{
          label: 'With alert advice only',
          checked: alertsOnly,
          onChange: (on) => setFilters({alerts: on ? '1' : ''}),
        }}
        shown={shown.size}
        total={data.items.length}
        noun="metrics"
      >
        {best && (
          <p className={styles.best}>
            Best match: <a href={`#${best.name}`}>{best.name}</a> (press Enter to jump)
          </p>
        )}
      </FilterBar>
      {shown.size === 0 && (
        <p className={shared.none}>
          No metric matches. Clear a filter, or type part of the name (for example "queue" or "compaction").
          {excludedShown.size > 0 && ` The name is listed below among those ${DOC_VERSION} does not export.`}
        </p>
      )}
      {groups.map(({group, items}) => {
        if (items.length === 0) return null;
        const visible = items.filter((i) => shown.has(i.name)).length;
        return (
          <div key={group.id} className={styles.group} hidden={visible === 0}>
            <Heading as="h2" id={group.id}>
              {group.title}
            </Heading>
            {filtering && (
              <p className={styles.groupCount}>
                {visible} of {items.length} shown
              </p>
            )}
            {items.map((item) => (
              <MetricEntry key={item.name} item={item} hidden={!shown.has(item.name)} />
            ))}
          </div>
        );
      })}
      {data.excluded.length > 0 && (
        <div className={styles.group} hidden={excludedShown.size === 0}>
          <Heading as="h2" id={NOT_EXPORTED_ID}>
            {NOT_EXPORTED_TITLE}
          </Heading>
          <p>
            These names appear in StarRocks documentation of other releases but a {DOC_VERSION} node does not export
            them. Each has the reason and the evidence.
          </p>
          <ul>
            {data.excluded.map((e) => (
              <Exclusion key={e.name} item={e} hidden={!excludedShown.has(e.name)} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** Hydrated on its own in an article the browser keeps as server HTML (src/components/islands). */
export default island('MetricsReference', MetricsReference);
