/**
 * Splits Docusaurus's route tree for the browser (see ./runtime.ts): a route whose children are
 * many exact pages with plain paths (the docs' ~1,000 pages) keeps them out of main.js; each
 * section (the first path segment below the route, `<docs>/<section>/…`) becomes a chunk with its
 * pages' routes, their route chunk names and the chunk registry entries only they use.
 */
import type {RouteData} from './runtime';
import {sectionKey} from './sectionKey';

/** A route as routes.js writes it, its component reduced to the route hash. */
export interface ParsedRoute {
  path: string;
  hash: string | null;
  properties: Record<string, unknown>;
  routes?: ParsedRoute[];
}

const WHERE = 'src/plugins/routeTables/sections.ts';

/**
 * The route tree of Docusaurus's generated routes.js (`export default [...]` of route objects
 * whose component is `ComponentCreator(path, hash)`), read by running the file with a
 * ComponentCreator that returns its arguments.
 */
export function parseRoutes(routesJs: string): ParsedRoute[] {
  const body = routesJs
    .replace("import React from 'react';", '')
    .replace("import ComponentCreator from '@docusaurus/ComponentCreator';", '')
    .replace('export default', 'return');
  if (/\bimport\b|\bexport\b/.test(body)) {
    throw new Error(`${WHERE}: routes.js has imports or exports this parser does not know; adapt ${WHERE}.`);
  }
  const creator = (path: string, hash?: string) => ({creator: [path, hash ?? null]});
  let tree: unknown;
  try {
    tree = new Function('ComponentCreator', body)(creator);
  } catch (error) {
    throw new Error(`${WHERE}: routes.js could not be read (${String(error)}); adapt ${WHERE}.`, {cause: error});
  }
  const toRoute = (value: unknown): ParsedRoute => {
    const {path, component, routes, ...properties} = value as Record<string, unknown>;
    const made = (component as {creator?: [string, string | null]} | undefined)?.creator;
    if (typeof path !== 'string' || !made || made[0] !== path) {
      throw new Error(`${WHERE}: a route of routes.js is not {path, component: ComponentCreator(path, hash), …}.`);
    }
    return {
      path,
      hash: made[1],
      properties,
      ...(Array.isArray(routes) && {routes: routes.map(toRoute)}),
    };
  };
  if (!Array.isArray(tree)) throw new Error(`${WHERE}: routes.js does not export an array.`);
  return tree.map(toRoute);
}

/** Below this many pages a route keeps its children in main.js. */
export const MIN_SPLIT = 100;

/** Whether a route's children are plain exact pages, numerous enough to load per section. */
function splittable(route: ParsedRoute): route is ParsedRoute & {routes: ParsedRoute[]} {
  const prefix = childPrefix(route.path);
  return (
    (route.routes?.length ?? 0) >= MIN_SPLIT &&
    route.routes!.every(
      (child) =>
        !child.routes &&
        child.properties.exact === true &&
        /^[^:*()?+]*$/.test(child.path) &&
        child.path.toLowerCase().startsWith(prefix.toLowerCase()),
    )
  );
}

export const childPrefix = (path: string): string => (path.endsWith('/') ? path : `${path}/`);

/** A section with more pages than this is split by its next path segment. */
export const MAX_SECTION = 120;

/**
 * The pages of a split route by section (./sectionKey.ts), and the sections split one level
 * deeper because they had more than MAX_SECTION pages.
 */
export function sectionsOf(
  prefix: string,
  pages: readonly ParsedRoute[],
): {sections: Map<string, ParsedRoute[]>; deeper: Set<string>} {
  const deeper = new Set<string>();
  for (;;) {
    const sections = new Map<string, ParsedRoute[]>();
    for (const page of pages) {
      const key = sectionKey(page.path.slice(prefix.length), deeper);
      if (!sections.has(key)) sections.set(key, []);
      sections.get(key)!.push(page);
    }
    // A key whose pages all end at it (no further segment) cannot be split.
    const large = [...sections].filter(
      ([key, group]) =>
        group.length > MAX_SECTION && group.some((p) => p.path.slice(prefix.length).toLowerCase() !== key),
    );
    if (large.length === 0) return {sections, deeper};
    for (const [key] of large) deeper.add(key);
  }
}

export interface SplitRoutes {
  /** The tree main.js holds, split routes' children as `{split: n}`. */
  tree: RouteData[];
  /** Per split route: its prefix, its pages by section and the sections split deeper. */
  splits: Array<{prefix: string; sections: Map<string, ParsedRoute[]>; deeper: Set<string>}>;
}

export function splitRoutes(routes: readonly ParsedRoute[]): SplitRoutes {
  const splits: SplitRoutes['splits'] = [];
  const toData = (route: ParsedRoute): RouteData => {
    const data = routeData(route);
    if (route.routes && splittable(route)) {
      const prefix = childPrefix(route.path);
      data.routes = {split: splits.length};
      splits.push({prefix, ...sectionsOf(prefix, route.routes)});
    } else if (route.routes) {
      data.routes = route.routes.map(toData);
    }
    return data;
  };
  return {tree: routes.map(toData), splits};
}

/** A route's own data (path, route hash, properties), as main.js or its section's chunk holds it. */
export function routeData(route: ParsedRoute): RouteData {
  return {path: route.path, component: route.hash, ...route.properties};
}
