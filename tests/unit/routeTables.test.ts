/**
 * The compact chunk registry and route chunk names the browser gets (src/plugins/routeTables):
 * the same imports reached from the same routes, without module paths or chunk names, and a loud
 * failure when Docusaurus writes the tables in another form.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import {compactTables, registryEntries} from '../../src/plugins/routeTables/compact';

const line = (hash: string, path: string, last = false) =>
  `  "${hash}": [() => import(/* webpackChunkName: "${hash}" */ "${path}"), "${path}", require.resolveWeak("${path}")],${last ? '};' : ''}`;

const REGISTRY = [
  'export default {',
  line('0a1b2c3d', '@site/versioned_docs/version-9.9/intro.md'),
  line('17896441', '@theme/DocItem'),
  line('ffc66406', '@generated/docusaurus-plugin-content-docs/default/p/docs-175.json', true),
  '',
].join('\n');

const CHUNK_NAMES = JSON.stringify(
  {
    '/guide-175': {__comp: '17896441', __props: 'ffc66406'},
    '/guide/intro-e7b': {__comp: '17896441', content: '0a1b2c3d', __context: {plugin: 'ffc66406'}},
  },
  null,
  2,
);

test('the registry keeps each import and module id, under a short key, without module path or chunk name', () => {
  const {registry} = compactTables(REGISTRY, CHUNK_NAMES);
  assert.equal(
    registry,
    [
      'export default {',
      '  "0": [() => import("@site/versioned_docs/version-9.9/intro.md"), "", require.resolveWeak("@site/versioned_docs/version-9.9/intro.md")],',
      '  "1": [() => import("@theme/DocItem"), "", require.resolveWeak("@theme/DocItem")],',
      '  "2": [() => import("@generated/docusaurus-plugin-content-docs/default/p/docs-175.json"), "", require.resolveWeak("@generated/docusaurus-plugin-content-docs/default/p/docs-175.json")],',
      '};',
      '',
    ].join('\n'),
  );
  assert.doesNotMatch(registry, /webpackChunkName/);
});

test('every route names the same registry entries through the short keys', () => {
  const compact = compactTables(REGISTRY, CHUNK_NAMES);
  const byHash = new Map(registryEntries(REGISTRY));
  const byKey = new Map(
    [...compact.registry.matchAll(/^ {2}"(\w+)": \[\(\) => import\(("[^"]*")\)/gm)].map((m) => [m[1]!, m[2]!]),
  );
  const original = JSON.parse(CHUNK_NAMES) as Record<string, Record<string, unknown>>;
  const short = JSON.parse(compact.routesChunkNames) as Record<string, Record<string, unknown>>;
  assert.deepEqual(Object.keys(short), Object.keys(original));
  for (const route of Object.keys(original)) {
    const paths = (names: Record<string, unknown>, lookup: (k: string) => string | undefined): unknown =>
      JSON.parse(JSON.stringify(names), (_k, v: unknown) => (typeof v === 'string' ? lookup(v) : v));
    assert.deepEqual(
      paths(short[route]!, (k) => byKey.get(k)),
      paths(original[route]!, (h) => byHash.get(h)),
      route,
    );
  }
});

test('a registry or chunk name table of another form fails, naming the module to adapt', () => {
  const changed = REGISTRY.replace('require.resolveWeak', 'require.resolve');
  assert.throws(() => compactTables(changed, CHUNK_NAMES), /routeTables\/compact\.ts/);
  assert.throws(
    () => compactTables(REGISTRY.replace('export default {', 'module.exports = {'), CHUNK_NAMES),
    /registry\.js/,
  );
  assert.throws(() => compactTables(REGISTRY, '[]'), /routesChunkNames\.json/);
  const unknown = CHUNK_NAMES.replace('"0a1b2c3d"', '"deadbeef"');
  assert.throws(() => compactTables(REGISTRY, unknown), /"deadbeef" is not in registry\.js/);
});
