/** The production configuration's pure parts: site URL rules, slash redirects, CSP. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {LOCAL_SITE_URL, resolveSiteUrl} from '../../src/plugins/production/siteUrl';
import {otherSlashForm, slashRedirects} from '../../src/plugins/production/routes';
import {contentSecurityPolicy, inlineScripts, scriptHash} from '../../src/plugins/production/csp';
import {nginxInclude, robotsTxt} from '../../src/plugins/production';
import {MIN_SIZE, brotliQuality, isCompressible, shouldWrite} from '../../scripts/production/compress';
import {DOCS_BASE, docRoute} from '../../src/site/rules';

const deploy = {DEPLOY: '1', NODE_ENV: 'production'};

test('a local build defaults to the placeholder host', () => {
  assert.equal(resolveSiteUrl({}), LOCAL_SITE_URL);
  assert.equal(resolveSiteUrl({NODE_ENV: 'production'}), 'https://docs.starrocks.example');
  assert.equal(resolveSiteUrl({SITE_URL: 'http://localhost:3000'}), 'http://localhost:3000');
  assert.equal(resolveSiteUrl({SITE_URL: 'https://docs.example.org/'}), 'https://docs.example.org');
  // The placeholder is fine for a local build; only a deploy build refuses it.
  assert.equal(resolveSiteUrl({SITE_URL: 'https://docs.starrocks.example'}), 'https://docs.starrocks.example');
  // DEPLOY=1 under the development server (NODE_ENV=development) is not a deploy build.
  assert.equal(resolveSiteUrl({DEPLOY: '1', NODE_ENV: 'development'}), LOCAL_SITE_URL);
});

test('SITE_URL is scheme and host only', () => {
  for (const bad of [
    'docs.example.org',
    'ftp://docs.example.org',
    'https://docs.example.org/docs/',
    'https://docs.example.org/?a=1',
    'https://u:p@docs.example.org',
  ]) {
    assert.throws(() => resolveSiteUrl({SITE_URL: bad}), /SITE_URL/, bad);
  }
});

test('a deploy build refuses a missing, non-https or placeholder host', () => {
  assert.throws(() => resolveSiteUrl(deploy), /set SITE_URL/);
  for (const bad of [
    'https://docs.starrocks.example',
    'http://docs.starrocks.io',
    'https://localhost:3000',
    'https://127.0.0.1',
    'https://docs.example.com',
    'https://site.test',
    'https://docs.invalid',
    'https://intranet',
    'https://[::1]',
  ]) {
    assert.throws(() => resolveSiteUrl({...deploy, SITE_URL: bad}), /DEPLOY=1/, bad);
  }
  assert.equal(resolveSiteUrl({...deploy, SITE_URL: 'https://docs.starrocks.io'}), 'https://docs.starrocks.io');
  assert.equal(
    resolveSiteUrl({DEPLOY: 'true', NODE_ENV: 'production', SITE_URL: 'https://docs.starrocks.io:8443'}),
    'https://docs.starrocks.io:8443',
  );
  assert.throws(() => resolveSiteUrl({DEPLOY: 'yes'}), /DEPLOY must be 1/);
});

test('the other slash form of a page redirects to its route', () => {
  assert.equal(otherSlashForm('/'), undefined);
  assert.equal(otherSlashForm(docRoute('loading/')), docRoute('loading'));
  assert.equal(otherSlashForm(docRoute('loading/StreamLoad')), docRoute('loading/StreamLoad/'));
  assert.deepEqual(
    slashRedirects(['/', '/404.html', docRoute('loading/'), docRoute('loading/StreamLoad'), '/search']),
    [
      {from: docRoute('loading'), to: docRoute('loading/')},
      {from: docRoute('loading/StreamLoad/'), to: docRoute('loading/StreamLoad')},
      {from: '/search/', to: '/search'},
    ],
  );
  // A form that is a route of its own is never redirected.
  assert.deepEqual(slashRedirects(['/a', '/a/']), []);
  assert.throws(() => slashRedirects([docRoute('a"b')]), /character/);
  assert.throws(() => slashRedirects([docRoute('$x')]), /character/);
});

test('inline scripts are found and hashed as the browser hashes them', () => {
  const html =
    '<head><script>a()</script><script data-rh=true type=application/ld+json>{"x":1}</script>' +
    '<script src=/assets/js/main.js defer></script><script type="module">b()\r\n</script>' +
    '<script type=text/template><p></script><SCRIPT>c()</SCRIPT ></head>';
  assert.deepEqual(inlineScripts(html), ['a()', 'b()\n', 'c()']);
  // echo -n 'a()' | openssl dgst -sha256 -binary | base64
  assert.equal(scriptHash('a()'), "'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='");
});

test('the policy allows scripts by origin and hash only', () => {
  const csp = contentSecurityPolicy(["'sha256-b'", "'sha256-a'", "'sha256-a'"]);
  assert.match(csp, /^default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; /);
  assert.match(csp, /worker-src 'self'/);
  assert.match(csp, /frame-ancestors 'none'/);
  assert.match(csp, /object-src 'none'/);
  const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!;
  assert.doesNotMatch(scriptSrc, /unsafe-inline|unsafe-eval|\*|https?:/);
});

test('robots.txt allows all and names the sitemap; the generated nginx include is well formed', () => {
  assert.equal(
    robotsTxt('https://docs.example.org', '/'),
    'User-agent: *\nAllow: /\n\nSitemap: https://docs.example.org/sitemap.xml\n',
  );
  const conf = nginxInclude([{from: '/a/', to: '/a'}], "default-src 'self'");
  assert.match(conf, /^set \$starrocks_docs_csp "default-src 'self'";$/m);
  assert.match(conf, /^location = "\/a\/" \{ return 301 "\/a\$is_args\$args"; \}$/m);
  assert.throws(() => nginxInclude([{from: DOCS_BASE, to: DOCS_BASE.slice(0, -1)}], ''), /introduction/);
});

test('precompression covers the text formats', () => {
  for (const f of ['a.html', 'a.js', 'a.css', 'a.json', 'sitemap.xml', 'robots.txt', 'logo.svg', 'StreamLoad.md'])
    assert.ok(isCompressible(f), f);
  for (const f of ['a.png', 'a.woff2', 'a.html.gz', 'a.js.br']) assert.ok(!isCompressible(f), f);
  // 11 for what every first visit or first search loads, 5 for everything else.
  for (const f of ['assets/css/styles.0a1b2c3d.css', 'assets/js/main.0a1b2c3d.js', 'assets/js/runtime~main.0a1b.js'])
    assert.equal(brotliQuality(f), 11, f);
  assert.equal(brotliQuality('search-index/names.abc123.json'), 11);
  for (const f of [
    'assets/js/0a1b2c3d.4e5f6a7b.js',
    'assets/js/main-other.0a1b.js',
    'search-index/body-0.abc.json',
    'docs/loading/StreamLoad/index.html',
    'llms-full.txt',
    'docs/loading/StreamLoad.md',
    'sitemap.xml',
  ])
    assert.equal(brotliQuality(f), 5, f);
});

test('a precompressed twin is written only where it pays: a file of 1 KiB or more, the twin at most 90 % of it', () => {
  assert.equal(MIN_SIZE, 1024);
  assert.ok(!shouldWrite(1023, 100), 'under 1 KiB: sent raw');
  assert.ok(shouldWrite(1024, 921), '921 bytes of 1024 is under 90 %');
  assert.ok(!shouldWrite(1024, 922), '922 bytes of 1024 is over 90 %');
  assert.ok(!shouldWrite(50_000, 50_100), 'a twin larger than its file');
});
