/**
 * Lighter route tables for the production browser bundle (the server bundle and
 * `docusaurus start` use Docusaurus's own):
 *
 * - compact copies of the chunk registry and the route chunk names (see compact.ts), written next
 *   to the generated originals and aliased in their place;
 * - a ComponentCreator that builds each route's loadable component on first use instead of while
 *   main.js is evaluated (LazyComponentCreator.tsx).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {compactTables} from './compact';
import {prependAliases} from '../bundlerAliases';

export const CLIENT_REGISTRY = 'registry.client.js';
export const CLIENT_ROUTES_CHUNK_NAMES = 'routesChunkNames.client.json';

export default function routeTablesPlugin(context: LoadContext): Plugin {
  return {
    name: 'starrocks-route-tables',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      const dir = context.generatedFilesDir;
      const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
      const compact = compactTables(read('registry.js'), read('routesChunkNames.json'));
      fs.writeFileSync(path.join(dir, CLIENT_REGISTRY), compact.registry);
      fs.writeFileSync(path.join(dir, CLIENT_ROUTES_CHUNK_NAMES), compact.routesChunkNames);
      prependAliases(
        config,
        {
          '@generated/registry$': path.join(dir, CLIENT_REGISTRY),
          '@generated/routesChunkNames$': path.join(dir, CLIENT_ROUTES_CHUNK_NAMES),
          '@docusaurus/ComponentCreator$': path.join(__dirname, 'LazyComponentCreator.tsx'),
        },
        'src/plugins/routeTables',
      );
      return {};
    },
  };
}
