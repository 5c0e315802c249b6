import {startTransition, useCallback, useEffect, useMemo, useState} from 'react';

import useBaseUrl from '@docusaurus/useBaseUrl';
import type {SearchResponse} from '../engine/engine';
import type {SearchFailure, SearchTarget} from '../engine/protocol';
import {restart, search} from '../engine/client';

import {useSearchOptions} from './useSearchOptions';

/** After this long without a first answer, the reader is told and offered a retry. */
export const SLOW_SEARCH_MS = 4000;

export interface SearchState {
  response?: SearchResponse;
  /** True until the first answer for the current query arrives. */
  loading: boolean;
  /** True when the current query has waited longer than SLOW_SEARCH_MS for its first answer. */
  slow: boolean;
  error?: SearchFailure;
}

export interface SearchHandle extends SearchState {
  /** Starts the search again with a fresh worker (after an error or a slow load). */
  retry: () => void;
}

/** Results for a query, updated as the index parts arrive. */
export function useSearch(query: string): SearchHandle {
  const {indexPath, maxQuery, maxPaste} = useSearchOptions();
  const indexUrl = useBaseUrl(`/${indexPath}/`);
  const target = useMemo<SearchTarget>(() => ({indexUrl, caps: {maxQuery, maxPaste}}), [indexUrl, maxQuery, maxPaste]);
  const [state, setState] = useState<SearchState>({loading: false, slow: false});
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (query.trim() === '') {
      setState({loading: false, slow: false});
      return;
    }
    let answered = false;
    setState((s) => ({...s, loading: true, slow: false, error: undefined}));
    const timer = setTimeout(() => {
      if (!answered) setState((s) => ({...s, slow: true}));
    }, SLOW_SEARCH_MS);
    // Rendering a result list is not urgent: as a transition React renders it in small slices,
    // so the typing stays responsive and no long task blocks the page.
    search(query, target, ({response, error}) => {
      answered = true;
      clearTimeout(timer);
      startTransition(() => setState({response, error, loading: false, slow: false}));
    });
    return () => clearTimeout(timer);
  }, [query, target, attempt]);
  const retry = useCallback(() => {
    restart();
    setAttempt((a) => a + 1);
  }, []);
  return {...state, retry};
}
