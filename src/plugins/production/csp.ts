/**
 * The Content-Security-Policy of the site. Scripts run only from the site's own files and from
 * the inline scripts the build emits, each allowed by its sha256 hash (never 'unsafe-inline');
 * the search engine runs in a same-origin Web Worker; React's server-rendered `style`
 * attributes need 'unsafe-inline' for styles.
 */
import crypto from 'node:crypto';

/** MIME types (and the empty type) under which a browser executes a script element. */
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-javascript',
  'text/ecmascript',
]);

/** Value of an attribute in a tag's attribute text, or undefined when absent. */
function attribute(attrs: string, name: string): string | undefined {
  const re = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=\\s|/|$)`, 'i');
  const m = re.exec(attrs);
  if (!m) return undefined;
  return m[2] ?? m[3] ?? m[4] ?? '';
}

/**
 * The text of every inline script of an HTML document that a browser would execute
 * (no `src`, no data type such as application/ld+json), exactly as the browser hashes it.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi)) {
    const attrs = m[1]!;
    if (attribute(attrs, 'src') !== undefined) continue;
    const type = (attribute(attrs, 'type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    // The HTML parser turns CR LF and lone CR into LF before the browser hashes the text.
    scripts.push(m[2]!.replace(/\r\n?/g, '\n'));
  }
  return scripts;
}

/** CSP source expression of a script text: 'sha256-<base64>'. */
export function scriptHash(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The policy's directives, in the order they are written. */
export function cspDirectives(scriptHashes: readonly string[]): [string, string[]][] {
  const hashes = [...new Set(scriptHashes)].sort();
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

/** The Content-Security-Policy header value for these script hashes. */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return cspDirectives(scriptHashes)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
