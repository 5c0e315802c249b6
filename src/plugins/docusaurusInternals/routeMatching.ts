/**
 * react-router-config's `matchRoutes` and `renderRoutes`, with the same results, in time that does
 * not grow with the number of routes. Put in place of react-router-config by an alias
 * (./bundler.ts `replaceRouteMatching`), in the server and the browser bundles; Docusaurus's
 * `@docusaurus/renderRoutes` re-exports it.
 *
 * React Router tries a list of routes in order, one path pattern at a time: for each of the site's
 * ~1,000 pages, Docusaurus matched the location against the doc routes four times (the preload,
 * `normalizeLocation`, the `<Switch>` of the docs root over 1,000 `<Route>` elements built for the
 * purpose, and the docs root's own lookup); in the static-site generation that was about a sixth of
 * each worker's time (bench/README.md, "npm run bench:build", session 18).
 *
 * Here each list of routes is indexed once (`routeIndex`): the routes whose path is plain text
 * and that match exactly, neither strict nor case-sensitive (all doc pages), by their path as
 * React Router compares it (case-insensitive, one trailing slash optional); the others in their
 * order. A location's first match is the indexed route of its path unless one of the others comes
 * before it and matches. React Router's own `matchPath` then confirms the match and builds it, so
 * the match objects are React Router's. A path or location outside ASCII goes the linear way.
 */
import {createElement, type ComponentType, type ReactNode} from 'react';
import {
  Route,
  Switch,
  matchPath,
  useLocation,
  useRouteMatch,
  type RouteComponentProps,
  type SwitchProps,
  type match as Match,
} from 'react-router';
import type {MatchedRoute, RouteConfig, RouteConfigComponentProps} from 'react-router-config';

export type {MatchedRoute, RouteConfig, RouteConfigComponentProps};

/** A path React Router reads as text alone: none of path-to-regexp's tokens or modifiers, ASCII. */
const PLAIN_PATH = /^[\x20-\x7e]*$/;
const PATTERN_CHARACTERS = /[\\:()*?+]/;

