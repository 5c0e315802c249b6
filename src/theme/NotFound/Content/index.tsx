/**
 * The 404 page: says plainly that the page does not exist and offers the
 * ways on that a reader is most likely to want: a search, the home page and
 * the sections. The search box is a plain GET form to /search, so it works
 * before (and without) the page's scripts.
 *
 * The title is set here, not only in the theme's NotFound page: an unknown
 * address under <docs>/ renders this content inside the docs layout, without
 * that page, and would otherwise keep the bare site title.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import SectionCards from '@site/src/components/SectionCards';
import styles from './styles.module.css';
import {DOC_VERSION} from '@site/src/site/rules';

export default function NotFoundContent({className}: Props): ReactNode {
  const searchPath = useBaseUrl('/search');
  return (
    <main className={clsx('container margin-vert--xl', styles.page, className)}>
      <PageMetadata title="Page not found" />
      <Heading as="h1" className="hero__title">
        Page not found
      </Heading>
      <p>
        There is no page at this address. It may have moved when the documentation was reorganised for {DOC_VERSION}, or
        the link that brought you here has a typo.
      </p>
      <form
        className={styles.search}
        action={searchPath}
        method="get"
        role="search"
        aria-label="Search the documentation"
      >
        <label htmlFor="not-found-search">Search for the page</label>
        <div className={styles.row}>
          <input
            id="not-found-search"
            className={styles.input}
            type="search"
            name="q"
            placeholder="A function, a statement, a setting, a topic…"
          />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </div>
      </form>
      <p>
        Or start again from the <Link to="/">documentation home</Link>, open the <Link to="/search">search page</Link>,
        or pick a section:
      </p>
      <SectionCards />
    </main>
  );
}
