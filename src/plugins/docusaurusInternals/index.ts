/**
 * The docs plugin's props, for the Node side (the door's other modules: ./README.md). The docs
 * plugin has no public API that turns its loaded content into the props its theme receives
 * (sidebars as links and categories, the version metadata), and no option to change the props of
 * the routes it adds; the records, search and Markdown plugins and src/plugins/docs need both.
 * tests/unit/docusaurusInternals.test.ts fails loudly, naming this file, when an upgrade changes
 * a function or a shape relied on.
 */
import type {LoadedVersion, PropSidebars, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import * as props from '@docusaurus/plugin-content-docs/lib/props.js';

const WHERE = 'src/plugins/docusaurusInternals/index.ts';

function internal<F>(name: keyof typeof props): F {
  const fn = props[name];
  if (typeof fn !== 'function') {
    throw new Error(
      `${WHERE}: @docusaurus/plugin-content-docs/lib/props.js no longer exports ${name}; adapt ${WHERE}.`,
    );
  }
  return fn as F;
}

/** A version's sidebars as the theme gets them: links (docs with docId, unlisted) and categories (href, linkUnlisted). */
export function sidebarsProp(version: Pick<LoadedVersion, 'docs' | 'sidebars'>): PropSidebars {
  return internal<(v: Pick<LoadedVersion, 'docs' | 'sidebars'>) => PropSidebars>('toSidebarsProp')(version);
}

/** A version's metadata as the theme gets it: label, badge, banner, sidebars and the docs by id. */
export function versionMetadataProp(pluginId: string, version: LoadedVersion): PropVersionMetadata {
  return internal<(id: string, v: LoadedVersion) => PropVersionMetadata>('toVersionMetadataProp')(pluginId, version);
}

/** The docs of the version metadata prop a docs route carries (`route.props.version.docs`). */
export type VersionRouteDocs = Record<string, {id: string; title?: string; description?: string; sidebar?: string}>;

/**
 * The version metadata prop of a route the docs plugin adds, or undefined for a route without
 * one. Throws when a route carries a `version` prop of another shape: the plugin changed.
 */
export function versionRouteProp(
  routeProps: Record<string, unknown> | undefined,
): {docs: VersionRouteDocs; docsSidebars: PropSidebars} | undefined {
  const version = routeProps?.version;
  if (version === undefined) return undefined;
  if (
    !version ||
    typeof version !== 'object' ||
    !('docs' in version) ||
    typeof version.docs !== 'object' ||
    !('docsSidebars' in version) ||
    typeof version.docsSidebars !== 'object'
  ) {
    throw new Error(
      `${WHERE}: a docs route's "version" prop has no "docs" or "docsSidebars" map; the docs plugin changed, adapt ${WHERE}.`,
    );
  }
  return version as {docs: VersionRouteDocs; docsSidebars: PropSidebars};
}
