/**
 * Docusaurus's own versions of what the door replaces, for the tests that hold the replacements to
 * them (tests/unit/routeMatching.test.ts, tests/unit/sidebarItems.test.ts). Node side only: in the
 * bundles, `react-router-config` is ./routeMatching.ts and the docs plugin's client module
 * ./docsClient.ts (./bundler.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';

export {matchRoutes, renderRoutes} from 'react-router-config';

const WHERE = 'src/plugins/docusaurusInternals/originals.ts';

export type SidebarCheck = (item: PropSidebarItem, activePath: string) => boolean;

/** The source of a top-level `export function name` or `const name =` of a module, without `export`. */
function definition(source: string, name: string, file: string): string {
  const fn = source.match(new RegExp(`^(?:export )?function ${name}\\(.*?^}`, 'ms'));
  const constant = source.match(new RegExp(`^(?:export )?const ${name} = .*?;$`, 'ms'));
  const found = (fn ?? constant)?.[0];
  if (!found) throw new Error(`${WHERE}: ${file} no longer defines ${name}; adapt ${WHERE}.`);
  return found.replace(/^export /, '');
}

/**
 * The installed docs plugin's `isActiveSidebarItem` and `isVisibleSidebarItem` (./sidebarItems.ts
 * replaces them), read from its client module with theme-common's `isSamePath`: the module's own
 * imports only resolve in the bundler.
 */
export function installedSidebarChecks(): {isActiveSidebarItem: SidebarCheck; isVisibleSidebarItem: SidebarCheck} {
  const utilsFile = require.resolve('@docusaurus/plugin-content-docs/lib/client/docsUtils.js');
  // theme-common exports neither its lib/ files nor its package.json: found from its entry.
  const themeCommon = path.resolve(path.dirname(require.resolve('@docusaurus/theme-common')), '..');
  const routesFile = path.join(themeCommon, 'lib/utils/routesUtils.js');
  const utils = fs.readFileSync(utilsFile, 'utf8');
  const routes = fs.readFileSync(routesFile, 'utf8');
  const code = [
    definition(routes, 'isSamePath', routesFile),
    ...['isActive', 'containsActiveSidebarItem', 'isActiveSidebarItem', 'isVisibleSidebarItem'].map((name) =>
      definition(utils, name, utilsFile),
    ),
    'return {isActiveSidebarItem, isVisibleSidebarItem};',
  ].join('\n');
  return new Function(code)() as {isActiveSidebarItem: SidebarCheck; isVisibleSidebarItem: SidebarCheck};
}
