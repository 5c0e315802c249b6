/**
 * npm run bench:growth — how a leaf page's first load grows when the site doubles. Builds a copy
 * of the committed site whose docs folder holds every page twice (the second time under
 * `zz-growth-copy/`, its category slugs renamed so that routes stay unique), serves both builds
 * with the shipped nginx configuration and compares the cold first load of the same leaf pages.
 *
 *   npm run build && npm run bench:growth
 *
 * The copy is built in a temporary folder (node_modules linked, not reinstalled); it takes about
 * twice the time of a build. Writes bench/results/growth.json and prints the table bench/README.md
 * records. Docusaurus ships per-site tables (routes, chunk registry, chunk map, sidebar) to every
 * page, so some growth is the engine's; the bound is 15%.
 */
import fs from 'node:fs';
import path from 'node:path';
import {freePort, startNginx} from '../scripts/production/nginx';
import {launchChromium} from '../tests/support/browser';
import {BUILD_DIR, ROOT} from '../tests/support/site';
import {docSourceFiles} from '../tests/support/sources';
import {DOCS_SOURCE_DIR, docRoute} from '../src/site/rules';
import {firstLoad, type FirstLoad} from './pages';
import {buildCopy, committedSiteCopy} from './siteCopy';

const LEAVES = [
  docRoute('sql-reference/sql-functions/string-functions/concat'),
  docRoute('loading/StreamLoad'),
  docRoute('category/reference'),
];
const COPY = 'zz-growth-copy';
const RESULTS = path.resolve(import.meta.dirname, 'results');
const kib = (bytes: number): string => (bytes / 1024).toFixed(1);

/** The committed site, its docs twice over, in a temporary folder; returns the folder. */
function doubledSite(): string {
  const dir = committedSiteCopy('sr-growth-');
  const docs = path.join(dir, DOCS_SOURCE_DIR);
  const copy = path.join(docs, COPY);
  fs.mkdirSync(copy);
  for (const entry of fs.readdirSync(docs)) {
    if (entry !== COPY) fs.cpSync(path.join(docs, entry), path.join(copy, entry), {recursive: true});
  }
  // Generated-index slugs are site-wide: rename the copy's, so that no route is built twice.
  for (const rel of fs.readdirSync(copy, {recursive: true, encoding: 'utf8'}) as string[]) {
    if (path.basename(rel) !== '_category_.json') continue;
    const file = path.join(copy, rel);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/"slug": "\/category\//g, '"slug": "/category/copy-'));
  }
  fs.writeFileSync(
    path.join(copy, '_category_.json'),
    JSON.stringify({
      label: 'Growth copy',
      position: 99,
      collapsed: true,
      link: {
        type: 'generated-index',
        title: 'Growth copy',
        description: 'Every page once more, for the growth benchmark.',
      },
    }),
  );
  return dir;
}

async function loads(buildDir: string): Promise<Record<string, FirstLoad>> {
  const nginx = await startNginx({buildDir, port: await freePort()});
  const browser = await launchChromium();
  try {
    const out: Record<string, FirstLoad> = {};
    for (const leaf of LEAVES) out[leaf] = await firstLoad(browser, nginx.url + leaf);
    return out;
  } finally {
    await browser.close();
    await nginx.close();
  }
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(BUILD_DIR, 'index.html.gz'))) throw new Error('No build: run "npm run build" first.');
  const site = doubledSite();
  console.error(`Building the doubled site in ${site} ...`);
  const pagesOf = (dir: string) => docSourceFiles(path.join(dir, DOCS_SOURCE_DIR)).length;
  const {buildDir, seconds: buildSeconds} = buildCopy(site);
  const base = await loads(BUILD_DIR);
  const doubled = await loads(buildDir);
  fs.mkdirSync(RESULTS, {recursive: true});
  fs.writeFileSync(
    path.join(RESULTS, 'growth.json'),
    `${JSON.stringify({date: new Date().toISOString(), pages: [pagesOf(ROOT), pagesOf(site)], buildSeconds, base, doubled}, null, 1)}\n`,
  );
  console.log(`Pages: ${pagesOf(ROOT)} → ${pagesOf(site)}; the doubled build took ${buildSeconds.toFixed(0)} s.`);
  console.log('| leaf page | first load KiB transferred, this site | doubled site | growth |');
  console.log('|---|---|---|---|');
  for (const leaf of LEAVES) {
    const a = base[leaf]!.transferred;
    const b = doubled[leaf]!.transferred;
    console.log(`| \`${leaf}\` | ${kib(a)} | ${kib(b)} | ×${(b / a).toFixed(2)} |`);
  }
  fs.rmSync(site, {recursive: true, force: true});
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
