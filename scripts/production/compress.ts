/**
 * Precompresses a build: writes <file>.gz (gzip level 6) and <file>.br (brotli) beside the HTML,
 * JS, CSS, JSON, XML, TXT, SVG and Markdown files (the pages' .md twins, llms.txt), so that the
 * server sends them without compressing on the fly (nginx gzip_static / brotli_static, or a CDN
 * that honours precompressed files).
 *
 *   node --import tsx scripts/production/compress.ts [build-dir]
 *
 * Only where it pays (`shouldWrite`): a file under 1 KiB gets no twins (nginx's gzip_min_length
 * 1024 of deploy/nginx/ sends it raw too: the saving is a fraction of one packet), and a twin is
 * written only if it is at most 90 % of the raw file. Without a twin, gzip_static and
 * brotli_static send the file itself.
 *
 * Brotli quality by what a reader pays for it (`brotliQuality`; bench/README.md, "npm run
 * bench:build", has the measurements): 11, the smallest and slowest, for what every first visit
 * or first search loads (the stylesheets, the main and runtime scripts, the search index's names
 * tier: a few files, about 1 MB); 5 for everything else (pages, page chunks, Markdown twins,
 * records, search body shards). On this build's files, 10 instead of 5 makes them 8-10 % smaller
 * (19 % for the JSON; a few hundred bytes a page) for 15 to 27 times the CPU, and 11 instead of 5
 * 11-13 % smaller (21 %) for 40 to 60 times the CPU: at 10 and 11 the pages and page chunks took
 * most of the build's precompression time.
 *
 * The files are compressed on every core, the largest first, on libuv's thread pool: two jobs (a
 * file's gzip or its brotli, with its read and write) per core in flight at a time, so that one
 * job's file I/O overlaps another's compression. With one job per core the cores waited on the
 * reads and writes: on 2 cores this build took 7.8-8.1 s with 2 jobs in flight and 5.8-6.3 s with 4
 * (two runs each way; 3 took 6.5 s, 6 took 5.5 s, 8 took 6.0 s).
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
/** Files smaller than this get no precompressed twins (nginx's gzip_min_length). */
export const MIN_SIZE = 1024;
/**
 * gzip's level. 9 instead of 6 made this build's files 0.0-0.8 % smaller for 1.4 to 5 times the CPU
 * (the JSON: 2.1 s instead of 0.4 s); only the few clients without brotli get the .gz.
 */
export const GZIP_LEVEL = 6;
/** Compression jobs in flight at a time: two per core (see the file's comment). */
const LANES = 2 * os.availableParallelism();
/** A twin is written only when it is at most this share of the raw file. */
export const MAX_RATIO = 0.9;

export function isCompressible(file: string): boolean {
  return COMPRESSED_EXTENSIONS.includes(path.extname(file).toLowerCase());
}

/** Whether a compressed twin of `compressed` bytes is worth writing beside a file of `raw` bytes. */
export function shouldWrite(raw: number, compressed: number): boolean {
  return raw >= MIN_SIZE && compressed <= raw * MAX_RATIO;
}

/** 11 for what every first visit or first search loads, 5 for everything else. */
export function brotliQuality(file: string): number {
  return /\.css$|^(main|runtime~main)\.[0-9a-f]+\.js$|^names\.[0-9a-f]+\.json$/.test(path.basename(file)) ? 11 : 5;
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
  /** Compressible files, and how many of them got a .gz / a .br. */
  files: number;
  gzipped: number;
  brotlied: number;
  /** Bytes of the compressible files, and of what is served to gzip / brotli clients. */
  raw: number;
  gzip: number;
  brotli: number;
  seconds: number;
}

type Encoding = 'gzip' | 'brotli';

function encode(encoding: Encoding, file: string, data: Buffer): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(data, {level: GZIP_LEVEL});
  return brotli(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

/**
 * Writes one twin of a file (`.gz` or `.br`) if `shouldWrite` says it pays, else removes a stale
 * one; returns the bytes a client accepting that encoding gets.
 */
async function compressOne(file: string, data: Buffer, encoding: Encoding): Promise<{bytes: number; written: boolean}> {
  const target = `${file}${encoding === 'gzip' ? '.gz' : '.br'}`;
  const compressed = data.length >= MIN_SIZE ? await encode(encoding, file, data) : undefined;
  if (compressed && shouldWrite(data.length, compressed.length)) {
    await fs.writeFile(target, compressed);
    return {bytes: compressed.length, written: true};
  }
  await fs.rm(target, {force: true});
  return {bytes: data.length, written: false};
}

/** Compresses every compressible file of dir, two jobs per core at a time, the largest first. */
export async function compressTree(dir: string): Promise<CompressionStats> {
  const started = performance.now();
  const files = await listCompressible(dir);
  const sized = await Promise.all(files.map(async (f) => ({f, size: (await fs.stat(f)).size})));
  // Brotli at 11 takes about 50 times the CPU of gzip or brotli at 5 for the same bytes: those jobs first.
  const jobs = sized.flatMap(({f, size}) => [
    {f, size, encoding: 'brotli' as const, cost: size * (brotliQuality(f) === 11 ? 50 : 1)},
    {f, size, encoding: 'gzip' as const, cost: size},
  ]);
  jobs.sort((a, b) => b.cost - a.cost);
  // Each file is read once, and dropped when its two jobs are done.
  const contents = new Map<string, {data: Promise<Buffer>; pending: number}>();
  const read = (f: string) => {
    let entry = contents.get(f);
    if (!entry) contents.set(f, (entry = {data: fs.readFile(f), pending: 2}));
    return entry;
  };
  const stats: CompressionStats = {
    files: files.length,
    gzipped: 0,
    brotlied: 0,
    raw: sized.reduce((sum, {size}) => sum + size, 0),
    gzip: 0,
    brotli: 0,
    seconds: 0,
  };
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const {f, encoding} = jobs[next++]!;
      const entry = read(f);
      const r = await compressOne(f, await entry.data, encoding);
      if (--entry.pending === 0) contents.delete(f);
      stats[encoding] += r.bytes;
      if (r.written) stats[encoding === 'gzip' ? 'gzipped' : 'brotlied']++;
    }
  };
  await Promise.all(Array.from({length: LANES}, lane));
  stats.seconds = (performance.now() - started) / 1000;
  return stats;
}

export function formatStats(s: CompressionStats): string {
  const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;
  return (
    `Precompressed ${s.files} files in ${s.seconds.toFixed(1)} s (${LANES} at a time; ` +
    `${s.gzipped} .gz, ${s.brotlied} .br, the others too small to gain): ` +
    `${mb(s.raw)} raw, ${mb(s.gzip)} to gzip clients, ${mb(s.brotli)} to brotli clients.`
  );
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
