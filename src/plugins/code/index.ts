/**
 * Code blocks without Prism in the browser. The highlighting itself happens in the docs' MDX
 * compilation (./remarkHighlightedCode.ts, a remark plugin of the docs plugin); this plugin takes
 * out what would still bring Prism to every page: the theme's client module that imports
 * prism-react-renderer to register extra languages (theme-classic lib/prism-include-languages)
 * is replaced by an empty module. src/theme/CodeBlock/Content renders the build's lines.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {prependAliases} from '../bundlerAliases';

/** The theme's client module, as Docusaurus lists it among the client modules (resolved, no extension). */
export function themePrismClientModule(): string {
  const theme = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
  return path.join(theme, 'lib', 'prism-include-languages');
}

export default function codePlugin(): Plugin {
  return {
    name: 'starrocks-code',
    configureWebpack(config) {
      prependAliases(
        config,
        {[`${themePrismClientModule()}$`]: path.join(__dirname, 'noPrism.ts')},
        'src/plugins/code',
      );
      return {};
    },
  };
}
