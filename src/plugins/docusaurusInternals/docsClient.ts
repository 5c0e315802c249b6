/**
 * The docs plugin's client module (`@docusaurus/plugin-content-docs/client`), with four of its
 * functions in time that does not grow with the sidebar or the routes. Put in place of the
 * original by an alias (./bundler.ts `replaceDocsClient`), in the server and browser bundles; every
 * other export is the original's.
 *
 * - `isActiveSidebarItem` and `isVisibleSidebarItem` walked a category's whole subtree, and the
 *   sidebar asks them of every category it renders, at every level: on each of the ~1,000 pages,
 *   the ~1,000 items of the sidebar were walked several times over, each comparison lower-casing
 *   both paths anew. Here each category's answer is kept for the active path it was asked with
 *   (the sidebar's items are fixed data), and each item's path is lower-cased once.
 * - `useVisibleSidebarItems` is the original, on the functions above.
 * - `useDocRootMetadata` found the page's doc route by trying each of the ~1,000 doc routes in turn;
 *   here through the route index of ./routeMatching.ts.
 *
 * Same results as the originals (tests/unit/sidebarItems.test.ts holds the sidebar functions to the
 * installed plugin's, tests/unit/routeMatching.test.ts the route lookup to React Router's).
 */
import {useMemo, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import renderRoutes from '@docusaurus/renderRoutes';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import type {Props as DocRootProps} from '@theme/DocRoot';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/lib/client/docsVersion.js';
import {findMatchingRoute} from './routeMatching';
import {isActiveSidebarItem, isVisibleSidebarItem} from './sidebarItems';

export * from '@docusaurus/plugin-content-docs/lib/client/index.js';

export {isActiveSidebarItem, isVisibleSidebarItem};

export function useVisibleSidebarItems(items: readonly PropSidebarItem[], activePath: string): PropSidebarItem[] {
  return useMemo(() => items.filter((item) => isVisibleSidebarItem(item, activePath)), [items, activePath]);
}

/** The doc route of the location, its sidebar, and the doc routes rendered (the docs root's data). */
export function useDocRootMetadata({route}: DocRootProps): null | {
  docElement: ReactNode;
  sidebarName: string | undefined;
  sidebarItems: PropSidebarItem[] | undefined;
} {
  const location = useLocation();
  const versionMetadata = useDocsVersion();
  const docRoutes = route.routes!;
  const currentDocRoute = findMatchingRoute(docRoutes, location.pathname) as
    ((typeof docRoutes)[number] & {sidebar?: string}) | undefined;
  if (!currentDocRoute) return null;
  // The docs plugin puts the route's sidebar name in its route config.
  const sidebarName = currentDocRoute.sidebar;
  const sidebarItems = sidebarName ? versionMetadata.docsSidebars[sidebarName] : undefined;
  return {docElement: renderRoutes(docRoutes), sidebarName, sidebarItems};
}
