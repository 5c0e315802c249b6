/**
 * Runs package.json scripts at the same time and fails if any fails: `npm run check` is
 *
 *   node --import tsx scripts/checks/check.ts typecheck lint format:check test:fast
 *
 * Each script's command line is read from package.json (one source: `npm run lint` alone runs the
 * same thing) and run by the shell as npm would run it, with node_modules/.bin on the PATH. Output
 * is kept per script and printed in one block when the script ends, under a line naming it, its
 * result and its time; the last lines sum up. The exit code is 1 when any script failed.
 *
 * Why at the same time: the four are independent and none alone keeps two cores busy for long (tsc,
 * ESLint and Prettier are single-threaded; the fast tests are three processes, one much longer than
 * the others), so side by side they fill both cores instead of taking turns on one. `npm test` runs
 * the build beside them too: for its first half-minute (Rspack bundling, with the MDX loader on one
 * thread) the build leaves a core mostly idle.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {YOUNG_GENERATION} from '../nodeOptions';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface Result {
  name: string;
  code: number;
  seconds: number;
}

const names = process.argv.slice(2);
const scripts = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {scripts: Record<string, string>}
).scripts;
const unknown = names.filter((name) => !scripts[name]);
if (names.length === 0 || unknown.length > 0) {
  console.error(
    `usage: check.ts <package.json script>...${unknown.length ? ` (no script ${unknown.join(', ')})` : ''}`,
  );
  process.exit(2);
}

/** node_modules/.bin first, as npm does; and the larger young generation for every Node process (scripts/nodeOptions.ts). */
const env = {
  ...process.env,
  PATH: [path.join(ROOT, 'node_modules/.bin'), process.env.PATH].join(path.delimiter),
  NODE_OPTIONS: [process.env.NODE_OPTIONS, YOUNG_GENERATION].filter(Boolean).join(' '),
};
const children = new Set<ReturnType<typeof spawn>>();

/** Runs one script; prints its output when it ends. */
function run(name: string): Promise<Result> {
  const start = performance.now();
  const child = spawn(scripts[name]!, {cwd: ROOT, env, shell: true, stdio: ['ignore', 'pipe', 'pipe']});
  children.add(child);
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      children.delete(child);
      const result = {name, code: code ?? (signal ? 1 : 0), seconds: (performance.now() - start) / 1000};
      const text = Buffer.concat(output).toString().trimEnd();
      process.stdout.write(`\n${rule(result)}\n${text ? `${text}\n` : ''}`);
      resolve(result);
    });
  });
}

const verdict = (r: Result) => (r.code === 0 ? 'passed' : `FAILED (exit ${r.code})`);
const rule = (r: Result) => `── ${r.name}: ${verdict(r)} in ${r.seconds.toFixed(1)} s ──`;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(1);
  });
}

void Promise.all(names.map(run)).then((results) => {
  const failed = results.filter((r) => r.code !== 0);
  console.log(`\n${results.map((r) => `${r.name.padEnd(14)}${verdict(r)} in ${r.seconds.toFixed(1)} s`).join('\n')}`);
  console.log(failed.length ? `failed: ${failed.map((r) => r.name).join(', ')}` : `passed: ${names.join(', ')}`);
  process.exitCode = failed.length ? 1 : 0;
});
