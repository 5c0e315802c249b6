/**
 * The production build as the tests see it: its files, its page routes, its pages' ids and
 * links, and the build served by Debian's nginx with the shipped configuration.
 */
import {after} from 'node:test';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {BUILD_DIR} from '../support/site';
import {freePort, startNginx, type RunningNginx} from '../../scripts/production/nginx';

export {BUILD_DIR};
export const DEPLOY_DIR = path.join(BUILD_DIR, '.deploy');

export function readBuild(rel: string): string {
  const file = path.join(BUILD_DIR, rel);
  if (!fs.existsSync(file)) throw new Error(`${rel} is missing from build/: run "npm run build" before the tests.`);
  return fs.readFileSync(file, 'utf8');
}

/** Every file of the build, as a URL path ("/assets/js/main.1234.js"), dot folders excluded. */
export function buildFiles(): Set<string> {
  const files = new Set<string>();
  const walk = (dir: string, prefix: string) => {
    for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
      if (e.name.startsWith('.')) continue;
      if (e.isDirectory()) walk(path.join(dir, e.name), `${prefix}${e.name}/`);
      else files.add(`${prefix}${e.name}`);
    }
  };
  walk(BUILD_DIR, '/');
  return files;
}

/** The page routes of the build, each in its one canonical form (written by the build). */
export const pageRoutesOfBuild = (): string[] => JSON.parse(readBuild('.deploy/routes.json')) as string[];

/** The built HTML file of a page route, as a URL path. */
export function htmlPathOf(route: string): string {
  return route.endsWith('/') ? `${route}index.html` : `${route}/index.html`;
}

/**
 * The main scripts (`/assets/js/main.<hash>.js`) a built page loads, in order: one on every page.
 * Quotes optional: Docusaurus 3's minifier drops them, Docusaurus 4's keeps them.
 */
export function mainScriptsOf(route: string): string[] {
  return [...readBuild(htmlPathOf(route)).matchAll(/<script src=["']?(\/assets\/js\/main\.[0-9a-f]+\.js)/g)].map(
    (m) => m[1]!,
  );
}

/** The main script a built page loads (the first, where a broken page loads several). */
export const mainScriptOf = (route: string): string | undefined => mainScriptsOf(route)[0];

/** The site's origin (SITE_URL of the build), from robots.txt's sitemap line. */
export function siteOrigin(): string {
  const m = /^Sitemap: (.*)$/m.exec(readBuild('robots.txt'));
  if (!m) throw new Error('robots.txt names no sitemap');
  return new URL(m[1]!).origin;
}

/** The paths of the sitemap's URLs. */
export function sitemapPaths(): string[] {
  const origin = siteOrigin();
  return [...readBuild('sitemap.xml').matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc!.replace(/&amp;/g, '&'));
    if (url.origin !== origin) throw new Error(`sitemap URL ${loc} is not on ${origin}`);
    return decodeURIComponent(url.pathname);
  });
}

export interface PageLink {
  /** The element and attribute the link comes from, for messages. */
  where: string;
  value: string;
}

export interface BuiltPage {
  route: string;
  ids: Set<string>;
  links: PageLink[];
  robots: string | undefined;
  canonical: string | undefined;
  title: string;
  /** Attributes a strict CSP would block: inline event handlers, javascript: URLs. */
  inlineHandlers: string[];
}

const LINK_ATTRS: Record<string, string> = {
  a: 'href',
  area: 'href',
  link: 'href',
  script: 'src',
  img: 'src',
  source: 'src',
  iframe: 'src',
  video: 'src',
  audio: 'src',
};

/** Elements whose content is raw text, never tags. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp']);

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0'};
const decodeEntities = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#')
      return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
    return ENTITIES[e.toLowerCase()] ?? m;
  });

export interface ScannedElement {
  tag: string;
  attrs: Record<string, string>;
  /** The text of a raw-text element (script, style, title). */
  text?: string;
}

/**
 * The start tags of an HTML document with their attributes, in order. A tokenizer, not a tree
 * builder: ids and links are attributes, and a tree builder's error recovery (node-html-parser
 * drops elements on some of the big reference pages) must not hide them.
 */
