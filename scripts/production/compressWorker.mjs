/**
 * One worker of compress.ts's `compressTree`: takes the next file of the shared queue until none is
 * left, writes its twins, and posts what each file gave. Plain JavaScript: worker threads do not
 * get tsx's loader on Node 20, so it loads compress.ts with jiti (as src/plugins/markdown/worker.mjs).
 */
import {parentPort, workerData} from 'node:worker_threads';
import {createJiti} from 'jiti';

const {compressFile} = await createJiti(import.meta.url).import('./compress.ts');
const {files, next} = workerData;
for (let i = Atomics.add(next, 0, 1); i < files.length; i = Atomics.add(next, 0, 1)) {
  try {
    parentPort.postMessage(compressFile(files[i]));
  } catch (error) {
    throw new Error(`Precompressing ${files[i]}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}
