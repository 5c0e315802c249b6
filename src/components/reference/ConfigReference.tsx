import React, {useMemo, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import {CONFIG_TOPICS, TOPIC_TITLES, type ConfigData, type ConfigItem} from '@site/src/data/reference/types';
import {ANY_RELEASE, addedInOptions, arrivedIn} from '@site/src/data/releases';
import FilterBar, {anyOf} from './FilterBar';
import {rankMatches} from './match';
import {sameValues, useUrlState} from './useUrlState';
import {Entry, Fact, ValueFacts} from './Entry';
import {Breakable} from './InlineCode';
import StaticList, {type EntryOrder} from './StaticList';
import styles from './reference.module.css';
import {ANY} from '@site/src/site/rules';
import {island} from '@site/src/components/islands/island';

/** The filter as URL parameters: `?q=timeout&type=int&since=3.3&runtime=1`. */
const FILTERS = {q: '', type: ANY, since: ANY_RELEASE, runtime: ''};

/** The anchor of a topic's heading. */
export const topicId = (topic: string): string => `topic-${topic}`;

/**
 * The table-of-contents entries of the topic groups a component has items
 * in. A page exports them as part of its `toc`, because headings rendered by
 * a component are not seen by the MDX compiler.
 */
export function configToc(data: ConfigData): {value: string; id: string; level: number}[] {
  const used = new Set(data.items.map((i) => i.topic));
  return CONFIG_TOPICS.filter((t) => used.has(t)).map((t) => ({value: TOPIC_TITLES[t], id: topicId(t), level: 2}));
}

function ConfigEntry({item, component}: {item: ConfigItem; component: ConfigData['component']}): ReactNode {
  const badge = item.deprecated ? <span className={styles.deprecated}>Deprecated</span> : undefined;
  return (
    <Entry name={item.name} badge={badge} since={item.since} description={item.description}>
      <ValueFacts type={item.type} value={item.default} unit={item.unit} since={item.since} changed={item.changed} />
      <Fact label="Changeable at runtime">
        {item.mutable
          ? component === 'FE'
            ? 'Yes (ADMIN SET FRONTEND CONFIG)'
            : 'Yes (BE HTTP endpoint)'
          : 'No (edit the file and restart)'}
      </Fact>
      {item.aliases.length > 0 && (
        <Fact label="Also accepted as">
          {item.aliases.map((a) => (
            <code key={a}>
              <Breakable text={a} />
            </code>
          ))}
        </Fact>
      )}
    </Entry>
  );
}

/** Every item under its topic's heading, in the data's order; a topic without items is left out. */
function ConfigEntries({data}: {data: ConfigData}): ReactNode {
  const used = new Set(data.items.map((i) => i.topic));
  return CONFIG_TOPICS.filter((topic) => used.has(topic)).map((topic) => (
    // A topic without a match is hidden, not removed, so that its heading's anchor still resolves.
    <div key={topic} className={styles.topic} data-group={topic}>
      <Heading as="h2" id={topicId(topic)}>
        {TOPIC_TITLES[topic]}
      </Heading>
      {data.items
        .filter((item) => item.topic === topic)
        .map((item) => (
          <ConfigEntry key={item.name} item={item} component={data.component} />
        ))}
    </div>
  ));
}

/**
 * Every configuration item of one component, grouped by topic, each under a
 * heading whose anchor is the item's name, with a filter by name, by type,
 * by the release the item arrived in ("new in v<documented line>", "v3.3 or later") and by
 * whether it can be changed at runtime.
 */
function ConfigReference({data}: {data: ConfigData}): ReactNode {
  const [filters, setFilters] = useUrlState(FILTERS);
  const {q: query, type, since: release} = filters;
  const runtimeOnly = filters.runtime === '1';
  const types = useMemo(() => [...new Set(data.items.map((i) => i.type))].sort(), [data]);
  const releases = useMemo(() => addedInOptions(data.items), [data]);

  const filtered = !sameValues(filters, FILTERS);
  // Matches in the exact, prefix, substring order of match.ts; the topics follow their best match.
  const ranked = useMemo(
    () =>
      rankMatches(
        data.items.filter(
          (i) => (type === ANY || i.type === type) && (!runtimeOnly || i.mutable) && arrivedIn(i, release),
        ),
        query,
        (i) => [i.name, ...i.aliases],
      ),
    [data, query, type, runtimeOnly, release],
  );
  const order = useMemo<EntryOrder>(
    () => (filtered ? new Map(ranked.map(({item}, rank) => [item.name, rank])) : null),
    [filtered, ranked],
  );
  const shown = ranked.length;

  const fileName = data.component === 'FE' ? 'fe.conf' : 'be.conf';
  return (
    <section aria-label={`${data.component} configuration items`}>
      <FilterBar
        label="Name"
        placeholder={data.component === 'FE' ? 'e.g. query_timeout' : 'e.g. compaction'}
        query={query}
        onQuery={(q) => setFilters({q})}
        choices={[
          {
            label: 'Type',
            value: type,
            onChange: (t) => setFilters({type: t}),
            options: anyOf('Any type', types),
          },
          {
            label: 'Added in',
            value: release,
            onChange: (r) => setFilters({since: r}),
            options: releases,
          },
        ]}
        toggle={{
          label: 'Changeable at runtime only',
          checked: runtimeOnly,
          onChange: (on) => setFilters({runtime: on ? '1' : ''}),
        }}
        shown={shown}
        total={data.items.length}
        noun="items"
      />
      {shown === 0 && (
        <p className={styles.none}>
          No item of {fileName} matches. Clear a filter, or type part of the name (for example "timeout"). Items whose
          release is not recorded show only under "Any release".
        </p>
      )}
      <StaticList
        id={`${data.component.toLowerCase()}-configuration-items`}
        order={order}
        render={() => <ConfigEntries data={data} />}
      />
    </section>
  );
}

/** Hydrated on its own in an article the browser keeps as server HTML (src/components/islands). */
export default island('ConfigReference', ConfigReference);
