/**
 * `npm run build`: the Docusaurus build (in a Node process with a larger young generation,
 * scripts/nodeOptions.ts), then the precompressed .gz/.br files beside it
 * (scripts/production/compress.ts). Arguments are passed to `docusaurus build`
 * (e.g. `npm run build -- --out-dir /tmp/site`).
 *
 * A production build starts cold and writes no Rspack persistent cache
 * (DOCUSAURUS_NO_PERSISTENT_CACHE): a fresh clone, as in CI, never reads the cache it would write,
 * and writing it took about 4 s of a 50 s build and 450 MB of peak memory (bench/README.md, "npm
 * run bench:build"); its output cannot depend on a cache an earlier build left either. `npm start`
 * keeps Docusaurus's caches; `DOCUSAURUS_NO_PERSISTENT_CACHE= npm run build` (set, empty) writes and
 * reads the cache for repeated local builds.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {YOUNG_GENERATION} from '../nodeOptions';
import {compressTree, formatStats} from './compress';

const ROOT = path.resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);

/** The --out-dir of the arguments (both `--out-dir x` and `--out-dir=x`), else build/. */
function outDir(argv: string[]): string {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--out-dir' && argv[i + 1]) return path.resolve(argv[i + 1]!);
    if (a.startsWith('--out-dir=')) return path.resolve(a.slice('--out-dir='.length));
  }
  return path.join(ROOT, 'build');
}

async function main(): Promise<void> {
  const started = performance.now();
  const bin = path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  // The larger young generation: the build's parsers allocate many short-lived objects (scripts/nodeOptions.ts).
  const result = spawnSync(process.execPath, [YOUNG_GENERATION, bin, 'build', ...args], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: process.env.DOCUSAURUS_NO_PERSISTENT_CACHE ?? 'true'},
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  const built = performance.now();
  const stats = await compressTree(outDir(args));
  console.log(formatStats(stats));
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `Build ${s(built - started)} + precompression ${s(stats.seconds * 1000)} = ${s(performance.now() - started)}.`,
  );
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
