/**
 * Access to the production build for the tests: its records, its pages and
 * a real `docusaurus serve` of it on a free loopback port.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type {PageRecord, SidebarItemRecord, SidebarLinkRecord, VersionRecord} from '../../src/plugins/records/records';
import {PAGE_RECORDS_FILE, VERSION_RECORDS_FILE, builtPageCandidates, landingRoute} from '../../src/site/rules';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const BUILD_DIR = path.join(ROOT, 'build');
export {DOCS_DIR} from './sources';

function readBuildJson<T>(rel: string): T {
  const file = path.join(BUILD_DIR, rel);
  if (!fs.existsSync(file)) {
    throw new Error(`${rel} is missing from build/: run "npm run build" before the tests.`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

export const versionRecords = (): VersionRecord[] => readBuildJson(VERSION_RECORDS_FILE);
export const pageRecords = (): PageRecord[] => readBuildJson(PAGE_RECORDS_FILE);
export const docsSidebar = (): SidebarItemRecord[] => versionRecords()[0]!.docsSidebars.docs!;

/** Every item of a sidebar, depth first. */
export function* walkSidebar(items: SidebarItemRecord[]): Generator<SidebarItemRecord> {
  for (const item of items) {
    yield item;
    if (item.type === 'category') yield* walkSidebar(item.items);
  }
}

/** The sidebar link of a doc; fails the calling test when the doc is not in the sidebar. */
export function docLink(docId: string): SidebarLinkRecord {
  for (const item of walkSidebar(docsSidebar())) {
    if (item.type === 'link' && item.docId === docId) return item;
  }
  throw new Error(`${docId} is not a link of the sidebar record`);
}

/**
 * The route of a doc that is its category's landing (the category links to it, so the doc has
 * no link item of its own), by the rules' landing route. Undefined when no category lands there.
 */
export function landingHref(docId: string): string | undefined {
  const href = landingRoute(docId);
  for (const item of walkSidebar(docsSidebar())) if (item.type === 'category' && item.href === href) return href;
  return undefined;
}

/** The built HTML file that serves a route. */
export function htmlFileFor(route: string): string {
  const found = builtPageCandidates(route)
    .map((rel) => path.join(BUILD_DIR, rel))
    .find((file) => fs.existsSync(file));
  if (!found) throw new Error(`No built page for ${route}`);
  return found;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const {port} = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServedSite {
  url: string;
  close(): Promise<void>;
}

/** Serves build/ exactly as the README's `npm run serve` does. */
export async function serveBuild(): Promise<ServedSite> {
  if (!fs.existsSync(path.join(BUILD_DIR, 'index.html'))) {
    throw new Error('build/ is missing: run "npm run build" before the tests.');
  }
  const port = await freePort();
  const bin = path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  const child: ChildProcess = spawn(
    process.execPath,
    [bin, 'serve', '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    {cwd: ROOT, stdio: 'ignore', env: {...process.env, CI: 'true'}},
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const res = await fetch(`${url}/`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error('docusaurus serve exited early');
    if (Date.now() > deadline) throw new Error('docusaurus serve did not answer within 30 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
