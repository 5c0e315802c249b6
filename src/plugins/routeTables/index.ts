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
 *   main.js is evaluated (LazyComponentCreator.tsx).
 *
 * The replacements go through the door to Docusaurus's internals (src/plugins/docusaurusInternals).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {clientTables} from './compact';
import {clientPreloadReplacement, replaceRouteModules} from '../docusaurusInternals/bundler';

const OWNER = 'src/plugins/routeTables';

export default function routeTablesPlugin(context: LoadContext): Plugin {
  return {
    name: 'starrocks-route-tables',
    configureWebpack(config, isServer, utils) {
      if (isServer || config.mode !== 'production') return {};
      const dir = context.generatedFilesDir;
      const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
      const tables = clientTables(
        {registry: read('registry.js'), routesChunkNames: read('routesChunkNames.json'), routes: read('routes.js')},
        path.join(__dirname, 'runtime.ts'),
      );
      const preloadPlugin = clientPreloadReplacement(utils, path.join(__dirname, 'preload.ts'));
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
