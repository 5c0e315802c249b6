/** The full results page, /search?q=...: a shareable address for a search. */
import React, {useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {useHistory, useLocation} from '@docusaurus/router';
import {useSearch} from '@site/src/components/search/useSearch';
import SearchResultList from '@site/src/components/search/SearchResultList';
import SearchStatus from '@site/src/components/search/SearchStatus';
import styles from '@site/src/components/search/search.module.css';

export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const urlQuery = new URLSearchParams(location.search).get('q') ?? '';
  const [query, setQuery] = useState(urlQuery);
  useEffect(() => setQuery(urlQuery), [urlQuery]);
  const state = useSearch(query);
  const pages = query.trim() ? (state.response?.pages ?? []) : [];

  return (
    <Layout title={query ? `Search: ${query.slice(0, 60)}` : 'Search'} description="Search the StarRocks 3.5 documentation.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Search the documentation</Heading>
        <input
          className={styles.input}
          style={{width: '100%', marginBottom: '1rem'}}
          type="search"
          value={query}
          aria-label="Search"
          placeholder="Search functions, statements, settings, topics…"
          onChange={(e) => {
            setQuery(e.target.value);
            history.replace(`/search?q=${encodeURIComponent(e.target.value)}`);
          }}
        />
        {query.trim() ? <SearchStatus query={query} state={state} /> : <p>Type a query to search every listed page.</p>}
        <SearchResultList pages={pages} terms={state.response?.terms ?? []} idPrefix="search-page-result" />
      </main>
    </Layout>
  );
}
