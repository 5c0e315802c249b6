/**
 * Pages for agents, written at the end of the production build from the built HTML:
 *   <route>.md       the Markdown twin of every doc page and generated category index (address rule
 *                    in paths.ts), converted from the page's article by convert.ts
 *   /llms.txt        the llms.txt index of the listed pages, in sidebar order
 *   /llms-full.txt   every listed page's twin in one file, in sidebar order
 * Unlisted pages have a twin (their page links to it) but are in neither llms file. A page whose
 * twin cannot be made fails the build, naming the page. The pages are converted by one worker
 * thread per core (worker.mjs), each reading and parsing its pages' HTML once, for the twin and
 * for the search index (pagePass.ts hands the search plugin what it reads from each page).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import {builtPageCandidates} from '../../site/rules';
import type {ExtractedPage} from '../search/build/extract';
import type {TwinPage, TwinSite} from './convert';
import {llmsFullTxt, llmsTxt} from './llms';
import {announcePagePass} from './pagePass';
import {llmsSections, twinPages} from './pages';
import {twinPath} from './paths';

/** A page and the built file that serves it. */
type BuiltPage = TwinPage & {file: string; size: number};

async function builtPage(outDir: string, page: TwinPage): Promise<BuiltPage> {
  for (const candidate of builtPageCandidates(page.route)) {
    const file = path.join(outDir, candidate);
    const stat = await fs.stat(file).catch(() => undefined);
    if (stat) return {...page, file, size: stat.size};
  }
  throw new Error(`Markdown twin of ${page.route}: no built HTML`);
}

/**
 * The twins and search extracts of the pages, by route, made by `count` workers; each takes the
 * next page when done, the largest pages first so that no long page is left for the end.
 */
function convertInWorkers(pages: BuiltPage[], site: TwinSite, count: number) {
  const queue = [...pages].sort((a, b) => b.size - a.size);
  const twins = new Map<string, string>();
  const extracts = new Map<string, ExtractedPage>();
  const workers: Worker[] = [];
  return new Promise<{twins: Map<string, string>; extracts: Map<string, ExtractedPage>}>((resolve, reject) => {
    const fail = (error: Error) => {
      workers.forEach((w) => void w.terminate());
      reject(error);
    };
    for (let i = 0; i < count; i++) {
      const worker = new Worker(path.join(__dirname, 'worker.mjs'), {
        workerData: {url: site.url, twinRoutes: [...site.twinRoutes]},
      });
      workers.push(worker);
      worker.on('message', (message: {route?: string; markdown?: string; extract?: ExtractedPage; error?: string}) => {
        if (message.error !== undefined) return fail(new Error(message.error));
        if (message.route !== undefined) {
          twins.set(message.route, message.markdown!);
          extracts.set(message.route, message.extract!);
        }
        const page = queue.shift();
        if (page)
          worker.postMessage({route: page.route, title: page.title, description: page.description, file: page.file});
        else void worker.terminate();
        if (twins.size === pages.length) resolve({twins, extracts});
      });
      worker.on('error', fail);
    }
  });
}

export default function markdownPlugin(context: LoadContext): Plugin {
  let versions: LoadedVersion[] = [];
  let pass: ReturnType<typeof announcePagePass> | undefined;
  return {
    name: 'starrocks-markdown',
    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      versions = docs?.loadedVersions ?? [];
      pass = announcePagePass(context.siteDir);
    },
    async postBuild({outDir}) {
      try {
        await writeTwins(outDir);
      } catch (error) {
        pass?.reject(error);
        throw error;
      }
    },
  };

  async function writeTwins(outDir: string): Promise<void> {
    const started = performance.now();
    const pages = twinPages(versions);
    const {url, baseUrl, title} = context.siteConfig;
    const site: TwinSite = {url, twinRoutes: new Set(pages.map((p) => p.route))};
    const count = Math.max(1, Math.min(os.availableParallelism(), pages.length));
    const built = await Promise.all(pages.map((page) => builtPage(outDir, page)));
    const {twins, extracts} =
      pages.length === 0
        ? {twins: new Map<string, string>(), extracts: new Map()}
        : await convertInWorkers(built, site, count);
    pass?.resolve(extracts);
    const files = new Map([...twins].map(([route, markdown]) => [twinPath(route), markdown]));
    const last = versions.find((v) => v.isLast);
    if (last) {
      const llmsSite = {url, baseUrl, title, versionName: last.versionName, versionLabel: last.label};
      const sections = llmsSections(last);
      const byRoute = new Map(pages.map((p) => [p.route, p]));
      const pageAt = (route: string) => {
        const page = byRoute.get(route);
        if (!page) throw new Error(`llms.txt: the sidebar lists ${route}, which has no twin`);
        return page;
      };
      files.set(`${baseUrl}llms.txt`, llmsTxt(llmsSite, sections, pageAt));
      const listed = sections.flatMap((s) => s.routes.map((r) => twins.get(pageAt(r).route)!));
      files.set(`${baseUrl}llms-full.txt`, llmsFullTxt(llmsSite, listed));
    }
    await Promise.all(
      [...files].map(async ([file, content]) => {
        const target = path.join(outDir, file);
        await fs.mkdir(path.dirname(target), {recursive: true});
        await fs.writeFile(target, content);
      }),
    );
    console.log(
      `[starrocks-markdown] ${twins.size} Markdown twins and search extracts, llms.txt and llms-full.txt ` +
        `from the built HTML in ${Math.round(performance.now() - started)} ms (${count} worker threads)`,
    );
  }
}
