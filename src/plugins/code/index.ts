/**
 * Code blocks without Prism in the browser. The highlighting itself happens in the docs' MDX
 * compilation (./remarkHighlightedCode.ts, a remark plugin of the docs plugin); this plugin takes
 * out what would still bring Prism to every page: the theme's client module that imports
 * prism-react-renderer to register extra languages is replaced by an empty module, through the
 * door to Docusaurus's internals (src/plugins/docusaurusInternals/bundler.ts). When the theme no
 * longer has that module, the build warns. src/theme/CodeBlock/Content renders the build's lines.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {replaceThemePrismLanguages} from '../docusaurusInternals/bundler';

const OWNER = 'src/plugins/code';

export default function codePlugin(): Plugin {
  return {
    name: 'starrocks-code',
    configureWebpack(config) {
      try {
        replaceThemePrismLanguages(config, path.join(__dirname, 'noPrism.ts'), OWNER);
      } catch (error) {
        console.warn(
          `[WARNING] ${error instanceof Error ? error.message : String(error)}\n` +
            `[WARNING] ${OWNER}: the theme's Prism client module is not replaced; check that main.js has no Prism.`,
        );
      }
      return {};
    },
  };
}
