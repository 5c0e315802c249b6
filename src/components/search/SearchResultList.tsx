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

/**
 * A result link. In the dialog (onNavigate given) a plain anchor whose click the dialog handles:
 * dozens of router Links, each watching its visibility to prefetch, cost a long task to mount.
 */
function ResultAnchor({href, onNavigate, ...rest}: {href: string; onNavigate?: (href: string) => void} & Omit<React.ComponentProps<'a'>, 'href'>): ReactNode {
  if (!onNavigate) return <Link to={href} {...rest} />;
  return (
    <a
      href={href}
      {...rest}
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        onNavigate(href);
      }}
    />
  );
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
            <ResultAnchor
              id={`${idPrefix}-${pageIndex}`}
              role="option"
              aria-selected={active === pageIndex}
              className={clsx(styles.link, active === pageIndex && styles.active)}
              href={page.url}
              onNavigate={onNavigate}>
              <span className={styles.crumbs}>{page.breadcrumb.join(' › ')}</span>
              <span className={styles.title}>{highlight(page.title, terms)}</span>
              {page.description ? <span className={styles.description}>{highlight(page.description, terms)}</span> : null}
            </ResultAnchor>
            {page.sections.length > 0 ? (
              <ul className={styles.sections}>
                {page.sections.map((s) => {
                  const i = index++;
                  const href = `${page.url}#${s.anchor}`;
                  return (
                    <li key={s.anchor}>
                      <ResultAnchor
                        id={`${idPrefix}-${i}`}
                        role="option"
                        aria-selected={active === i}
                        className={clsx(styles.link, styles.section, active === i && styles.active)}
                        href={href}
                        onNavigate={onNavigate}>
                        # {highlight(s.heading, terms)}
                      </ResultAnchor>
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
