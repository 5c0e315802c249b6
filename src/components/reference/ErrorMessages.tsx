import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {landingRoute} from '@site/src/site/rules';
import {TROUBLE_AREAS, type TroubleshootingData, type TroubleshootingEntry} from '@site/src/data/reference/types';
import {Fact} from './Entry';
import InlineCode from './InlineCode';
import styles from './reference.module.css';

/** One error message: the message as its heading (anchored by the entry's id), then cause, confirmation, fix and links. */
function MessageEntry({item}: {item: TroubleshootingEntry}): ReactNode {
  useBrokenLinks().collectAnchor(item.id);
  return (
    <article className={styles.entry}>
      {/* Searched in full text: hundreds of long messages would swell the names tier every first query loads. */}
      <h3 id={item.id} className={styles.entryName} data-search-tier="body">
        <a href={`#${item.id}`} className={styles.selfLink}>
          <code>{item.message}</code>
        </a>
      </h3>
      <dl className={styles.facts}>
        <Fact label="Cause">
          <InlineCode text={item.cause} />
        </Fact>
        <Fact label="How to confirm">
          <InlineCode text={item.confirm} />
        </Fact>
        <Fact label="Fix">
          <InlineCode text={item.fix} />
        </Fact>
        {item.links.length > 0 && (
          <Fact label="See also">
            {item.links.map((l, i) => (
              <React.Fragment key={l.doc}>
                {i > 0 && ', '}
                <Link to={landingRoute(l.doc)}>{l.title}</Link>
              </React.Fragment>
            ))}
          </Fact>
        )}
      </dl>
    </article>
  );
}

/** The areas of the error-message reference as `##` entries of a page's table of contents. */
export function errorMessagesToc(data: TroubleshootingData): {value: string; id: string; level: number}[] {
  return Object.entries(TROUBLE_AREAS)
    .filter(([area]) => data.items.some((i) => i.area === area))
    .map(([area, title]) => ({value: title, id: area, level: 2}));
}

/** Every error message of the reference, grouped by area in a fixed order. */
export default function ErrorMessages({data}: {data: TroubleshootingData}): ReactNode {
  const anchors = useBrokenLinks();
  for (const {id} of errorMessagesToc(data)) anchors.collectAnchor(id);
  return (
    <>
      {Object.entries(TROUBLE_AREAS).map(([area, title]) => {
        const items = data.items.filter((i) => i.area === area);
        if (items.length === 0) return null;
        return (
          <section key={area} className={styles.topic} aria-labelledby={area}>
            <h2 id={area}>{title}</h2>
            {items.map((item) => (
              <MessageEntry key={item.id} item={item} />
            ))}
          </section>
        );
      })}
    </>
  );
}
