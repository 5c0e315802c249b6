/**
 * `npm run serve`: serves build/ the way production does, with Debian's nginx and the shipped
 * configuration (deploy/nginx/): precompressed files, cache headers, security headers and CSP,
 * 301 to each page's one URL, 404 status with the site's 404 page. Runs in the foreground;
 * Ctrl+C stops it.
 *
 *   npm run serve [-- --port 3000] [--host 127.0.0.1] [--dir build] [--log (requests to stdout)]
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {hasBrotliModule, ROOT, startNginx} from './nginx';

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      port: {type: 'string', default: process.env.PORT ?? '3000'},
      host: {type: 'string', default: '127.0.0.1'},
      dir: {type: 'string', default: path.join(ROOT, 'build')},
      log: {type: 'boolean', default: false},
    },
  });
  const brotli = hasBrotliModule();
  const dir = path.resolve(values.dir);
  if (!fs.existsSync(path.join(dir, 'index.html.gz'))) {
    console.warn(
      `${dir} is not precompressed ("docusaurus build" alone?): nginx compresses on the fly. "npm run compress -- ${values.dir}" writes the .gz/.br files.`,
    );
  }
  const nginx = await startNginx({
    buildDir: dir,
    port: Number(values.port),
    host: values.host,
    accessLog: values.log,
    stdio: 'inherit',
  });
  const shown = values.host === '127.0.0.1' ? `http://localhost:${values.port}` : nginx.url;
  console.log(`Serving ${path.relative(process.cwd(), dir) || '.'} the production way at ${shown}/`);
  console.log(`nginx with deploy/nginx/ (config: ${nginx.configFile})`);
  console.log(
    brotli
      ? 'Precompressed brotli (.br) and gzip (.gz) files.'
      : "Precompressed gzip (.gz) files; brotli needs Debian's libnginx-mod-http-brotli-static.",
  );
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.on(sig, () => {
      void nginx.close().then(() => process.exit(0));
    });
  }
  const code = await nginx.exited;
  process.exit(code ?? 0);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
