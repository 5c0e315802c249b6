import React, {useMemo, type ReactNode} from 'react';
import type {SystemVariable, VariableData} from '@site/src/data/reference/types';
import FilterBar, {anyOf} from './FilterBar';
import {filterRanked} from './match';
import {sameValues, useUrlState} from './useUrlState';
import InlineCode from './InlineCode';
import {Entry, Fact, ValueFacts} from './Entry';
import StaticList, {type EntryOrder} from './StaticList';
import styles from './reference.module.css';
import {matchesRelease, releaseLineOptions} from '@site/src/data/releases';
import {ANY} from '@site/src/site/rules';
import {island} from '@site/src/components/islands/island';

/** The filter as URL parameters: `?q=timeout&scope=global&type=int&since=3.3`. */
const FILTERS = {q: '', scope: ANY, type: ANY, since: ANY};

const SCOPES: Record<SystemVariable['scope'], string> = {
  session: 'Session or global',
  global: 'Global only',
  'session-only': 'Session only',
};

function VariableEntry({item}: {item: SystemVariable}): ReactNode {
  return (
    <Entry name={item.name} since={item.since} description={item.description}>
      <ValueFacts type={item.type} value={item.default} unit={item.unit} since={item.since} changed={item.changed} />
      <Fact label="Scope">{item.readOnly ? `${SCOPES[item.scope]}, read-only` : SCOPES[item.scope]}</Fact>
      {item.values && (
        <Fact label="Values">
          <InlineCode text={item.values} />
        </Fact>
      )}
      {item.alias && (
        <Fact label="Also named">
          <code>{item.alias}</code>
        </Fact>
      )}
    </Entry>
  );
}

/** Every visible system variable, each under a heading anchored by its name, with a filter. */
function SystemVariableReference({data}: {data: VariableData}): ReactNode {
  const [filters, setFilters] = useUrlState(FILTERS);
  const {q: query, scope, type, since} = filters;
  const types = useMemo(() => [...new Set(data.items.map((i) => i.type))].sort(), [data]);
  const releases = useMemo(() => releaseLineOptions(data.items.map((i) => i.since)), [data]);

  const filtered = !sameValues(filters, FILTERS);
  // Exact, then prefix, then substring matches of the name or the alias (match.ts).
  const shown = useMemo(
    () =>
      filterRanked(
        data.items.filter(
          (i) =>
            (scope === ANY || i.scope === scope) && (type === ANY || i.type === type) && matchesRelease(i.since, since),
        ),
        query,
        (i) => [i.name, i.alias],
      ),
    [data, query, scope, type, since],
  );
  const order = useMemo<EntryOrder>(
    () => (filtered ? new Map(shown.map((item, rank) => [item.name, rank])) : null),
    [filtered, shown],
  );

  return (
    <section aria-label="System variables">
      <FilterBar
        label="Name"
        placeholder="e.g. query_timeout"
        query={query}
        onQuery={(q) => setFilters({q})}
        choices={[
          {
            label: 'Scope',
            value: scope,
            onChange: (v) => setFilters({scope: v}),
            options: [
              {value: ANY, label: 'Any scope'},
              ...Object.entries(SCOPES).map(([value, label]) => ({value, label})),
            ],
          },
          {
            label: 'Type',
            value: type,
            onChange: (v) => setFilters({type: v}),
            options: anyOf('Any type', types),
          },
          {
            label: 'Since',
            value: since,
            onChange: (v) => setFilters({since: v}),
            options: releases,
          },
        ]}
        shown={shown.length}
        total={data.items.length}
        noun="variables"
      />
      {shown.length === 0 && (
        <p className={styles.none}>
          No variable matches. Clear a filter, or type part of the name (for example "timeout").
        </p>
      )}
      <StaticList
        id="system-variable-entries"
        order={order}
        render={() => data.items.map((item) => <VariableEntry key={item.name} item={item} />)}
      />
    </section>
  );
}

/** Hydrated on its own in an article the browser keeps as server HTML (src/components/islands). */
export default island('SystemVariableReference', SystemVariableReference);
