/**
 * The door's route matching (src/plugins/docusaurusInternals/routeMatching.ts) gives what
 * react-router-config gives: the same branch of routes and matches for every location, and the same
 * rendered route, on a route tree shaped like the site's (a manual root over many plain exact pages)
 * with the routes that break an index (parameters, wildcards, strict, case-sensitive, pathless,
 * non-exact, duplicates, trailing slashes, non-ASCII).
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import {createElement, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {StaticRouter, matchPath} from 'react-router';
import {
  findMatchingRoute,
  matchRoutes,
  renderRoutes,
  routeIndex,
  type RouteConfig,
  type RouteConfigComponentProps,
} from '../../src/plugins/docusaurusInternals/routeMatching';
import * as original from '../../src/plugins/docusaurusInternals/originals';

/** A route's component: its path, its match, and its child routes rendered as the docs root does. */
function Shows({route, match}: RouteConfigComponentProps): ReactNode {
  return createElement(
    'div',
    {'data-path': String(route?.path)},
    JSON.stringify(match),
    route?.routes ? (route.routes === docPages ? ours.current : original.renderRoutes)(route.routes) : null,
  );
}
const ours: {current: typeof renderRoutes} = {current: renderRoutes};

const page = (path: string, extra: Partial<RouteConfig> = {}): RouteConfig => ({
  path,
  exact: true,
  component: Shows,
  ...extra,
});
const docPages: RouteConfig[] = [
  page('/manual/tags/:tag'),
  ...Array.from({length: 300}, (_, i) => page(`/manual/section-${i % 7}/page-${i}`)),
  page('/manual/Case/Sensitive', {sensitive: true}),
  page('/manual/strict/', {strict: true}),
  page('/manual/section-1/page-1'),
  page('/manual/dots/v3.5.md'),
  page('/manual/trailing/'),
  page('/manual/double//'),
  page('/manual/prefix', {exact: false}),
  page('/manual/prefix/inner'),
  page('/manual/optional/:part?'),
  page('/manual/wild/*'),
  page('/manual/ünïcode'),
  page('/manual/plus+sign'),
  page('/manual/array-a', {path: ['/manual/array-a', '/manual/array-b']}),
  page('/manual/'),
  {component: Shows, key: 'pathless'},
];
const routes: RouteConfig[] = [
  page('/'),
  page('/search'),
  page('/manual/section-2/page-2', {exact: false, key: ''}),
  {path: '/manual', component: Shows, routes: [{path: '/manual', component: Shows, routes: docPages}]},
  {path: '*', component: Shows},
];

const pathnames = [
  '',
  '/',
  '/search',
  '/SEARCH/',
  '/manual',
  '/manual/',
  '/nowhere',
  ...docPages.flatMap((route) => {
    const paths = [route.path ?? '/manual/none'].flat();
    return paths.flatMap((p) => [
      p,
      `${p}/`,
      p.toUpperCase(),
      `${p}//`,
      p.replace(/\/$/, ''),
      `${p}/index.html`,
      `${p}x`,
    ]);
  }),
  '/manual/tags/sql',
  '/manual/Case/Sensitive',
  '/manual/case/sensitive',
  '/manual/strict',
  '/manual/double/',
  '/manual/prefix/inner',
  '/manual/prefix/other',
  '/manual/optional',
  '/manual/optional/x',
  '/manual/wild/a/b',
  '/manual/%C3%BCn%C3%AFcode',
  '/manual/ÜNÏCODE',
  '/manual/section-2/page-2/deeper',
  '/manual/section-1/PAGE-1',
  '/manual/dots/v3x5.md',
];

test('matchRoutes gives react-router-config’s branch for every location', () => {
  for (const pathname of pathnames) {
    const expected = original.matchRoutes(routes, pathname);
    const actual = matchRoutes(routes, pathname);
    assert.equal(actual.length, expected.length, pathname);
    actual.forEach((m, i) => {
      assert.equal(m.route, expected[i]!.route, `${pathname}: route ${i}`);
      assert.deepEqual(m.match, expected[i]!.match, `${pathname}: match ${i}`);
    });
  }
});

test('renderRoutes renders the route react-router-config’s renders, with the same match', () => {
  const render = (fn: typeof renderRoutes, pathname: string) => {
    ours.current = fn;
    return renderToStaticMarkup(createElement(StaticRouter, {location: pathname}, fn(routes)));
  };
  for (const pathname of pathnames) {
    assert.equal(render(renderRoutes, pathname), render(original.renderRoutes, pathname), pathname);
  }
  ours.current = renderRoutes;
});

test('findMatchingRoute finds the route the docs root’s find over matchPath finds', () => {
  for (const pathname of pathnames) {
    assert.equal(
      findMatchingRoute(docPages, pathname),
      docPages.find((route) => matchPath(pathname, route)),
      pathname,
    );
  }
});

test('a route list that grows after it was indexed is indexed again (a section of doc routes loaded later)', () => {
  const list: RouteConfig[] = [page('/manual/early'), {path: '*', component: Shows}];
  const catchAll = list[1]!;
  assert.equal(findMatchingRoute(list, '/manual/late'), catchAll);
  assert.equal(matchRoutes(list, '/manual/late')[0]!.route, catchAll);
  const late = page('/manual/late');
  list.unshift(late);
  assert.equal(findMatchingRoute(list, '/manual/late'), late);
  assert.equal(matchRoutes(list, '/manual/late')[0]!.route, late);
});

test('the doc pages are found through the index, not by trying each route', () => {
  const index = routeIndex(docPages);
  assert.ok(index.byPath.size >= 300, `${index.byPath.size} plain exact paths indexed`);
  assert.ok(index.others.length <= 12, `${index.others.length} routes tried in order`);
  // A pattern, strict, case-sensitive, non-exact, array, pathless or non-ASCII route is never indexed.
  for (const path of [
    '/manual/tags/:tag',
    '/manual/strict/',
    '/manual/Case/Sensitive',
    '/manual/prefix',
    '/manual/wild/*',
    '/manual/ünïcode',
    '/manual/plus+sign',
    '/manual/double//',
  ]) {
    assert.ok(index.others.includes(docPages.findIndex((r) => r.path === path)), path);
  }
});
