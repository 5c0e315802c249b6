/**
 * The system reference as data: FE and BE configuration items, system
 * variables and error codes. The JSON files beside this module are the one
 * source for the reference pages, the search index and the tests; their
 * facts (names, types, defaults, mutability, codes) come from StarRocks's
 * repository and their descriptions are ours. `schema.ts` validates them.
 */
import {ANY, DOC_VERSION} from '../../site/rules';

export const CONFIG_TOPICS = [
  'logging',
  'server',
  'metadata',
  'query',
  'loading',
  'storage',
  'shared-data',
  'other',
] as const;
export type ConfigTopic = (typeof CONFIG_TOPICS)[number];

export const TOPIC_TITLES: Record<ConfigTopic, string> = {
  logging: 'Logging',
  server: 'Server',
  metadata: 'Metadata and cluster',
  query: 'Query engine',
  loading: 'Loading and unloading',
  storage: 'Storage',
  'shared-data': 'Shared-data',
  other: 'Other',
};

/**
 * The release an item or variable first shipped in: "3.3", "3.5.2",
 * "before 2.0" for one that 1.x/2.0 already had, or "3.1 or earlier" when a
 * source snapshot of that line has it but no source names the exact release.
 * Null or absent when not established from a source.
 */
export const SINCE_PATTERN = /^(before 2\.0|\d+\.\d+(\.\d+)?|\d+\.\d+ or earlier)$/;

/** "v3.3", "v3.5.2", "before v2.0", "v3.1 or earlier": how a `since` value reads on a page. */
export function sinceLabel(since: string): string {
  return since === 'before 2.0' ? 'before v2.0' : `v${since}`;
}

/** The release line this site documents: items that arrived in it are "new". */
export const CURRENT_LINE = DOC_VERSION;
/** The "Added in" choices that are not a release line. */
export const ANY_RELEASE = ANY;
export const NEW_IN_CURRENT = 'new';

/** The release line of a `since` value as [major, minor]; `before 2.0` sorts below every line. */
export function lineOf(since: string | null | undefined): [number, number] | null {
  if (!since) return null;
  if (since === 'before 2.0') return [1, 0];
  const [major, minor] = since.split('.').map((part) => parseInt(part, 10));
  return [major!, minor!];
}

function compareLines(a: [number, number], b: [number, number]): number {
  return a[0] - b[0] || a[1] - b[1];
}

/** The "Added in" choices: any, new in the current line, then "vX.Y or later" for each older line in the data. */
export function releaseOptions(items: readonly {since?: string | null}[]): {value: string; label: string}[] {
  const lines = new Set<string>();
  for (const i of items) {
    const line = lineOf(i.since);
    if (line && line[0] >= 2) lines.add(`${line[0]}.${line[1]}`);
  }
  const older = [...lines]
    .filter((l) => l !== CURRENT_LINE)
    .sort((a, b) => compareLines(lineOf(b)!, lineOf(a)!));
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

/** A name of the fact list that the site leaves out, and why. */
export interface Exclusion {
  name: string;
  reason: string;
}

export interface ConfigItem {
  name: string;
  /** As declared in the source: int, long, boolean, String[] (FE); Int32, Bool, Strings (BE). */
  type: string;
  /** The default as a reader would type it; '' for an empty value. */
  default: string;
  unit: string | null;
  /** Changeable at runtime, without a restart. */
  mutable: boolean;
  deprecated: boolean;
  aliases: string[];
  topic: ConfigTopic;
  description: string;
  /** First release with the item, see SINCE_PATTERN. */
  since?: string | null;
  /** A change within the documented line, e.g. "Default `true` before 3.5.3." */
  changed?: string;
}

export interface ConfigData {
  component: 'FE' | 'BE';
  source: string;
  items: ConfigItem[];
  excluded: Exclusion[];
}

export interface SystemVariable {
  name: string;
  /** Another name the variable answers to, if any. */
  alias: string | null;
  type: string;
  default: string;
  unit: string | null;
  /** Accepted values of an enumeration, as a reader writes them. */
  values: string | null;
  /** session: SET and SET GLOBAL both work; global: SET GLOBAL only; session-only: no GLOBAL. */
  scope: 'session' | 'global' | 'session-only';
  readOnly: boolean;
  description: string;
  /** First release with the variable, see SINCE_PATTERN. */
  since?: string | null;
  /** A change within the documented line, e.g. "Default `true` before 3.5.3." */
  changed?: string;
}

export interface VariableData {
  source: string;
  items: SystemVariable[];
  excluded: Exclusion[];
}

export interface ErrorCode {
  name: string;
  code: number;
  sqlstate: string;
  /** The message template the server prints; %s marks a value filled in. */
  message: string;
  cause: string;
  action: string;
}

export interface ErrorCodeData {
  source: string;
  items: ErrorCode[];
}
