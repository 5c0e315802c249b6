/** Turns default initializers of Java and C++ source into values as readers write them. */

/** Defaults written as expressions whose value is known. */
const KNOWN: Record<string, string> = {
  'TimeUtils.getSystemTimeZone().getID()': 'time zone of the FE host',
  'Config.mysql_server_version': 'value of the FE item mysql_server_version',
  '"StarRocks version " + Version.STARROCKS_VERSION': 'StarRocks version <release>',
  'InternalCatalog.DEFAULT_INTERNAL_CATALOG_NAME': 'default_catalog',
  'WarehouseManager.DEFAULT_WAREHOUSE_NAME': 'default_warehouse',
  'SessionVariableConstants.AggregationStage.AUTO.ordinal()': '0',
  'SessionVariableConstants.AUTO': 'auto',
  'PlanMode.AUTO.modeName()': 'auto',
  'DataCachePopulateMode.AUTO.modeName()': 'auto',
  'max(50, getRuntime().availableProcessors() * 10)': 'max(50, 10 × number of CPU cores)',
  '((System.getenv("SYS_LOG_TO_CONSOLE") != null) ? System.getenv("SYS_LOG_TO_CONSOLE").trim().equals("1") : false)':
    'false (true when the environment variable SYS_LOG_TO_CONSOLE is 1)',
  // Enum defaults, as the enums' createDefault()/defaultConfig() return them.
  'SlotEstimatorFactory.EstimatorPolicy.createDefault().name()': 'MAX',
  'QueryQueueOptions.SchedulePolicy.createDefault().name()': 'SWRR',
  'NDVEstimator.NDVEstimatorDesc.defaultConfig().name()': 'DUJ1',
  'SessionVariableConstants.DECIMAL': 'decimal',
  'SessionVariableConstants.PANIC': 'panic',
  'MaterializedViewRewriteMode.MODE_DEFAULT': 'default',
  '{SecurityIntegration.AUTHENTICATION_CHAIN_MECHANISM_NATIVE}': 'native',
  '{AUTHENTICATION_CHAIN_MECHANISM_NATIVE}': 'native',
  'KeyMgr.isEncrypted()': 'true when default_master_key is set, else false',
  'Version.STARROCKS_VERSION + "-" + Version.STARROCKS_COMMIT_HASH': '<release>-<commit hash> of the running build',
};

const ENV_HOME =
  /^(?:Config\.STARROCKS_HOME_DIR|StarRocksFE\.STARROCKS_HOME_DIR|System\.getenv\("STARROCKS_HOME"\))\s*\+\s*"([^"]*)"$/;
/** Another item's value plus a suffix: `sys_log_dir + "/spark_launcher_log"`. */
const ITEM_PLUS = /^([a-z][a-z0-9_]*)\s*\+\s*"([^"]*)"$/;

/** A default initializer from Java or C++ source, as a reader would write the value. */
export function readableDefault(raw: string): string {
  let s = raw.trim();
  if (KNOWN[s] !== undefined) return KNOWN[s]!;
  const note = /^[A-Z_]+ \(= (.+)\)$/.exec(s);
  if (note) s = note[1]!;
  if (/^"(?:[^"\\]|\\.)*"$/.test(s)) return s.slice(1, -1);
  const home = ENV_HOME.exec(s);
  if (home) return `\${STARROCKS_HOME}${home[1]}`;
  const plus = ITEM_PLUS.exec(s);
  if (plus) return `\${${plus[1]}}${plus[2]}`;
  if (s === '{}') return '';
  const list = /^\{\s*("[^"]*"(?:\s*,\s*"[^"]*")*)\s*\}$/.exec(s);
  if (list) return [...list[1]!.matchAll(/"([^"]*)"/g)].map((m) => m[1]).join(',');
  if (s === 'Long.MAX_VALUE') return '9223372036854775807';
  if (s === 'Runtime.getRuntime().availableProcessors()') return 'number of CPU cores';
  const enumName = /^([A-Z][A-Z_]+)\.name\(\)$/.exec(s);
  if (enumName) return enumName[1]!;
  // Integer arithmetic such as 3 * 24 * 3600, 512L * 1024 * 1024 or (1L << 31) - (1L << 10).
  const arithmetic = s.replace(/(\d)_(?=\d)/g, '$1').replace(/(\d)[Ll]\b/g, '$1');
  if (/^[\d\s*+\-()<]+$/.test(arithmetic) && /\d/.test(arithmetic)) {
    const value = Function(`"use strict"; return (${arithmetic.replace(/(\d+)/g, '$1n')});`)() as bigint;
    return value.toString();
  }
  return s.replace(/^(-?\d+(?:\.\d+)?)[LlFfDd]$/, '$1');
}
