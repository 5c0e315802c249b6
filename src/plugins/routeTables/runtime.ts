/**
 * The browser's side of the sectioned route tables (./compact.ts, ./sections.ts). main.js holds the route tree
 * without the ~1,000 doc pages; each section's pages (their routes, chunk names and chunk
 * registry entries) are a chunk of their own, loaded before a page of that section is rendered:
 * on the first load and on every navigation, Docusaurus awaits `preload(pathname)` before it
 * renders a location, and ./preload.ts (in place of Docusaurus's) calls loadRoutesFor first.
 */
import ComponentCreator from '@docusaurus/ComponentCreator';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import type {RouteConfig} from '../docusaurusInternals/preload';
import {sectionKey} from './sectionKey';

/** A route as the tables write it: its component's route hash in place of the component. */
export type RouteData = {
  path: string;
  component: string | null;
  routes?: RouteData[] | {split: number};
  [property: string]: unknown;
};

/** A section's chunk: its pages' routes, route chunk names and chunk registry entries. */
export interface SectionModule {
  routes: RouteData[];
  chunkNames: typeof routesChunkNames;
  registry: typeof registry;
}

/** A route whose children are loaded per section: `<docs>/<section>/…` → sections[section]. */
export interface SplitSpec {
  prefix: string;
  /** Sections split by their next path segment (./sectionKey.ts). */
  deeper: readonly string[];
  sections: Record<string, () => Promise<SectionModule>>;
}

interface Split extends Omit<SplitSpec, 'deeper'> {
  deeper: ReadonlySet<string>;
  /** The children array the route tree holds; sections are appended as they load. */
  routes: RouteConfig[];
  loading: Map<string, Promise<void>>;
}

const splits: Split[] = [];

function build(data: RouteData, specs: readonly SplitSpec[]): RouteConfig {
  const {component, routes, ...rest} = data;
  const route: RouteConfig = {...rest, component: ComponentCreator(data.path, component ?? '')};
  if (Array.isArray(routes)) {
    route.routes = routes.map((r) => build(r, specs));
  } else if (routes) {
    const spec = specs[routes.split];
    if (!spec) throw new Error(`src/plugins/routeTables: no split ${routes.split} for ${data.path}`);
    const split: Split = {...spec, deeper: new Set(spec.deeper), routes: [], loading: new Map()};
    splits.push(split);
    route.routes = split.routes;
  }
  return route;
}

/** The route tree main.js holds; the children of split routes start empty. */
export function buildRoutes(data: readonly RouteData[], specs: readonly SplitSpec[]): RouteConfig[] {
  return data.map((d) => build(d, specs));
}

/** Loads (once) the section of the route tree that `pathname` falls in, if it is in a split route. */
export function loadRoutesFor(pathname: string): Promise<void> {
  const lower = pathname.toLowerCase();
  const split = splits.find((s) => lower.startsWith(s.prefix.toLowerCase()));
  if (!split) return Promise.resolve();
  const section = sectionKey(lower.slice(split.prefix.length), split.deeper);
  const load = split.sections[section];
  if (!load) return Promise.resolve();
  let loading = split.loading.get(section);
  if (!loading) {
    loading = load().then(
      (m) => {
        Object.assign(registry, m.registry);
        Object.assign(routesChunkNames, m.chunkNames);
        split.routes.push(...m.routes.map((r) => build(r, [])));
      },
      (error: unknown) => {
        split.loading.delete(section);
        throw error;
      },
    );
    split.loading.set(section, loading);
  }
  return loading;
}
