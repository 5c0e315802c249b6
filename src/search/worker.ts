/// <reference lib="webworker" />
/**
 * Runs the search engine off the main thread, so that loading and querying
 * the index never blocks typing. The first query is answered from the names
 * index alone; the body shards load after it, and the answer is refreshed.
 */
import {SearchEngine} from './engine';
import type {WorkerRequest, WorkerResponse} from './protocol';

declare const self: DedicatedWorkerGlobalScope;

let engine: SearchEngine | undefined;
let latest: {id: number; query: string} | undefined;
let bodyLoading: Promise<void> | undefined;

function post(message: WorkerResponse) {
  self.postMessage(message);
}

function answer(id: number, query: string) {
  try {
    post({type: 'results', id, response: engine!.search(query)});
  } catch (error) {
    post({type: 'error', id, message: error instanceof Error ? error.message : String(error)});
  }
}

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const message = event.data;
  if (message.type !== 'search') return;
  engine ??= new SearchEngine(async (file) => {
    const res = await fetch(`${message.indexUrl}${file}`);
    if (!res.ok) throw new Error(`Search index file ${file}: HTTP ${res.status}`);
    return res.json();
  });
  latest = {id: message.id, query: message.query};
  try {
    await engine.loadNames();
  } catch (error) {
    post({type: 'error', id: message.id, message: error instanceof Error ? error.message : String(error)});
    return;
  }
  if (latest.id !== message.id) return;
  answer(message.id, message.query);
  if (!engine.bodyLoaded) {
    bodyLoading ??= engine.loadBody().catch(() => {
      bodyLoading = undefined;
    });
    await bodyLoading;
    if (latest && engine.bodyLoaded) answer(latest.id, latest.query);
  }
};
