/**
 * What the specification (and issue #2) fixes about the site, written down
 * once for the tests. Changing a value here changes what the site promises.
 */
import {DOC_VERSION, VERSION_LABEL, docRoute} from '../../src/site/rules';
export const VERSION_RECORD = {
  pluginId: 'default',
  version: DOC_VERSION,
  label: VERSION_LABEL,
  banner: null,
  badge: true,
  noIndex: false,
  className: `docs-version-${DOC_VERSION}`,
  isLast: true,
} as const;

/** Top-level sidebar sections, in order, with their landing routes. */
export const TOP_LEVEL: readonly {label: string; href: string}[] = [
  {label: 'Introduction', href: docRoute('introduction/')},
  {label: 'Quick start', href: docRoute('quick_start/')},
  {label: 'Best practices', href: docRoute('category/best-practices')},
  {label: 'Project help', href: docRoute('project_help/')},
  {label: 'Deployment', href: docRoute('deployment/deployment_overview')},
  {label: 'Table design', href: docRoute('category/table-design')},
  {label: 'Data loading', href: docRoute('loading/')},
  {label: 'Data unloading', href: docRoute('unloading/')},
  {label: 'Data lakes', href: docRoute('data_source/data_lakes')},
  {label: 'Query acceleration', href: docRoute('category/query-acceleration')},
  {label: 'Integrations', href: docRoute('integrations/')},
  {label: 'Administration', href: docRoute('administration/')},
  {label: 'Reference', href: docRoute('category/reference')},
  {label: 'FAQ', href: docRoute('faq/')},
  {label: 'Benchmarking', href: docRoute('benchmarking/')},
  {label: 'Developers', href: docRoute('developers/')},
];

/** Example leaves of spec point 2 that issue #2 writes. */
export const EXAMPLE_LEAVES = [
  docRoute('quick_start/shared-nothing'),
  docRoute('deployment/deploy_manually'),
  docRoute('table_design/table_types/primary_key_table'),
  docRoute('loading/StreamLoad'),
  docRoute('administration/management/FE_configuration'),
  docRoute('sql-reference/sql-functions/string-functions/concat'),
] as const;

/** The reference routes of spec point 2 and one page of each reference route shape. */
export const REFERENCE_ROUTES = [
  docRoute('sql-reference/Error_code'),
  docRoute('sql-reference/System_limit'),
  docRoute('sql-reference/System_variable'),
  docRoute('sql-reference/http_sql_api'),
  docRoute('sql-reference/aws_iam_policies'),
  docRoute('sql-reference/sql-statements/table_bucket_part_index/CREATE_TABLE'),
  docRoute('sql-reference/information_schema/tables'),
  docRoute('sql-reference/sys/role_edges'),
] as const;

/** Pages that exist but are listed nowhere (spec point 2, "Unlisted pages"). */
export const UNLISTED_DOC_IDS = [
  'deployment/shared_data/other',
  'loading/objectstorage/alibaba',
  'loading/objectstorage/huawei',
  'loading/objectstorage/tencent',
  'loading/objectstorage/s3_compatible',
  'developers/docs_template',
  'developers/docs_writing_guide',
] as const;

/** Sidebar links that leave the site, under Integrations. */
export const EXTERNAL_LINKS = [
  {label: 'Kettle connector', href: 'https://github.com/StarRocks/starrocks-connector-for-kettle'},
  {label: 'dbt adapter', href: 'https://github.com/StarRocks/dbt-starrocks'},
] as const;

/** Documented facts (spec point 9) and the page each must appear on. */
export const FACTS: readonly {docId: string; patterns: RegExp[]}[] = [
  {docId: 'introduction/maturity', patterns: [/\bfive\b/i]},
  {docId: 'loading/Stream_Load_transaction_interface', patterns: [/v2\.4\b/]},
  {docId: 'loading/load_from_pulsar', patterns: [/v2\.5\b/]},
  {docId: 'sql-reference/data-types/numeric/TINYINT', patterns: [/-128 to 127\b/]},
  {docId: 'sql-reference/data-types/numeric/SMALLINT', patterns: [/-32768 to 32767\b/]},
  {docId: 'sql-reference/data-types/numeric/INT', patterns: [/-2147483648 to 2147483647\b/]},
  {docId: 'sql-reference/data-types/numeric/BIGINT', patterns: [/-9223372036854775808 to 9223372036854775807\b/]},
  {docId: 'sql-reference/data-types/numeric/LARGEINT', patterns: [/\b16 bytes\b/]},
  {docId: 'sql-reference/data-types/date-types/DATE', patterns: [/\b0000-01-01 to 9999-12-31\b/, /\bYYYY-MM-DD\b/]},
  {docId: 'sql-reference/data-types/semi_structured/JSON', patterns: [/\bv2\.2\.0\b/]},
  {docId: 'sql-reference/data-types/semi_structured/Map', patterns: [/\b14 levels\b/]},
  {docId: 'sql-reference/sql-functions/aggregate-functions/retention', patterns: [/\b1 to 31\b/]},
  {docId: 'sql-reference/sql-functions/bitmap-functions/to_bitmap', patterns: [/\b0 to 18446744073709551615\b/]},
  {docId: 'sql-reference/sql-functions/date-time-functions/date_format', patterns: [/\b128 bytes\b/, /\bNULL\b/]},
];
