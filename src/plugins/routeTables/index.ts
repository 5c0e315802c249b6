/**
 * Lighter route tables for the production browser bundle (the server bundle and
 * `docusaurus start` use Docusaurus's own):
 *
 * - compact copies of the chunk registry, the route chunk names and the route tree (see
 *   compact.ts), written next to the generated originals and put in their place, with the
 *   doc pages in one chunk per section (sections.ts), loaded by runtime.ts;
 * - Docusaurus's client `preload`, which every render of a new location awaits, replaced by one
 *   that loads the location's section first (preload.ts);
 * - a ComponentCreator that builds each route's loadable component on first use instead of while
 *   main.js is evaluated (LazyComponentCreator.tsx);
 * - in the server bundle too, React Router's route matching replaced by one that indexes the
 *   routes by path (../docusaurusInternals/routeMatching.ts): matching a location against the
 *   ~1,000 doc routes no longer tries them one by one.
 *
 * The replacements go through the door to Docusaurus's internals (src/plugins/docusaurusInternals).
 * When the generated files or core's preload do not have the shape this plugin expects, it
 * replaces nothing, and the build warns, naming what changed: the site then runs on Docusaurus's
 * own tables. `{enabled: false}` turns it off.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {DEFAULT_PLUGIN_ID} from '@docusaurus/utils';
import {clientTables, type ClientTables} from './compact';
import {
  clientPreloadReplacement,
  replaceDocsClient,
  replaceRouteMatching,
  replaceRouteModules,
} from '../docusaurusInternals/bundler';

const OWNER = 'src/plugins/routeTables';

export interface RouteTablesOptions {
  id: string;
  /** false: Docusaurus's own route tables, preload and ComponentCreator. Default true. */
  enabled: boolean;
}

export function validateOptions({
  options,
}: OptionValidationContext<Partial<RouteTablesOptions> | undefined, RouteTablesOptions>): RouteTablesOptions {
  const {id, enabled = true, ...unknown} = options ?? {};
  if (typeof enabled !== 'boolean' || Object.keys(unknown).length > 0) {
    throw new Error(`${OWNER}: the options are {enabled?: boolean}; got ${JSON.stringify(options)}.`);
  }
  return {id: id ?? DEFAULT_PLUGIN_ID, enabled};
}

export default function routeTablesPlugin(context: LoadContext, options: RouteTablesOptions): Plugin | null {
  // Docusaurus's way for a plugin to switch itself off: return null.
  if (!options.enabled) return null;
  return {
    name: 'starrocks-route-tables',
    configureWebpack(config, isServer, utils) {
      // Route matching in time that does not grow with the routes, in both bundles and every mode.
      try {
        replaceRouteMatching(config, path.join(__dirname, '../docusaurusInternals/routeMatching.ts'), OWNER);
        replaceDocsClient(config, path.join(__dirname, '../docusaurusInternals/docsClient.ts'), OWNER);
      } catch (error) {
        console.warn(
          `[WARNING] ${error instanceof Error ? error.message : String(error)}\n` +
            `[WARNING] ${OWNER} leaves React Router's route matching and the docs plugin's sidebar and docs-root lookups as they are for this build; adapt ${OWNER} (see its README).`,
        );
      }
      if (isServer || config.mode !== 'production') return {};
      const dir = context.generatedFilesDir;
      const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
      // Everything that depends on Docusaurus's shapes, before anything is changed.
      let tables: ClientTables;
      let preloadPlugin: ReturnType<typeof clientPreloadReplacement>;
      try {
        tables = clientTables(
          {registry: read('registry.js'), routesChunkNames: read('routesChunkNames.json'), routes: read('routes.js')},
          path.join(__dirname, 'runtime.ts'),
        );
        preloadPlugin = clientPreloadReplacement(utils, path.join(__dirname, 'preload.ts'));
      } catch (error) {
        console.warn(
          `[WARNING] ${error instanceof Error ? error.message : String(error)}\n` +
            `[WARNING] ${OWNER} falls back to Docusaurus's own route tables, preload and ComponentCreator ` +
            `for this build (a heavier main.js); adapt ${OWNER} (see its README).`,
        );
        return {};
      }
      const write = (file: string, code: string) => {
        fs.writeFileSync(path.join(dir, file), code);
        return path.join(dir, file);
      };
      for (const section of tables.sections) write(section.file, section.code);
      replaceRouteModules(
        config,
        {
          registry: write('registry.client.js', tables.registry),
          routesChunkNames: write('routesChunkNames.client.js', tables.routesChunkNames),
          routes: write('routes.client.js', tables.routes),
          componentCreator: path.join(__dirname, 'LazyComponentCreator.tsx'),
        },
        OWNER,
      );
      return {plugins: [preloadPlugin]};
    },
  };
}
