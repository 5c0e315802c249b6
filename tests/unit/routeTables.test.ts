/**
 * The route tables the browser gets (src/plugins/routeTables): every route reaches the same
 * modules as in Docusaurus's tables, without module paths or chunk names, and the pages of a large
 * route live in one chunk per section; tables of another form fail loudly, and the plugin then
 * falls back to Docusaurus's own tables with a build warning naming what changed.
 */
import test, {type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Configuration} from 'webpack';
import type {ConfigureWebpackUtils, LoadContext} from '@docusaurus/types';
import routeTablesPlugin, {validateOptions, type RouteTablesOptions} from '../../src/plugins/routeTables';
import {DOCS_CLIENT_ALIAS, ROUTE_MATCHING_ALIAS} from '../../src/plugins/docusaurusInternals/bundler';
import {clientTables, registryEntries, type GeneratedTables} from '../../src/plugins/routeTables/compact';
import {
  MAX_SECTION,
  MIN_SPLIT,
  parseRoutes,
  sectionsOf,
  type ParsedRoute,
} from '../../src/plugins/routeTables/sections';
import {sectionKey} from '../../src/plugins/routeTables/sectionKey';
import type {RouteData} from '../../src/plugins/routeTables/runtime';

const hex = (n: number) => n.toString(16).padStart(8, '0');

/** A site like ours: a search page, a docs route with `pages` pages in two sections, a 404. */
function generated(pages: number): GeneratedTables & {pagePaths: string[]} {
  const registry: Array<[string, string]> = [
    ['17896441', '@theme/DocItem'],
    ['0000aaaa', '@theme/DocRoot'],
    ['0000bbbb', '@generated/docs/p/version.json'],
    ['0000cccc', '@theme/SearchPage'],
  ];
  const chunkNames: Record<string, unknown> = {
    '/search-0b8': {__comp: '0000cccc'},
    '/guide-d1a': {__comp: '0000aaaa', __props: '0000bbbb'},
  };
  const pagePaths: string[] = [];
  const leaves: string[] = [];
  for (let i = 0; i < pages; i++) {
    const path = `/guide/${i % 2 ? 'Loading' : 'query'}/page_${i}`;
    const hash = hex(0x10000 + i);
    pagePaths.push(path);
    registry.push([hash, `@site/docs/${path.slice(7)}.md`]);
    chunkNames[`${path}-${i.toString(16).padStart(3, '0')}`] = {__comp: '17896441', content: hash};
    leaves.push(
      `      {\n        path: '${path}',\n        component: ComponentCreator('${path}', '${i.toString(16).padStart(3, '0')}'),\n        exact: true,\n        sidebar: "docs"\n      }`,
    );
  }
  registry.sort((a, b) => a[0].localeCompare(b[0]));
  const lines = registry.map(
    ([h, p], i) =>
      `  "${h}": [() => import(/* webpackChunkName: "${h}" */ "${p}"), "${p}", require.resolveWeak("${p}")],${i === registry.length - 1 ? '};' : ''}`,
  );
  const routes = [
    "import React from 'react';",
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    '',
    'export default [',
    "  {\n    path: '/search',\n    component: ComponentCreator('/search', '0b8'),\n    exact: true\n  },",
    `  {\n    path: '/guide',\n    component: ComponentCreator('/guide', 'd1a'),\n    routes: [\n${leaves.join(',\n')}\n    ]\n  },`,
    "  {\n    path: '*',\n    component: ComponentCreator('*'),\n  },",
    '];',
    '',
  ].join('\n');
  return {
    registry: ['export default {', ...lines, ''].join('\n'),
    routesChunkNames: JSON.stringify(chunkNames, null, 2),
    routes,
    pagePaths,
  };
}

