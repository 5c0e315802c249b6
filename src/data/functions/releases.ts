/**
 * Helpers for "since" values ("3.3", "3.5.2", "before 2.0"), shared by the
 * function finder and the system variable reference. No data imports here,
 * so either page can use them without loading the other's data.
 */

/** The release line of a `since` value: "3.5" for 3.5.2, "2.x" for any 2.y (and "2.1 or earlier"), "before 2.0" as is. */
export function releaseLine(since: string): string {
  if (since === 'before 2.0') return since;
  const [major, minor] = since.split('.');
  return major === '2' ? '2.x' : `${major}.${minor}`;
}

/** Sort order of release lines: newest first, then "2.x", then "before 2.0". */
export function compareReleaseLines(a: string, b: string): number {
  const rank = (line: string): number => {
    if (line === 'before 2.0') return -1;
    if (line === '2.x') return 0;
    const [major, minor] = line.split('.').map(Number);
    return major! * 1000 + minor!;
  };
  return rank(b) - rank(a);
}

/** How a release line reads in a filter: "New in v<documented line>", "New in v2.x", "Before v2.0". */
export function releaseLineLabel(line: string): string {
  if (line === 'before 2.0') return 'Before v2.0';
  return `New in v${line}`;
}

/** The choice value for entries whose first release is not recorded. */
export const UNRECORDED = 'unknown';

/** Options of a "Since" filter for the given `since` values: any, each line present, not recorded. */
export function releaseOptions(values: readonly (string | null | undefined)[]): {value: string; label: string}[] {
  const lines = [...new Set(values.flatMap((v) => (v ? [releaseLine(v)] : [])))].sort(compareReleaseLines);
  return [
    {value: '', label: 'Any release'},
    ...lines.map((l) => ({value: l, label: releaseLineLabel(l)})),
    {value: UNRECORDED, label: 'Not recorded'},
  ];
}

/** Whether an entry with `since` passes the "Since" filter set to `choice` ('' lets everything through). */
export function matchesRelease(since: string | null | undefined, choice: string): boolean {
  if (choice === '') return true;
  if (choice === UNRECORDED) return !since;
  return !!since && releaseLine(since) === choice;
}

/** How a release reads next to an entry: "Since v3.1", "Before v2.0". */
export function sinceText(since: string): string {
  return since === 'before 2.0' ? 'Before v2.0' : `Since v${since}`;
}
