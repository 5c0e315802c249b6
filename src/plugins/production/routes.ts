/**
 * One URL per page. Docusaurus keeps each route as its source gives it (trailingSlash unset):
 * a folder's landing ends in "/" (<docs>/loading/), every other page does not
 * (<docs>/loading/StreamLoad), and both are written as <route>/index.html. A server therefore
 * cannot tell the canonical form from the files; the build lists, for every page, the other
 * slash form and the route it redirects to (301).
 */

export interface SlashRedirect {
  from: string;
  to: string;
}

/** Characters that a route must not contain to be written into the server configurations. */
const UNSAFE = /["'\\$;{}\s#?%]/;

/** Routes that are pages (not files such as /404.html or /sitemap.xml). */
export function pageRoutes(routesPaths: readonly string[]): string[] {
  return [...new Set(routesPaths)].filter((r) => r.startsWith('/') && !/\.[a-z0-9]+$/i.test(r)).sort();
}

/** The other slash form of a route: /a/ ↔ /a. The root has none. */
export function otherSlashForm(route: string): string | undefined {
  if (route === '/') return undefined;
  return route.endsWith('/') ? route.slice(0, -1) : `${route}/`;
}

/** For every page route, a 301 from its other slash form, unless that form is a route itself. */
export function slashRedirects(routesPaths: readonly string[]): SlashRedirect[] {
  const routes = pageRoutes(routesPaths);
  const known = new Set(routes);
  const redirects: SlashRedirect[] = [];
  for (const route of routes) {
    if (UNSAFE.test(route))
      throw new Error(`Route ${JSON.stringify(route)} has a character the server configuration cannot hold.`);
    const from = otherSlashForm(route);
    if (from && !known.has(from)) redirects.push({from, to: route});
  }
  return redirects;
}
