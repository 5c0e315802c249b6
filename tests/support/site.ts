/**
 * Access to the production build for the tests: its records, its pages and
 * a real `docusaurus serve` of it on a free loopback port.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type {PageRecord, SidebarItemRecord, SidebarLinkRecord, VersionRecord} from '../../src/plugins/records/records';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const BUILD_DIR = path.join(ROOT, 'build');
export const DOCS_DIR = path.join(ROOT, 'versioned_docs/version-3.5');

function readBuildJson<T>(rel: string): T {
  const file = path.join(BUILD_DIR, rel);
  if (!fs.existsSync(file)) {
    throw new Error(`${rel} is missing from build/: run "npm run build" before the tests.`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

export const versionRecords = (): VersionRecord[] => readBuildJson('records/versions.json');
export const pageRecords = (): PageRecord[] => readBuildJson('records/3.5/pages.json');
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
 * no link item of its own): /docs/{id}, or /docs/{folder}/ for folder/Folder.md, index.md and
 * README.md, which Docusaurus treats as the folder's landing. Undefined when no category lands there.
 */
export function landingHref(docId: string): string | undefined {
  const parts = docId.split('/');
  const last = parts.at(-1)!.toLowerCase();
  const folderIndex = parts.length >= 2 && (last === parts.at(-2)!.toLowerCase() || last === 'index' || last === 'readme');
  const href = folderIndex ? `/docs/${parts.slice(0, -1).join('/')}/` : `/docs/${docId}`;
  for (const item of walkSidebar(docsSidebar())) if (item.type === 'category' && item.href === href) return href;
  return undefined;
}

/** The built HTML file that serves a route. */
export function htmlFileFor(route: string): string {
  const clean = route.replace(/^\//, '').replace(/\/$/, '');
  const candidates = route.endsWith('/')
    ? [path.join(BUILD_DIR, clean, 'index.html')]
    : [path.join(BUILD_DIR, `${clean}.html`), path.join(BUILD_DIR, clean, 'index.html')];
  const found = candidates.find((c) => fs.existsSync(c));
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
