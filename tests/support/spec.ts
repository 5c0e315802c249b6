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

/** Guide paths of the official documentation that readers reach by their URL (forum posts, tickets). */
export const OFFICIAL_GUIDE_PATHS = [
  'administration/Meta_recovery',
  'best_practices/query_tuning/query_profile_operator_metrics',
  'best_practices/query_tuning/query_profile_tuning_recipes',
  'administration/user_privs/group_provider',
  'administration/management/cluster_snapshot',
  'data_source/data_cache/data_cache_observe',
  'using_starrocks/async_mv/troubleshooting_asynchronous_materialized_views',
  'using_starrocks/Materialized_view-single_table',
  'using_starrocks/running_queries',
  'administration/management/resource_management/Query_management',
  'administration/management/monitor_manage_big_queries',
  'administration/management/resource_management/be_label',
  'administration/user_privs/authorization/privilege_faq',
  'data_source/catalog/iceberg/iceberg_catalog',
  'data_source/catalog/iceberg/iceberg_timetravel',
  'data_source/catalog/iceberg/iceberg_meta_table',
  'data_source/datalake_faq',
  'data_source/feature-support-data-lake-analytics',
  'deployment/shared_data/feature-support-shared-data',
  'loading/loading_introduction/feature-support-loading-and-unloading',
  'using_starrocks/async_mv/feature-support-asynchronous-materialized-views',
  'using_starrocks/async_mv/use_cases/data_modeling_with_materialized_views',
  'using_starrocks/query_feedback',
  'using_starrocks/query_acceleration_with_auto_increment',
  'table_design/indexes/vector_index',
  'table_design/hybrid_table',
  'administration/data_migration_tool',
  'administration/http_interface',
  'best_practices/authentication_authorization',
  'integrations/dbt',
  'faq/loading/Flink_connector_faq',
  'faq/Dump_query',
  'loading/automq-routine-load',
  'data_source/catalog/maxcompute_catalog',
  'data_source/catalog/kudu_catalog',
  'using_starrocks/accelerate-cardinality-preserving-joins',
  'using_starrocks/jit',
  'administration/management/resource_management/Load_balance',
  'administration/sql_digest',
  'integrations/BI_integrations/QuickBI',
  'integrations/BI_integrations/Hex',
  'integrations/BI_integrations/Querybook',
  'integrations/IDE_integrations/Dataphin',
  'integrations/IDE_integrations/jupysql',
  'integrations/IDE_integrations/marimo',
  'integrations/hive_bitmap_udf',
  'integrations/datadog_support',
  'faq/loading/Insert_into_faq',
  'faq/loading/DataX_faq',
  'faq/loading/synchronize_mysql_into_sr',
  'faq/Exporting_faq',
  'developers/debuginfo',
  'developers/jemalloc_heap_profile',
];