export function* scanElements(html: string): Generator<ScannedElement> {
  const tagRe = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<![^>]*>|<\/[^>]*>|<([a-zA-Z][^\s/>]*)/g;
  const attrRe = /\s*([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?|\s*\/(?!>)/y;
  const endRe = /\s*\/?>/y;
  let m: RegExpExecArray | null;
  while ((m = tagRe.exec(html))) {
    if (!m[1]) continue;
    const tag = m[1].toLowerCase();
    const attrs: Record<string, string> = {};
    let pos = tagRe.lastIndex;
    for (;;) {
      endRe.lastIndex = pos;
      if (endRe.test(html)) {
        pos = endRe.lastIndex;
        break;
      }
      attrRe.lastIndex = pos;
      const a = attrRe.exec(html);
      if (!a || attrRe.lastIndex === pos) throw new Error(`Unreadable tag <${tag}> at ${pos}`);
      pos = attrRe.lastIndex;
      if (a[1]) {
        const name = a[1].toLowerCase();
        if (!(name in attrs)) attrs[name] = decodeEntities(a[2] ?? a[3] ?? a[4] ?? '');
      }
    }
    let text: string | undefined;
    if (RAW_TEXT.has(tag)) {
      const closeRe = new RegExp(`</${tag}`, 'gi');
      closeRe.lastIndex = pos;
      const stop = closeRe.exec(html)?.index ?? html.length;
      text = html.slice(pos, stop);
      pos = stop;
    }
    tagRe.lastIndex = pos;
    yield {tag, attrs, ...(text !== undefined && {text})};
  }
}

export function readPage(route: string): BuiltPage {
  const ids = new Set<string>();
  const links: PageLink[] = [];
  const inlineHandlers: string[] = [];
  let robots: string | undefined;
  let canonical: string | undefined;
  let title = '';
  for (const {tag, attrs, text} of scanElements(readBuild(htmlPathOf(route)))) {
    if (attrs.id !== undefined) ids.add(attrs.id);
    for (const [name, value] of Object.entries(attrs)) {
      if (/^on[a-z]+$/.test(name)) inlineHandlers.push(`<${tag} ${name}>`);
      if (/^(href|src|action|formaction)$/.test(name) && /^\s*javascript:/i.test(value))
        inlineHandlers.push(`<${tag} ${name}="${value}">`);
    }
    const linkAttr = LINK_ATTRS[tag];
    if (linkAttr && attrs[linkAttr] !== undefined) {
      links.push({
        where: tag === 'link' ? `<link rel=${attrs.rel ?? ''}>` : `<${tag} ${linkAttr}>`,
        value: attrs[linkAttr],
      });
    }
    if (tag === 'img' && attrs.srcset) {
      for (const part of attrs.srcset.split(','))
        links.push({where: '<img srcset>', value: part.trim().split(/\s+/)[0]!});
    }
    if (tag === 'meta' && attrs.name === 'robots') robots = attrs.content;
    if (tag === 'link' && attrs.rel === 'canonical') canonical = attrs.href;
    if (tag === 'title' && !title) title = decodeEntities(text ?? '');
  }
  return {route, ids, links, robots, canonical, title, inlineHandlers};
}

export interface LinkReport {
  checked: number;
  /** Links to no file or route, or to an id the target page lacks. */
  broken: string[];
  /** Links to the other slash form of a route: they work, through a 301. */
  redirected: string[];
}

/**
 * Resolves every internal link of the pages the way a case-sensitive static server does: to a
 * page route (with its #anchor among that page's ids) or to a file of the build, exactly.
 */
export function checkLinks(
  pages: ReadonlyMap<string, BuiltPage>,
  files: ReadonlySet<string>,
  origin: string,
): LinkReport {
  const report: LinkReport = {checked: 0, broken: [], redirected: []};
  for (const [route, page] of pages) {
    const base = new URL(route, origin);
    for (const {where, value} of page.links) {
      const v = value.trim();
      if (v === '' || /^(mailto|tel|data):/i.test(v)) continue;
      let url: URL;
      try {
        url = new URL(v, base);
      } catch {
        report.broken.push(`${route}: ${where} "${v}" is not a URL`);
        continue;
      }
      if (url.origin !== origin) continue; // leaves the site
      report.checked++;
      const target = decodeURIComponent(url.pathname);
      const fragment = decodeURIComponent(url.hash.slice(1));
      const other = target === '/' ? undefined : target.endsWith('/') ? target.slice(0, -1) : `${target}/`;
      if (pages.has(target)) {
        if (fragment && !pages.get(target)!.ids.has(fragment))
          report.broken.push(`${route}: ${where} "${v}": no id "${fragment}" on ${target}`);
      } else if (files.has(target)) {
        if (fragment && target.endsWith('.html'))
          report.broken.push(`${route}: ${where} "${v}": an anchor into a file`);
      } else if (other && pages.has(other)) {
        report.redirected.push(`${route}: ${where} "${v}" → ${other}`);
      } else {
        report.broken.push(`${route}: ${where} "${v}" resolves to nothing (${target})`);
      }
    }
  }
  return report;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const agent = new http.Agent({keepAlive: true, maxSockets: 8});

/** One request, headers and body as sent (no decompression, no redirects followed). */
export function request(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, {method, headers, agent}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks)}));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The build served by nginx with deploy/nginx/ for the tests of a file; stopped after them. */
export function useNginx(): () => Promise<RunningNginx> {
  let started: Promise<RunningNginx> | undefined;
  after(async () => {
    agent.destroy();
    if (started) await (await started).close();
  });
  return () => (started ??= freePort().then((port) => startNginx({buildDir: BUILD_DIR, port})));
}
