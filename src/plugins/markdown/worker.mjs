/**
 * Renders the Markdown files in a worker thread, so that the work overlaps
 * the bundling and static rendering of the HTML pages. Loads build.ts with
 * the same TypeScript loader Docusaurus uses for the site's plugins.
 */
import {parentPort, workerData} from 'node:worker_threads';
import {fileURLToPath} from 'node:url';
import {loadFreshModule} from '@docusaurus/utils';

try {
  const started = performance.now();
  const markdownFiles = await loadFreshModule(fileURLToPath(new URL('./build.ts', import.meta.url)));
  const files = {};
  for (const version of workerData.versions) Object.assign(files, markdownFiles({site: workerData.site, version}));
  parentPort.postMessage({files, renderMs: Math.round(performance.now() - started)});
} catch (error) {
  parentPort.postMessage({error: error instanceof Error ? error.message : String(error)});
}
