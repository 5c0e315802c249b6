/**
 * Converts built pages to their Markdown twins in a worker thread (see index.ts). Plain JavaScript:
 * it loads convert.ts with jiti, not with a Docusaurus loader. It says it is ready with an empty
 * message, then answers each page it is sent ({route, title, description, file}, the file being
 * the built HTML) with {route, markdown}, or with {error}.
 */
import fs from 'node:fs/promises';
import {parentPort, workerData} from 'node:worker_threads';
import {createJiti} from 'jiti';

const {htmlToTwin} = await createJiti(import.meta.url).import('./convert.ts');
const site = {url: workerData.url, twinRoutes: new Set(workerData.twinRoutes)};

parentPort.on('message', async ({file, ...page}) => {
  try {
    const html = await fs.readFile(file, 'utf8');
    parentPort.postMessage({route: page.route, markdown: htmlToTwin(html, page, site)});
  } catch (error) {
    parentPort.postMessage({
      error: `Markdown twin of ${page.route}: ${error instanceof Error ? error.message : error}`,
    });
  }
});
parentPort.postMessage({});
