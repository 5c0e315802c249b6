/**
 * The shipped nginx configuration (deploy/nginx/) serving the build on loopback, as
 * `npm run serve` and production run it: status codes, redirects, precompressed responses,
 * cache policy and security headers.
 */
import {before, test} from 'node:test';

import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {MIN_SIZE} from '../../scripts/production/compress';
import {hasBrotliModule} from '../../scripts/production/nginx';

import {otherSlashForm} from '../../src/plugins/production/routes';

import {
  BUILD_DIR,
  htmlPathOf,
  pageRoutesOfBuild,
  readBuild,
  request,
  sitemapPaths,
  useNginx,
  type RawResponse,
  mainScriptOf,
} from './support';

import {
  DOCS_BASE,
  PAGE_RECORDS_FILE,
  SEARCH_DIR,
  SEARCH_MANIFEST,
  VERSION_RECORDS_FILE,
  docRoute,
} from '../../src/site/rules';

const nginx = useNginx();
let base: string;
before(async () => {
  base = (await nginx()).url;
});

const get = (route: string, headers: Record<string, string> = {}) => request(base + route, headers);
const fileOf = (rel: string) => fs.readFileSync(path.join(BUILD_DIR, rel));
const IMMUTABLE = 'public, max-age=31536000, immutable';
const DOC = docRoute('loading/StreamLoad');
const mainScript = () => mainScriptOf(DOC);

