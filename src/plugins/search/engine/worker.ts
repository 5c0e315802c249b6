/// <reference lib="webworker" />
/**
 * Runs the search engine off the main thread, so that loading and querying
 * the index never blocks typing. The first query is answered from the names
 * index alone; the body shards load after it, and the answer is refreshed.
 * If the body shards cannot be fetched, the names-tier answer stands as the
 * complete one (marked as without full text); if the names index cannot be
 * fetched, the page is told so. A fetch that stalls is abandoned.
 */
import {SearchEngine} from './engine';
import type {SearchFailure, SearchTarget, WorkerRequest, WorkerResponse} from './protocol';

declare const self: DedicatedWorkerGlobalScope;

/** A stalled index request is given up after this long. */
const FETCH_TIMEOUT_MS = 20_000;

let engine: SearchEngine | undefined;
let latest: {id: number; query: string} | undefined;
let bodyLoading: Promise<void> | undefined;

function post(message: WorkerResponse) {
  self.postMessage(message);
}

function fail(id: number, reason: SearchFailure) {
  post({type: 'error', id, reason});
}

function answer(id: number, query: string) {
  try {
    post({type: 'results', id, response: engine!.search(query)});
  } catch {
    fail(id, 'search-failed');
  }
}

function createEngine({indexUrl, caps}: SearchTarget): SearchEngine {
  return new SearchEngine(async (file) => {
    const res = await fetch(`${indexUrl}${file}`, {signal: AbortSignal.timeout(FETCH_TIMEOUT_MS)});
    if (!res.ok) throw new Error(`Search index file ${file}: HTTP ${res.status}`);
    return res.json();
  }, caps);
}

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const message = event.data;
  if (message.type !== 'search') return;
  engine ??= createEngine(message);
  latest = {id: message.id, query: message.query};
  try {
    await engine.loadNames();
  } catch {
    // A later query tries again with a fresh engine.
    engine = undefined;
    if (latest.id === message.id) fail(message.id, 'index-unavailable');
    return;
  }
  if (latest.id !== message.id) return;
  answer(message.id, message.query);
  if (!engine.bodyLoaded && !engine.bodyUnavailable) {
    const loaded = engine;
    bodyLoading ??= loaded.loadBody().catch(() => {
      loaded.bodyUnavailable = true;
    });
    await bodyLoading;
    if (latest && engine === loaded) answer(latest.id, latest.query);
  }
};
