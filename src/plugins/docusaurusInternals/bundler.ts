/**
 * The modules of Docusaurus's browser bundle that our plugins replace, for their
 * `configureWebpack` (Node side). Each function names the Docusaurus file it replaces and throws,
 * naming this file, when the installed Docusaurus no longer has it where this file expects; the
 * plugin calling it decides what then (src/plugins/routeTables falls back to Docusaurus's own
 * tables, src/plugins/code warns).
 *
 * Replacements are module aliases put ahead of Docusaurus's own (exact-match keys end in `$`),
 * and one NormalModuleReplacementPlugin for a relative import inside core. Rspack's persistent
 * cache does not notice a changed alias (its version covers the theme's aliases and
 * docusaurus.config.ts only) and would keep resolving a request the old way; the aliases are
 * therefore also written into the cache's version, so a change evicts the cache.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {Configuration} from 'webpack';
import type {ConfigureWebpackUtils} from '@docusaurus/types';

const WHERE = 'src/plugins/docusaurusInternals/bundler.ts';

export function prependAliases(config: Configuration, aliases: Record<string, string>, owner: string): void {
  const current = config.resolve?.alias;
  if (Array.isArray(current)) throw new Error(`${owner}: resolve.alias is an array; expected an object.`);
  config.resolve = {...config.resolve, alias: {...aliases, ...current}};
  const cache = (config.experiments as {cache?: {version?: string}} | undefined)?.cache;
  if (cache && typeof cache === 'object') {
    const hash = crypto.createHash('sha256').update(JSON.stringify(aliases)).digest('hex').slice(0, 12);
    cache.version = `${cache.version ?? ''}-${hash}`;
  }
}

/** The package.json of an installed package, also when its `exports` do not list it: found from its entry. */
function packageManifest(pkg: string): string {
  try {
    return require.resolve(`${pkg}/package.json`);
  } catch {
    for (let dir = path.dirname(require.resolve(pkg)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
      const manifest = path.join(dir, 'package.json');
      if (fs.existsSync(manifest) && (JSON.parse(fs.readFileSync(manifest, 'utf8')) as {name?: string}).name === pkg) {
        return manifest;
      }
    }
    throw new Error(`${WHERE}: no package.json found for ${pkg}.`);
  }
}

/** A file of an installed Docusaurus package (its path without `.js`), or an error naming what is missing. */
function docusaurusModule(pkg: string, file: string): string {
  const manifest = packageManifest(pkg);
  const full = path.join(path.dirname(manifest), `${file}.js`);
  if (!fs.existsSync(full)) {
    const {version} = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {version: string};
    throw new Error(`${WHERE}: ${pkg} ${version} has no ${file}.js; adapt ${WHERE}.`);
  }
  return full.slice(0, -3);
}

/**
 * theme-classic's client module that registers Prism's extra languages in every browser (and so
 * puts Prism in main.js), replaced by `file`. The key is the module as Docusaurus lists it among
 * the client modules: resolved, without extension.
 */
export function replaceThemePrismLanguages(config: Configuration, file: string, owner: string): void {
  const module = docusaurusModule('@docusaurus/theme-classic', 'lib/prism-include-languages');
  prependAliases(config, {[`${module}$`]: file}, owner);
}

/** Our replacements of the route modules Docusaurus's client imports. */
export interface RouteModules {
  /** The generated chunk registry (`<generatedFilesDir>/registry.js`). */
  registry: string;
  /** The generated route chunk names (`routesChunkNames.json`). */
  routesChunkNames: string;
  /** The generated route tree (`routes.js`). */
  routes: string;
  /** `@docusaurus/ComponentCreator`, which may wrap core's own (./componentCreator.ts). */
  componentCreator: string;
}

export function replaceRouteModules(config: Configuration, modules: RouteModules, owner: string): void {
  prependAliases(
    config,
    {
      '@generated/registry$': modules.registry,
      '@generated/routesChunkNames$': modules.routesChunkNames,
      '@generated/routes$': modules.routes,
      '@docusaurus/ComponentCreator$': modules.componentCreator,
    },
    owner,
  );
}

/** Core's client modules that import its preload as './preload' (the first render, navigations, window.docusaurus). */
const PRELOAD_IMPORTERS = ['clientEntry', 'PendingNavigation', 'docusaurus'];

/**
 * A bundler plugin that replaces core's client `preload` (lib/client/preload.js: find the routes
 * a pathname matches and load their components; ./preload.ts rebuilds it) by `file`. Throws,
 * before anything is changed, when core has no such module or a client module that awaited it
 * no longer imports it: the replacement would then miss, silently.
 */
export function clientPreloadReplacement(utils: ConfigureWebpackUtils, file: string) {
  docusaurusModule('@docusaurus/core', 'lib/client/preload');
  for (const importer of PRELOAD_IMPORTERS) {
    const source = fs.readFileSync(`${docusaurusModule('@docusaurus/core', `lib/client/${importer}`)}.js`, 'utf8');
    if (!/ from '\.\/preload';/.test(source)) {
      throw new Error(`${WHERE}: @docusaurus/core's lib/client/${importer}.js no longer imports './preload'.`);
    }
  }
  const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
  return new NormalModuleReplacementPlugin(/^\.\/preload$/, (resource: {request: string; context: string}) => {
    if (/[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client$/.test(resource.context)) {
      resource.request = file;
    }
  });
}

/** The alias keys of the route matching and of the docs plugin's client module (exact matches). */
export const ROUTE_MATCHING_ALIAS = 'react-router-config$';
export const DOCS_CLIENT_ALIAS = '@docusaurus/plugin-content-docs/client$';

/** Docusaurus's modules that match routes with react-router-config (core's client: its first render, navigations, renderRoutes). */
const ROUTE_MATCHING_IMPORTERS: [string, string][] = [
  ['@docusaurus/core', 'lib/client/exports/renderRoutes'],
  ['@docusaurus/core', 'lib/client/normalizeLocation'],
  ['@docusaurus/core', 'lib/client/preload'],
  ['@docusaurus/core', 'lib/client/docusaurus'],
];

/**
 * react-router-config (route matching for Docusaurus's client, server and `@docusaurus/renderRoutes`)
 * replaced by `file` (./routeMatching.ts), in the server and browser bundles. Throws when the
 * installed Docusaurus no longer imports react-router-config where it matches routes: the
 * replacement would then miss, silently.
 */
export function replaceRouteMatching(config: Configuration, file: string, owner: string): void {
  for (const [pkg, module] of ROUTE_MATCHING_IMPORTERS) {
    const source = fs.readFileSync(`${docusaurusModule(pkg, module)}.js`, 'utf8');
    if (!/ from 'react-router-config';/.test(source)) {
      throw new Error(`${WHERE}: ${pkg}'s ${module}.js no longer imports 'react-router-config'; adapt ${WHERE}.`);
    }
  }
  prependAliases(config, {[ROUTE_MATCHING_ALIAS]: file}, owner);
}

/** The docs plugin's client functions that ./docsClient.ts replaces, as `lib/client/docsUtils.js` exports them. */
export const REPLACED_DOCS_CLIENT_FUNCTIONS = [
  'isActiveSidebarItem',
  'isVisibleSidebarItem',
  'useVisibleSidebarItems',
  'useDocRootMetadata',
];

/**
 * The docs plugin's client module (`@docusaurus/plugin-content-docs/client`) replaced by `file`
 * (./docsClient.ts, which re-exports the rest of it), in the server and browser bundles. Throws
 * when the installed plugin no longer exports one of the replaced functions from its client
 * module's `docsUtils`.
 */
export function replaceDocsClient(config: Configuration, file: string, owner: string): void {
  const utils = fs.readFileSync(
    `${docusaurusModule('@docusaurus/plugin-content-docs', 'lib/client/docsUtils')}.js`,
    'utf8',
  );
  const index = fs.readFileSync(
    `${docusaurusModule('@docusaurus/plugin-content-docs', 'lib/client/index')}.js`,
    'utf8',
  );
  for (const name of REPLACED_DOCS_CLIENT_FUNCTIONS) {
    if (!new RegExp(`^export function ${name}\\(`, 'm').test(utils) || !new RegExp(`\\b${name},`).test(index)) {
      throw new Error(
        `${WHERE}: @docusaurus/plugin-content-docs's client no longer exports ${name} from docsUtils; adapt ${WHERE}.`,
      );
    }
  }
  prependAliases(config, {[DOCS_CLIENT_ALIAS]: file}, owner);
}
