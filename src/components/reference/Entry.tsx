import React, {type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {sinceLabel} from '@site/src/data/releases';
import InlineCode, {Breakable} from './InlineCode';
import styles from './reference.module.css';

/**
 * One labelled fact of a reference entry: "Type int", "Default 300", a term and its description
 * in the entry's description list (no class names: an FE configuration page holds ~4,000 facts).
 */
export function Fact({label, children}: {label: string; children: ReactNode}): ReactNode {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The type, default and unit every configuration item and variable has, the
 * release it arrived in ("Since v3.3") when known, and a note on a change
 * within the release line ("Default `true` before 3.5.3").
 */
export function ValueFacts(props: {
  type: string;
  value: string;
  unit: string | null;
  since?: string | null;
  changed?: string;
}): ReactNode {
  const {type, value, unit, since, changed} = props;
  return (
    <>
      <Fact label="Type">
        <code>{type}</code>
      </Fact>
      <Fact label="Default">{value === '' ? <em>empty</em> : <code>{value}</code>}</Fact>
      {unit && <Fact label="Unit">{unit}</Fact>}
      {since && <Fact label="Since">{sinceLabel(since)}</Fact>}
      {changed && (
        <Fact label="Changed">
          <InlineCode text={changed} />
        </Fact>
      )}
    </>
  );
}

/**
 * One entry of a reference list: its name as a heading anchored by the name
 * itself, its facts, and what it does. `data-entry` names it for the filters
 * (StaticList). The release it arrived in, when known, is marked on the
 * heading for the search index (`data-search-since`), which shows it next to
 * the result a reader typed the exact name for.
 *
 * The name is the heading's link to itself. The theme's Heading adds a second
 * link with a label and a title that repeat the name (~150 bytes; FE
 * configuration has ~800 entries); like it, this heading registers its anchor
 * with the build's broken-anchor check.
 */
export function Entry(props: {
  name: string;
  badge?: ReactNode;
  since?: string | null;
  description: string;
  children: ReactNode;
}): ReactNode {
  useBrokenLinks().collectAnchor(props.name);
  return (
    <article className={styles.entry} data-entry={props.name}>
      <h3 id={props.name} className={styles.entryName} data-search-since={props.since ?? undefined}>
        <a href={`#${props.name}`} className={styles.selfLink}>
          <code>
            <Breakable text={props.name} />
          </code>
        </a>
        {props.badge}
      </h3>
      <dl className={styles.facts}>{props.children}</dl>
      <p>
        <InlineCode text={props.description} />
      </p>
    </article>
  );
}
