/**
 * The system reference as data: FE and BE configuration items, system
 * variables and error codes. The JSON files beside this module are the one
 * source for the reference pages, the search index and the tests; their
 * facts (names, types, defaults, mutability, codes) come from StarRocks's
 * repository and their descriptions are ours. `schema.ts` declares their shapes
 * (the types below are inferred from it) and validates them.
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

export type {
  ConfigData,
  ConfigItem,
  ErrorCode,
  ErrorCodeData,
  ReferenceExclusion,
  SystemVariable,
  VariableData,
} from './schema';
