import React, {type ReactNode} from 'react';
import type {SearchState} from './useSearch';
import styles from './search.module.css';

/** What the search is doing: loading, searching the full text, or found nothing. */
export default function SearchStatus({query, state}: {query: string; state: SearchState}): ReactNode {
  const {response, loading, error} = state;
  if (error) return <p className={styles.status} role="status">Search is unavailable right now ({error}).</p>;
  if (!response || (loading && response.query !== query.slice(0, 200))) {
    return <p className={styles.status} role="status">Loading the search index…</p>;
  }
  if (response.pages.length === 0) {
    return response.complete ? (
      <p className={styles.status} role="status">
        No results for “{query.length > 80 ? `${query.slice(0, 80)}…` : query}”. Try fewer words, or check the spelling
        of a function or setting name.
      </p>
    ) : (
      <p className={styles.status} role="status">Searching the full text…</p>
    );
  }
  return response.complete ? null : (
    <p className={styles.status} role="status">Searching the full text…</p>
  );
}
