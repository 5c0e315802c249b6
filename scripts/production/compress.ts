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
 *
 * A file whose `.gz` and `.br` are both newer than it is left as it is: src/plugins/buildSpeed
 * compresses the pages and scripts during the build's last seconds, and this step does the rest.
 * (A file copied in with an older modification time than its twins would keep them: rebuild.)
 */
import {readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
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

/**
 * The compressible files under dir, sorted. Synchronous (a few tens of milliseconds for a build):
 * src/plugins/buildSpeed lists the build while the main thread is about to be held by other work.
 */
export function listCompressibleSync(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, {withFileTypes: true})) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(full);
      } else if (entry.isFile() && isCompressible(entry.name)) out.push(full);
    }
  };
  walk(dir);
  return out.sort();
}

export async function listCompressible(dir: string): Promise<string[]> {
  return listCompressibleSync(dir);
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
  /** Files whose twins were already written during the build (src/plugins/buildSpeed). */
  earlier: number;
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

/** What a compression of files gave. */
interface FilesCompressed {
  gzipped: number;
  brotlied: number;
  /** Bytes served to gzip and brotli clients for these files. */
  gzip: number;
  brotli: number;
  workers: number;
}

/** Adds what one file gave (compressed now, or its twins written earlier) to a running total. */
function tally(into: Omit<FilesCompressed, 'workers'>, r: FileResult): void {
  into.gzip += r.gzip;
  into.brotli += r.brotli;
  if (r.gzipped) into.gzipped++;
  if (r.brotlied) into.brotlied++;
}

/** How dear a file is to compress: brotli at 11 costs about 50 times what gzip or brotli at 5 does. */
function cost({file, size}: {file: string; size: number}): number {
  return size * (brotliQuality(file) === 11 ? 50 : 1);
}

/** A compression under way: what it gives when its workers end, and a way to end it early. */
export interface CompressionRun {
  done: Promise<FilesCompressed>;
  /** Lets each worker finish its current file and take no other; the files not reached get no twins. */
  stop(): void;
  /** Whether the workers keep the process alive (false for a background run until it is stopped). */
  ref(): void;
}

/**
 * Starts compressing files of at least MIN_SIZE bytes with `workers` worker threads, the dearest
 * first, each worker taking the next file of a shared queue. A `background` run does not keep the
 * process alive by itself (its workers are unref'd until `ref()`).
 */
export function startCompression(
  sized: {file: string; size: number}[],
  workers: number,
  {background = false}: {background?: boolean} = {},
): CompressionRun {
  const queue: CompressionQueue = {
    files: [...sized].sort((a, b) => cost(b) - cost(a)).map(({file}) => file),
    next: new Int32Array(new SharedArrayBuffer(4)),
  };
  const count = Math.max(0, Math.min(workers, queue.files.length));
  const result: FilesCompressed = {gzipped: 0, brotlied: 0, gzip: 0, brotli: 0, workers: count};
  const threads = Array.from(
    {length: count},
    () => new Worker(new URL('./compressWorker.mjs', import.meta.url), {workerData: queue}),
  );
  const ended = threads.map(
    (worker) =>
      new Promise<void>((resolve, reject) => {
        worker.on('message', (r: FileResult) => tally(result, r));
        worker.on('error', reject);
        worker.on('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`A compression worker exited with code ${code}`)),
        );
      }),
  );
  // After the listeners: adding a 'message' listener refs the worker again.
  if (background) for (const thread of threads) thread.unref();
  const done = Promise.all(ended).then(
    () => result,
    async (error: unknown) => {
      await Promise.all(threads.map((w) => w.terminate()));
      throw error;
    },
  );
  return {
    done,
    // Past the end of the queue: each worker's next take ends its loop.
    stop: () => Atomics.store(queue.next, 0, queue.files.length),
    ref: () => threads.forEach((w) => w.ref()),
  };
}

/** Compresses files of at least MIN_SIZE bytes with `workers` worker threads, the dearest first. */
export function compressFiles(sized: {file: string; size: number}[], workers: number): Promise<FilesCompressed> {
  return startCompression(sized, workers).done;
}

/**
 * The twins of a file written after its last change (during the build, src/plugins/buildSpeed), or
 * undefined when it must be compressed (again).
 */
async function freshTwins(file: string, modified: number): Promise<FileResult | undefined> {
  const twin = async (suffix: string) => {
    const stat = await fs.stat(file + suffix).catch(() => undefined);
    return stat && stat.mtimeMs >= modified ? stat.size : undefined;
  };
  const [gzip, brotli] = await Promise.all([twin('.gz'), twin('.br')]);
  if (gzip === undefined || brotli === undefined) return undefined;
  return {gzip, brotli, gzipped: true, brotlied: true};
}

/**
 * Compresses every compressible file of dir, one worker thread per core, the dearest files first;
 * a file whose two twins are newer than it (written during the build) is left as it is.
 */
export async function compressTree(dir: string): Promise<CompressionStats> {
  const started = performance.now();
  const listed = await listCompressible(dir);
  const sized = await Promise.all(
    listed.map(async (file) => {
      const stat = await fs.stat(file);
      return {file, size: stat.size, modified: stat.mtimeMs};
    }),
  );
  // A file under MIN_SIZE gets no twins: its size is known, so it is not read; a stale twin goes.
  const small = sized.filter(({size}) => size < MIN_SIZE);
  for (const {file} of small) for (const suffix of ['.gz', '.br']) rmSync(file + suffix, {force: true});
  const smallBytes = small.reduce((sum, {size}) => sum + size, 0);
  const stats: CompressionStats = {
    files: listed.length,
    gzipped: 0,
    brotlied: 0,
    raw: sized.reduce((sum, {size}) => sum + size, 0),
    gzip: smallBytes,
    brotli: smallBytes,
    seconds: 0,
    workers: 0,
    earlier: 0,
  };
  const large = sized.filter(({size}) => size >= MIN_SIZE);
  const twins = await Promise.all(large.map(({file, modified}) => freshTwins(file, modified)));
  const todo: {file: string; size: number}[] = [];
  for (const [i, entry] of large.entries()) {
    const fresh = twins[i];
    if (!fresh) {
      todo.push(entry);
      continue;
    }
    stats.earlier++;
    tally(stats, fresh);
  }
  const done = await compressFiles(todo, WORKERS);
  stats.gzipped += done.gzipped;
  stats.brotlied += done.brotlied;
  stats.gzip += done.gzip;
  stats.brotli += done.brotli;
  stats.workers = done.workers;
  stats.seconds = (performance.now() - started) / 1000;
  return stats;
}

export function formatStats(s: CompressionStats): string {
  const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;
  return (
    `Precompressed ${s.files} files in ${s.seconds.toFixed(1)} s (${s.workers} worker thread${s.workers === 1 ? '' : 's'}; ` +
    (s.earlier > 0 ? `${s.earlier} of them already during the build; ` : '') +
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