/** Evaluates a generated module's exports without a bundler: imports become module paths. */
function moduleExports(code: string): Record<string, unknown> {
  const body = code
    .replace(/^import .*$/gm, '')
    .replace(/export default /, 'exports.default = ')
    .replace(/export const (\w+) = /g, 'exports.$1 = ')
    .replace(/\[\(\) => import\(("[^"]*")\), "", require\.resolveWeak\(\1\)\]/g, '$1');
  const exports: Record<string, unknown> = {};
  new Function('exports', 'buildRoutes', body)(exports, (tree: unknown, specs: unknown) => ({tree, specs}));
  return exports;
}

test('parseRoutes reads the route tree with each component reduced to its route hash', () => {
  const site = generated(3);
  const [search, guide, notFound] = parseRoutes(site.routes);
  assert.deepEqual(search, {path: '/search', hash: '0b8', properties: {exact: true}});
  assert.equal(guide!.routes!.length, 3);
  assert.deepEqual(guide!.routes![0], {
    path: '/guide/query/page_0',
    hash: '000',
    properties: {exact: true, sidebar: 'docs'},
  });
  assert.deepEqual(notFound, {path: '*', hash: null, properties: {}});
});

test(`a route with ${MIN_SPLIT} pages or more keeps them out of main.js, one chunk per section`, () => {
  const site = generated(MIN_SPLIT + 20);
  const tables = clientTables(site, '/runtime.ts');
  const main = moduleExports(tables.routes).default as {tree: RouteData[]; specs: unknown};
  assert.deepEqual(main.tree[1], {path: '/guide', component: 'd1a', routes: {split: 0}});
  assert.match(
    tables.routes,
    /\{prefix: "\/guide\/", deeper: \[\], sections: \{"query": \(\) => import\("\.\/routes\.client\.0-0\.js"\), "loading": \(\) => import\("\.\/routes\.client\.0-1\.js"\)\}\}/,
  );
  assert.deepEqual(
    tables.sections.map((s) => s.file),
    ['routes.client.0-0.js', 'routes.client.0-1.js'],
  );
  assert.doesNotMatch(tables.routes + tables.registry + tables.routesChunkNames, /page_/, 'no page is in main.js');
  assert.doesNotMatch(tables.registry + tables.sections.map((s) => s.code).join(''), /webpackChunkName/);
});

test('every route reaches the same modules through the compact tables', () => {
  const site = generated(MIN_SPLIT + 20);
  const tables = clientTables(site, '/runtime.ts');
  const original = Object.fromEntries(registryEntries(site.registry).map(([h, p]) => [h, JSON.parse(p) as string]));
  const originalNames = JSON.parse(site.routesChunkNames) as Record<string, Record<string, string>>;
  const registry = {...(moduleExports(tables.registry).default as Record<string, string>)};
  const names = {...(moduleExports(tables.routesChunkNames).default as Record<string, Record<string, string>>)};
  const sectionPages: RouteData[] = [];
  for (const section of tables.sections) {
    const m = moduleExports(section.code);
    Object.assign(registry, m.registry);
    Object.assign(names, m.chunkNames);
    sectionPages.push(...(m.routes as RouteData[]));
  }
  assert.deepEqual(sectionPages.map((p) => p.path).sort(), [...site.pagePaths].sort());
  assert.deepEqual(Object.keys(names).sort(), Object.keys(originalNames).sort());
  for (const [route, chunks] of Object.entries(originalNames)) {
    for (const [prop, hash] of Object.entries(chunks)) {
      assert.equal(registry[names[route]![prop]!], original[hash], `${route} ${prop}`);
    }
  }
});

test(`below ${MIN_SPLIT} pages, or with a page that is not a plain exact path, the route stays whole`, () => {
  assert.equal(clientTables(generated(MIN_SPLIT - 1), '/runtime.ts').sections.length, 0);
  const site = generated(MIN_SPLIT + 1);
  const withParam = {...site, routes: site.routes.replace("path: '/guide/query/page_0'", "path: '/guide/:slug'")};
  withParam.routes = withParam.routes.replace(
    "ComponentCreator('/guide/query/page_0'",
    "ComponentCreator('/guide/:slug'",
  );
  assert.equal(clientTables(withParam, '/runtime.ts').sections.length, 0);
});

test('tables of another form fail, naming the module to adapt', () => {
  const site = generated(3);
  assert.throws(
    () => clientTables({...site, registry: site.registry.replace(/require\.resolveWeak/g, 'require.resolve')}, '/r'),
    /routeTables\/compact\.ts/,
  );
  assert.throws(() => clientTables({...site, routesChunkNames: '[]'}, '/r'), /routesChunkNames\.json/);
  assert.throws(
    () => clientTables({...site, routesChunkNames: site.routesChunkNames.replace('"0000cccc"', '"deadbeef"')}, '/r'),
    /"deadbeef" is not in registry\.js/,
  );
  assert.throws(
    () =>
      clientTables(
        {...site, routes: site.routes.replace("ComponentCreator('/search', '0b8')", "lazy('/search')")},
        '/r',
      ),
    /routeTables\/sections\.ts/,
  );
});

test(`a section of more than ${MAX_SECTION} pages is split by its next path segment, the same way in the browser`, () => {
  const page = (path: string): ParsedRoute => ({path, hash: '000', properties: {exact: true}});
  const pages = [
    ...Array.from({length: MAX_SECTION}, (_, i) => page(`/guide/sql/functions/f_${i}`)),
    ...Array.from({length: 10}, (_, i) => page(`/guide/sql/statements/s_${i}`)),
    page('/guide/sql/'),
    page('/guide/Loading/StreamLoad'),
  ];
  const {sections, deeper} = sectionsOf('/guide/', pages);
  assert.deepEqual([...deeper], ['sql']);
  assert.deepEqual(
    [...sections].map(([key, group]) => [key, group.length]),
    [
      ['sql/functions', MAX_SECTION],
      ['sql/statements', 10],
      ['sql/', 1],
      ['loading', 1],
    ],
  );
  for (const [key, group] of sections) {
    for (const p of group) assert.equal(sectionKey(p.path.slice('/guide/'.length), deeper), key, p.path);
  }
  assert.equal(sectionKey('SQL/Functions/F_1', deeper), 'sql/functions', 'a wrong-case link finds its section too');
});

/** What the plugin replaces in both bundles: React Router's route matching and the docs plugin's client module. */
const DOCS_ROOT_ALIASES = [DOCS_CLIENT_ALIAS, ROUTE_MATCHING_ALIAS];

/** The plugin's client-bundle step on generated files in a temporary folder, with its warnings. */
function runPlugin(
  t: TestContext,
  site: GeneratedTables,
  options: RouteTablesOptions = {id: 'default', enabled: true},
  isServer = false,
) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sr-route-tables-'));
  t.after(() => fs.rmSync(dir, {recursive: true, force: true}));
  fs.writeFileSync(path.join(dir, 'registry.js'), site.registry);
  fs.writeFileSync(path.join(dir, 'routesChunkNames.json'), site.routesChunkNames);
  fs.writeFileSync(path.join(dir, 'routes.js'), site.routes);
  const warn = t.mock.method(console, 'warn', () => undefined);
  const config = {mode: 'production', resolve: {alias: {'@generated': dir}}} as Configuration;
  class NormalModuleReplacementPlugin {}
  const utils = {currentBundler: {instance: {NormalModuleReplacementPlugin}}} as unknown as ConfigureWebpackUtils;
  const plugin = routeTablesPlugin({generatedFilesDir: dir} as LoadContext, options);
  const result = plugin?.configureWebpack?.(config, isServer, utils, undefined);
  const written = fs.readdirSync(dir).filter((f) => f.includes('.client'));
  return {
    plugin,
    result,
    aliases: Object.keys(config.resolve!.alias!),
    written,
    warnings: warn.mock.calls.map((c) => c.arguments.join(' ')),
  };
}

test('on the generated files it expects, the plugin puts its tables, ComponentCreator and preload in place', (t) => {
  const run = runPlugin(t, generated(MIN_SPLIT + 20));
  assert.deepEqual(run.warnings, []);
  assert.equal(
    run.aliases.length,
    7,
    'four replaced modules, the route matching and the docs client ahead of the generated folder',
  );
  assert.deepEqual(run.aliases.slice(4, 6), DOCS_ROOT_ALIASES);
  assert.equal((run.result as {plugins: unknown[]}).plugins.length, 1, "core's preload replaced");
  assert.ok(
    run.written.includes('routes.client.js') && run.written.includes('routes.client.0-0.js'),
    run.written.join(),
  );
});

for (const [change, alter, named] of [
  [
    'a registry line in another format',
    (site: GeneratedTables) => ({...site, registry: site.registry.replace(/\/\* webpackChunkName: "[^"]+" \*\/ /, '')}),
    /registry\.js is not in the form Docusaurus 3 writes \(line 2: /,
  ],
  [
    'a routes.js that does not evaluate',
    (site: GeneratedTables) => ({...site, routes: site.routes.replace('export default [', 'export default [[')}),
    /routes\.js could not be read/,
  ],
  [
    'a routes.js with an import the plugin does not know',
    (site: GeneratedTables) => ({...site, routes: `import lazy from 'lazy';\n${site.routes}`}),
    /routes\.js has imports or exports this parser does not know/,
  ],
  [
    'route chunk names that name a chunk the registry lacks',
    (site: GeneratedTables) => ({...site, routesChunkNames: site.routesChunkNames.replace('"0000cccc"', '"deadbeef"')}),
    /"deadbeef" is not in registry\.js/,
  ],
] as const) {
  test(`on ${change}, the plugin keeps Docusaurus's own tables and warns, naming what changed`, (t) => {
    const run = runPlugin(t, alter(generated(MIN_SPLIT + 20)));
    assert.deepEqual(run.result, {}, 'no bundler plugin: core keeps its preload');
    assert.deepEqual(
      run.aliases,
      [...DOCS_ROOT_ALIASES, '@generated'],
      'no module replaced but the route matching and the docs client',
    );
    assert.deepEqual(run.written, [], 'no table written');
    assert.equal(run.warnings.length, 1);
    assert.match(run.warnings[0]!, named);
    assert.match(run.warnings[0]!, /\[WARNING\].*falls back to Docusaurus's own route tables/s);
  });
}

test('in the server bundle, only the route matching and the docs client are replaced', (t) => {
  const run = runPlugin(t, generated(MIN_SPLIT + 20), {id: 'default', enabled: true}, true);
  assert.deepEqual(run.aliases, [...DOCS_ROOT_ALIASES, '@generated']);
  assert.deepEqual(run.result, {});
  assert.deepEqual(run.written, []);
});

test('the plugin is switched off by {enabled: false}, and its options are checked', (t) => {
  assert.equal(runPlugin(t, generated(3), {id: 'default', enabled: false}).plugin, null);
  const validate = (options: unknown) =>
    validateOptions({options: options as Partial<RouteTablesOptions>, validate: () => ({}) as never});
  assert.deepEqual(validate(undefined), {id: 'default', enabled: true});
  assert.deepEqual(validate({enabled: false}), {id: 'default', enabled: false});
  assert.throws(() => validate({enable: false}), /src\/plugins\/routeTables: the options are \{enabled\?: boolean\}/);
  assert.throws(() => validate({enabled: 'no'}), /\{enabled\?: boolean\}/);
});
