/**
 * Post-build integrity: every link and anchor of every built page resolves with the exact case
 * (a real server is case-sensitive, the Docusaurus link checker is not); the sitemap lists
 * exactly the listed pages and every other page says noindex; the records match the built
 * pages; every text file has its precompressed twins; the CSP covers every inline script; main.js
 * alone carries V8's compile hint.
 */
import {before, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {docsSidebar, landingHref, pageRecords, walkSidebar} from '../support/site';
import {otherSlashForm} from '../../src/plugins/production/routes';
import {inlineScripts, scriptHash} from '../../src/plugins/production/csp';
import {GZIP_LEVEL, MIN_SIZE, listCompressible, shouldWrite} from '../../scripts/production/compress';
import {
  BUILD_DIR,
  buildFiles,
  checkLinks,
  scanElements,
  htmlPathOf,
  mainScriptsOf,
  pageRoutesOfBuild,
  readBuild,
  readPage,
  siteOrigin,
  sitemapPaths,
  type BuiltPage,
} from './support';
import {docRoute, listedPages} from '../../src/site/rules';
import {COMPILE_HINT} from '../../src/plugins/compileHints';

let routes: string[];
let pages: Map<string, BuiltPage>;
let files: Set<string>;
let origin: string;

before(() => {
  routes = pageRoutesOfBuild();
  files = buildFiles();
  origin = siteOrigin();
  pages = new Map(routes.map((r) => [r, readPage(r)]));
});

/** Lists at most 20 failures, with their count. */
function noFailures(failures: string[], what: string) {
  assert.deepEqual(
    failures.length > 20 ? [...failures.slice(0, 20), `… ${failures.length - 20} more`] : failures,
    [],
    what,
  );
}

test('the page routes are the built pages, one canonical form each', () => {
  assert.ok(routes.length > 900, `${routes.length} routes`);
  const htmlFiles = [...files].filter((f) => f.endsWith('.html') && f !== '/404.html').sort();
  assert.deepEqual(htmlFiles, routes.map(htmlPathOf).sort());
  const set = new Set(routes);
  for (const r of routes) {
    const other = otherSlashForm(r);
    assert.ok(!other || !set.has(other), `${r} and ${other} are both routes`);
  }
  // The specification's shapes: landings end in "/", leaves do not.
  for (const r of [
    '/',
    docRoute('introduction/'),
    docRoute('loading/'),
    docRoute('loading/StreamLoad'),
    docRoute('category/reference'),
    '/search',
  ]) {
    assert.ok(set.has(r), r);
  }
});

test('every page names its one URL as canonical', () => {
  const failures: string[] = [];
  for (const [route, page] of pages) {
    if (page.canonical !== origin + route) failures.push(`${route}: canonical ${page.canonical}`);
  }
  noFailures(failures, 'canonical URLs');
});

test('every href and #anchor of every built page resolves with the exact case', () => {
  const {checked, broken, redirected} = checkLinks(pages, files, origin);
  assert.ok(checked > 10_000, `${checked} internal links checked`);
  noFailures(broken, 'broken links or anchors');
  noFailures(redirected, 'links to the other slash form (a 301 on every click)');
});

test('the link check is case-sensitive, for paths and anchors', () => {
  const page = (route: string, ids: string[], hrefs: string[]): [string, BuiltPage] => [
    route,
    {
      route,
      ids: new Set(ids),
      links: hrefs.map((value) => ({where: '<a href>', value})),
      robots: undefined,
      canonical: undefined,
      title: '',
      inlineHandlers: [],
    },
  ];
  const fake = new Map([
    page(
      '/guide/loading/',
      ['overview'],
      [
        './StreamLoad#Syntax',
        'StreamLoad#syntax',
        '/guide/loading/streamload',
        '/guide/loading/StreamLoad/',
        '/img/Logo.svg',
        '/img/logo.svg',
        'https://example.org/x',
        '#Overview',
      ],
    ),
    page('/guide/loading/StreamLoad', ['syntax'], ['../loading/', '/guide/loading/#overview']),
  ]);
  const r = checkLinks(fake, new Set(['/img/logo.svg']), 'https://docs.example.org');
  assert.equal(r.checked, 9);
  assert.deepEqual(r.broken, [
    '/guide/loading/: <a href> "./StreamLoad#Syntax": no id "Syntax" on /guide/loading/StreamLoad',
    '/guide/loading/: <a href> "/guide/loading/streamload" resolves to nothing (/guide/loading/streamload)',
    '/guide/loading/: <a href> "/img/Logo.svg" resolves to nothing (/img/Logo.svg)',
    '/guide/loading/: <a href> "#Overview": no id "Overview" on /guide/loading/',
  ]);
  assert.deepEqual(r.redirected, [
    '/guide/loading/: <a href> "/guide/loading/StreamLoad/" → /guide/loading/StreamLoad',
  ]);
});

test('the tag scanner reads attributes as a browser does', () => {
  const html =
    '<!-- <a href=/commented> --><div id=a class="x > y"><a href=/guide/loading/>L</a>' +
    "<script>var s='<a href=/in-script>'</script><a href='/q?a=1&amp;b=2' id=\"b&quot;c\">" +
    '<img src=/img/logo.svg alt=""/><title>A &amp; B</title><br/><input disabled value=x></div>';
  assert.deepEqual(
    [...scanElements(html)].map((e) => [e.tag, e.attrs, e.text]),
    [
      ['div', {id: 'a', class: 'x > y'}, undefined],
      ['a', {href: '/guide/loading/'}, undefined],
      ['script', {}, "var s='<a href=/in-script>'"],
      ['a', {href: '/q?a=1&b=2', id: 'b"c'}, undefined],
      ['img', {src: '/img/logo.svg', alt: ''}, undefined],
      ['title', {}, 'A &amp; B'],
      ['br', {}, undefined],
      ['input', {disabled: '', value: 'x'}, undefined],
    ],
  );
});

test('pages load nothing from other origins (the CSP allows only the site itself)', () => {
  const failures: string[] = [];
  for (const [route, page] of pages) {
    for (const {where, value} of page.links) {
      // Navigation and metadata links are not loads.
      if (/^<(a|area) /.test(where) || /^<link rel=(canonical|alternate|sitemap|author|license|me)>$/.test(where))
        continue;
      if (/^(https?:)?\/\//i.test(value.trim()) && new URL(value.trim(), origin).origin !== origin)
        failures.push(`${route}: ${where} ${value}`);
    }
  }
  noFailures(failures, 'external resources');
});

test('no inline event handlers or javascript: URLs (the CSP would block them)', () => {
  const failures: string[] = [];
  for (const [route, page] of pages) for (const h of page.inlineHandlers) failures.push(`${route}: ${h}`);
  noFailures(failures, 'inline handlers');
});

/** The listed pages of the records: sidebar links to docs and category landings. */
function listedRoutes(): Set<string> {
  return new Set(['/', ...listedPages(docsSidebar()).map((p) => p.href)]);
}

test('the sitemap lists exactly the listed pages, by their canonical URL, once each', () => {
  const inSitemap = sitemapPaths();
  assert.equal(new Set(inSitemap).size, inSitemap.length, 'no URL twice');
  assert.deepEqual([...inSitemap].sort(), [...listedRoutes()].sort());
});

test('every page out of the sitemap says noindex, and no page in it does', () => {
  const inSitemap = new Set(sitemapPaths());
  const failures: string[] = [];
  let unlisted = 0;
  for (const [route, page] of pages) {
    const noindex = /\bnoindex\b/i.test(page.robots ?? '');
    if (inSitemap.has(route) && noindex) failures.push(`${route} is in the sitemap but says ${page.robots}`);
    if (!inSitemap.has(route)) {
      unlisted++;
      if (!noindex) failures.push(`${route} is out of the sitemap but indexable`);
    }
  }
  assert.ok(unlisted >= 5, `${unlisted} pages out of the sitemap (unlisted docs, /search)`);
  noFailures(failures, 'noindex');
});

test('records ↔ built pages: every page record is a built page with its title, and every doc page has a record', () => {
  const routeSet = new Set(routes);
  const linkOf = new Map<string, string>();
  for (const item of walkSidebar(docsSidebar()))
    if (item.type === 'link' && item.docId) linkOf.set(item.docId, item.href);
  const recordRoutes = new Set<string>();
  const failures: string[] = [];
  for (const rec of pageRecords()) {
    const route = linkOf.get(rec.id) ?? landingHref(rec.id);
    if (!route) {
      failures.push(`${rec.id}: no route in the sidebar record`);
      continue;
    }
    recordRoutes.add(route);
    if (!routeSet.has(route)) failures.push(`${rec.id}: ${route} is not built`);
    else if (!pages.get(route)!.title.startsWith(rec.title))
      failures.push(`${rec.id}: built title "${pages.get(route)!.title}", record "${rec.title}"`);
  }
  for (const route of routes) {
    if (route.startsWith(docRoute('')) && !route.startsWith(docRoute('category/')) && !recordRoutes.has(route)) {
      failures.push(`${route} is a doc page without a page record`);
    }
  }
  noFailures(failures, 'records vs pages');
});

test('robots.txt allows all and names the sitemap at the site URL', () => {
  assert.equal(readBuild('robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
});

test('every HTML, JS, CSS, JSON, XML, TXT, SVG and Markdown file of 1 KiB or more has .gz and .br twins with the same content, smaller by 10 % or more; smaller files have none', async () => {
  const compressible = await listCompressible(BUILD_DIR);
  assert.ok(compressible.length > 2000, `${compressible.length} files`);
  assert.ok(
    compressible.some((f) => f.includes(`${path.sep}search-index${path.sep}`)),
    'the search index is compressed',
  );
  const failures: string[] = [];
  let small = 0;
  for (const file of compressible) {
    const raw = fs.readFileSync(file);
    const rel = path.relative(BUILD_DIR, file);
    if (raw.length < MIN_SIZE) small++;
    for (const [ext, decode, encode] of [
      ['.gz', zlib.gunzipSync, (b: Buffer) => zlib.gzipSync(b, {level: GZIP_LEVEL})],
      [
        '.br',
        zlib.brotliDecompressSync,
        (b: Buffer) => zlib.brotliCompressSync(b, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 5}}),
      ],
    ] as const) {
      if (!fs.existsSync(file + ext)) {
        // Missing only where it would not pay: a small file, or one that does not compress.
        if (shouldWrite(raw.length, encode(raw).length)) failures.push(`${rel}${ext} is missing`);
        continue;
      }
      const twin = fs.readFileSync(file + ext);
      if (!decode(twin).equals(raw)) failures.push(`${rel}${ext} does not decompress to ${rel}`);
      else if (!shouldWrite(raw.length, twin.length))
        failures.push(`${rel}${ext}: ${twin.length} bytes for ${raw.length}, not worth a twin`);
    }
  }
  assert.ok(small > 0, 'the build has files under 1 KiB (robots.txt): the rule is exercised');
  // No twin outlives its file.
  for (const f of files) {
    if (/\.(gz|br)$/.test(f) && !files.has(f.replace(/\.(gz|br)$/, ''))) failures.push(`${f} has no original`);
  }
  noFailures(failures, 'precompressed files');
});

test('the CSP of the build allows exactly the inline scripts the pages carry', () => {
  const hashes = new Set<string>();
  for (const file of [...files].filter((f) => f.endsWith('.html'))) {
    for (const s of inlineScripts(readBuild(file))) hashes.add(scriptHash(s));
  }
  const csp = readBuild('.deploy/content-security-policy.txt').trim();
  const scriptSrc = /(?:^|; )script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
  assert.deepEqual(scriptSrc, ["'self'", ...[...hashes].sort()]);
  assert.ok(hashes.size >= 1 && hashes.size <= 5, `${hashes.size} inline scripts`);
  assert.ok(
    readBuild('.deploy/nginx.conf').includes(`set $starrocks_docs_csp "${csp}";`),
    'nginx serves the same policy',
  );
});

test('the 301 list of the build covers the other slash form of every page', () => {
  const lines = readBuild('.deploy/redirects.txt').trim().split('\n');
  const expected = routes.filter((r) => r !== '/').map((r) => `${otherSlashForm(r)} ${r} 301`);
  assert.deepEqual(lines.sort(), expected.sort());
  const conf = readBuild('.deploy/nginx.conf');
  for (const r of routes.filter((x) => x !== '/')) {
    assert.ok(conf.includes(`location = "${otherSlashForm(r)}" { return 301 "${r}$is_args$args"; }\n`), r);
  }
});

test("the main script carries V8's compile hint on its first line, and no other script does", () => {
  for (const route of ['/', docRoute('sql-reference/sql-functions/string-functions/concat')]) {
    const scripts = [...readBuild(htmlPathOf(route)).matchAll(/<script src=["']?(\/assets\/js\/[^ "'>]+\.js)/g)].map(
      (m) => m[1]!,
    );
    const main = mainScriptsOf(route);
    assert.equal(main.length, 1, `${route} loads one main script: ${scripts.join(', ')}`);
    for (const s of scripts) {
      assert.equal(readBuild(s.slice(1)).startsWith(COMPILE_HINT), s === main[0], `${route}: ${s}`);
    }
  }
  const hinted = [...files].filter((f) => f.endsWith('.js') && readBuild(f.slice(1)).startsWith(COMPILE_HINT));
  assert.equal(hinted.length, 1, `scripts with the hint: ${hinted.join(', ')}`);
});
