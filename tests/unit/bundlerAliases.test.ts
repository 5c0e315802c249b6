/**
 * The door's module replacements (src/plugins/docusaurusInternals/bundler.ts): our aliases come
 * before Docusaurus's, a changed alias evicts the persistent cache, and each Docusaurus module the
 * door replaces is where the installed Docusaurus keeps it.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {Configuration} from 'webpack';
import type {ConfigureWebpackUtils} from '@docusaurus/types';
import {
  clientPreloadReplacement,
  DOCS_CLIENT_ALIAS,
  REPLACED_DOCS_CLIENT_FUNCTIONS,
  prependAliases,
  replaceDocsClient,
  replaceRouteMatching,
  replaceRouteModules,
  replaceThemePrismLanguages,
} from '../../src/plugins/docusaurusInternals/bundler';

const config = (): Configuration =>
  ({
    resolve: {alias: {'@generated': '/site/.docusaurus', '@docusaurus/ComponentCreator': '/core/ComponentCreator.js'}},
    experiments: {cache: {type: 'persistent', version: 'client-production-en-3.10.2-abc'}},
  }) as unknown as Configuration;

const version = (c: Configuration) => (c.experiments as {cache: {version: string}}).cache.version;
const aliases = (c: Configuration) => c.resolve!.alias as Record<string, string>;

test('aliases are prepended, keeping the existing ones', () => {
  const c = config();
  prependAliases(c, {'@site/src/first$': '/site/src/first.js'}, 'test');
  assert.deepEqual(Object.keys(aliases(c)), ['@site/src/first$', '@generated', '@docusaurus/ComponentCreator']);
});

test('the persistent cache version changes with the aliases, and only with them', () => {
  const [a, b, c] = [config(), config(), config()];
  prependAliases(a, {x$: '/one.js'}, 'test');
  prependAliases(b, {x$: '/one.js'}, 'test');
  prependAliases(c, {x$: '/two.js'}, 'test');
  assert.equal(version(a), version(b));
  assert.notEqual(version(a), version(c));
  assert.ok(version(a).startsWith('client-production-en-3.10.2-abc-'));
});

test('an alias list in array form is refused, naming the plugin', () => {
  const c = {resolve: {alias: [{name: 'x', alias: '/y'}]}} as Configuration;
  assert.throws(() => prependAliases(c, {}, 'src/plugins/code'), /src\/plugins\/code/);
});

test("the theme's Prism client module is replaced by its resolved path, which exists", () => {
  const c = config();
  replaceThemePrismLanguages(c, '/site/noPrism.ts', 'test');
  const [key, target] = Object.entries(aliases(c))[0]!;
  assert.equal(target, '/site/noPrism.ts');
  const theme = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
  assert.ok(key.startsWith(path.join(theme, 'lib') + path.sep) && key.endsWith('$'), key);
  assert.ok(fs.existsSync(`${key.slice(0, -1)}.js`), `${key} names a module of the installed theme`);
  const themeEntry = fs.readFileSync(path.join(theme, 'lib', 'index.js'), 'utf8');
  assert.ok(
    themeEntry.includes(`'./${path.basename(key.slice(0, -1))}'`),
    'the theme still lists it among its client modules',
  );
});

test('the route modules are replaced by exact-match aliases, ahead of the generated ones', () => {
  const c = config();
  const files = {registry: '/r.js', routesChunkNames: '/n.js', routes: '/t.js', componentCreator: '/c.tsx'};
  replaceRouteModules(c, files, 'test');
  const entries = Object.entries(aliases(c));
  assert.deepEqual(
    entries.slice(0, 4).map(([, target]) => target),
    Object.values(files),
  );
  assert.ok(entries.slice(0, 4).every(([key]) => key.endsWith('$')));
  assert.equal(entries.length, 6);
});

test("core's client preload is replaced for core's own imports of it, and only those", () => {
  class NormalModuleReplacement {
    constructor(
      readonly pattern: RegExp,
      readonly replace: (resource: {request: string; context: string}) => void,
    ) {}
  }
  const utils = {currentBundler: {instance: {NormalModuleReplacementPlugin: NormalModuleReplacement}}};
  const plugin = clientPreloadReplacement(utils as unknown as ConfigureWebpackUtils, '/site/preload.ts');
  const {pattern, replace} = plugin as unknown as NormalModuleReplacement;
  const core = path.dirname(require.resolve('@docusaurus/core/package.json'));
  const request = (context: string) => {
    const resource = {request: './preload', context};
    if (pattern.test(resource.request)) replace(resource);
    return resource.request;
  };
  assert.equal(request(path.join(core, 'lib', 'client')), '/site/preload.ts');
  assert.equal(request('/site/src/plugins/routeTables'), './preload', 'our own ./preload stays');
});

test('react-router-config is replaced by an exact-match alias, and core still imports it where it matches routes', () => {
  const c = config();
  replaceRouteMatching(c, '/site/routeMatching.ts', 'test');
  const [key, target] = Object.entries(aliases(c))[0]!;
  assert.equal(key, 'react-router-config$');
  assert.equal(target, '/site/routeMatching.ts');
  // The installed core imports react-router-config in the modules the replacement must reach
  // (replaceRouteMatching throws otherwise); the brokenLinks checker (Node side) keeps the original.
  const core = path.dirname(require.resolve('@docusaurus/core/package.json'));
  const importers = fs
    .readdirSync(path.join(core, 'lib', 'client'), {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('.js'))
    .filter((f) => fs.readFileSync(path.join(core, 'lib', 'client', f), 'utf8').includes("from 'react-router-config'"));
  assert.deepEqual(importers.sort(), [
    'docusaurus.js',
    'exports/renderRoutes.js',
    'normalizeLocation.js',
    'preload.js',
  ]);
});

test("the docs plugin's client module is replaced by an exact-match alias while it still exports what the replacement replaces", () => {
  const c = config();
  replaceDocsClient(c, '/site/docsClient.ts', 'test');
  const [key, target] = Object.entries(aliases(c))[0]!;
  assert.equal(key, DOCS_CLIENT_ALIAS);
  assert.equal(target, '/site/docsClient.ts');
  assert.deepEqual(REPLACED_DOCS_CLIENT_FUNCTIONS, [
    'isActiveSidebarItem',
    'isVisibleSidebarItem',
    'useVisibleSidebarItems',
    'useDocRootMetadata',
  ]);
});