/** The tokens of a Vary header, in any order (gzip_static and the site's rule each add one). */
const varyOf = (res: RawResponse) =>
  new Set(
    String(res.headers.vary ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  );

function assertSecurityHeaders(res: RawResponse, what: string) {
  assert.equal(res.headers['strict-transport-security'], 'max-age=31536000', what);
  assert.equal(res.headers['x-content-type-options'], 'nosniff', what);
  assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', what);
  assert.equal(res.headers['x-frame-options'], 'DENY', what);
  assert.equal(res.headers['content-security-policy'], readBuild('.deploy/content-security-policy.txt').trim(), what);
}

test('every sitemap URL answers 200 with its page', async () => {
  const paths = sitemapPaths();
  assert.ok(paths.length > 900);
  const failures: string[] = [];
  for (const p of paths) {
    const res = await get(p);
    if (res.status !== 200) failures.push(`${p} → ${res.status}`);
    else if (!res.body.equals(fileOf(htmlPathOf(p)))) failures.push(`${p} answers another file`);
  }
  assert.deepEqual(failures, []);
});

test('every page route answers 200, and its other slash form 301 to it, the query kept', async () => {
  const failures: string[] = [];
  for (const route of pageRoutesOfBuild()) {
    const ok = await get(route);
    if (ok.status !== 200) failures.push(`${route} → ${ok.status}`);
    const other = otherSlashForm(route);
    if (!other) continue;
    const moved = await get(other);
    if (moved.status !== 301 || moved.headers.location !== route)
      failures.push(`${other} → ${moved.status} ${moved.headers.location}`);
  }
  assert.deepEqual(failures.slice(0, 20), []);
  const q = await get(docRoute('loading?from=old'));
  assert.equal(q.status, 301);
  assert.equal(q.headers.location, docRoute('loading/?from=old'));
});

test('the docs base, with and without its slash, answers 301 to the introduction', async () => {
  for (const p of [DOCS_BASE.slice(0, -1), DOCS_BASE]) {
    const res = await get(p);
    assert.equal(res.status, 301, p);
    assert.equal(res.headers.location, docRoute('introduction/'), p);
    assertSecurityHeaders(res, p);
  }
});

test("unknown routes, wrong case and dot files answer 404 with the site's 404 page", async () => {
  const page404 = fileOf('404.html');
  for (const p of [
    docRoute('no-such-page'),
    '/nope/',
    docRoute('loading/StreamLoad/extra'),
    docRoute('loading/streamload'),
    docRoute('Loading/'),
    docRoute('category/'),
    '/assets/js/missing.js',
    '/assets/',
    '/assets/js/',
    `/${SEARCH_DIR}/`,
    '/img',
    '/.deploy/nginx.conf',
    '/.deploy/routes.json',
  ]) {
    const res = await get(p);
    assert.equal(res.status, 404, p);
    assert.ok(res.body.equals(page404), `${p} shows 404.html`);
    assert.match(String(res.headers['content-type']), /^text\/html/, p);
    assert.equal(res.headers['cache-control'], 'no-cache', p);
    assertSecurityHeaders(res, p);
  }
});

test('HTML is precompressed: gzip for gzip clients, identity otherwise, Vary: Accept-Encoding (and Accept)', async () => {
  const rel = htmlPathOf(DOC);
  const gz = await get(DOC, {'accept-encoding': 'gzip'});
  assert.equal(gz.status, 200);
  assert.equal(gz.headers['content-encoding'], 'gzip');
  assert.deepEqual(varyOf(gz), new Set(['Accept-Encoding', 'Accept']));
  assert.equal(gz.headers['content-type'], 'text/html; charset=utf-8');
  // The build's file, sent as it is (not compressed on the fly, which would be chunked).
  assert.ok(gz.body.equals(fileOf(`${rel}.gz`)), 'the body is the .gz file');
  assert.equal(Number(gz.headers['content-length']), gz.body.length);
  assert.ok(zlib.gunzipSync(gz.body).equals(fileOf(rel)));

  const plain = await get(DOC);
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.deepEqual(varyOf(plain), new Set(['Accept-Encoding', 'Accept']), 'a page varies by Accept: it has a twin');
  assert.ok(plain.body.equals(fileOf(rel)));
});

test('a file too small to precompress (robots.txt, under 1 KiB, no .gz or .br) is sent as it is to every client', async () => {
  assert.ok(fileOf('robots.txt').length < MIN_SIZE, 'robots.txt is under 1 KiB');
  for (const ext of ['.gz', '.br']) assert.ok(!fs.existsSync(path.join(BUILD_DIR, `robots.txt${ext}`)), ext);
  for (const encoding of [undefined, 'gzip', 'gzip, deflate, br']) {
    const res = await get('/robots.txt', encoding ? {'accept-encoding': encoding} : {});
    assert.equal(res.status, 200, encoding);
    assert.equal(res.headers['content-encoding'], undefined, encoding);
    assert.equal(res.headers['content-type'], 'text/plain; charset=utf-8', encoding);
    assert.ok(res.body.equals(fileOf('robots.txt')), `${encoding}: the body is the file`);
  }
});

test(
  'Markdown twins and llms.txt are served as UTF-8 text, precompressed',
  {skip: !fs.existsSync(path.join(BUILD_DIR, 'docs/loading/StreamLoad.md')) && 'this build has no Markdown twins'},
  async () => {
    for (const [route, type] of [
      [docRoute('loading/StreamLoad.md'), 'text/markdown; charset=utf-8'],
      [docRoute('loading.md'), 'text/markdown; charset=utf-8'],
      ['/llms.txt', 'text/plain; charset=utf-8'],
    ] as const) {
      const res = await get(route, {'accept-encoding': 'gzip'});
      assert.equal(res.status, 200, route);
      assert.equal(res.headers['content-type'], type, route);
      assert.equal(res.headers['content-encoding'], 'gzip', route);
      assert.equal(res.headers['cache-control'], 'no-cache', route);
      assert.ok(zlib.gunzipSync(res.body).equals(fileOf(route.slice(1))), route);
    }
  },
);

test(
  'a page asked for with "Accept: text/markdown" answers its Markdown twin; HTML otherwise',
  {skip: !fs.existsSync(path.join(BUILD_DIR, 'docs/loading/StreamLoad.md')) && 'this build has no Markdown twins'},
  async () => {
    const markdown = 'text/markdown; charset=utf-8';
    const folder = docRoute('loading/');
    assert.match(folder, /\/$/, 'a folder landing');
    for (const [route, twin] of [
      [DOC, `${DOC}.md`],
      [folder, `${folder.slice(0, -1)}.md`],
    ] as const) {
      for (const accept of ['text/markdown', 'text/markdown, text/html;q=0.9', 'text/html;q=0.5, TEXT/MARKDOWN;q=1']) {
        const res = await get(route, {accept, 'accept-encoding': 'gzip'});
        assert.equal(res.status, 200, `${route} (${accept})`);
        assert.equal(res.headers['content-type'], markdown, `${route} (${accept})`);
        assert.ok(zlib.gunzipSync(res.body).equals(fileOf(twin.slice(1))), `${route} (${accept}): the body is ${twin}`);
        assert.deepEqual(varyOf(res), new Set(['Accept-Encoding', 'Accept']), route);
        assertSecurityHeaders(res, route);
      }
      for (const accept of ['text/html,application/xhtml+xml,*/*;q=0.8', 'text/markdown;q=0, text/html', '']) {
        const res = await get(route, accept ? {accept} : {});
        assert.equal(res.status, 200, `${route} (${accept})`);
        assert.equal(res.headers['content-type'], 'text/html; charset=utf-8', `${route} (${accept || 'no Accept'})`);
        assert.ok(res.body.equals(fileOf(htmlPathOf(route))), `${route} (${accept}): the page`);
        assert.deepEqual(
          varyOf(res),
          new Set(['Accept-Encoding', 'Accept']),
          `${route}: a cache keeps the forms apart`,
        );
      }
    }
    // A URL without a twin is served as it is, whatever the client accepts; so is a twin asked for by name.
    const script = mainScript()!;
    const asset = await get(script, {accept: 'text/markdown'});
    assert.equal(asset.status, 200);
    assert.match(String(asset.headers['content-type']), /javascript/);
    assert.ok(!varyOf(asset).has('Accept'), 'an asset does not vary by Accept');
    const byName = await get(`${DOC}.md`, {accept: 'text/markdown'});
    assert.equal(byName.headers['content-type'], markdown);
    assert.ok(byName.body.equals(fileOf(`${DOC}.md`.slice(1))));
    assert.equal((await get(docRoute('no/such/page'), {accept: 'text/markdown'})).status, 404);
  },
);

test(
  "brotli clients get the .br file when Debian's brotli_static module is installed",
  {skip: !hasBrotliModule() && 'libnginx-mod-http-brotli-static is not installed'},
  async () => {
    // The search index's names tier, which the first query loads (its small manifest has no twins).
    const {names} = JSON.parse(readBuild(`${SEARCH_DIR}/${SEARCH_MANIFEST}`)) as {names: string};
    for (const [route, rel] of [
      [DOC, htmlPathOf(DOC)],
      [mainScript()!, mainScript()!.slice(1)],
      [`/${SEARCH_DIR}/${names}`, `${SEARCH_DIR}/${names}`],
    ] as const) {
      const res = await get(route, {'accept-encoding': 'gzip, deflate, br'});
      assert.equal(res.status, 200, route);
      assert.equal(res.headers['content-encoding'], 'br', route);
      assert.ok(varyOf(res).has('Accept-Encoding'), route);
      assert.ok(res.body.equals(fileOf(`${rel}.br`)), `${route}: the body is the .br file`);
    }
  },
);

test('hashed assets are cached for a year, immutable; everything else revalidates', async () => {
  const js = mainScript();
  assert.ok(js, 'the page loads main.<hash>.js');
  const css = /<link rel=["']?stylesheet["']? href=["']?(\/assets\/css\/[^ "'>]+\.css)/.exec(
    readBuild(htmlPathOf(DOC)),
  )?.[1];
  assert.ok(css, 'the page loads a stylesheet');
  for (const p of [js, css]) {
    const res = await get(p, {'accept-encoding': 'gzip'});
    assert.equal(res.status, 200, p);
    assert.equal(res.headers['cache-control'], IMMUTABLE, p);
    assert.equal(res.headers['content-encoding'], 'gzip', p);
    assertSecurityHeaders(res, p);
  }
  assert.equal((await get(js)).headers['content-type'], 'application/javascript; charset=utf-8');
  const manifest = JSON.parse(readBuild(`${SEARCH_DIR}/${SEARCH_MANIFEST}`)) as {names: string};
  for (const p of [
    '/',
    DOC,
    docRoute('loading/'),
    `/${VERSION_RECORDS_FILE}`,
    `/${PAGE_RECORDS_FILE}`,
    `/${SEARCH_DIR}/${SEARCH_MANIFEST}`,
    `/${SEARCH_DIR}/${manifest.names}`,
    '/sitemap.xml',
    '/robots.txt',
    '/img/logo.svg',
  ]) {
    const res = await get(p);
    assert.equal(res.status, 200, p);
    assert.equal(res.headers['cache-control'], 'no-cache', p);
    assert.ok(res.headers.etag && res.headers['last-modified'], `${p} can be revalidated`);
    assertSecurityHeaders(res, p);
  }
  const etag = String((await get(DOC)).headers.etag);
  assert.equal((await get(DOC, {'if-none-match': etag})).status, 304, 'revalidation answers 304');
});

test('the security headers are on every response; the CSP allows scripts by hash only', async () => {
  const res = await get('/');
  assertSecurityHeaders(res, '/');
  const csp = String(res.headers['content-security-policy']);
  const scriptSrc = /(?:^|; )script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  assert.match(scriptSrc, /^'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
  assert.doesNotMatch(scriptSrc, /unsafe/);
  assert.match(csp, /(^|; )frame-ancestors 'none'(;|$)/);
  assert.match(csp, /(^|; )worker-src 'self'(;|$)/);
  assert.match(csp, /(^|; )default-src 'self'(;|$)/);
  assert.match(csp, /(^|; )object-src 'none'(;|$)/);
  assert.equal(res.headers.server, 'nginx', 'no version in the Server header');
  const moved = await get(docRoute('introduction'));
  assert.equal(moved.status, 301);
  assertSecurityHeaders(moved, 'a 301');
});

test('HEAD answers like GET without a body; other methods are refused', async () => {
  const head = await request(`${base}${DOC}`, {'accept-encoding': 'gzip'}, 'HEAD');
  assert.equal(head.status, 200);
  assert.equal(head.body.length, 0);
  assert.equal(head.headers['content-encoding'], 'gzip');
  const post = await request(`${base}${DOC}`, {}, 'POST');
  assert.equal(post.status, 405);
});
