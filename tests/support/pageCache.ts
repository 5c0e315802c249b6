/**
 * Results of a per-page check kept between runs, so that a repeated `npm run check` parses only
 * the pages that changed (as ESLint's and Prettier's caches do for code). A result is stored under
 * the hash of the page's path and text; the whole cache is dropped when its `inputs` change (the
 * lock file, which pins the parsers, and the check's own source files). Results are plain JSON
 * and a page's result depends on nothing but its path and text, so a cached result is the one the
 * check would compute: a page that fails keeps failing until it is fixed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CACHE_DIR = path.join(ROOT, 'node_modules/.cache/page-checks');

const sha256 = (...parts: string[]) => {
  const hash = crypto.createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

interface CacheFile<T> {
  inputs: string;
  results: Record<string, T>;
}

/**
 * `check` applied to every page, computed only for pages whose path and text have no stored
 * result under the same inputs. `inputs` are files (relative to the repository) whose change makes
 * every stored result stale.
 */
export function perPageCached<P extends {rel: string; text: string}, T>(
  name: string,
  inputs: string[],
  pages: P[],
  check: (page: P) => T,
): T[] {
  const file = path.join(CACHE_DIR, `${name}.json`);
  const inputsHash = sha256(...inputs.flatMap((f) => [f, fs.readFileSync(path.join(ROOT, f), 'utf8')]));
  let stored: Record<string, T> = {};
  try {
    const cache = JSON.parse(fs.readFileSync(file, 'utf8')) as CacheFile<T>;
    if (cache.inputs === inputsHash) stored = cache.results;
  } catch {
    // no cache yet, or an unreadable one: compute every page
  }
  const results: Record<string, T> = {};
  const out = pages.map((page) => {
    const key = sha256(page.rel, page.text);
    const result = key in stored ? stored[key]! : check(page);
    results[key] = result;
    return result;
  });
  fs.mkdirSync(CACHE_DIR, {recursive: true});
  fs.writeFileSync(`${file}.${process.pid}.tmp`, JSON.stringify({inputs: inputsHash, results} satisfies CacheFile<T>));
  fs.renameSync(`${file}.${process.pid}.tmp`, file);
  return out;
}
