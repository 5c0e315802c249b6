/**
 * The two peer engines, run on the same built pages as ours:
 * @easyops-cn/docusaurus-search-local (lunr, one index file) and Pagefind
 * (chunked index, WebAssembly, run in Chromium).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {createRequire, register} from 'node:module';
import {pathToFileURL} from 'node:url';
import {parse} from 'node-html-parser';
import {launchChromium} from '../../tests/support/browser';
import {htmlFileFor} from '../../tests/support/site';
import {DOCS_ROUTE_BASE} from '../../src/site/rules';

/** The peers live in their own install (bench/peers), made on first use; the site's install does not carry them. */
const PEERS_DIR = path.resolve(import.meta.dirname, '../peers');
function ensurePeers(): void {
  if (!fs.existsSync(path.join(PEERS_DIR, 'node_modules', '.package-lock.json'))) {
    console.log('Installing the peer search engines into bench/peers (once) ...');
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], {cwd: PEERS_DIR, stdio: 'inherit'});
  }
}
function peersRequire(): NodeJS.Require {
  ensurePeers();
  return createRequire(path.join(PEERS_DIR, 'package.json'));
}
const mainRequire = createRequire(import.meta.url);

export interface PeerRun {
  /** Ranked page URLs per query, in the query order. */
  rankings: string[][];
  latenciesMs: number[];
  firstQueryIndexBytes: number;
}

function builtHtml(route: string): string {
  return fs.readFileSync(htmlFileFor(route), 'utf8');
}

const gz = async (file: string) => (await import('node:zlib')).gzipSync(fs.readFileSync(file), {level: 9}).length;

