/**
 * The page's handle on the search worker: one worker per page, started on
 * first use; only the answer to the latest query is delivered.
 */
import type {SearchResponse} from './engine';
import type {WorkerRequest, WorkerResponse} from './protocol';

export type SearchListener = (state: {response?: SearchResponse; error?: string}) => void;

let worker: Worker | undefined;
let nextId = 0;
let currentId = -1;
let listener: SearchListener | undefined;

function ensureWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./worker.ts', import.meta.url), {type: 'module'});
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const message = event.data;
      if (message.id !== currentId || !listener) return;
      if (message.type === 'results') listener({response: message.response});
      else listener({error: message.message});
    };
  }
  return worker;
}

/** Asks for the results of a query; the listener gets them (and later, fuller ones). */
export function search(query: string, indexUrl: string, onResult: SearchListener): void {
  listener = onResult;
  currentId = nextId++;
  const request: WorkerRequest = {type: 'search', id: currentId, query, indexUrl};
  ensureWorker().postMessage(request);
}
