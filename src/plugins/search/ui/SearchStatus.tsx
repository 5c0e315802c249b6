import React, {type ReactNode} from 'react';
import {cleanQuery} from '../engine/text';
import type {SearchFailure} from '../engine/protocol';
import type {SearchHandle} from './useSearch';
import {useSearchOptions} from './useSearchOptions';
import styles from './search.module.css';

const FAILURES: Record<SearchFailure, string> = {
  'index-unavailable': 'Search could not load its index. Check your connection, then try again.',
  'search-failed': 'Search stopped working on this page. Try again, or reload the page.',
};

function RetryButton({onRetry}: {onRetry: () => void}): ReactNode {
  return (
    <button type="button" className={styles.retry} onClick={onRetry}>
      Try again
    </button>
  );
}

/** What the search is doing: loading, slow, failed, searching the full text, or found nothing. */
export default function SearchStatus({query, state}: {query: string; state: SearchHandle}): ReactNode {
  const {response, loading, slow, error, retry} = state;
  const {maxQuery} = useSearchOptions();
  if (error) {
    return (
      <p className={styles.status} role="alert">
        {FAILURES[error]} <RetryButton onRetry={retry} />
      </p>
    );
  }
  if (!response || (loading && response.query !== cleanQuery(query, maxQuery))) {
    return slow ? (
      <p className={styles.status} role="status">
        The search index is taking longer than usual to load. <RetryButton onRetry={retry} />
      </p>
    ) : (
      <p className={styles.status} role="status">
        Loading the search index…
      </p>
    );
  }
  const partial =
    response.complete && !response.fullText
      ? ' Full-text search is unavailable right now: these results match titles and headings only.'
      : '';
  if (response.pages.length === 0) {
    if (!response.complete)
      return (
        <p className={styles.status} role="status">
          Searching the full text…
        </p>
      );
    const shown = response.query.length > 80 ? `${response.query.slice(0, 80)}…` : response.query;
    return (
      <p className={styles.status} role="status">
        No results for “{shown}”. Try fewer words, or check the spelling of a function or setting name.{partial}
      </p>
    );
  }
  if (!response.complete)
    return (
      <p className={styles.status} role="status">
        Searching the full text…
      </p>
    );
  return partial ? (
    <p className={styles.status} role="status">
      {partial.trim()}
    </p>
  ) : null;
}
