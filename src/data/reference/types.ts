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

/** The areas of the error-message reference, in page order, with their headings. */
export const TROUBLE_AREAS = {
  loading: 'Loading',
  query: 'Queries and resources',
  storage: 'Tables, replicas and storage',
  cluster: 'Nodes and cluster',
  catalog: 'External catalogs and data lakes',
  security: 'Authentication and privileges',
} as const;

export type {
  ConfigData,
  ConfigItem,
  ErrorCode,
  ErrorCodeData,
  ReferenceExclusion,
  SystemVariable,
  TroubleshootingData,
  TroubleshootingEntry,
  VariableData,
} from './schema';
