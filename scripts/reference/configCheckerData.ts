/**
 * Writes src/data/configChecker/lookup.json, the compact name lookup the configuration checker
 * page ships with (src/components/configChecker/lookup.ts reads it): per FE item, BE item and
 * system variable its name, value type, default, runtime changeability and a few flags, plus
 * the names 3.5 also accepts (aliases) and the names only later versions have. It is built from
 * the reference data (src/data/reference/*.json) and evidence/facts/later-names.json only, so
 * rerun it whenever they change (tests/unit/configChecker.test.ts fails until then):
 *
 *   node --import tsx scripts/reference/configCheckerData.ts
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import feData from '../../src/data/reference/fe-config.json';
import beData from '../../src/data/reference/be-config.json';
import variableData from '../../src/data/reference/system-variables.json';
import laterNames from '../../evidence/facts/later-names.json';
import type {ConfigData, VariableData} from '../../src/data/reference/types';
import {
  FLAG,
  type PackedItem,
  type PackedKind,
  type PackedLookup,
  type ValueType,
} from '../../src/components/configChecker/lookup';
import {DOC_VERSION} from '../../src/site/rules';

export const OUT = path.join(import.meta.dirname, '..', '..', 'src', 'data', 'configChecker', 'lookup.json');

/** The types the reference data writes, as the checker reads values. */
const TYPES: Record<string, ValueType> = {
  // FE (Java field types of Config.java) and variables (SessionVariable.java)
  short: 'short',
  int: 'int',
  long: 'long',
  Long: 'long',
  double: 'double',
  boolean: 'bool',
  String: 'string',
  'String[]': 'list',
  'long[]': 'longlist',
  // BE (config.h macros)
  Int16: 'short',
  Int32: 'int',
  Int64: 'long',
  Double: 'double',
  Bool: 'bool',
  String_enum: 'string',
  Strings: 'list',
};

/**
 * BE aliases (CONF_Alias) of oss-cutline-3.5.7:be/src/common/config.h, lines 403, 1113 and 1320:
 * the BE reads the alias as the item. The BE fact list (evidence/facts/be-config.json) does not
 * record aliases yet; these three are written here until it does.
 */
export const BE_ALIASES: Record<string, string> = {
  webserver_port: 'be_http_port',
  starlet_fslib_s3client_request_timeout_ms: 'object_storage_request_timeout_ms',
  datacache_disk_path: 'block_cache_disk_path',
};

function valueType(raw: string, name: string): ValueType {
  const t = TYPES[raw];
  if (!t) throw new Error(`${name}: type ${raw} has no checker type; add it to TYPES in configCheckerData.ts`);
  return t;
}

/**
 * Whether a default is a rule a node resolves when it starts rather than a value to compare
 * with: a path under ${STARROCKS_HOME}, "number of CPU cores", "time zone of the FE host", a
 * `<release>` placeholder, or a number or boolean type whose default is not a number or boolean.
 */
