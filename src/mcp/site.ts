/**
 * Where the server reads the built site from: a folder (default build/) or a deployed site's
 * URL. Both answer one question, "the text of this file of the site, or undefined when the site
 * has no such file", so the tools do not care which. A folder never reads outside itself; a URL
 * is only ever asked for files below it, each with a timeout.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

/** How long one request to a deployed site may take. */
export const FETCH_TIMEOUT_MS = 10_000;

/** A reader's mistake or a missing site: told to the client as an MCP error, not a crash. */
export class UserError extends Error {}

export interface Site {
  /** What the site is, for messages: the folder or the URL. */
  readonly label: string;
  /** The text of a file of the site (a path below its root, no leading slash), or undefined when absent. */
  read(file: string): Promise<string | undefined>;
  /** The address readers open (https://host), for links in answers; from llms.txt when reading a folder. */
  origin(): Promise<string>;
}

/** A path below the site's root, checked: no `..`, no NUL, no absolute path, no backslash. */
export function safeRelative(file: string): string {
  const clean = file.replace(/^\/+/, '');
  if (clean === '' || /[\0\\]/.test(clean) || clean.split('/').some((s) => s === '..' || s === '.'))
    throw new UserError(`Not a path of the site: ${JSON.stringify(file.slice(0, 200))}`);
  return clean;
}

/** The site URL that llms.txt links to (its link to llms-full.txt), or a placeholder. */
function originOfLlms(llms: string | undefined): string {
  const m = llms?.match(/\]\((https?:\/\/[^)\s]+?)\/llms-full\.txt\)/);
  return m?.[1] ?? 'http://localhost:3000';
}

export function folderSite(dir: string): Site {
  const root = path.resolve(dir);
  let origin: Promise<string> | undefined;
  const site: Site = {
    label: root,
    async read(file) {
      const target = path.resolve(root, safeRelative(file));
      if (!target.startsWith(root + path.sep)) throw new UserError(`Not a path of the site: ${file}`);
      try {
        return await fs.readFile(target, 'utf8');
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') {
          if (code === 'ENOENT' && !(await exists(root)))
            throw new UserError(
              `No built site at ${root}: run "npm run build", or pass --build <dir> or --site <url>.`,
            );
          return undefined;
        }
        throw e;
      }
    },
    origin: () => (origin ??= site.read('llms.txt').then(originOfLlms, () => originOfLlms(undefined))),
  };
  return site;
}

async function exists(p: string): Promise<boolean> {
  try {
    await fs.stat(p);
    return true;
  } catch {
    return false;
  }
}

export function urlSite(url: string): Site {
  let base: URL;
  try {
    base = new URL(url.endsWith('/') ? url : `${url}/`);
  } catch {
    throw new UserError(`--site needs an http(s) URL, not ${JSON.stringify(url)}`);
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:')
    throw new UserError(`--site needs an http(s) URL, not ${JSON.stringify(url)}`);
  const origin = base.href.replace(/\/+$/, '');
  return {
    label: base.href,
    async read(file) {
      const target = new URL(safeRelative(file), base);
      let response: Response;
      try {
        response = await fetch(target, {signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow'});
      } catch (e) {
        throw new UserError(`Could not fetch ${target.href}: ${(e as Error).message}`);
      }
      if (response.status === 404) return undefined;
      if (!response.ok) throw new UserError(`${target.href} answered ${response.status} ${response.statusText}`);
      return await response.text();
    },
    origin: async () => origin,
  };
}
