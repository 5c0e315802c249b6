/**
 * Release values ("since") and the two release filters, for every page that shows them: the
 * configuration, variable, metrics and function references, the search results and the Markdown
 * twins. No data imports here, so any page can use them without loading another page's data.
 *
 * A `since` value is "3.3", "3.5.2", "before 2.0" (1.x/2.0 already had it) or "3.1 or earlier"
 * (a source snapshot of that line has it, but no source names the exact release).
 */
import {ANY, DOC_VERSION} from '../site/rules';

export const SINCE_PATTERN = /^(before 2\.0|\d+\.\d+(\.\d+)?|\d+\.\d+ or earlier)$/;

const BEFORE_2 = 'before 2.0';

/** "v3.3", "v3.5.2", "before v2.0", "v3.1 or earlier": how a `since` value reads in an entry's facts. */
export function sinceLabel(since: string): string {
  return since === BEFORE_2 ? 'before v2.0' : `v${since}`;
}

/** "Since v3.1", "Before v2.0": how a release reads next to a function or a search result. */
export function sinceText(since: string): string {
  return since === BEFORE_2 ? 'Before v2.0' : `Since ${sinceLabel(since)}`;
}

/** The release line of a `since` value as [major, minor]; "before 2.0" sorts below every line. */
export function lineOf(since: string | null | undefined): [number, number] | null {
  if (!since) return null;
  if (since === BEFORE_2) return [1, 0];
  const [major, minor] = since.split('.').map((part) => parseInt(part, 10));
  return [major!, minor!];
}

function compareLines(a: [number, number], b: [number, number]): number {
  return a[0] - b[0] || a[1] - b[1];
}

export interface ReleaseOption {
  value: string;
  label: string;
}

// ---------------------------------------------------------------- "Added in" (configuration)
// Cumulative: "v3.3 or later" keeps everything that arrived in 3.3 or after, which is what an
// operator upgrading from 3.3 asks ("what is new since my version?").

/** The release line this site documents: items that arrived in it are "new". */
export const CURRENT_LINE = DOC_VERSION;
export const ANY_RELEASE = ANY;
export const NEW_IN_CURRENT = 'new';

/** The "Added in" choices: any, new in the current line, then "vX.Y or later" for each older line in the data. */
export function addedInOptions(items: readonly {since?: string | null}[]): ReleaseOption[] {
  const lines = new Set<string>();
  for (const i of items) {
    const line = lineOf(i.since);
    if (line && line[0] >= 2) lines.add(`${line[0]}.${line[1]}`);
  }
  const older = [...lines].filter((l) => l !== CURRENT_LINE).sort((a, b) => compareLines(lineOf(b)!, lineOf(a)!));
  return [
    {value: ANY_RELEASE, label: 'Any release'},
    {value: NEW_IN_CURRENT, label: `New in v${CURRENT_LINE}`},
    ...older.map((l) => ({value: l, label: `v${l} or later`})),
  ];
}

/** Whether an item passes the "Added in" choice; items whose release is not known pass only "Any release". */
export function arrivedIn(item: {since?: string | null}, choice: string): boolean {
  if (choice === ANY_RELEASE) return true;
  const line = lineOf(item.since);
  if (!line) return false;
  if (choice === NEW_IN_CURRENT) return `${line[0]}.${line[1]}` === CURRENT_LINE;
  return compareLines(line, lineOf(choice)!) >= 0;
}

// ---------------------------------------------------------------- "Since" (functions, variables)
// Exact line: "New in v3.2" lists what arrived in that line, the way release notes group them;
// all 2.y releases form one "2.x" line.

/** The release line of a `since` value: "3.5" for 3.5.2, "2.x" for any 2.y (and "2.1 or earlier"), "before 2.0" as is. */
export function releaseLine(since: string): string {
  if (since === BEFORE_2) return since;
  const [major, minor] = since.split('.');
  return major === '2' ? '2.x' : `${major}.${minor}`;
}

/**
 * Sort order of release lines: newest first ("3.4 or earlier" right after "3.4"), then "2.x",
 * then "before 2.0". A total order, so the server and every browser list the options alike.
 */
export function compareReleaseLines(a: string, b: string): number {
  const rank = (line: string): number => {
    if (line === BEFORE_2) return -1;
    if (line === '2.x') return 0;
    const [major, minor] = line.split('.').map((part) => parseInt(part, 10));
    return major! * 1000 + minor! - (line.endsWith(' or earlier') ? 0.5 : 0);
  };
  return rank(b) - rank(a);
}

/** How a release line reads in a filter: "New in v3.4", "New in v2.x", "Before v2.0". */
export function releaseLineLabel(line: string): string {
  return line === BEFORE_2 ? 'Before v2.0' : `New in v${line}`;
}

/** The choice value for entries whose first release is not recorded. */
export const UNRECORDED = 'unknown';

/** Options of a "Since" filter for the given `since` values: any, each line present, not recorded. */
export function releaseLineOptions(values: readonly (string | null | undefined)[]): ReleaseOption[] {
  const lines = [...new Set(values.flatMap((v) => (v ? [releaseLine(v)] : [])))].sort(compareReleaseLines);
  return [
    {value: ANY, label: 'Any release'},
    ...lines.map((l) => ({value: l, label: releaseLineLabel(l)})),
    {value: UNRECORDED, label: 'Not recorded'},
  ];
}

/** Whether an entry with `since` passes the "Since" filter set to `choice` (ANY lets everything through). */
export function matchesRelease(since: string | null | undefined, choice: string): boolean {
  if (choice === ANY) return true;
  if (choice === UNRECORDED) return !since;
  return !!since && releaseLine(since) === choice;
}
