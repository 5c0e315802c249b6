/**
 * The page's handle on the search worker: one worker per page, started on
 * first use; only the answer to the latest query is delivered. A worker that
 * fails to start or crashes is reported as a failure, never left waiting;
 * restart() gives the next search a fresh worker.
 */
import type {SearchResponse} from './engine';
import type {SearchFailure, SearchTarget, WorkerRequest, WorkerResponse} from './protocol';

export type SearchListener = (state: {response?: SearchResponse; error?: SearchFailure}) => void;

let worker: Worker | undefined;
let nextId = 0;
let currentId = -1;
let listener: SearchListener | undefined;

function failed(reason: SearchFailure) {
  listener?.({error: reason});
}

function ensureWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./worker.ts', import.meta.url), {type: 'module'});
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const message = event.data;
      if (message.id !== currentId || !listener) return;
      if (message.type === 'results') listener({response: message.response});
      else listener({error: message.reason});
    };
    worker.onerror = (event) => {
      event.preventDefault();
      restart();
      failed('search-failed');
    };
    worker.onmessageerror = () => failed('search-failed');
  }
  return worker;
}

/** Asks for the results of a query; the listener gets them (and later, fuller ones). */
export function search(query: string, target: SearchTarget, onResult: SearchListener): void {
  listener = onResult;
  currentId = nextId++;
  const request: WorkerRequest = {type: 'search', id: currentId, query, ...target};
  try {
    ensureWorker().postMessage(request);
  } catch {
    restart();
    failed('search-failed');
  }
}

/** Drops the current worker (and whatever it was waiting for); the next search starts a new one. */
export function restart(): void {
  worker?.terminate();
  worker = undefined;
}
