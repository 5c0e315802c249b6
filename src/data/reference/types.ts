/**
 * The system reference as data: FE and BE configuration items, system
 * variables and error codes. The JSON files beside this module are the one
 * source for the reference pages, the search index and the tests; their
 * facts (names, types, defaults, mutability, codes) come from StarRocks's
 * repository and their descriptions are ours. `schema.ts` validates them.
 */

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
