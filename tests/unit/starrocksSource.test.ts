/**
 * The source parsers the fact lists are extracted with (scripts/reference/starrocksSource.ts),
 * on small excerpts written the way StarRocks's own files are: what a careless regex would get
 * wrong (commented-out declarations, split strings, constants, nested types) is pinned here.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {
  intConstants,
  parseBeConfig,
  parseErrorCodes,
  parseFeConfig,
  parseFunctionSetNames,
  parseScalarFunctions,
  parseSystemTables,
  parseVariables,
  registeredClasses,
} from '../../scripts/reference/starrocksSource';

test('Config.java: fields, flags, aliases, @Deprecated and multi-line defaults; commented-out fields are not items', () => {
  const facts = parseFeConfig(`
    public class Config extends ConfigBase {
        private static final int DEFAULT_LIMIT = 10;
        /** qe_slow_log_ms: see "http://example" // not a comment end */
        @ConfField(mutable = true, aliases = {"old_name", "older_name"})
        public static long qe_slow_log_ms = 5000L;
        // @ConfField
        // public static int removed_item = 1;
        @Deprecated
        @ConfField
        public static String sys_log_roll_mode = "SIZE-MB-1024";
        @ConfField(mutable = true, masterOnly = true, comment = "a, b; c")
        public static boolean flag = ((System.getenv("X") != null)
                ? true : false);
        @ConfField
        public static int limit = DEFAULT_LIMIT;
        @ConfField
        public static String[] chain = {"native", "ldap"};
    }`);
  assert.deepEqual(
    facts.map((f) => f.name),
    ['qe_slow_log_ms', 'sys_log_roll_mode', 'flag', 'limit', 'chain'],
  );
  assert.deepEqual(facts[0], {
    name: 'qe_slow_log_ms',
    java_type: 'long',
    default: '5000L',
    mutable: true,
    masterOnly: false,
    deprecated: false,
    aliases: ['old_name', 'older_name'],
  });
  assert.equal(facts[1]!.deprecated, true);
  assert.deepEqual([facts[2]!.mutable, facts[2]!.masterOnly], [true, true]);
  assert.equal(facts[2]!.default, '((System.getenv("X") != null) ? true : false)');
  assert.equal(facts[3]!.default, 'DEFAULT_LIMIT (= 10)');
  assert.equal(facts[4]!.java_type, 'String[]');
});

test('config.h: CONF_ and mutable CONF_m entries, split string defaults, no macro definitions or comments', () => {
  const facts = parseBeConfig(`
    #define CONF_Int32(name, default) DEFINE_FIELD(int32_t, name, default)
    CONF_Int32(be_port, "9060");
    // CONF_Int32(old_port, "1");
    CONF_mInt64(lake_metadata_cache_limit, /*2GB=*/"2147483648");
    CONF_String(dirs, "/a,/b,"
                      "/c");
    CONF_String_enum(brpc_connection_type, "single", "single,pooled,short");
    CONF_mInt32(unused_crm_file_threshold_second, "86400" /** 1day **/);
  `);
  assert.deepEqual(facts, [
    {name: 'be_port', type: 'Int32', default: '9060', mutable: false},
    {name: 'lake_metadata_cache_limit', type: 'Int64', default: '2147483648', mutable: true},
    {name: 'dirs', type: 'String', default: '/a,/b,/c', mutable: false},
    {name: 'brpc_connection_type', type: 'String_enum', default: 'single', mutable: false},
    {name: 'unused_crm_file_threshold_second', type: 'Int32', default: '86400', mutable: true},
  ]);
});

test('SessionVariable.java: names, aliases and show names resolved through constants; flags by name', () => {
  const facts = parseVariables(
    `
    public class SessionVariable {
        public static final String ENABLE_PIPELINE = "enable_pipeline";
        public static final String ENABLE_PIPELINE_ENGINE = "enable_pipeline_engine";
        public static final String CTE_RATE = "cbo_cte_reuse_rate_v2";
        public static final String OLD_RATE = "cbo_cte_reuse_rate";
        public static final long DEFAULT_LIMIT = 9223372036854775807L;
        @VarAttr(name = ENABLE_PIPELINE, alias = ENABLE_PIPELINE_ENGINE, show = ENABLE_PIPELINE_ENGINE)
        private boolean enablePipeline = true;
        @VariableMgr.VarAttr(name = CTE_RATE, flag = VariableMgr.INVISIBLE | VariableMgr.READ_ONLY, alias = OLD_RATE,
                show = OLD_RATE)
        private double rate = 1.15;
        @VarAttr(name = "sql_select_limit")
        private long sqlSelectLimit = DEFAULT_LIMIT;
    }`,
    'session',
  );
  assert.deepEqual(facts[0], {
    name: 'enable_pipeline',
    constant: 'ENABLE_PIPELINE',
    java_type: 'boolean',
    default: 'true',
    flags: [],
    scope: 'session',
    alias: 'enable_pipeline_engine',
    show_name: 'enable_pipeline_engine',
  });
  assert.deepEqual(facts[1]!.flags, ['INVISIBLE', 'READ_ONLY']);
  assert.equal(facts[1]!.show_name, 'cbo_cte_reuse_rate');
  assert.equal(facts[2]!.default, 'DEFAULT_LIMIT (= 9223372036854775807L)');
  assert.throws(() => parseVariables('@VarAttr(name = UNKNOWN)\nprivate int x = 1;', 'session'), /unknown constant/);
});

test('functions: registered rows of functions.py (not its comments) and the names FunctionSet declares', () => {
  assert.deepEqual(
    parseScalarFunctions(`
