import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {PageHit} from '@site/src/search/engine';
import {highlight} from '@site/src/search/highlight';
import styles from './search.module.css';

export interface ResultLink {
  href: string;
  page: PageHit;
  heading?: string;
}

/** Results as a flat list of links, page first then its headings, for keyboard navigation. */
export function resultLinks(pages: PageHit[]): ResultLink[] {
  return pages.flatMap((page) => [
    {href: page.url, page},
    ...page.sections.map((s) => ({href: `${page.url}#${s.anchor}`, page, heading: s.heading})),
  ]);
}

interface Props {
  pages: PageHit[];
  terms: string[];
  /** Index in resultLinks(pages) of the highlighted link, if any. */
  active?: number;
  onNavigate?: (href: string) => void;
  idPrefix?: string;
}

/** Results grouped by page: title, section path, description, then matching headings as deep links. */
export default function SearchResultList({pages, terms, active, onNavigate, idPrefix = 'search-result'}: Props): ReactNode {
  let index = 0;
  return (
    <ol className={styles.results} role="listbox" aria-label="Search results">
      {pages.map((page) => {
        const pageIndex = index++;
        return (
          <li key={page.url} className={styles.page}>
            <Link
              id={`${idPrefix}-${pageIndex}`}
              role="option"
              aria-selected={active === pageIndex}
              className={clsx(styles.link, active === pageIndex && styles.active)}
              to={page.url}
              onClick={() => onNavigate?.(page.url)}>
              <span className={styles.crumbs}>{page.breadcrumb.join(' › ')}</span>
              <span className={styles.title}>{highlight(page.title, terms)}</span>
              {page.description ? <span className={styles.description}>{highlight(page.description, terms)}</span> : null}
            </Link>
            {page.sections.length > 0 ? (
              <ul className={styles.sections}>
                {page.sections.map((s) => {
                  const i = index++;
                  const href = `${page.url}#${s.anchor}`;
                  return (
                    <li key={s.anchor}>
                      <Link
                        id={`${idPrefix}-${i}`}
                        role="option"
                        aria-selected={active === i}
                        className={clsx(styles.link, styles.section, active === i && styles.active)}
                        to={href}
                        onClick={() => onNavigate?.(href)}>
                        # {highlight(s.heading, terms)}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
