/**
 * Docusaurus's client `preload` (core's lib/client/preload.js: find the routes a pathname matches
 * and load their components), rebuilt with a step before it, for a module that replaces core's
 * (./bundler.ts clientPreloadReplacement). Browser side. The first render, every navigation and
 * the preload on hover all await it. Route matching is react-router-config's, as in core.
 */
import routes from '@generated/routes';
import {matchRoutes, type RouteConfig} from 'react-router-config';

export type {RouteConfig};

export function preloadAfter(before: (pathname: string) => Promise<void>): (pathname: string) => Promise<unknown[]> {
  return async function preload(pathname) {
    const paths = [...new Set([pathname, decodeURI(pathname)])];
    await Promise.all(paths.map(before));
    const matches = paths.flatMap((p) => matchRoutes(routes, p));
    return Promise.all(matches.map((match) => match.route.component.preload?.()));
  };
}
