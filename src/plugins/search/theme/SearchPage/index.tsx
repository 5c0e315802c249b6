/**
 * The full results page, /search?q=...: a shareable address for a search.
 * The server renders the empty page; the query is read from the URL after
 * hydration, so server and client HTML agree. The address keeps one entry
 * per search and at most the plugin's maxPaste characters.
 *
 * A theme component of the search plugin (@theme/SearchPage): `docusaurus swizzle
 * starrocks-search SearchPage` wraps or ejects it. Its parts are imported by @site paths,
 * so an ejected copy in src/theme/ still finds them.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Heading from '@theme/Heading';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useHistory, useLocation} from '@docusaurus/router';

import {useSearch} from '@site/src/plugins/search/ui/useSearch';
import {useSearchOptions} from '@site/src/plugins/search/ui/useSearchOptions';
import SearchResultList from '@site/src/plugins/search/ui/SearchResultList';
import SearchStatus from '@site/src/plugins/search/ui/SearchStatus';
import {cleanQuery, searchPagePath} from '@site/src/plugins/search/engine/text';
import styles from '@site/src/plugins/search/ui/search.module.css';
import {DOC_VERSION} from '@site/src/site/rules';

export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const base = useBaseUrl('/');
  const {maxPaste} = useSearchOptions();
  const [query, setQuery] = useState('');
  useEffect(() => {
    const fromUrl = cleanQuery(new URLSearchParams(location.search).get('q') ?? '', maxPaste).trim();
    // The box keeps what the reader typed (a trailing space, full-width letters) while the URL
    // holds its clean form; only a different search in the URL replaces it.
    setQuery((current) => (cleanQuery(current, maxPaste).trim() === fromUrl ? current : fromUrl));
  }, [location.search, maxPaste]);
  const state = useSearch(query);
  const pages = query.trim() ? (state.response?.pages ?? []) : [];

  return (
    <Layout
      title={query.trim() ? `Search: ${query.trim().slice(0, 60)}` : 'Search'}
      description={`Search the StarRocks ${DOC_VERSION} documentation.`}
    >
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">Search the documentation</Heading>
        <input
          className={`${styles.input} ${styles.searchBox}`}
          type="search"
          value={query}
          aria-label="Search"
          placeholder="Search functions, statements, settings, topics…"
          maxLength={maxPaste}
          onChange={(e) => {
            const value = e.target.value.slice(0, maxPaste);
            setQuery(value);
            history.replace(searchPagePath(value, base, maxPaste));
          }}
        />
        {query.trim() ? (
          <SearchStatus query={query} state={state} />
        ) : (
          <p>
            Type a query to search every listed page.
            <noscript>
              {' '}
              Search runs in your browser and needs JavaScript; the sidebar and the section pages list every page.
            </noscript>
          </p>
        )}
        <SearchResultList pages={pages} terms={state.response?.terms ?? []} />
      </main>
    </Layout>
  );
}
