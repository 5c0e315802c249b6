/**
 * Where a page's Markdown twin lives. Shared by the build plugin that writes
 * the twins and by the page actions that link to them, so the two agree.
 *
 * Rule: the page's route without its trailing slash, plus `.md`.
 *   <docs>/loading/StreamLoad   → <docs>/loading/StreamLoad.md
 *   <docs>/loading/             → <docs>/loading.md      (a category landing)
 *   <docs>/category/reference   → <docs>/category/reference.md
 */
export function twinPath(permalink: string): string {
  const path = permalink.split(/[?#]/)[0]!.replace(/\/+$/, '');
  if (path === '') throw new Error(`No Markdown twin for the site root (${permalink})`);
  return `${path}.md`;
}

/** `https://host` + `/baseUrl/path`, without a doubled slash. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}
