/**
 * The links of an article kept as server HTML are plain <a> elements, not <Link>s: without this, a
 * click would load the whole next page. One listener on the article does what <Link> does: a plain
 * click on a link to another route of the site goes through the router (the page changes without
 * a reload), and pointing at, focusing or touching such a link preloads its route.
 */
import {preloadRoute} from '@site/src/plugins/docusaurusInternals/clientGlobal';

/** The in-site route an anchor leads to (path, query and hash), or null for anything else. */
export function inSiteRoute(anchor: HTMLAnchorElement, here: Location): string | null {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, here.href);
  if (url.origin !== here.origin) return null;
  // A file (a Markdown twin, llms.txt, an image) is not a route: the browser opens it.
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return null;
  // Another place on this page: the browser scrolls to it, as it does with <Link>.
  if (url.pathname === here.pathname && url.search === here.search && url.hash) return null;
  return url.pathname + url.search + url.hash;
}

const anchorOf = (event: Event): HTMLAnchorElement | null =>
  event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;

/** Listens on `article`; returns the function that stops listening. */
export function followInSiteLinks(article: HTMLElement, push: (route: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = anchorOf(event);
    // An island's own links are its own: React handles them.
    if (!anchor || anchor.closest('[data-island]')) return;
    const route = inSiteRoute(anchor, window.location);
    if (route === null) return;
    event.preventDefault();
    push(route);
  };
  const preloaded = new Set<string>();
  const onIntent = (event: Event) => {
    const anchor = anchorOf(event);
    const route = anchor && inSiteRoute(anchor, window.location)?.replace(/[?#].*$/, '');
    if (!route || preloaded.has(route)) return;
    preloaded.add(route);
    preloadRoute(route);
  };
  article.addEventListener('click', onClick);
  for (const type of ['mouseover', 'focusin', 'touchstart'] as const)
    article.addEventListener(type, onIntent, {passive: true});
  return () => {
    article.removeEventListener('click', onClick);
    for (const type of ['mouseover', 'focusin', 'touchstart'] as const) article.removeEventListener(type, onIntent);
  };
}
