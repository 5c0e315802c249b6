/** The built search index, loaded into the same engine the browser runs. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {SearchEngine} from '../../src/plugins/search/engine/engine';

import {type Manifest} from '../../src/plugins/search/engine/schema';
import {BUILD_DIR} from './site';
import {SEARCH_DIR, SEARCH_MANIFEST} from '../../src/site/rules';

export const SEARCH_BUILD_DIR = path.join(BUILD_DIR, SEARCH_DIR);

export function readSearchFile(file: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(SEARCH_BUILD_DIR, file), 'utf8'));
}

export async function loadedEngine(): Promise<SearchEngine> {
  const engine = new SearchEngine(async (file) => readSearchFile(file));
  await engine.loadBody();
  return engine;
}

/** Gzip bytes of what the first query fetches: the manifest and the names index. */
export function firstQueryGzipBytes(): number {
  const manifest = readSearchFile(SEARCH_MANIFEST) as Manifest;
  return [SEARCH_MANIFEST, manifest.names]
    .map((f) => zlib.gzipSync(fs.readFileSync(path.join(SEARCH_BUILD_DIR, f)), {level: 9}).length)
    .reduce((a, b) => a + b, 0);
}
