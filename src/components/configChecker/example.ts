/**
 * The example the checker's button loads and its page shows (config_checker.mdx repeats it in a
 * code block; tests/unit/configChecker.test.ts checks that the two agree and that the page's
 * table of results is what the checker finds).
 */
export const EXAMPLE = `# fe.conf of a test cluster
JAVA_OPTS = "-Xmx16384m -XX:+UseG1GC"
meta_dir = /data/starrocks/meta
http_port = 8030
query_port = 9030
edit_log_port = 9011
sys_log_level = INFO
qe_max_conection = 2048
port_rpc = 9020
disable_balance = true
max_routine_load_task_num_per_be = 32
tablet_create_timeout_second = 1O
enable_statistic_collect = yes
mysql_service_nio_enabled = true
`;
