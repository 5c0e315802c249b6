/**
 * Reads built pages in a worker thread (see index.ts and pagePass.ts). Plain JavaScript: it loads
 * the TypeScript modules with jiti, not with a Docusaurus loader. It says it is ready with an empty
 * message, then answers each page it is sent ({route, title, description, file}, the file being
 * the built HTML) with {route, markdown, extract} (its twin and what the search index reads from
 * it, from one parse of the page), or with {error}.
 */
import fs from 'node:fs/promises';
import {parentPort, workerData} from 'node:worker_threads';
import {createJiti} from 'jiti';

const jiti = createJiti(import.meta.url);
const [{parsedToTwin}, {parseBuiltPage}, {extractParsed}] = await Promise.all([
  jiti.import('./convert.ts'),
  jiti.import('./builtHtml.ts'),
  jiti.import('../search/build/extract.ts'),
]);
const site = {url: workerData.url, twinRoutes: new Set(workerData.twinRoutes)};

parentPort.on('message', async ({file, ...page}) => {
  try {
    const parsed = parseBuiltPage(await fs.readFile(file, 'utf8'));
    // The search extract first: the twin rewrites the tree.
    const extract = extractParsed(parsed);
    parentPort.postMessage({route: page.route, markdown: parsedToTwin(parsed, page, site), extract});
  } catch (error) {
    parentPort.postMessage({
      error: `Markdown twin of ${page.route}: ${error instanceof Error ? error.message : error}`,
    });
  }
});
parentPort.postMessage({});
