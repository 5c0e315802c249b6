import {startTransition, useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {SearchResponse} from '@site/src/search/engine';
import {search} from '@site/src/search/client';

export interface SearchState {
  response?: SearchResponse;
  /** True until the first answer for the current query arrives. */
  loading: boolean;
  error?: string;
}

/** Results for a query, updated as the index parts arrive. */
export function useSearch(query: string): SearchState {
  const indexUrl = useBaseUrl('/search/');
  const [state, setState] = useState<SearchState>({loading: false});
  useEffect(() => {
    if (query.trim() === '') {
      setState({loading: false});
      return;
    }
    setState((s) => ({...s, loading: true, error: undefined}));
    // Rendering a result list is not urgent: as a transition React renders it in small slices,
    // so the typing stays responsive and no long task blocks the page.
    search(query, indexUrl, ({response, error}) => startTransition(() => setState({response, error, loading: false})));
  }, [query, indexUrl]);
  return state;
}
