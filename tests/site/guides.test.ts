/**
 * The guide topics of the official documentation of the documented version that readers reach by their official
 * URL (forum posts, tickets): each is a built page at that path, and a finished one.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {DOCS_DIR, htmlFileFor} from '../support/site';
import {markdownBody, proseWords, sourceFile} from '../support/sources';
import {DOCS_BASE} from '../../src/site/rules';

const OFFICIAL_PATHS = [
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

/** Topics that are one setting or one small procedure may be shorter; none is today. */
const MIN_WORDS = 300;

test('every official guide path of the documented version is a built page', () => {
  const missing = OFFICIAL_PATHS.filter((p) => {
    try {
      htmlFileFor(`${DOCS_BASE}${p}`);
      return false;
    } catch {
      return true;
    }
  });
  assert.deepEqual(missing, []);
});

test(`every page of those topics has at least ${MIN_WORDS} words of prose`, () => {
  const thin = OFFICIAL_PATHS.flatMap((p) => {
    const file = sourceFile(DOCS_DIR, p);
    if (!file) return [`${p}: no source`];
    const words = proseWords(markdownBody(fs.readFileSync(file, 'utf8')));
    return words < MIN_WORDS ? [`${p}: ${words} words`] : [];
  });
  assert.deepEqual(thin, []);
});
