/**
 * Lighter route tables for the production browser bundle (the server bundle and
 * `docusaurus start` use Docusaurus's own):
 *
 * - compact copies of the chunk registry, the route chunk names and the route tree (see
 *   compact.ts), written next to the generated originals and aliased in their place, with the
 *   doc pages in one chunk per section (sections.ts), loaded by runtime.ts;
 * - Docusaurus's client `preload`, which every render of a new location awaits, replaced by one
 *   that loads the location's section first (preload.ts);
 * - a ComponentCreator that builds each route's loadable component on first use instead of while
 *   main.js is evaluated (LazyComponentCreator.tsx).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {clientTables} from './compact';
import {prependAliases} from '../bundlerAliases';

const OWNER = 'src/plugins/routeTables';

/** Docusaurus's client preload, as its client modules import it ('./preload' from core/lib/client). */
function isCorePreload(request: string, context: string): boolean {
  return request === './preload' && /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client$/.test(context);
}

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
      const write = (file: string, code: string) => {
        fs.writeFileSync(path.join(dir, file), code);
        return path.join(dir, file);
      };
      for (const section of tables.sections) write(section.file, section.code);
      prependAliases(
        config,
        {
          '@generated/registry$': write('registry.client.js', tables.registry),
          '@generated/routesChunkNames$': write('routesChunkNames.client.js', tables.routesChunkNames),
          '@generated/routes$': write('routes.client.js', tables.routes),
          '@docusaurus/ComponentCreator$': path.join(__dirname, 'LazyComponentCreator.tsx'),
        },
        OWNER,
      );
      const preload = path.join(__dirname, 'preload.ts');
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(/^\.\/preload$/, (resource: {request: string; context: string}) => {
            if (isCorePreload(resource.request, resource.context)) resource.request = preload;
          }),
        ],
      };
    },
  };
}
