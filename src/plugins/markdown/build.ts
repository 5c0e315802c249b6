/**
 * The Markdown files of the site, rendered from the pages' sources (run in a
 * worker thread by index.ts, see there):
 *   <docs>/<route>.md   the Markdown twin of every doc page and generated
 *                      category index (see paths.ts for the address rule)
 *   /llms.txt          the llms.txt index of the listed pages, in sidebar order
 *   /llms-full.txt     every listed page's twin in one file, in sidebar order
 * Unlisted pages have a twin (their page links to it) but are in neither
 * llms file. A page whose twin cannot be rendered fails the build.
 */
import path from 'node:path';
import type {LoadedVersion, PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {sidebarsProp} from '../docusaurusInternals';
import type {SidebarItem} from './components';
import {llmsFullTxt, llmsTxt, type LlmsSection, type ListedPage} from './llms';
import {link, text} from './mdast';
import {listedPages} from '../../site/rules';
import {absoluteUrl, twinPath} from './paths';
import {renderDocTwin, renderIndexTwin, type TwinPage, type TwinSite} from './render';

type Category = Extract<SidebarItem, {type: 'category'}>;

interface Twin extends TwinPage {
  /** Absolute path of the page's source; undefined for a generated category index. */
  sourceFile?: string;
}

interface RawSidebarItem {
  type: string;
  label?: string;
  items?: RawSidebarItem[];
  link?: {type: string; permalink?: string; title?: string; description?: string};
}

/** The generated category indexes of a version, from its sidebars' category links. */
function generatedIndexes(version: LoadedVersion): TwinPage[] {
  const found: TwinPage[] = [];
  const visit = (item: RawSidebarItem) => {
    if (item.type !== 'category') return;
    if (item.link?.type === 'generated-index' && item.link.permalink) {
      found.push({
        route: item.link.permalink,
        title: item.link.title ?? item.label ?? '',
        description: item.link.description ?? '',
      });
    }
    item.items?.forEach(visit);
  };
  for (const sidebar of Object.values(version.sidebars)) (sidebar as RawSidebarItem[]).forEach(visit);
  return found;
}

export interface MarkdownFiles {
  /** Output path relative to the build directory → content. */
  [relativePath: string]: string;
}

/** Every twin of a version and, for the last version, the two llms files. */
/** The site settings rendering needs (the full site config holds functions, which a worker cannot receive). */
export interface MarkdownSite {
  siteDir: string;
  url: string;
  baseUrl: string;
  title: string;
}

export function markdownFiles({
  site: siteConfig,
  version,
}: {
  site: MarkdownSite;
  version: LoadedVersion;
}): MarkdownFiles {
  const {siteDir} = siteConfig;
  const twins = new Map<string, Twin>();
  const add = (twin: Twin) => {
    if (twins.has(twin.route)) throw new Error(`Markdown twins: two pages at ${twin.route}`);
    twins.set(twin.route, twin);
  };
  for (const doc of version.docs) {
    add({
      route: doc.permalink,
      title: doc.title,
      description: doc.description,
      sourceFile: path.join(siteDir, doc.source.replace(/^@site\//, '')),
    });
  }
  generatedIndexes(version).forEach(add);

  const sidebars = sidebarsProp(version);
  const categories = new Map<string, Category>();
  const visit = (item: PropSidebarItem) => {
    if (item.type !== 'category') return;
    if (item.href) categories.set(item.href, item as unknown as Category);
    item.items.forEach(visit);
  };
  Object.values(sidebars).flat().forEach(visit);

  const routeBySource = new Map([...twins.values()].filter((t) => t.sourceFile).map((t) => [t.sourceFile!, t.route]));
  const site: TwinSite = {
    siteUrl: siteConfig.url,
    baseUrl: siteConfig.baseUrl,
    siteDir,
    routeOfSource: (file) => routeBySource.get(file),
    pageAt: (route) => twins.get(route),
    categoryAt: (route) => categories.get(route),
    moduleCache: new Map(),
  };

  const files: MarkdownFiles = {};
  const rendered = new Map<string, string>();
  for (const twin of twins.values()) {
    const markdown = twin.sourceFile ? renderDocTwin(twin, twin.sourceFile, site) : renderIndexTwin(twin, site);
    const file = twinPath(twin.route).replace(/^\//, '');
    if (files[file] !== undefined) throw new Error(`Markdown twins: two pages would share ${file}`);
    files[file] = markdown;
    rendered.set(twin.route, markdown);
  }

  if (version.isLast) {
    const title = `${siteConfig.title} ${version.versionName} documentation`;
    const summary =
      `Documentation for ${siteConfig.title} ${version.versionName} (${version.label}), the open-source columnar MPP ` +
      'database for real-time analytics: deploying shared-nothing and shared-data clusters, designing tables, ' +
      'loading and unloading data, querying data lakes through external catalogs, accelerating queries with ' +
      'materialized views and caches, administering and monitoring a cluster, and the SQL, configuration and ' +
      'system-variable reference.';
    const listed = (route: string): ListedPage => {
      const twin = twins.get(route);
      if (!twin) throw new Error(`llms.txt: the sidebar lists ${route}, which has no twin`);
      return {
        route,
        title: twin.title,
        description: twin.description,
        twinUrl: absoluteUrl(siteConfig.url, twinPath(route)),
      };
    };
    const fullUrl = absoluteUrl(siteConfig.url, `${siteConfig.baseUrl}llms-full.txt`);
    const sections: LlmsSection[] = [];
    for (const item of Object.values(sidebars).flat()) {
      const pages = listedPages([item]).map(({href}) => listed(href));
      if (pages.length === 0) continue;
      const title = item.type === 'category' ? item.label : 'Pages';
      const previous = sections.at(-1);
      if (item.type !== 'category' && previous?.title === title) previous.pages.push(...pages);
      else sections.push({title, pages});
    }
    files['llms.txt'] = llmsTxt({
      title,
      summary,
      details: [
        [
          text(
            "Every link below is the Markdown version of a page: the page's address with .md appended " +
              "(a folder's landing page, whose address ends with a slash, drops the slash first). ",
          ),
          link(fullUrl, [text('llms-full.txt')]),
          text(' has all of them in one file, in this order.'),
        ],
      ],
      sections,
    });
    files['llms-full.txt'] = llmsFullTxt({
      title,
      summary,
      twins: sections.flatMap((s) => s.pages.map((p) => rendered.get(p.route)!)),
    });
  }
  return files;
}

export default markdownFiles;
