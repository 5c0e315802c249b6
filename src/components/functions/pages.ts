/**
 * The function pages under a sidebar category, in sidebar order: what a group landing lists.
 * No function data here, so the group landings stay light.
 */
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {listedDocLinks} from '@site/src/site/rules';

export interface FunctionPage {
  label: string;
  href: string;
  docId: string;
}

export function functionPages(items: PropSidebarItem[]): FunctionPage[] {
  return listedDocLinks(items).map(({label, href, docId}) => ({label, href, docId}));
}
