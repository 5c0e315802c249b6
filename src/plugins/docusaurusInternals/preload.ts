/**
 * Docusaurus's client `preload` (core's lib/client/preload.js: find the routes a pathname matches
 * and load their components), rebuilt with a step before it, for a module that replaces core's
 * (./bundler.ts clientPreloadReplacement). Browser side. The first render, every navigation and
 * the preload on hover all await it. Route matching is react-router-config's, as in core.
 */
import routes from '@generated/routes';
import {matchRoutes, type RouteConfig} from 'react-router-config';

export type {RouteConfig};

/**
 * Resolves in a task of its own (a message to itself: not throttled in a background tab, as a
 * timer would be).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Core's preload after `before`, in steps of their own tasks: `before`'s result, then each matched
 * route's chunks. Starting a chunk's download costs the main thread ~1-2 ms (a script element
 * appended), and a doc page's first load starts a dozen: in one task with the route matching, that
 * was one of the page's long tasks (62-129 ms at Lighthouse's 4× slowdown on FE configuration).
 */
export function preloadAfter(before: (pathname: string) => Promise<void>): (pathname: string) => Promise<unknown[]> {
  return async function preload(pathname) {
    const paths = [...new Set([pathname, decodeURI(pathname)])];
    await Promise.all(paths.map(before));
    await nextTask();
    const loads: unknown[] = [];
    for (const match of paths.flatMap((p) => matchRoutes(routes, p))) {
      loads.push(match.route.component.preload?.());
      await nextTask();
    }
    return Promise.all(loads);
  };
}
