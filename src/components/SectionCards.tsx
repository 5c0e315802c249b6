import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {sections} from '@site/src/data/sections';
import styles from './SectionCards.module.css';

/** A grid of cards, one per top-level documentation section. */
export default function SectionCards(): ReactNode {
  return (
    <ul className={styles.grid}>
      {sections.map((s) => (
        <li key={s.to}>
          <Link className={styles.card} to={s.to}>
            <strong>{s.title}</strong>
            <span>{s.summary}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
