/**
 * Reading StarRocks's git history for the extraction scripts: files at a ref, and the release
 * snapshots an item is dated against (every release tag of a line before the documented one, then
 * the documented line's .0 release). Used by extract.ts and functionReleases.ts.
 */
import {execFileSync} from 'node:child_process';

/** Output of a git command on a bare git directory. */
export const git = (dir: string, ...args: string[]): string =>
  execFileSync('git', ['--git-dir', dir, ...args], {encoding: 'utf8', maxBuffer: 1 << 28});

/** A file at a ref, or undefined when the ref does not have it. */
export function show(dir: string, ref: string, file: string): string | undefined {
  try {
    return execFileSync('git', ['--git-dir', dir, 'show', `${ref}:${file}`], {
      encoding: 'utf8',
      maxBuffer: 1 << 28,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return undefined;
  }
}

/** Orders release numbers x.y.z. */
export function byVersion(a: string, b: string): number {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number)) as [number[], number[]];
  for (let i = 0; i < 3; i++) if (x[i]! !== y[i]!) return x[i]! - y[i]!;
  return 0;
}

/** A source tree to date items by: the release it is, and where to read it. */
export interface Snapshot {
  version: string;
  dir: string;
  ref: string;
}

/** The tag of a release whose name is not the bare number. */
const TAG_RELEASES: Record<string, string> = {'2.0.0-GA': '2.0.0'};

/**
 * The release snapshots before the documented line, oldest first: every release tag of `history`
 * below `<line>.0`, then `base` (the line's .0 release, e.g. branch-3.5 as it was at 3.5.0).
 */
export function releaseSnapshots(history: string, base: string, line: string): Snapshot[] {
  const version = (t: string) => TAG_RELEASES[t] ?? t;
  const tags = git(history, 'tag')
    .split('\n')
    .filter((t) => /^\d+\.\d+\.\d+$/.test(version(t)))
    .filter((t) => byVersion(version(t), `${line}.0`) < 0)
    .sort((a, b) => byVersion(version(a), version(b)));
  return [
    ...tags.map((t) => ({version: version(t), dir: history, ref: t})),
    {version: `${line}.0`, dir: history, ref: base},
  ];
}

/** The release of a 1.x snapshot reads "before 2.0" (the site's value for what 1.x already had). */
export const releaseOf = (version: string): string => (version.startsWith('1.') ? 'before 2.0' : version);
