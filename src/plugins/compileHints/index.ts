/**
 * main.js carries V8's explicit compile hint, `//# allFunctionsCalledOnLoad`, on its first line:
 * Chromium (136 and later) then compiles all of the script's functions on the background thread
 * that parses it while it downloads, instead of each function on the main thread the first time it
 * runs. Every function of main.js runs at load (React, the router, the theme's layout), so nothing
 * is compiled in vain, and what a phone's main thread does before the page answers shrinks: on
 * concat, V8's compilation on the main thread went from 67-89 ms to 10-27 ms per cold load
 * (bench/README.md, "npm run bench:pages", session 16). Browsers without the feature read a comment.
 *
 * The hint is added after minification (which drops comments) and before Rspack's real content
 * hashes, so main.js's name still names its content. Only the client build's `main` chunk gets
 * it: the page chunks also hold code a page never runs.
 */
import type {Plugin} from '@docusaurus/types';
import type {Compiler} from '@rspack/core';
import type {Configuration} from 'webpack';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const NAME = 'starrocks-compile-hints';

class CompileHintPlugin {
  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.rspack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        {name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1},
        () => {
          const main = [...compilation.chunks].find((chunk) => chunk.name === 'main');
          const files = [...(main?.files ?? [])].filter((file) => file.endsWith('.js'));
          if (files.length === 0) {
            compilation.warnings.push(
              new compiler.rspack.WebpackError(`${NAME}: the client build has no main chunk; no compile hint.`),
            );
          }
          for (const file of files) {
            compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        },
      );
    });
  }
}

export default function compileHintsPlugin(): Plugin {
  return {
    name: NAME,
    configureWebpack(_config, isServer) {
      // Docusaurus types this hook with webpack's types; with `future.faster` Rspack runs it.
      const plugin = new CompileHintPlugin() as unknown as NonNullable<Configuration['plugins']>[number];
      return isServer ? {} : {plugins: [plugin]};
    },
  };
}
