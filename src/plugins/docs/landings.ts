/**
 * The summaries each landing needs: for the category of every landing (a category's doc or its
 * generated index), the title and description of the pages listed under it, two levels deep (its
 * items and theirs: a group landing lists its pages, the function finder the pages of every
 * group, and a category card or a sub-group row shows its landing's description), by doc id; and
 * the label and description of the categories listed under it, by their landing's path (a doc
 * card of a category reads it there: the sidebar the theme receives carries no descriptions).
 */
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {DocSummaries, DocSummary} from '../../components/docSummaries/types';

type LoadedVersion = LoadedContent['loadedVersions'][number];
type SidebarItem = LoadedVersion['sidebars'][string][number];
type CategoryLink = {type: 'doc'; id: string} | {type: 'generated-index'; permalink: string};

/** How deep below a landing its pages are listed. */
const DEPTH = 2;

function isCategory(item: SidebarItem): item is Extract<SidebarItem, {type: 'category'}> {
  return item.type === 'category';
}

/** The doc ids of the items (and, for categories, their landing docs) down to `depth` levels. */
function listedDocIds(items: readonly SidebarItem[], depth: number): string[] {
  return items.flatMap((item): string[] => {
    if (item.type === 'doc' || item.type === 'ref') return [item.id];
    if (!isCategory(item)) return [];
    const link = item.link as CategoryLink | undefined;
    const own = link?.type === 'doc' ? [link.id] : [];
    return depth > 1 ? [...own, ...listedDocIds(item.items, depth - 1)] : own;
  });
}

/** Landing route path → the summaries of the pages and categories its category lists. */
export function landingSummaries(content: LoadedContent): Map<string, DocSummaries> {
  const byPath = new Map<string, DocSummaries>();
  for (const version of content.loadedVersions) {
    const docs = new Map(version.docs.map((d) => [d.id, d]));
    const landingPath = (item: Extract<SidebarItem, {type: 'category'}>): string | undefined => {
      const link = item.link as CategoryLink | undefined;
      return link?.type === 'doc' ? docs.get(link.id)?.permalink : link?.permalink;
    };
    const visit = (items: readonly SidebarItem[]): void => {
      for (const item of items) {
        if (!isCategory(item)) continue;
        const path = landingPath(item);
        if (path) {
          const summaries: Record<string, DocSummary> = {};
          for (const id of listedDocIds(item.items, DEPTH)) {
            const doc = docs.get(id);
            if (doc) summaries[id] = {title: doc.title, description: doc.description};
          }
          for (const category of item.items.filter(isCategory)) {
            const at = landingPath(category);
            if (at && category.description) summaries[at] = {title: category.label, description: category.description};
          }
          byPath.set(path, summaries);
        }
        visit(item.items);
      }
    };
    for (const sidebar of Object.values(version.sidebars)) visit(sidebar);
  }
  return byPath;
}
