/**
 * Bundler settings that make the build faster and leave its output as it is.
 *
 * - **No PostCSS configuration search.** postcss-loader looks for a configuration file
 *   (`postcss.config.js`, `.postcssrc`, a `postcss` key in `package.json`, …) in every folder from
 *   each stylesheet up to the root, for every stylesheet of both bundles, with a new search each
 *   time. The site has no such file: Docusaurus passes the plugins in the loader's options (see
 *   `configurePostCss`). The search took about 1 s of the main thread while Rspack bundles, the
 *   build's single-threaded phase (bench/README.md, "npm run bench:build", session 18).
 *
 * Left out of the stock build (`STARROCKS_DOCS_BUILD=stock`, the benchmarks' baseline).
 */
import type {Plugin} from '@docusaurus/types';

export default function buildSpeedPlugin(): Plugin {
  return {
    name: 'starrocks-build-speed',
    configurePostCss(options) {
      // postcss-loader's `postcssOptions.config`: false skips the search for a configuration file.
      return {...options, config: false};
    },
  };
}