/** easyops: its own indexer over the built HTML, its own query code (lunr) in Node. */
export async function runEasyops(routes: string[], queries: string[], work: string): Promise<PeerRun> {
  const dir = path.join(work, 'easyops');
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  const require = peersRequire();
  const plugin = require('@easyops-cn/docusaurus-search-local');
  const {Joi} = mainRequire('@docusaurus/utils-validation');
  const options = plugin.validateOptions({
    options: {indexBlog: false, indexPages: false, docsRouteBasePath: `/${DOCS_ROUTE_BASE}`},
    validate: (schema: {validate: (o: unknown) => {value: unknown}}, o: unknown) => schema.validate(o).value,
    Joi,
  });
  const root = path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json'));
  const {processPluginOptions} = require(path.join(root, 'dist/server/server/utils/processPluginOptions.js'));
  const {generate} = require(path.join(root, 'dist/server/server/utils/generate.js'));
  const {postBuildFactory} = require(path.join(root, 'dist/server/server/utils/postBuildFactory.js'));
  const config = processPluginOptions(options, {siteDir: process.cwd(), siteConfig: {themeConfig: {}}});
  generate(config, dir);
  // The indexer writes next to the pages: give it a copy of just the listed pages.
  const site = path.join(dir, 'site');
  for (const route of routes) {
    const target = path.join(site, route.replace(/^\//, '').replace(/\/$/, ''), 'index.html');
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.writeFileSync(target, builtHtml(route));
  }
  await postBuildFactory(
    config,
    'search-index.json',
  )({routesPaths: routes, outDir: site, baseUrl: '/', siteConfig: {trailingSlash: undefined}});
  const indexFile = path.join(site, 'search-index.json');

  // The generated file is an ES module: give it the extension that says so.
  fs.copyFileSync(path.join(dir, 'generated-constants.js'), path.join(dir, 'generated-constants.mjs'));
  const constantsUrl = pathToFileURL(path.join(dir, 'generated-constants.mjs')).href;
  register(pathToFileURL(path.join(import.meta.dirname, 'easyops-loader.mjs')), {data: {constantsUrl}});
  const lunr = require('lunr');
  const utils = path.join(root, 'dist/client/client/utils');
  const {tokenize} = await import(pathToFileURL(path.join(utils, 'tokenize.js')).href);
  const {smartQueries} = await import(pathToFileURL(path.join(utils, 'smartQueries.js')).href);
  const {sortSearchResults} = await import(pathToFileURL(path.join(utils, 'sortSearchResults.js')).href);
  const {language} = await import(constantsUrl);

  const json = JSON.parse(fs.readFileSync(indexFile, 'utf8')) as {
    documents: {i: number; u: string; p?: number}[];
    index: object;
  }[];
  const wrapped = json.map(({documents, index}, type) => ({type, documents, index: lunr.Index.load(index)}));
  const limit = 8;
  // The query loop of the plugin's worker (dist/client/client/theme/worker.js).
  const search = (input: string) => {
    const rawTokens = tokenize(input, language);
    if (rawTokens.length === 0) return [];
    const queriesList = smartQueries(rawTokens, []);
    const results: {document: {i: number; u: string}; type: number; score: number; page: unknown; index?: number}[] =
      [];
    outer: for (const {term} of queriesList) {
      for (const {documents, index, type} of wrapped) {
        results.push(
          ...index
            .query((query: {term: (v: string, o: object) => void}) => {
              for (const item of term)
                query.term(item.value, {
                  wildcard: item.wildcard,
                  presence: item.presence,
                  ...(item.editDistance ? {editDistance: item.editDistance} : null),
                });
            })
            .slice(0, limit)
            .filter((r: {ref: string}) => !results.some((item) => item.document.i.toString() === r.ref))
            .slice(0, limit - results.length)
            .map((r: {ref: string; score: number}) => {
              const document = documents.find((doc) => doc.i.toString() === r.ref)!;
              return {
                document,
                type,
                page: type !== 0 && wrapped[0]!.documents.find((doc) => doc.i === document.p),
                score: r.score,
              };
            }),
        );
        if (results.length >= limit) break outer;
      }
    }
    sortSearchResults(results);
    return results;
  };
  const rankings: string[][] = [];
  const latenciesMs: number[] = [];
  for (const q of queries) {
    const t0 = performance.now();
    let urls: string[];
    try {
      urls = search(q).map((r) => r.document.u.split('#')[0]!);
    } catch {
      urls = [];
    }
    latenciesMs.push(performance.now() - t0);
    rankings.push([...new Set(urls)]);
  }
  return {rankings, latenciesMs, firstQueryIndexBytes: await gz(indexFile)};
}

/** Pagefind: its indexer over the same pages' article content, its runtime in Chromium. */
export async function runPagefind(routes: string[], queries: string[], work: string): Promise<PeerRun> {
  const dir = path.join(work, 'pagefind-site');
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  // Pagefind is an ES module only: import its entry point from the peers' install.
  ensurePeers();
  const entry = (
    JSON.parse(fs.readFileSync(path.join(PEERS_DIR, 'node_modules/pagefind/package.json'), 'utf8')) as {
      exports: {'.': {import: string}};
    }
  ).exports['.'].import;
  const pagefind = await import(pathToFileURL(path.join(PEERS_DIR, 'node_modules/pagefind', entry)).href);
  const {index} = await pagefind.createIndex({});
  if (!index) throw new Error('pagefind: no index');
  for (const route of routes) {
    const root = parse(builtHtml(route));
    const article = root.querySelector('article') ?? root.querySelector('main');
    await index.addHTMLFile({url: route, content: `<html lang="en"><body>${article?.toString() ?? ''}</body></html>`});
  }
  await index.writeFiles({outputPath: path.join(dir, 'pagefind')});
  await pagefind.close();
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><body><script type="module">window.pf = await import("/pagefind/pagefind.js"); await window.pf.init(); window.ready = true;</script></body></html>',
  );

  const server = http.createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent((req.url ?? '/').split('?')[0]!).replace(/\/$/, '/index.html'));
    if (!file.startsWith(dir) || !fs.existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    const type = file.endsWith('.js')
      ? 'text/javascript'
      : file.endsWith('.wasm') || file.includes('wasm')
        ? 'application/wasm'
        : file.endsWith('.html')
          ? 'text/html'
          : 'application/octet-stream';
    res.writeHead(200, {'content-type': type}).end(fs.readFileSync(file));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as {port: number}).port}/`;
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    // Pagefind fetches from its worker too: count every request the page and its workers make.
    const requested = new Set<string>();
    page.on('request', (r) => requested.add(r.url()));
    await page.goto(url);
    await page.waitForFunction(() => (window as unknown as {ready?: boolean}).ready === true);
    const run = (q: string) =>
      page.evaluate(async (query) => {
        const pf = (
          window as unknown as {pf: {search: (q: string) => Promise<{results: {data: () => Promise<{url: string}>}[]}>}}
        ).pf;
        const t0 = performance.now();
        const s = await pf.search(query);
        const ms = performance.now() - t0;
        const data = await Promise.all(s.results.slice(0, 10).map((r) => r.data()));
        return {ms, urls: data.map((d) => d.url)};
      }, q);
    const rankings: string[][] = [];
    const latenciesMs: number[] = [];
    let firstQueryIndexBytes = 0;
    for (const [i, q] of queries.entries()) {
      const r = await run(q);
      if (i === 0) {
        // Index files only (entry, meta, index chunks, fragments): not the JS and WebAssembly engine.
        const fetched = [...requested].filter(
          (n) => n.includes('/pagefind/') && !n.endsWith('.js') && !n.includes('wasm'),
        );
        for (const n of fetched) firstQueryIndexBytes += await gz(path.join(dir, new URL(n).pathname));
      } else latenciesMs.push(r.ms);
      rankings.push(r.urls.map((u) => u.replace(/\.html$/, '')));
    }
    return {rankings, latenciesMs, firstQueryIndexBytes};
  } finally {
    await browser.close();
    server.close();
  }
}
