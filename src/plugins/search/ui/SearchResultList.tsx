import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {sinceText} from '@site/src/data/releases';
import type {PageHit, SectionHit} from '../engine/engine';
import {highlight} from './highlight';
import styles from './search.module.css';

export interface ResultLink {
  href: string;
  page: PageHit;
  heading?: string;
  /** The query names this entry exactly: the dialog selects it first. */
  exact: boolean;
}

/** Results as a flat list of links, page first then its headings, for keyboard navigation. */
export function resultLinks(pages: PageHit[]): ResultLink[] {
  return pages.flatMap((page) => [
    {href: page.url, page, exact: page.exact},
    ...page.sections.map((s) => ({href: `${page.url}#${s.anchor}`, page, heading: s.heading, exact: s.exact})),
  ]);
}

/** The link the dialog selects first: the exact entry a name was typed for, else the first page. */
export function firstActive(links: ResultLink[]): number {
  const exact = links.findIndex((l) => l.exact);
  return exact > 0 && !links[0]!.exact ? exact : 0;
}

/**
 * The release of the result the query names exactly ("Since v3.3", "Before v2.0"), as words
 * after its name, so that they are part of the link's accessible name; other results show none.
 */
function Since({hit}: {hit: {exact: boolean; since?: string}}): ReactNode {
  if (!hit.exact || !hit.since) return null;
  return (
    <>
      {' '}
      <span className={styles.since}>{sinceText(hit.since)}</span>
    </>
  );
}

function SectionName({section, terms}: {section: SectionHit; terms: string[]}): ReactNode {
  return (
    <>
      # {highlight(section.heading, terms)}
      <Since hit={section} />
    </>
  );
}

function PageSummary({page, terms}: {page: PageHit; terms: string[]}): ReactNode {
  return (
    <>
      <span className={styles.crumbs}>{page.breadcrumb.join(' › ')}</span>
      <span className={styles.title}>
        {highlight(page.title, terms)}
        <Since hit={page} />
      </span>
      {page.description ? <span className={styles.description}>{highlight(page.description, terms)}</span> : null}
    </>
  );
}

interface ListboxProps {
  pages: PageHit[];
  terms: string[];
  /** Index in resultLinks(pages) of the selected option. */
  active: number;
  onNavigate: (href: string) => void;
  idPrefix: string;
  id: string;
}

/**
 * The dialog's results: a listbox of options (a group per page), driven from the search box by
 * aria-activedescendant. Options are plain anchors whose click the dialog handles: dozens of
 * router Links, each watching its visibility to prefetch, cost a long task to mount.
 */
export function SearchResultListbox({pages, terms, active, onNavigate, idPrefix, id}: ListboxProps): ReactNode {
  let index = 0;
  const option = (href: string, i: number, className: string | false, children: ReactNode) => (
    <a
      key={href}
      id={`${idPrefix}-${i}`}
      role="option"
      aria-selected={active === i}
      className={clsx(styles.link, className, active === i && styles.active)}
      href={href}
      tabIndex={-1}
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        onNavigate(href);
      }}
    >
      {children}
    </a>
  );
  return (
    <div className={styles.results} role="listbox" id={id} aria-label="Search results">
      {pages.map((page) => (
        <div key={page.url} role="group" aria-label={page.title} className={styles.page}>
          {option(page.url, index++, false, <PageSummary page={page} terms={terms} />)}
          {page.sections.map((s) =>
            option(`${page.url}#${s.anchor}`, index++, styles.section, <SectionName section={s} terms={terms} />),
          )}
        </div>
      ))}
    </div>
  );
}

/** The results page's list: pages in order, each with its matching headings as deep links. */
export default function SearchResultList({pages, terms}: {pages: PageHit[]; terms: string[]}): ReactNode {
  if (pages.length === 0) return null;
  return (
    <ol className={styles.results} aria-label="Search results">
      {pages.map((page) => (
        <li key={page.url} className={styles.page}>
          <Link to={page.url} className={styles.link}>
            <PageSummary page={page} terms={terms} />
          </Link>
          {page.sections.length > 0 ? (
            <ul className={styles.sections}>
              {page.sections.map((s) => (
                <li key={s.anchor}>
                  <Link to={`${page.url}#${s.anchor}`} className={clsx(styles.link, styles.section)}>
                    <SectionName section={s} terms={terms} />
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
