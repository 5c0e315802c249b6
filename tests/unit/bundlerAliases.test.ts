/** Our plugins' bundler aliases come before Docusaurus's, and a changed alias evicts the persistent cache. */
import test from 'node:test';
import assert from 'node:assert/strict';
import type {Configuration} from 'webpack';
import {prependAliases} from '../../src/plugins/bundlerAliases';

const config = (): Configuration =>
  ({
    resolve: {alias: {'@generated': '/site/.docusaurus', '@docusaurus/ComponentCreator': '/core/ComponentCreator.js'}},
    experiments: {cache: {type: 'persistent', version: 'client-production-en-3.10.2-abc'}},
  }) as unknown as Configuration;

const version = (c: Configuration) => (c.experiments as {cache: {version: string}}).cache.version;

test('aliases are prepended, keeping the existing ones', () => {
  const c = config();
  prependAliases(c, {'@generated/registry$': '/site/.docusaurus/registry.client.js'}, 'test');
  assert.deepEqual(Object.keys(c.resolve!.alias!), [
    '@generated/registry$',
    '@generated',
    '@docusaurus/ComponentCreator',
  ]);
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
