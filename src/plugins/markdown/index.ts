/**
 * Pages for agents, written at the end of the production build from the
 * pages' sources:
 *   <route>.md       the Markdown twin of every doc page and generated category
 *                    index (address rule in paths.ts)
 *   /llms.txt        the llms.txt index of the listed pages, in sidebar order
 *   /llms-full.txt   every listed page's twin in one file, in sidebar order
 * Unlisted pages have a twin (their page links to it) but are in neither llms
 * file. A page whose twin cannot be rendered fails the build, naming the page.
 *
 * The rendering (build.ts) starts in a worker thread as soon as the content is
 * loaded and runs while the HTML is bundled and rendered; postBuild waits for
 * it and writes the files. `docusaurus start` renders nothing.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {MarkdownFiles, MarkdownSite} from './build';

interface Rendered {
  files: MarkdownFiles;
  /** Time the worker took, from loading the modules to the last file. */
  renderMs: number;
}

function renderInWorker(site: MarkdownSite, versions: LoadedVersion[]): Promise<Rendered> {
  return new Promise((resolve, reject) => {
    // JSON round trip: the loaded content as plain data, which a worker can receive.
    const workerData = JSON.parse(JSON.stringify({site, versions})) as unknown;
    const worker = new Worker(path.join(__dirname, 'worker.mjs'), {workerData});
    worker.once('message', (message: {files?: MarkdownFiles; renderMs?: number; error?: string}) => {
      if (message.error !== undefined) reject(new Error(`Markdown twins: ${message.error}`));
      else resolve({files: message.files!, renderMs: message.renderMs ?? 0});
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`Markdown twins: the worker stopped with exit code ${code}`));
    });
  });
}

export default function markdownPlugin(context: LoadContext): Plugin {
  let rendering: Promise<Rendered> | undefined;
  return {
    name: 'starrocks-markdown',
    async allContentLoaded({allContent}) {
      if (process.env.NODE_ENV !== 'production') return;
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const site: MarkdownSite = {
        siteDir: context.siteDir,
        url: context.siteConfig.url,
        baseUrl: context.siteConfig.baseUrl,
        title: context.siteConfig.title,
      };
      rendering = renderInWorker(site, docs?.loadedVersions ?? []);
      // Reported by postBuild; never an unhandled rejection if the build stops first.
      rendering.catch(() => undefined);
    },
    async postBuild({outDir}) {
      if (!rendering) throw new Error('Markdown twins: the content was not loaded for a production build');
      const waitStarted = Date.now();
      const {files, renderMs} = await rendering;
      const waitedMs = Date.now() - waitStarted;
      await Promise.all(
        Object.entries(files).map(async ([rel, content]) => {
          const target = path.join(outDir, rel);
          await fs.mkdir(path.dirname(target), {recursive: true});
          await fs.writeFile(target, content);
        }),
      );
      const twins = Object.keys(files).filter((f) => f.endsWith('.md')).length;
      console.log(
        `[starrocks-markdown] ${twins} Markdown twins, llms.txt and llms-full.txt: rendered in ${renderMs} ms in a worker beside the HTML build; postBuild waited ${waitedMs} ms for it`,
      );
    },
  };
}
