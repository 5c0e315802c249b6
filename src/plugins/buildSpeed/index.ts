/**
 * Build settings that make the build faster and leave its output as it is. Left out of the stock
 * build (`STARROCKS_DOCS_BUILD=stock`, the benchmarks' baseline).
 *
 * - **No PostCSS configuration search.** postcss-loader looks for a configuration file
 *   (`postcss.config.js`, `.postcssrc`, a `postcss` key in `package.json`, …) in every folder from
 *   each stylesheet up to the root, for every stylesheet of both bundles, with a new search each
 *   time. The site has no such file: Docusaurus passes the plugins in the loader's options (see
 *   `configurePostCss`). The search took about 1 s of the main thread while Rspack bundles, the
 *   build's single-threaded phase (bench/README.md, "npm run bench:build", session 18).
 * - **Precompression of the pages and scripts during the build's last seconds.** Once the Markdown
 *   plugin's worker threads have read every page (src/plugins/markdown/pagePass.ts), what is left of
 *   the build (the search index, the Markdown twins' and records' files, the sitemap, the broken-link
 *   check) runs on the main thread, and a core idles. A worker thread compresses the pages, scripts
 *   and stylesheets meanwhile (files the build no longer changes), the dearest first, until the build
 *   has nothing else to do; it then finishes the file in hand and stops. `npm run build`'s
 *   precompression afterwards (scripts/production/compress.ts) keeps every file whose two twins are
 *   newer than it and compresses the rest. Should the build fail, its output is discarded anyway.
 */
import os from 'node:os';
import path from 'node:path';
import {statSync} from 'node:fs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {listCompressibleSync, MIN_SIZE, startCompression} from '../../../scripts/production/compress';
import {pagePassExtracts} from '../markdown/pagePass';

/** What SSG and the bundler wrote, final by postBuild: pages, scripts, stylesheets. */
const FINAL_BY_POSTBUILD = new Set(['.html', '.js', '.css']);

const NAME = 'starrocks-build-speed';

/**
 * Compresses the build's final files with the cores the build leaves (one), in worker threads that
 * do not keep the process alive; when the build has nothing else to do (the process's beforeExit),
 * each finishes its current file and stops. Synchronous up to the start of the workers: it runs as
 * soon as the page pass is done, before the search plugin's index build holds the main thread.
 */
function compressBeside(outDir: string): void {
  const started = performance.now();
  const sized = listCompressibleSync(outDir)
    .filter((file) => FINAL_BY_POSTBUILD.has(path.extname(file)))
    .map((file) => ({file, size: statSync(file).size}));
  const run = startCompression(
    sized.filter(({size}) => size >= MIN_SIZE),
    Math.max(1, os.availableParallelism() - 1),
    {background: true},
  );
  process.once('beforeExit', () => {
    run.stop();
    run.ref();
  });
  run.done.then(
    (done) =>
      console.log(
        `[${NAME}] precompressed ${done.gzipped} of ${sized.length} pages, scripts and stylesheets beside the ` +
          `build's last steps, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      ),
    (error: unknown) => console.warn(`[WARNING] ${NAME}: precompression during the build stopped (${String(error)}).`),
  );
}

export default function buildSpeedPlugin(context: LoadContext): Plugin {
  return {
    name: NAME,
    configurePostCss(options) {
      // postcss-loader's `postcssOptions.config`: false skips the search for a configuration file.
      return {...options, config: false};
    },
    allContentLoaded() {
      // Registered before any postBuild, so that it runs first when the page pass is done. The pass
      // is only announced and done in a production build (the Markdown plugin's postBuild).
      void pagePassExtracts(context.siteDir)?.then(
        () => compressBeside(context.outDir),
        () => undefined, // the Markdown plugin reports its own failure
      );
    },
  };
}
