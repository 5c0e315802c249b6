/**
 * The shipped production site file (deploy/nginx/starrocks-docs.conf) as an administrator
 * installs it, with only its paths, ports and certificate swapped for test ones: nginx accepts
 * it, HTTP redirects to HTTPS, and HTTPS serves the build with the production headers.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import {
  BROTLI_STATIC_MODULE,
  DEPLOY_NGINX_DIR,
  freePort,
  hasBrotliModule,
  MIME_TYPES,
  NGINX_BIN,
} from '../../scripts/production/nginx';
import {BUILD_DIR, readBuild, request} from './support';
import {docRoute} from '../../src/site/rules';

const hasOpenssl = (() => {
  try {
    execFileSync('openssl', ['version'], {stdio: 'ignore'});
    return true;
  } catch {
    return false;
  }
})();

let dir: string;
let child: ChildProcess | undefined;
let httpPort: number;
let httpsPort: number;

/** The site file with test paths: what an administrator edits, and nothing else. */
function siteFileForTest(): string {
  let text = fs.readFileSync(path.join(DEPLOY_NGINX_DIR, 'starrocks-docs.conf'), 'utf8');
  const swaps: [RegExp, string][] = [
    [/^\s*listen \[::\]:\d+.*$/gm, ''],
    [/listen 80;/g, `listen 127.0.0.1:${httpPort};`],
    [/listen 443 ssl http2;/g, `listen 127.0.0.1:${httpsPort} ssl http2;`],
    [/\/etc\/letsencrypt\/live\/docs\.example\.org\/fullchain\.pem/g, path.join(dir, 'cert.pem')],
    [/\/etc\/letsencrypt\/live\/docs\.example\.org\/privkey\.pem/g, path.join(dir, 'key.pem')],
    [/\/etc\/nginx\/starrocks-docs\//g, `${DEPLOY_NGINX_DIR}/`],
    [/\/srv\/starrocks-docs\/current/g, BUILD_DIR],
  ];
  for (const [re, to] of swaps) {
    assert.match(text, re, `the site file has ${re}`);
    text = text.replace(re, to);
  }
  if (!hasBrotliModule()) text = text.replace(/^\s*include .*brotli\.conf;$/m, '');
  return text;
}

before(async () => {
  if (!hasOpenssl) return;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'starrocks-docs-site-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=docs.example.org',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    {stdio: 'ignore'},
  );
  httpPort = await freePort();
  httpsPort = await freePort();
  fs.writeFileSync(path.join(dir, 'site.conf'), siteFileForTest());
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      ...(hasBrotliModule() ? [`load_module ${BROTLI_STATIC_MODULE};`] : []),
      'daemon off;',
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      `pid ${dir}/nginx.pid;`,
      'error_log stderr warn;',
      'events { worker_connections 64; }',
      `http { include ${MIME_TYPES}; default_type application/octet-stream; access_log off;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${dir}/${t};`),
      `include ${dir}/site.conf; }`,
      '',
    ].join('\n'),
  );
  const args = ['-p', dir, '-e', 'stderr', '-c', path.join(dir, 'nginx.conf')];
  execFileSync(NGINX_BIN, [...args, '-t', '-q']);
  child = spawn(NGINX_BIN, args, {stdio: 'ignore'});
  for (let i = 0; i < 100; i++) {
    try {
      await request(`http://127.0.0.1:${httpPort}/`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
});

after(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child!.on('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  if (dir) fs.rmSync(dir, {recursive: true, force: true});
});

function httpsGet(
  route: string,
  headers: Record<string, string> = {},
): Promise<{status: number; headers: Record<string, unknown>}> {
  return new Promise((resolve, reject) => {
    https
      .get(
        {
          host: '127.0.0.1',
          port: httpsPort,
          path: route,
          headers: {host: 'docs.example.org', ...headers},
          rejectUnauthorized: false,
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({status: res.statusCode!, headers: res.headers}));
        },
      )
      .on('error', reject);
  });
}

test(
  'plain HTTP answers 301 to the same address over HTTPS',
  {skip: !hasOpenssl && 'openssl is not installed'},
  async () => {
    const res = await request(`http://127.0.0.1:${httpPort}/docs/loading/StreamLoad?x=1`, {host: 'docs.example.org'});
    assert.equal(res.status, 301);
    assert.equal(res.headers.location, 'https://docs.example.org/docs/loading/StreamLoad?x=1');
  },
);

test(
  'HTTPS serves the build with the production headers',
  {skip: !hasOpenssl && 'openssl is not installed'},
  async () => {
    const page = await httpsGet(docRoute('loading/StreamLoad'), {'accept-encoding': 'gzip'});
    assert.equal(page.status, 200);
    assert.equal(page.headers['content-encoding'], 'gzip');
    assert.equal(page.headers['strict-transport-security'], 'max-age=31536000');
    assert.equal(page.headers['content-security-policy'], readBuild('.deploy/content-security-policy.txt').trim());
    assert.equal(page.headers['cache-control'], 'no-cache');
    const moved = await httpsGet(docRoute('loading/StreamLoad/'));
    assert.equal(moved.status, 301);
    assert.equal(moved.headers.location, docRoute('loading/StreamLoad'));
    assert.equal((await httpsGet('/no-such-page')).status, 404);
  },
);
