/** The committed site in a temporary folder (node_modules linked, not reinstalled), for the benchmarks that build a variant of it. */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {ROOT} from '../tests/support/site';

export function committedSiteCopy(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  execFileSync('bash', ['-c', `git archive HEAD | tar -x -C ${JSON.stringify(dir)}`], {cwd: ROOT});
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

/** Runs the production build of a site copy; returns its build folder and the seconds it took. */
export function buildCopy(dir: string, env: NodeJS.ProcessEnv = {}): {buildDir: string; seconds: number} {
  const t0 = Date.now();
  execFileSync('npm', ['run', 'build'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, ...env},
  });
  return {buildDir: path.join(dir, 'build'), seconds: (Date.now() - t0) / 1000};
}