#   [1, "add", "TINYINT", ["TINYINT", "TINYINT"], "Math::add"]
    [10010, 'abs', True, False, 'DOUBLE', ['DOUBLE'], 'MathFunctions::abs_double'],
    [50110, "Years_Add", True, False, 'DATETIME', ['DATETIME', 'INT'], 'TimeFunctions::years_add'],
    [10011, 'abs', True, False, 'FLOAT', ['FLOAT'], 'MathFunctions::abs_float'],`),
    ['abs', 'years_add'],
  );
  assert.deepEqual(
    parseFunctionSetNames(`
      public static final String COUNT = "count";
      public static final String ARRAY_AGG = "array_agg";
      // public static final String GONE = "gone";
      public static final String LABEL = "Not a function name";`),
    ['array_agg', 'count'],
  );
});

test('system tables: registered classes, columns in order with SQL types, nested and copied column lists', () => {
  assert.deepEqual(
    registeredClasses(`
      super.registerTableUnlocked(TablesSystemTable.create(catalogName));
      // super.registerTableUnlocked(OldSystemTable.create());
      super.registerTableUnlocked(GrantsTo.createGrantsToRoles());
      super.registerTableUnlocked(GrantsTo.createGrantsToUsers());`),
    ['TablesSystemTable', 'GrantsTo'],
  );
  const constants = intConstants('public static final int NAME_CHAR_LEN = 2048;\nstatic final int FN_REFLEN = 512;');
  const noStatement = () => '';
  const [files] = parseSystemTables(
    `public class PipeFileSystemTable {
       private static final String NAME = "pipe_files";
       public static final int MY_LEN = 16;
       public static SystemTable create() {
         ArrayList<StructField> fields = new ArrayList<>();
         fields.add(new StructField("path", ScalarType.createVarcharType(FN_REFLEN)));
         fields.add(new StructField("quota", ScalarType.createType(PrimitiveType.BIGINT)));
         StructType spaceType = new StructType(fields);
         ArrayType spaces = new ArrayType(spaceType);
         return new SystemTable(SystemId.PIPE_FILES_ID, NAME, Table.TableType.SCHEMA,
           SystemTable.builder()
             .column("DATABASE_NAME", ScalarType.createVarcharType(SystemTable.NAME_CHAR_LEN))
             .column("PIPE_ID", ScalarType.BIGINT)
             // .column("FILE_ROWS", ScalarType.BIGINT)
             .column("LAST_MODIFIED", ScalarType.createVarcharType(MY_LEN))
             .column("COMMENTED", Type.STRING, "what this column means")
             .column("SPACES", spaces)
             .column("DETAIL", new MapType(ScalarType.createType(PrimitiveType.INT), Type.BIGINT))
             .build(),
           TSchemaTableType.SCH_PIPE_FILES);
       }
     }`,
    constants,
    noStatement,
  );
  assert.deepEqual(files, {
    table: 'pipe_files',
    columns: [
      {name: 'DATABASE_NAME', type: 'VARCHAR(2048)'},
      {name: 'PIPE_ID', type: 'BIGINT'},
      {name: 'LAST_MODIFIED', type: 'VARCHAR(16)'},
      {name: 'COMMENTED', type: 'STRING'},
      {name: 'SPACES', type: 'ARRAY<STRUCT<path VARCHAR(512),quota BIGINT>>'},
      {name: 'DETAIL', type: 'MAP<INT,BIGINT>'},
    ],
  });
  const [analyze] = parseSystemTables(
    `private static final String NAME = "analyze_status";
     static {
       COLUMNS = Lists.newArrayList(ShowAnalyzeStatusStmt.META_DATA.getColumns());
       COLUMNS.add(1, new Column("Catalog", createNameType()));
     }`,
    constants,
    () => `META_DATA = builder()
             .addColumn(new Column("Id", ScalarType.createVarchar(60)))
             .addColumn(new Column("Database", ScalarType.createVarchar(60)))`,
  );
  assert.deepEqual(
    analyze!.columns.map((c) => `${c.name} ${c.type}`),
    ['Id VARCHAR(60)', 'Catalog VARCHAR(2048)', 'Database VARCHAR(60)'],
  );
  assert.throws(
    () =>
      parseSystemTables(
        'new SystemTable(SystemId.X, "t", builder().column("A", Mystery.TYPE).build())',
        constants,
        noStatement,
      ),
    /unknown column type Mystery.TYPE/,
  );
});

test('ErrorCode.java: both SQLSTATE forms, split messages and message constants', () => {
  assert.deepEqual(
    parseErrorCodes(`
    public enum ErrorCode {
        ERR_NO_DB_ERROR(1046, new byte[] {'3', 'D', '0', '0', '0'}, "No database selected"),
        // ERR_OLD(1, new byte[] {'H', 'Y', '0', '0', '0'}, "gone"),
        ERR_UNSUPPORTED_PS(1295, "HY000".getBytes(),
                "Not supported, " + "yet"),
        ERR_ACCESS_DENIED(5203, new byte[] {'4', '2', '0', '0', '0'},
                "Access denied on %s. " +
                        ErrorCode.HINT);
        public static final String HINT = "Ask the admin.";
    }`),
    [
      {name: 'ERR_NO_DB_ERROR', code: 1046, sqlstate: '3D000', message_template: 'No database selected'},
      {name: 'ERR_UNSUPPORTED_PS', code: 1295, sqlstate: 'HY000', message_template: 'Not supported, yet'},
      {
        name: 'ERR_ACCESS_DENIED',
        code: 5203,
        sqlstate: '42000',
        message_template: 'Access denied on %s. Ask the admin.',
      },
    ],
  );
});

test('the extractor says what it needs when no StarRocks git directory is given', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const env = {...process.env, STARROCKS_GIT: ''};
  try {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/reference/extract.ts'], {
      cwd: root,
      env,
      stdio: 'pipe',
    });
    assert.fail('the extractor ran without a source');
  } catch (error) {
    const e = error as {status: number; stderr: Buffer};
    assert.equal(e.status, 2);
    assert.match(e.stderr.toString(), /Set STARROCKS_GIT/);
  }
});
