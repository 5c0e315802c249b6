/**
 * What the twins are made of, from the docs plugin's loaded content: the pages that get a twin
 * (every doc page and generated category index, with the title and description their page shows)
 * and the sections of the llms files (the listed pages in sidebar order).
 */
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {sidebarsProp} from '../docusaurusInternals';
import {listedPages} from '../../site/rules';
import type {TwinPage} from './convert';
import {twinPath} from './paths';

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

/** Every page of the versions that gets a twin; two pages at one route or one twin path fail the build. */
export function twinPages(versions: LoadedVersion[]): TwinPage[] {
  const pages = versions.flatMap((version) => [
    ...version.docs.map((doc) => ({route: doc.permalink, title: doc.title, description: doc.description})),
    ...generatedIndexes(version),
  ]);
  const seen = new Set<string>();
  for (const {route} of pages) {
    if (seen.has(twinPath(route))) throw new Error(`Markdown twins: two pages would share ${twinPath(route)}`);
    seen.add(twinPath(route));
  }
  return pages;
}

export interface LlmsSection {
  title: string;
  /** The routes of the section's listed pages, in sidebar order. */
  routes: string[];
}

/** One section per top-level sidebar category, in sidebar order; top-level pages are grouped as "Pages". */
export function llmsSections(version: LoadedVersion): LlmsSection[] {
  const sections: LlmsSection[] = [];
  for (const item of Object.values(sidebarsProp(version)).flat()) {
    const routes = listedPages([item]).map(({href}) => href);
    if (routes.length === 0) continue;
    const title = item.type === 'category' ? item.label : 'Pages';
    const previous = sections.at(-1);
    if (item.type !== 'category' && previous?.title === title) previous.routes.push(...routes);
    else sections.push({title, routes});
  }
  return sections;
}
