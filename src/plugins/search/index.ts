/**
 * Builds the offline search index from the built site: every listed page
 * (unlisted pages never), read from its HTML after the build, written to
 * /search/ as a manifest, a names index and body shards.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {LoadedContent, PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {toSidebarsProp} from '@docusaurus/plugin-content-docs/lib/props.js';
import {SEARCH_DIR} from '../../search/schema';
import {extractPage} from './extract';
import {buildSearchFiles} from './build';

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

export default function searchPlugin(): Plugin {
  let routes: ListedRoute[] = [];
  return {
    name: 'starrocks-search',
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
