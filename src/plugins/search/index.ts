/**
 * The site's search, as one plugin:
 * - options.ts: its options (index folder, query caps, ranking weights), a zod schema
 *   checked at startup (validateOptions, re-exported below), defaults equal to the site's rules;
 * - build/: after the build, takes what the Markdown plugin's workers read from every listed
 *   page's HTML (unlisted pages never; src/plugins/markdown/pagePass.ts) and writes the index to its folder, /search-index/ (a manifest, a names tier
 *   and body shards);
 * - engine/: the engine the browser runs in a Web Worker and the tests and
 *   benchmarks run in Node, with its text rules and ranking policy;
 * - ui/: the search dialog and the parts the theme components share;
 * - theme/: SearchBar (the navbar button) and SearchPage (the results page /search, a route
 *   this plugin adds), provided to the theme by getThemePath, so `docusaurus swizzle` can wrap
 *   or eject them.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin, SwizzleConfig} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {sidebarsProp} from '../docusaurusInternals';

import {builtPageCandidates, listedPages, type ListedPage} from '../../site/rules';

import {extractPage} from './build/extract';
import {pagePassExtracts} from '../markdown/pagePass';

import {buildSearchFiles} from './build/build';
import {SEARCH_PLUGIN_NAME, type SearchGlobalData} from './globalData';
import type {SearchPluginOptions} from './options';

/** Docusaurus checks the options with it at startup (src/plugins/search/options.ts). */
export {validateOptions} from './options';

async function readBuiltPage(outDir: string, route: string): Promise<string> {
  for (const file of builtPageCandidates(route)) {
    try {
      return await fs.readFile(path.join(outDir, file), 'utf8');
    } catch {
      // try the next layout
    }
  }
  throw new Error(`Search index: no built HTML for ${route}`);
}

/** The theme components, TypeScript sources: what the bundler compiles and `swizzle` copies. */
const THEME_DIR = 'src/plugins/search/theme';

export default function searchPlugin(context: LoadContext, options: SearchPluginOptions): Plugin {
  let routes: ListedPage[] = [];
  const themePath = path.join(context.siteDir, THEME_DIR);
  return {
    name: SEARCH_PLUGIN_NAME,
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    async contentLoaded({actions}) {
      actions.addRoute({
        path: `${context.baseUrl}search`,
        component: '@theme/SearchPage',
        exact: true,
      });
      const {indexPath, maxQuery, maxPaste} = options;
      actions.setGlobalData({indexPath, maxQuery, maxPaste} satisfies SearchGlobalData);
    },
    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      routes = (docs?.loadedVersions ?? []).flatMap((v) => Object.values(sidebarsProp(v)).flatMap(listedPages));
    },
    async postBuild({outDir}) {
      // What the Markdown plugin's workers read from each page as they make its twin (one parse
      // of each page, src/plugins/markdown/pagePass.ts); a page they did not read is read here.
      const extracts = await pagePassExtracts(context.siteDir);
      const pages = await Promise.all(
        routes.map(async ({href, label}) => ({
          url: href,
          label,
          ...(extracts?.get(href) ?? extractPage(await readBuiltPage(outDir, href))),
        })),
      );
      const hash = crypto.createHash('sha256').update(JSON.stringify(pages)).digest('hex').slice(0, 10);
      const files = buildSearchFiles(pages, hash, options.ranking);
      const dir = path.join(outDir, options.indexPath);
      await fs.rm(dir, {recursive: true, force: true});
      await fs.mkdir(dir, {recursive: true});
      await Promise.all(
        Object.entries(files).map(([file, data]) => fs.writeFile(path.join(dir, file), JSON.stringify(data))),
      );
    },
  };
}

/** What `docusaurus swizzle` offers: both theme components may be wrapped or ejected. */
export function getSwizzleConfig(): SwizzleConfig {
  return {
    components: {
      SearchBar: {
        actions: {eject: 'safe', wrap: 'safe'},
        description: 'The navbar search button and its dialog (Ctrl/Cmd+K, "/").',
      },
      SearchPage: {
        actions: {eject: 'safe', wrap: 'safe'},
        description: 'The results page /search?q=...',
      },
    },
  };
}
