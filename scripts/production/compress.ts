/**
 * Precompresses a build: writes <file>.gz (gzip level 9) and <file>.br (brotli) beside every
 * HTML, JS, CSS, JSON, XML, TXT, SVG and Markdown file (the pages' .md twins, llms.txt), so that the server sends them without compressing
 * on the fly (nginx gzip_static / brotli_static, or a CDN that honours precompressed files).
 *
 *   node --import tsx scripts/production/compress.ts [build-dir]
 *
 * Brotli quality 11 (the best, and slowest) for what every page loads and for the search index;
 * quality 10 for the documents (HTML pages, Markdown twins, llms.txt), which are a few times
 * larger in total and gain under 3 % at 11 for 3.4 times the CPU.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Extensions that are precompressed. */
export const COMPRESSED_EXTENSIONS = ['.html', '.js', '.css', '.json', '.xml', '.txt', '.svg', '.md'];
/** Folders that are never compressed (deploy metadata, not served). */
const SKIPPED_DIRS = new Set(['.deploy']);

export function isCompressible(file: string): boolean {
  return COMPRESSED_EXTENSIONS.includes(path.extname(file).toLowerCase());
}

/** Documents (pages, their Markdown twins, llms.txt) at 10; what scripts and search load at 11. */
export function brotliQuality(file: string): number {
  return /\.(html|md|txt)$/.test(file) ? 10 : 11;
}

export async function listCompressible(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (d: string) => {
    for (const entry of await fs.readdir(d, {withFileTypes: true})) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) await walk(full);
      } else if (entry.isFile() && isCompressible(entry.name)) out.push(full);
    }
  };
  await walk(dir);
  return out.sort();
}

export interface CompressionStats {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
  seconds: number;
}

export async function compressFile(file: string): Promise<{raw: number; gzip: number; brotli: number}> {
  const data = await fs.readFile(file);
  const [gz, br] = await Promise.all([
    gzip(data, {level: 9}),
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  ]);
  await Promise.all([fs.writeFile(`${file}.gz`, gz), fs.writeFile(`${file}.br`, br)]);
  return {raw: data.length, gzip: gz.length, brotli: br.length};
}

/** Compresses every compressible file of dir, a few at a time (zlib works on libuv's threads). */
export async function compressTree(dir: string): Promise<CompressionStats> {
  const started = performance.now();
  const files = await listCompressible(dir);
  // Largest first, so that one big page does not finish last on its own.
  const sized = await Promise.all(files.map(async (f) => ({f, size: (await fs.stat(f)).size})));
  sized.sort((a, b) => b.size - a.size);
  const stats: CompressionStats = {files: files.length, raw: 0, gzip: 0, brotli: 0, seconds: 0};
  let next = 0;
  const worker = async () => {
    while (next < sized.length) {
      const {f} = sized[next++]!;
      const r = await compressFile(f);
      stats.raw += r.raw;
      stats.gzip += r.gzip;
      stats.brotli += r.brotli;
    }
  };
  await Promise.all(Array.from({length: Math.max(2, os.availableParallelism())}, worker));
  stats.seconds = (performance.now() - started) / 1000;
  return stats;
}

export function formatStats(s: CompressionStats): string {
  const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;
  return `Precompressed ${s.files} files in ${s.seconds.toFixed(1)} s: ${mb(s.raw)} raw, ${mb(s.gzip)} gzip, ${mb(s.brotli)} brotli.`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = path.resolve(process.argv[2] ?? 'build');
  compressTree(dir).then(
    (s) => console.log(formatStats(s)),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
