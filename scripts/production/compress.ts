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
 * The files are compressed by one worker thread per core (compressWorker.mjs), the dearest first
 * (brotli at 11 costs about 50 times what gzip or brotli at 5 does for the same bytes), each worker
 * taking the next file when done and compressing it synchronously: read, gzip, brotli, write. On
 * 2 cores, three runs each way, alternating: 7.6-8.9 s with zlib's asynchronous calls (four jobs
 * in flight on libuv's thread pool, each 16 KiB of output handed back to the main thread), 5.4-5.8 s
 * with two workers (three workers took 5.5-5.8 s in a prototype that took 5.0-5.1 s with two).
 */
import {readFileSync, rmSync, writeFileSync} from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {Worker, isMainThread} from 'node:worker_threads';
import zlib from 'node:zlib';

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
/** Worker threads: one per core (see the file's comment). */
const WORKERS = os.availableParallelism();
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
  /** Worker threads that ran (one per core, fewer for fewer files). */
  workers: number;
}

/** What compressing one file gave: the bytes a gzip and a brotli client get, and which twins were written. */
export interface FileResult {
  gzip: number;
  brotli: number;
  gzipped: boolean;
  brotlied: boolean;
}

/**
 * Writes a file's `.gz` and `.br` twins where `shouldWrite` says they pay, and removes a stale one
 * where it does not. Synchronous: it runs in a worker thread (compressWorker.mjs).
 */
export function compressFile(file: string): FileResult {
  const data = readFileSync(file);
  const twin = (suffix: string, compress: () => Buffer): [number, boolean] => {
    const compressed = data.length >= MIN_SIZE ? compress() : undefined;
    if (compressed && shouldWrite(data.length, compressed.length)) {
      writeFileSync(file + suffix, compressed);
      return [compressed.length, true];
    }
    rmSync(file + suffix, {force: true});
    return [data.length, false];
  };
  const [gzip, gzipped] = twin('.gz', () => zlib.gzipSync(data, {level: GZIP_LEVEL}));
  const [brotli, brotlied] = twin('.br', () =>
    zlib.brotliCompressSync(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  );
  return {gzip, brotli, gzipped, brotlied};
}

/** The shared queue of a compression run: the files, dearest first, and the index of the next one. */
export interface CompressionQueue {
  files: string[];
  next: Int32Array;
}

/** Compresses every compressible file of dir, one worker thread per core, the dearest files first. */
export async function compressTree(dir: string): Promise<CompressionStats> {
  const started = performance.now();
  const listed = await listCompressible(dir);
  const sized = await Promise.all(listed.map(async (f) => ({f, size: (await fs.stat(f)).size})));
  const cost = ({f, size}: {f: string; size: number}) => size * (brotliQuality(f) === 11 ? 50 : 1);
  // A file under MIN_SIZE gets no twins: its size is known, so it is not read; a stale twin goes.
  const small = sized.filter(({size}) => size < MIN_SIZE);
  for (const {f} of small) for (const suffix of ['.gz', '.br']) rmSync(f + suffix, {force: true});
  const queue: CompressionQueue = {
    files: sized
      .filter(({size}) => size >= MIN_SIZE)
      .sort((a, b) => cost(b) - cost(a))
      .map(({f}) => f),
    next: new Int32Array(new SharedArrayBuffer(4)),
  };
  const smallBytes = small.reduce((sum, {size}) => sum + size, 0);
  const count = Math.max(1, Math.min(WORKERS, queue.files.length));
  const stats: CompressionStats = {
    files: listed.length,
    gzipped: 0,
    brotlied: 0,
    raw: sized.reduce((sum, {size}) => sum + size, 0),
    gzip: smallBytes,
    brotli: smallBytes,
    seconds: 0,
    workers: count,
  };
  const workers = Array.from(
    {length: count},
    () => new Worker(new URL('./compressWorker.mjs', import.meta.url), {workerData: queue}),
  );
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            worker.on('message', (r: FileResult) => {
              stats.gzip += r.gzip;
              stats.brotli += r.brotli;
              if (r.gzipped) stats.gzipped++;
              if (r.brotlied) stats.brotlied++;
            });
            worker.on('error', reject);
            worker.on('exit', (code) =>
              code === 0 ? resolve() : reject(new Error(`A compression worker exited with code ${code}`)),
            );
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  stats.seconds = (performance.now() - started) / 1000;
  return stats;
}

export function formatStats(s: CompressionStats): string {
  const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;
  return (
    `Precompressed ${s.files} files in ${s.seconds.toFixed(1)} s (${s.workers} worker thread${s.workers === 1 ? '' : 's'}; ` +
    `${s.gzipped} .gz, ${s.brotlied} .br, the others too small to gain): ` +
    `${mb(s.raw)} raw, ${mb(s.gzip)} to gzip clients, ${mb(s.brotli)} to brotli clients.`
  );
}

if (isMainThread && process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = path.resolve(process.argv[2] ?? 'build');
  compressTree(dir).then(
    (s) => console.log(formatStats(s)),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
