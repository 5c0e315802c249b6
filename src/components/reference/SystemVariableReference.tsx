import React, {useMemo, useState, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import type {SystemVariable, VariableData} from '@site/src/data/reference/types';
import FilterBar, {normalize} from './FilterBar';
import InlineCode from './InlineCode';
import styles from './reference.module.css';

const ANY = '';

const SCOPES: Record<SystemVariable['scope'], string> = {
  session: 'Session or global',
  global: 'Global only',
  'session-only': 'Session only',
};

function VariableEntry({item}: {item: SystemVariable}): ReactNode {
  return (
    <article className={styles.entry}>
      <Heading as="h3" id={item.name} className={styles.entryName}>
        <code>{item.name}</code>
      </Heading>
      <div className={styles.facts}>
        <span className={styles.fact}>
          <span className={styles.factLabel}>Type</span>
          <span>
            <code>{item.type}</code>
          </span>
        </span>
        <span className={styles.fact}>
          <span className={styles.factLabel}>Default</span>
          <span>{item.default === '' ? <em>empty</em> : <code>{item.default}</code>}</span>
        </span>
        {item.unit && (
          <span className={styles.fact}>
            <span className={styles.factLabel}>Unit</span>
            <span>{item.unit}</span>
          </span>
        )}
        <span className={styles.fact}>
          <span className={styles.factLabel}>Scope</span>
          <span>{item.readOnly ? `${SCOPES[item.scope]}, read-only` : SCOPES[item.scope]}</span>
        </span>
        {item.values && (
          <span className={styles.fact}>
            <span className={styles.factLabel}>Values</span>
            <span>
              <InlineCode text={item.values} />
            </span>
          </span>
        )}
        {item.alias && (
          <span className={styles.fact}>
            <span className={styles.factLabel}>Also named</span>
            <span>
              <code>{item.alias}</code>
            </span>
          </span>
        )}
      </div>
      <p>
        <InlineCode text={item.description} />
      </p>
    </article>
  );
}

/** Every visible system variable, each under a heading anchored by its name, with a filter. */
export default function SystemVariableReference({data}: {data: VariableData}): ReactNode {
  const [query, setQuery] = useState('');
  const [scope, setScope] = useState(ANY);
  const [type, setType] = useState(ANY);
  const types = useMemo(() => [...new Set(data.items.map((i) => i.type))].sort(), [data]);

  const shown = useMemo(() => {
    const q = normalize(query);
    return data.items.filter(
      (i) =>
        (q === '' || normalize(i.name).includes(q) || (i.alias !== null && normalize(i.alias).includes(q))) &&
        (scope === ANY || i.scope === scope) &&
        (type === ANY || i.type === type),
    );
  }, [data, query, scope, type]);

  return (
    <section aria-label="System variables">
      <FilterBar
        label="Name"
        placeholder="e.g. query_timeout"
        query={query}
        onQuery={setQuery}
        choices={[
          {
            label: 'Scope',
            value: scope,
            onChange: setScope,
            options: [{value: ANY, label: 'Any scope'}, ...Object.entries(SCOPES).map(([value, label]) => ({value, label}))],
          },
          {
            label: 'Type',
            value: type,
            onChange: setType,
            options: [{value: ANY, label: 'Any type'}, ...types.map((t) => ({value: t, label: t}))],
          },
        ]}
        shown={shown.length}
        total={data.items.length}
        noun="variables"
      />
      {shown.length === 0 && (
        <p className={styles.none}>No variable matches. Clear a filter, or type part of the name (for example "timeout").</p>
      )}
      {shown.map((item) => (
        <VariableEntry key={item.name} item={item} />
      ))}
    </section>
  );
}
