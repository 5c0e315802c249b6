/**
 * Docusaurus's docs plugin, with lighter pages. The plugin passes every page's id, title,
 * description and sidebar to every doc page (the version metadata, ~50 KB compressed on this
 * site), although only the doc cards of the landings read them (through useDocById). This wrapper
 * keeps the plugin as it is and changes the routes it adds:
 *
 * - the version metadata carries no page list (src/theme/DocCard takes its description from the
 *   landing's summaries and never asks useDocById), and its sidebar no category descriptions
 *   (the sidebar generator gives every category its landing's description for the records and
 *   the doc cards; the cards read it from the landing's summaries too, see ./landings.ts);
 * - each landing (a category's doc or generated index) gets the summaries of the pages under its
 *   category as a route prop, `summaries`, so that only the landing's own chunk carries them.
 *   src/theme/DocItem and src/theme/DocCategoryGeneratedIndexPage hand them to the page, where
 *   the landing tables and doc cards read them (src/components/docSummaries).
 *
 * - the plugin's global data (in main.js, so on every page of the site) keeps each version's main
 *   doc only, not every page's id, path and sidebar (~145 KB raw, ~10 KB compressed here). The
 *   theme reads that list only to mark the navbar's docSidebar item active and to point the
 *   version dropdown at the same page in another version; the navbar's Docs link matches by path
 *   instead (docusaurus.config.ts), and with one version the dropdown has no other page to offer.
 *
 * Options and validation are the docs plugin's own.
 */
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import docsPlugin, {type LoadedContent, type PluginOptions, type PropSidebars} from '@docusaurus/plugin-content-docs';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import type {DocSummaries} from '../../components/docSummaries/types';
import {landingSummaries} from './landings';
import {versionRouteProp, type VersionRouteDocs} from '../docusaurusInternals';

export {validateOptions} from '@docusaurus/plugin-content-docs';

type PropSidebarItem = PropSidebars[string][number];

/** The sidebars without the categories' descriptions. */
export function withoutCategoryDescriptions(sidebars: PropSidebars): PropSidebars {
  const visit = (item: PropSidebarItem): PropSidebarItem => {
    if (item.type !== 'category') return item;
    const {description: _description, ...rest} = item;
    return {...rest, items: rest.items.map(visit)};
  };
  return Object.fromEntries(Object.entries(sidebars).map(([id, items]) => [id, items.map(visit)]));
}

/** The route tree with version metadata without its page list, and each landing's summaries as a prop. */
export function withLandingProps(route: RouteConfig, summaries: ReadonlyMap<string, DocSummaries>): RouteConfig {
  const props = {...route.props};
  const version = versionRouteProp(route.props);
  if (version) {
    props.version = {
      ...version,
      docs: {} satisfies VersionRouteDocs,
      docsSidebars: withoutCategoryDescriptions(version.docsSidebars),
    };
  }
  const own = route.exact ? summaries.get(route.path) : undefined;
  if (own) props.summaries = own;
  return {
    ...route,
    ...(Object.keys(props).length > 0 && {props}),
    ...(route.routes && {routes: route.routes.map((r) => withLandingProps(r, summaries))}),
  };
}

/** The docs plugin's global data with each version's main doc only. */
export function slimGlobalData(data: GlobalPluginData): GlobalPluginData {
  return {...data, versions: data.versions.map((v) => ({...v, docs: v.docs.filter((d) => d.id === v.mainDocId)}))};
}

export default async function docsWithLandingSummaries(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const plugin = await docsPlugin(context, options);
  return {
    ...plugin,
    async contentLoaded(args) {
      const summaries = landingSummaries(args.content);
      const addRoute = (route: RouteConfig) => args.actions.addRoute(withLandingProps(route, summaries));
      const setGlobalData = (data: unknown) => args.actions.setGlobalData(slimGlobalData(data as GlobalPluginData));
      await plugin.contentLoaded!({...args, actions: {...args.actions, addRoute, setGlobalData}});
    },
  };
}
