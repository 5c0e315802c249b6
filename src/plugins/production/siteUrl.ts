/**
 * The site's `url` (scheme and host of every canonical tag, `og:url`, sitemap entry and the
 * robots.txt sitemap line), read from the environment:
 *
 *   SITE_URL   scheme and host the site is published at, e.g. https://docs.example.org
 *              (no path: the site is served from the root). Default for local builds: the
 *              placeholder https://docs.starrocks.example (pages link each other by path, so
 *              a local build works wherever it is served; only absolute URLs carry the host).
 *   DEPLOY=1   marks a deploy build. Together with NODE_ENV=production (which
 *              `docusaurus build` sets itself) SITE_URL becomes mandatory, must be https
 *              and must name a real host: a local, reserved or placeholder host is refused,
 *              so a build that would publish wrong canonical URLs never leaves the machine.
 */

/** The placeholder host of local builds, which a deploy build refuses. */
export const PLACEHOLDER_HOST = 'docs.starrocks.example';

/** The site URL of a local build (SITE_URL unset). */
export const LOCAL_SITE_URL = `https://${PLACEHOLDER_HOST}`;

/** Hosts and domains that can never be a published site (RFC 2606, RFC 6761 and loopback). */
const RESERVED_DOMAINS = [
  'example',
  'test',
  'invalid',
  'localhost',
  'local',
  'internal',
  'example.com',
  'example.net',
  'example.org',
];

export interface SiteUrlEnv {
  SITE_URL?: string;
  DEPLOY?: string;
  NODE_ENV?: string;
}

/** True when DEPLOY asks for a deploy build; refuses values that are neither on nor off. */
export function deployFlag(value: string | undefined): boolean {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === '0' || v === 'false') return false;
  if (v === '1' || v === 'true') return true;
  throw new Error(`DEPLOY must be 1 (deploy build) or 0, not "${value}".`);
}

/** Why a host cannot be published, or undefined when it can. */
export function placeholderReason(hostname: string): string | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === PLACEHOLDER_HOST) return 'it is the placeholder host of local builds';
  const reserved = RESERVED_DOMAINS.find((d) => host === d || host.endsWith(`.${d}`));
  if (reserved) return `it is a local or reserved name (${reserved})`;
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host) || host.startsWith('[')) {
    return 'it is an IP address, not the name readers and search engines will use';
  }
  if (!host.includes('.')) return 'it is not a fully qualified domain name';
  return undefined;
}

/** Is this a deploy build (DEPLOY=1 during a production build)? */
export function isDeployBuild(env: SiteUrlEnv): boolean {
  return deployFlag(env.DEPLOY) && env.NODE_ENV === 'production';
}

/**
 * The `url` of the Docusaurus configuration: an origin without a trailing slash.
 * Throws with the reason when SITE_URL is malformed, or, in a deploy build, missing,
 * not https or a placeholder.
 */
export function resolveSiteUrl(env: SiteUrlEnv): string {
  const deploy = isDeployBuild(env);
  const raw = env.SITE_URL?.trim();
  if (!raw) {
    if (deploy) {
      throw new Error(
        'DEPLOY=1: set SITE_URL to the https address the site is published at, e.g. SITE_URL=https://docs.example.org',
      );
    }
    return LOCAL_SITE_URL;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL is not an absolute URL: "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`SITE_URL must be http(s): "${raw}"`);
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`SITE_URL is scheme and host only (the site is served from the root of its host): "${raw}"`);
  }
  if (deploy) {
    if (url.protocol !== 'https:') throw new Error(`DEPLOY=1: SITE_URL must be https, not "${raw}"`);
    const reason = placeholderReason(url.hostname);
    if (reason) throw new Error(`DEPLOY=1: SITE_URL "${raw}" cannot be published: ${reason}.`);
  }
  return url.origin;
}
