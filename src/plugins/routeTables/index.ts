/**
 * Gives the browser bundle compact copies of Docusaurus's chunk registry and route chunk names
 * (see compact.ts): written next to the generated originals and aliased in their place, for the
 * production client build only. The server bundle and `docusaurus start` use the originals.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {compactTables} from './compact';

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
      // Exact-match aliases, ahead of Docusaurus's '@generated' folder alias.
      const alias = config.resolve?.alias;
      if (Array.isArray(alias))
        throw new Error('src/plugins/routeTables: resolve.alias is an array; expected an object.');
      config.resolve = {
        ...config.resolve,
        alias: {
          '@generated/registry$': path.join(dir, CLIENT_REGISTRY),
          '@generated/routesChunkNames$': path.join(dir, CLIENT_ROUTES_CHUNK_NAMES),
          ...alias,
        },
      };
      return {};
    },
  };
}
