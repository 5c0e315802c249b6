/**
 * The site's search, as one plugin:
 * - build/: after the build, reads every listed page's HTML (unlisted pages
 *   never) and writes the index to /search-index/ (a manifest, a names tier
 *   and body shards);
 * - engine/: the engine the browser runs in a Web Worker and the tests and
 *   benchmarks run in Node, with its text rules and ranking policy;
 * - ui/: the search dialog and the results page /search (a route this plugin adds);
 * - theme/SearchBar: the navbar button, provided to the theme by getThemePath.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent, PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {toSidebarsProp} from '@docusaurus/plugin-content-docs/lib/props.js';
import {SEARCH_DIR} from './engine/schema';
import {extractPage} from './build/extract';
import {buildSearchFiles} from './build/build';

export interface ListedRoute {
  url: string;
  /** The label the sidebar shows for the page. */
  label: string;
}

/** Routes of the listed pages, in sidebar order: docs and generated category indexes. */
export function listedRoutes(items: PropSidebarItem[]): ListedRoute[] {
  const routes = new Map<string, string>();
  const visit = (item: PropSidebarItem) => {
    if (item.type === 'link' && item.docId && !item.unlisted && !routes.has(item.href)) routes.set(item.href, item.label);
    if (item.type === 'category') {
      if (item.href && !item.linkUnlisted && !routes.has(item.href)) routes.set(item.href, item.label);
      item.items.forEach(visit);
    }
  };
  items.forEach(visit);
  return [...routes].map(([url, label]) => ({url, label}));
}

async function readBuiltPage(outDir: string, route: string): Promise<string> {
  const rel = route.replace(/^\//, '');
  const candidates = [path.join(outDir, rel, 'index.html'), path.join(outDir, `${rel.replace(/\/$/, '')}.html`)];
  for (const file of candidates) {
    try {
      return await fs.readFile(file, 'utf8');
    } catch {
      // try the next layout
    }
  }
  throw new Error(`Search index: no built HTML for ${route}`);
}

export default function searchPlugin(context: LoadContext): Plugin {
  let routes: ListedRoute[] = [];
  return {
    name: 'starrocks-search',
    getThemePath() {
      return path.join(context.siteDir, 'src/plugins/search/theme');
    },
    async contentLoaded({actions}) {
      actions.addRoute({path: `${context.baseUrl}search`, component: '@site/src/plugins/search/ui/SearchPage', exact: true});
    },
    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      routes = (docs?.loadedVersions ?? []).flatMap((v) => Object.values(toSidebarsProp(v)).flatMap(listedRoutes));
    },
    async postBuild({outDir}) {
      const pages = await Promise.all(
        routes.map(async ({url, label}) => ({url, label, ...extractPage(await readBuiltPage(outDir, url))})),
      );
      const hash = crypto.createHash('sha256').update(JSON.stringify(pages)).digest('hex').slice(0, 10);
      const files = buildSearchFiles(pages, hash);
      const dir = path.join(outDir, SEARCH_DIR);
      await fs.rm(dir, {recursive: true, force: true});
      await fs.mkdir(dir, {recursive: true});
      await Promise.all(
        Object.entries(files).map(([file, data]) => fs.writeFile(path.join(dir, file), JSON.stringify(data))),
      );
    },
  };
}
