import React, {useMemo, useState, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import {
  ANY_RELEASE,
  CONFIG_TOPICS,
  TOPIC_TITLES,
  arrivedIn,
  releaseOptions,
  type ConfigData,
  type ConfigItem,
} from '@site/src/data/reference/types';
import FilterBar, {anyOf, normalize} from './FilterBar';
import {Entry, Fact, ValueFacts} from './Entry';
import styles from './reference.module.css';

const ANY = '';

function ConfigEntry({item, component}: {item: ConfigItem; component: ConfigData['component']}): ReactNode {
  const badge = item.deprecated ? <span className={styles.deprecated}>Deprecated</span> : undefined;
  return (
    <Entry name={item.name} badge={badge} description={item.description}>
      <ValueFacts type={item.type} value={item.default} unit={item.unit} since={item.since} changed={item.changed} />
      <Fact label="Changeable at runtime">
        {item.mutable ? (component === 'FE' ? 'Yes (ADMIN SET FRONTEND CONFIG)' : 'Yes (BE HTTP endpoint)') : 'No (edit the file and restart)'}
      </Fact>
      {item.aliases.length > 0 && (
        <Fact label="Also accepted as">
          {item.aliases.map((a) => (
            <code key={a}>{a}</code>
          ))}
        </Fact>
      )}
    </Entry>
  );
}

/**
 * Every configuration item of one component, grouped by topic, each under a
 * heading whose anchor is the item's name, with a filter by name, by type,
 * by the release the item arrived in ("new in v3.5", "v3.3 or later") and by
 * whether it can be changed at runtime.
 */
export default function ConfigReference({data}: {data: ConfigData}): ReactNode {
  const [query, setQuery] = useState('');
  const [type, setType] = useState(ANY);
  const [runtimeOnly, setRuntimeOnly] = useState(false);
  const [release, setRelease] = useState(ANY_RELEASE);
  const types = useMemo(() => [...new Set(data.items.map((i) => i.type))].sort(), [data]);
  const releases = useMemo(() => releaseOptions(data.items), [data]);

  const shown = useMemo(() => {
    const q = normalize(query);
    return data.items.filter(
      (i) =>
        (q === '' || normalize(i.name).includes(q) || i.aliases.some((a) => normalize(a).includes(q))) &&
        (type === ANY || i.type === type) &&
        (!runtimeOnly || i.mutable) &&
        arrivedIn(i, release),
    );
  }, [data, query, type, runtimeOnly, release]);

  const fileName = data.component === 'FE' ? 'fe.conf' : 'be.conf';
  return (
    <section aria-label={`${data.component} configuration items`}>
      <FilterBar
        label="Name"
        placeholder={data.component === 'FE' ? 'e.g. query_timeout' : 'e.g. compaction'}
        query={query}
        onQuery={setQuery}
        choices={[
          {
            label: 'Type',
            value: type,
            onChange: setType,
            options: anyOf('Any type', types),
          },
          {
            label: 'Added in',
            value: release,
            onChange: setRelease,
            options: releases,
          },
        ]}
        toggle={{label: 'Changeable at runtime only', checked: runtimeOnly, onChange: setRuntimeOnly}}
        shown={shown.length}
        total={data.items.length}
        noun="items"
      />
      {shown.length === 0 && (
        <p className={styles.none}>
          No item of {fileName} matches. Clear a filter, or type part of the name (for example "timeout"). Items
          whose release is not recorded show only under "Any release".
        </p>
      )}
      {CONFIG_TOPICS.map((topic) => {
        const items = shown.filter((i) => i.topic === topic);
        if (items.length === 0) return null;
        return (
          <div key={topic} className={styles.topic}>
            <Heading as="h2" id={`topic-${topic}`}>
              {TOPIC_TITLES[topic]}
            </Heading>
            {items.map((item) => (
              <ConfigEntry key={item.name} item={item} component={data.component} />
            ))}
          </div>
        );
      })}
    </section>
  );
}