/** A plain path as React Router compares it, non-strict and case-insensitive: lower case, one trailing slash off. */
function comparable(path: string): string {
  return (path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase();
}

interface RouteIndex {
  /** The first route of each comparable path, among the plain, exact, non-strict, case-insensitive routes. */
  byPath: Map<string, number>;
  /** Every other route's position, in order. */
  others: number[];
  /** How many routes the list had when indexed. */
  length: number;
}

const indexes = new WeakMap<readonly RouteConfig[], RouteIndex>();

function indexable(route: RouteConfig): route is RouteConfig & {path: string} {
  const {path} = route;
  if (typeof path !== 'string' || path === '' || !route.exact || route.strict || route.sensitive) return false;
  if (!PLAIN_PATH.test(path) || PATTERN_CHARACTERS.test(path)) return false;
  // A path with two trailing slashes keeps one in its pattern: not one comparable string.
  return !comparable(path).endsWith('/');
}

/**
 * The index of a route list, built on first use and again when the list has grown: in the browser,
 * the route-table plugin appends a section's doc routes to their parent's list when the section
 * loads (src/plugins/routeTables/runtime.ts); route lists are never changed otherwise.
 */
export function routeIndex(routes: readonly RouteConfig[]): RouteIndex {
  let index = indexes.get(routes);
  if (!index || index.length !== routes.length) {
    index = {byPath: new Map(), others: [], length: routes.length};
    for (const [i, route] of routes.entries()) {
      if (!indexable(route)) index.others.push(i);
      else if (!index.byPath.has(comparable(route.path))) index.byPath.set(comparable(route.path), i);
    }
    indexes.set(routes, index);
  }
  return index;
}

/**
 * The position of the first route of `routes` that `matchOf` matches, and its match, as a loop
 * over all of them in order would find; `matchOf` is called for the others before the candidate
 * and for the candidate only.
 */
function firstMatch(
  routes: readonly RouteConfig[],
  pathname: string,
  matchOf: (route: RouteConfig) => Match | null,
): {position: number; match: Match} | undefined {
  const {byPath, others} = routeIndex(routes);
  const candidate = PLAIN_PATH.test(pathname) ? byPath.get(comparable(pathname)) : undefined;
  const linear = candidate === undefined && !PLAIN_PATH.test(pathname);
  const positions = linear ? routes.keys() : others;
  for (const position of positions) {
    if (candidate !== undefined && position > candidate) break;
    const match = matchOf(routes[position]!);
    if (match) return {position, match};
  }
  if (candidate === undefined) return undefined;
  const match = matchOf(routes[candidate]!);
  // React Router always agrees with the index; were it not to, the loop decides.
  if (match) return {position: candidate, match};
  for (const [position, route] of routes.entries()) {
    const other = matchOf(route);
    if (other) return {position, match: other};
  }
  return undefined;
}

/** The first of `routes` whose own path matches, as `routes.find((route) => matchPath(pathname, route))` finds it. */
export function findMatchingRoute(routes: readonly RouteConfig[], pathname: string): RouteConfig | undefined {
  const found = firstMatch(routes, pathname, (route) => matchPath(pathname, route));
  return found ? routes[found.position] : undefined;
}

/** The root match React Router gives a location outside any route's path (`Router.computeRootMatch`). */
function rootMatch(pathname: string): Match {
  return {path: '/', url: '/', params: {}, isExact: pathname === '/'};
}

/** react-router-config's `matchRoutes`: the branch of nested routes a pathname matches, outermost first. */
export function matchRoutes<Params extends Record<string, string> = Record<string, string>>(
  routes: RouteConfig[],
  pathname: string,
  branch: MatchedRoute<Params>[] = [],
): MatchedRoute<Params>[] {
  const parent = branch.length > 0 ? branch[branch.length - 1]!.match : undefined;
  const found = firstMatch(routes, pathname, (route) =>
    route.path ? matchPath(pathname, route) : (parent ?? rootMatch(pathname)),
  );
  if (found) {
    const route = routes[found.position]!;
    branch.push({route, match: found.match as Match<Params>});
    if (route.routes) matchRoutes(route.routes, pathname, branch);
  }
  return branch;
}

/** The `<Route>` react-router-config's `renderRoutes` renders for a route. */
function routeElement(route: RouteConfig, position: number, extraProps: object): ReactNode {
  return createElement(Route, {
    // react-router-config's key: an empty one falls back to the position too.
    key: route.key || position,
    path: route.path,
    exact: route.exact,
    strict: route.strict,
    render: (props: RouteComponentProps) =>
      route.render
        ? route.render({...props, ...extraProps, route} as RouteConfigComponentProps)
        : route.component
          ? createElement(route.component as ComponentType<RouteConfigComponentProps>, {...props, ...extraProps, route})
          : null,
  });
}

interface MatchedRouteSwitchProps {
  routes: RouteConfig[];
  extraProps: object;
  switchProps: Omit<SwitchProps, 'children'>;
}

/**
 * The `<Switch>` of react-router-config's `renderRoutes`, given only the route it would pick: the
 * first whose path matches the location as `<Switch>` matches it (path, exact, strict), or, for a
 * route without a path, the enclosing match.
 */
function MatchedRouteSwitch({routes, extraProps, switchProps}: MatchedRouteSwitchProps): ReactNode {
  const routerLocation = useLocation();
  const enclosing = useRouteMatch();
  const {pathname} = switchProps.location ?? routerLocation;
  const found = firstMatch(routes, pathname, (route) =>
    route.path ? matchPath(pathname, {path: route.path, exact: route.exact, strict: route.strict}) : enclosing,
  );
  return createElement(
    Switch,
    switchProps,
    found ? routeElement(routes[found.position]!, found.position, extraProps) : null,
  );
}

/** react-router-config's `renderRoutes`: the routes as a `<Switch>`, which renders the first that matches. */
export function renderRoutes(
  routes: RouteConfig[] | undefined,
  extraProps: object = {},
  switchProps: MatchedRouteSwitchProps['switchProps'] = {},
): ReactNode {
  return routes ? createElement(MatchedRouteSwitch, {routes, extraProps, switchProps}) : null;
}
