/**
 * The system reference as data: FE and BE configuration items, system
 * variables and error codes. The JSON files beside this module are the one
 * source for the reference pages, the search index and the tests; their
 * facts (names, types, defaults, mutability, codes) come from StarRocks's
 * repository and their descriptions are ours. `schema.ts` declares their shapes
 * (the types below are inferred from it) and validates them.
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

export type {
  ConfigData,
  ConfigItem,
  ErrorCode,
  ErrorCodeData,
  ReferenceExclusion,
  SystemVariable,
  VariableData,
} from './schema';
