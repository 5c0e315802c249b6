/**
 * The function pages under a sidebar category, in sidebar order: what a group landing lists.
 * No function data here, so the group landings stay light.
 */
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';

export interface FunctionPage {
  label: string;
  href: string;
  docId: string;
}

export function functionPages(items: PropSidebarItem[]): FunctionPage[] {
  return items.flatMap((item) => {
    if (item.type === 'category') return functionPages(item.items);
    if (item.type === 'link' && item.docId && !item.unlisted) {
      return [{label: item.label, href: item.href, docId: item.docId}];
    }
    return [];
  });
}
