/** Messages between the page and the search worker. */
import type {SearchResponse} from './engine';

export type WorkerRequest = {type: 'search'; id: number; query: string; indexUrl: string};

export type WorkerResponse =
  | {type: 'results'; id: number; response: SearchResponse}
  | {type: 'error'; id: number; message: string};
