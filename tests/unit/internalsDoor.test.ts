/**
 * Docusaurus's internals are used through one door, src/plugins/docusaurusInternals/: ESLint
 * fails on one anywhere else, naming the door, and none is found outside it in the site's code.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {ESLint} from 'eslint';
import {DOOR} from '../../eslint.config';

const ROOT = path.resolve(__dirname, '../..');
const RULES = new Set([
  'no-restricted-imports',
  'no-restricted-properties',
  'no-restricted-globals',
  'no-restricted-syntax',
]);

const eslint = new ESLint({cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.ts')});

/** The door rules' messages on `code` as if it were the file `file`. */
async function doorMessages(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {filePath: path.join(ROOT, file)});
  return result!.messages.filter((m) => m.ruleId && RULES.has(m.ruleId)).map((m) => m.message);
}

// Template literals: the door's own rule refuses some of these as string literals.
const INTERNAL_USES = {
  "a package's lib/ module": `import ComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator';`,
  "a package's internal entry": `import {useCodeBlockContext} from '@docusaurus/theme-common/internal';`,
  'a re-export of an internal entry': `export {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';`,
  'react-router-config': `import {matchRoutes} from 'react-router-config';`,
  "react-router-config's types": `import type {RouteConfig} from 'react-router-config';`,
  'react-helmet-async': `import {HelmetProvider} from 'react-helmet-async';`,
  'a dynamic import of a lib/ module': `export const load = () => import('@docusaurus/core/lib/client/preload');`,
  'a require of a lib/ module': `export const props = require('@docusaurus/plugin-content-docs/lib/props.js');`,
  'window.docusaurus': `window.docusaurus.prefetch = () => false;`,
  'window.docusaurus redefined': `Object.defineProperty(window, 'docusaurus', {configurable: true});`,
  'the docusaurus global': `docusaurus.preload(location.pathname);`,
  'an alias onto a Docusaurus module': `export const alias = {'@docusaurus/ComponentCreator$': '/site/mine.js'};`,
  'an alias onto a generated file': `export const alias = {'@generated/routes$': '/site/routes.js'};`,
  "an alias onto the theme's Prism module": `export const file = 'prism-include-languages';`,
  'a module replacement': `export const plugin = new NormalModuleReplacementPlugin(/x/, () => undefined);`,
  "a module replacement from the bundler's instance": `export const plugin = new bundler.NormalModuleReplacementPlugin(/x/, () => undefined);`,
};

for (const [what, code] of Object.entries(INTERNAL_USES)) {
  test(`ESLint refuses ${what} outside the door, naming it, and accepts it inside`, async () => {
    for (const outside of ['src/plugins/example/index.ts', 'src/theme/Example/index.tsx', 'scripts/example.ts']) {
      const messages = await doorMessages(code, outside);
      assert.equal(messages.length, 1, `${outside}: ${messages.join(' | ')}`);
      assert.ok(messages[0]!.includes(DOOR), messages[0]);
    }
    assert.deepEqual(await doorMessages(code, `${DOOR}example.ts`), []);
  });
}

test("ESLint accepts Docusaurus's public modules anywhere", async () => {
  const code = [
    `import Link from '@docusaurus/Link';`,
    `import ComponentCreator from '@docusaurus/ComponentCreator';`,
    `import routes from '@generated/routes';`,
    `import {useColorMode} from '@docusaurus/theme-common';`,
    `import type {Plugin} from '@docusaurus/types';`,
    `export const used = [Link, ComponentCreator, routes, useColorMode] as unknown as Plugin;`,
  ].join('\n');
  assert.deepEqual(await doorMessages(code, 'src/theme/Example/index.tsx'), []);
});

/** What `grep` looks for: internal imports, the global, react-router-config, module replacements. */
const INTERNAL =
  /@docusaurus\/[a-z-]+\/(lib|internal)|window\.docusaurus|react-router-config|react-helmet-async|prism-include-languages|NormalModuleReplacementPlugin/;

function files(rel: string): string[] {
  const full = path.join(ROOT, rel);
  if (!fs.statSync(full).isDirectory()) return [rel];
  return fs.readdirSync(full).flatMap((name) => files(path.join(rel, name)));
}

test('the site code names Docusaurus internals only in the door', () => {
  const hits = ['src', 'scripts', 'docusaurus.config.ts']
    .flatMap(files)
    .filter((file) => INTERNAL.test(fs.readFileSync(path.join(ROOT, file), 'utf8')))
    .map((file) => file.split(path.sep).join('/'));
  assert.deepEqual(
    hits.filter((file) => !file.startsWith(DOOR)),
    [],
  );
  for (const module of ['index.ts', 'bundler.ts', 'theme.ts', 'componentCreator.ts', 'preload.ts', 'clientGlobal.ts']) {
    assert.ok(hits.includes(`${DOOR}${module}`), `${DOOR}${module} holds what it is there for`);
  }
});
