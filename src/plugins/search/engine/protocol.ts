/** Messages between the page and the search worker. */
import type {SearchResponse} from './engine';
import type {QueryCaps} from './text';

/** Where the index is (its folder's URL, ending in "/") and how much of a query the engine reads. */
export interface SearchTarget {
  indexUrl: string;
  caps: QueryCaps;
}

export type WorkerRequest = {type: 'search'; id: number; query: string} & SearchTarget;

/**
 * Why a search could not be answered: the index could not be fetched (network, blocked, timed
 * out), or the worker itself failed. The page turns each into a sentence for the reader.
 */
export type SearchFailure = 'index-unavailable' | 'search-failed';

export type WorkerResponse =
  {type: 'results'; id: number; response: SearchResponse} | {type: 'error'; id: number; reason: SearchFailure};
