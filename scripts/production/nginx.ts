/**
 * Runs Debian's nginx with the shipped production configuration (deploy/nginx/) against a
 * build, on a loopback port: the main configuration is written to a temporary folder and
 * includes the shipped files and the build's generated .deploy/nginx.conf unchanged.
 * Used by `npm run serve` (scripts/production/serve.ts) and the production tests.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const DEPLOY_NGINX_DIR = path.join(ROOT, 'deploy/nginx');
export const NGINX_BIN = process.env.NGINX ?? '/usr/sbin/nginx';
export const MIME_TYPES = '/etc/nginx/mime.types';
/** Debian's libnginx-mod-http-brotli-static. */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface NginxOptions {
  buildDir: string;
  port: number;
  host?: string;
  /** Serve .br files (default: when Debian's brotli_static module is installed). */
  brotli?: boolean;
  /** Log requests to stdout (npm run serve); off for the tests. */
  accessLog?: boolean;
}

export function hasBrotliModule(): boolean {
  return fs.existsSync(BROTLI_STATIC_MODULE);
}

/** The main nginx.conf for serving buildDir on host:port. */
export function nginxConfig(opts: NginxOptions, tempDir: string): string {
  const build = path.resolve(opts.buildDir);
  const brotli = opts.brotli ?? hasBrotliModule();
  const host = opts.host ?? '127.0.0.1';
  const listen = host.includes(':') ? `[${host}]:${opts.port}` : `${host}:${opts.port}`;
  const inc = (file: string) => `include ${JSON.stringify(file)};`;
  return [
    '# Written by scripts/production/nginx.ts: the shipped deploy/nginx configuration on a loopback port.',
    ...(brotli ? [`load_module ${BROTLI_STATIC_MODULE};`] : []),
    'daemon off;',
    'master_process on;',
    'worker_processes 1;',
    // As root, nginx would hand requests to "nobody", who may not read the build.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    `pid ${path.join(tempDir, 'nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 512; }',
    'http {',
    `    ${inc(MIME_TYPES)}`,
    '    default_type application/octet-stream;',
    `    access_log ${opts.accessLog ? '/dev/stdout' : 'off'};`,
    '    sendfile on;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `    ${t}_temp_path ${path.join(tempDir, t)};`),
    '    server {',
    `        listen ${listen};`,
    '        server_name localhost;',
    `        root ${JSON.stringify(build)};`,
    ...(brotli ? [`        ${inc(path.join(DEPLOY_NGINX_DIR, 'brotli.conf'))}`] : []),
    `        ${inc(path.join(build, '.deploy/nginx.conf'))}`,
    `        ${inc(path.join(DEPLOY_NGINX_DIR, 'starrocks-docs.server.conf'))}`,
    '    }',
    '}',
    '',
  ].join('\n');
}

/** Why the build cannot be served the production way, or undefined. */
export function buildProblem(buildDir: string): string | undefined {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) return `${buildDir} has no build: run "npm run build" first.`;
  if (!fs.existsSync(path.join(buildDir, '.deploy/nginx.conf'))) {
    return `${buildDir}/.deploy/nginx.conf is missing: the build predates src/plugins/production; run "npm run build".`;
  }
  return undefined;
}

export async function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, host, () => {
      const {port} = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface RunningNginx {
  url: string;
  configFile: string;
  process: ChildProcess;
  /** Resolves when nginx has exited. */
  exited: Promise<number | null>;
  close(): Promise<void>;
}

/** Checks the configuration (nginx -t), starts nginx in the foreground and waits until it answers. */
export async function startNginx(opts: NginxOptions & {stdio?: 'inherit' | 'pipe'}): Promise<RunningNginx> {
  const problem = buildProblem(opts.buildDir);
  if (problem) throw new Error(problem);
  if (!fs.existsSync(NGINX_BIN)) throw new Error(`${NGINX_BIN} is missing: apt-get install nginx (Debian's nginx).`);
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'starrocks-docs-nginx-'));
  const configFile = path.join(tempDir, 'nginx.conf');
  fs.writeFileSync(configFile, nginxConfig(opts, tempDir));
  const args = ['-p', tempDir, '-e', 'stderr', '-c', configFile];

  const check = spawn(NGINX_BIN, [...args, '-t', '-q'], {stdio: ['ignore', 'ignore', 'pipe']});
  let checkErr = '';
  check.stderr!.on('data', (d: Buffer) => (checkErr += d.toString()));
  const checkCode = await new Promise<number | null>((r) => check.on('exit', r));
  if (checkCode !== 0) throw new Error(`nginx -t refused ${configFile}:\n${checkErr}`);

  const child = spawn(NGINX_BIN, args, {stdio: ['ignore', opts.stdio ?? 'pipe', opts.stdio ?? 'pipe']});
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stdout?.resume();
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  const host = opts.host ?? '127.0.0.1';
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${opts.port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${stderr}`);
    try {
      const res = await fetch(`${url}/robots.txt`);
      await res.arrayBuffer();
      break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`nginx did not answer on ${url} within 15 s:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    configFile,
    process: child,
    exited,
    close: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(tempDir, {recursive: true, force: true});
    },
  };
}