export function isRuleDefault(type: ValueType, value: string): boolean {
  if (/\$\{|<[a-z ]+>|\bof the\b|CPU cores|\bwhen\b/.test(value)) return true;
  switch (type) {
    case 'short':
    case 'int':
    case 'long':
      return !/^-?\d+$/.test(value);
    case 'double':
      return !/^-?(\d+\.?\d*|\.\d+)(e-?\d+)?$/i.test(value);
    case 'bool':
      return !/^(true|false)$/.test(value);
    default:
      return false;
  }
}

/** "3.5.3" for an item a 3.5 patch added; nothing for 3.5.0 or older. */
function patchSince(since: string | null | undefined): string | undefined {
  return since && since.startsWith(`${DOC_VERSION}.`) && !since.endsWith('.0') ? since : undefined;
}

function item(name: string, type: ValueType, def: string, flags: number, since: string | undefined): PackedItem {
  const f = flags | (isRuleDefault(type, def) ? FLAG.ruleDefault : 0);
  return since ? [name, type, def, f, since] : [name, type, def, f];
}

const byName = (a: PackedItem, b: PackedItem) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/** Later-version names that the documented data does not have under any name. */
function onlyLater(names: readonly string[], known: Set<string>): string[] {
  return names.filter((n) => !known.has(n)).sort();
}

function configKind(data: ConfigData, later: readonly string[], extraAliases: Record<string, string>): PackedKind {
  const items = data.items.map((i) =>
    item(
      i.name,
      valueType(i.type, i.name),
      i.default,
      (i.mutable ? FLAG.runtime : 0) | (i.deprecated ? FLAG.deprecated : 0),
      patchSince(i.since),
    ),
  );
  for (const e of data.excluded) items.push([e.name, '', '', FLAG.undocumented]);
  const aliases: Record<string, string> = {};
  for (const i of data.items) for (const a of i.aliases) aliases[a] = i.name;
  for (const [a, n] of Object.entries(extraAliases)) {
    if (!data.items.some((i) => i.name === n)) throw new Error(`alias ${a}: ${n} is not in the ${data.component} data`);
    aliases[a] = n;
  }
  const known = new Set([...items.map((i) => i[0]), ...Object.keys(aliases)]);
  return {items: items.sort(byName), aliases: sortKeys(aliases), later: onlyLater(later, known)};
}

/** "'auto', 'row', 'column'" → ["auto", "row", "column"]. */
function listedValues(values: string): string[] {
  return values.split(',').map((v) => v.trim().replace(/^'(.*)'$/, '$1'));
}

function variableKind(data: VariableData, later: readonly string[]): PackedKind {
  const items = data.items.map((v) =>
    item(
      v.name,
      valueType(v.type, v.name),
      v.default,
      (v.readOnly ? FLAG.readOnly : FLAG.runtime) |
        (v.scope === 'global' ? FLAG.globalOnly : v.scope === 'session-only' ? FLAG.sessionOnly : 0),
      patchSince(v.since),
    ),
  );
  for (const e of data.excluded) items.push([e.name, '', '', FLAG.undocumented]);
  const aliases: Record<string, string> = {};
  const values: Record<string, string[]> = {};
  for (const v of data.items) {
    if (v.alias) aliases[v.alias] = v.name;
    if (v.values) values[v.name] = listedValues(v.values);
  }
  const known = new Set([...items.map((i) => i[0].toLowerCase()), ...Object.keys(aliases).map((a) => a.toLowerCase())]);
  return {
    items: items.sort(byName),
    aliases: sortKeys(aliases),
    later: later.filter((n) => !known.has(n.toLowerCase())).sort(),
    values: sortKeys(values),
  };
}

function sortKeys<T>(o: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The lookup, from the reference data and the later names. */
export function checkerLookup(): PackedLookup {
  return {
    note:
      'Generated by scripts/reference/configCheckerData.ts from src/data/reference/{fe-config,be-config,system-variables}.json ' +
      'and evidence/facts/later-names.json; do not edit. Items: [name, type, default, flags, since?]; flags in src/components/configChecker/lookup.ts.',
    fe: configKind(feData as ConfigData, laterNames.fe, {}),
    be: configKind(beData as ConfigData, laterNames.be, BE_ALIASES),
    variables: variableKind(variableData as VariableData, laterNames.variables),
  };
}

/** The file as the generator writes it. */
export function lookupText(): string {
  // One item per line: readable diffs, and a few bytes more than a single line before gzip.
  const kind = (k: PackedKind) =>
    [
      '{"items": [',
      k.items.map((i) => JSON.stringify(i)).join(',\n'),
      `],\n"aliases": ${JSON.stringify(k.aliases)},\n"later": ${JSON.stringify(k.later)}`,
      k.values ? `,\n"values": ${JSON.stringify(k.values)}` : '',
      '}',
    ].join('');
  const data = checkerLookup();
  return `{"note": ${JSON.stringify(data.note)},\n"fe": ${kind(data.fe)},\n"be": ${kind(data.be)},\n"variables": ${kind(data.variables)}}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  writeFileSync(OUT, lookupText());
  console.log(`wrote ${path.relative(process.cwd(), OUT)}`);
}
