/**
 * Checks the rows of a paste (parse.ts) against StarRocks 3.5's names (lookup.ts): for each line
 * a verdict, what it means and, for a changed value that 3.5 can take at runtime, the statement
 * that applies it. The rules are 3.5's own, read from the 3.5.7 source:
 *
 * - fe.conf (ConfigBase): unknown names are ignored; an empty value leaves the default; numbers
 *   are Java's Integer/Long/Short/Double.parseDouble (a bad one stops the FE at startup); a
 *   boolean is true only for "true" in any letter case, anything else reads as false; lists are
 *   split at commas; quotes and text after `#` stay part of the value; of an item and its old
 *   name (alias), the item's own name wins; of two lines with one name, the later one wins.
 * - be.conf (configbase.cpp): unknown names are skipped; numbers must fit their width (int16,
 *   int32, int64), booleans are true, false, 1 or 0, and a bad value stops the BE at startup; a
 *   `doris_` prefix is dropped; the later of two lines wins.
 * - system variables (VariableMgr): names in any letter case; booleans are true, false, on, off,
 *   1 or 0; read-only ones cannot be set, session-only ones not with SET GLOBAL; three have their
 *   own converters (VariableVarConverters): sql_mode (mode names, or their bits as a number; SHOW
 *   VARIABLES prints the names), partial_update_mode (auto, row or column, in lower case) and
 *   insert_max_filter_ratio (from 0 to 1).
 *
 * Runtime changes: `ADMIN SET FRONTEND CONFIG ("k" = "v")` for mutable FE items (3.5 applies it on
 * every live FE), `UPDATE information_schema.be_configs SET VALUE = 'v' WHERE NAME = 'k'` for
 * mutable BE items (applied on each BE whose row matches), `SET GLOBAL k = v` for variables.
 */
import {DOC_VERSION as V} from '@site/src/site/rules';
import {KINDS, KIND_LABELS, type Item, type Kind, type KindLookup, type Lookup, type ValueType} from './lookup';
import {nameIndex, nearestName, type NameIndex, type NearReason} from './nearest';
import {parsePaste, type Format, type Parsed, type Row} from './parse';

export type Verdict =
  | 'unknown'
  | 'invalid'
  | 'changed'
  | 'default'
  | 'node'
  | 'readOnly'
  | 'undocumented'
  | 'overridden'
  | 'env'
  | 'unparsed';

/** The groups of findings, most urgent first, and the verdicts each holds. */
export const GROUPS: readonly {id: string; title: string; verdicts: readonly Verdict[]}[] = [
  {id: 'unknown', title: 'Unknown names', verdicts: ['unknown']},
  {id: 'invalid', title: `Values ${V} rejects or misreads`, verdicts: ['invalid']},
  {id: 'changed', title: 'Changed from the default', verdicts: ['changed']},
  {id: 'default', title: 'Equal to the default', verdicts: ['default']},
  {id: 'node', title: 'Default depends on the node', verdicts: ['node']},
  {id: 'overridden', title: 'Overridden lines', verdicts: ['overridden']},
  {id: 'unchecked', title: 'Not checked', verdicts: ['readOnly', 'undocumented', 'env']},
  {id: 'unparsed', title: 'Lines not understood', verdicts: ['unparsed']},
];

export interface Finding {
  line: number;
  /** The name as pasted. */
  key: string;
  value: string;
  verdict: Verdict;
  /** The 3.5 item the line sets (through an old name too). */
  item: Item | undefined;
  /** The line uses an old name (alias) of `item`. */
  renamed: boolean | undefined;
  /** Unknown: only a later version has the name. */
  later: boolean | undefined;
  /** Unknown: the nearest 3.5 name. */
  suggestion: {name: string; reason: NearReason} | undefined;
  /** What the line means. */
  message: string;
  notes: string[];
  /** The statement that applies the value at runtime. */
  statement: string | undefined;
}

export type Choice = Kind | 'auto';

export interface Report {
  kind: Kind | null;
  /** How the kind was known. */
  kindFrom: 'chosen' | 'columns' | 'statement' | 'names' | 'near names' | null;
  format: Format;
  findings: Finding[];
  counts: Record<Verdict, number>;
  /** Changed values that apply at runtime, one statement each, in line order. */
  statements: string[];
  /** One sentence for the live region: what was read and what was found. */
  summary: string;
  /** Why nothing (more) was checked. */
  problem?: string;
  /** Further notes on the whole paste (cut, near names not looked up). */
  notes: string[];
}

/** Distinct unknown names for which a near name is looked up; a paste of junk stays fast. */
export const MAX_NEAR_LOOKUPS = 100;
/** Rows whose names say what a paste configures, when nothing else does; near names vote on fewer. */
const MAX_VOTES = 2000;
const MAX_NEAR_VOTES = 40;

/** Whole-number ranges of Java's short, int and long, and of the BE's int16, int32 and int64. */
const RANGES: Partial<Record<ValueType, [bigint, bigint]>> = {
  short: [BigInt('-32768'), BigInt('32767')],
  int: [BigInt('-2147483648'), BigInt('2147483647')],
  long: [BigInt('-9223372036854775808'), BigInt('9223372036854775807')],
};
const INTEGER = /^[+-]?\d+$/;
/** Java's Double.parseDouble (decimal forms, NaN, Infinity, an f/d suffix) and C's strtod (inf, nan). */
const DOUBLE: Record<Kind, RegExp> = {
  fe: /^[+-]?(?:NaN|Infinity|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?[fFdD]?)$/,
  be: /^[+-]?(?:inf(?:inity)?|nan|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)$/i,
  variables: /^[+-]?(?:NaN|Infinity|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?[fFdD]?)$/,
};
const BOOLEAN: Record<Kind, RegExp> = {
  fe: /^(?:true|false)$/i,
  be: /^(?:true|false|1|0)$/i,
  variables: /^(?:true|false|on|off|1|0)$/i,
};
const BOOLEAN_WORDS: Record<Kind, string> = {
  fe: 'true or false',
  be: 'true, false, 1 or 0',
  variables: 'true, false, on, off, 1 or 0',
};

function expected(kind: Kind, type: ValueType): string {
  const range = RANGES[type];
  if (range) return `a whole number from ${range[0]} to ${range[1]}`;
  if (type === 'double') return 'a number';
  if (type === 'bool') return BOOLEAN_WORDS[kind];
  if (type === 'longlist') return 'a comma-separated list of whole numbers';
  return 'text';
}

const isInteger = (v: string, type: ValueType) => {
  if (!INTEGER.test(v)) return false;
  const [lo, hi] = RANGES[type]!;
  const n = BigInt(v);
  return n >= lo && n <= hi;
};

/** sql_mode's default, 32 (SqlModeHelper.MODE_DEFAULT), as SHOW VARIABLES prints it. */
const SQL_MODE_DEFAULT = {bits: '32', names: 'ONLY_FULL_GROUP_BY'};

/** A variable's own converter's verdict on a value, when it has one: undefined = fine. */
function convertedProblem(item: Item, v: string): string | undefined {
  if (item.kind !== 'variables') return undefined;
  if (item.name === 'partial_update_mode' && !['auto', 'row', 'column'].includes(v))
    return 'Expected auto, row or column, in lower case. SET rejects it.';
  if (item.name === 'insert_max_filter_ratio' && !(Number(v) >= 0 && Number(v) <= 1))
    return 'Expected a number from 0 to 1. SET rejects it.';
  return undefined;
}

/** Whether 3.5 reads the value as its type (after the FE's list brackets are removed). */
function fitsType(kind: Kind, type: ValueType, v: string): boolean {
  switch (type) {
    case 'short':
    case 'int':
    case 'long':
      return isInteger(v, type);
    case 'double':
      return DOUBLE[kind].test(v);
    case 'bool':
      return BOOLEAN[kind].test(v);
    case 'longlist':
      return v.trim() === '' || v.split(',').every((x) => isInteger(x.trim(), 'long'));
    default:
      return true;
  }
}

const truth = (v: string) => /^(?:true|on|1)$/i.test(v.trim());
const listOf = (v: string) =>
  v
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== '');

function sameValue(item: Item, v: string, def: string): boolean {
  if (item.kind === 'variables' && item.name === 'sql_mode' && def === SQL_MODE_DEFAULT.bits)
    return v === def || v.toUpperCase() === SQL_MODE_DEFAULT.names;
  switch (item.type) {
    case 'short':
    case 'int':
    case 'long':
      return INTEGER.test(v) && INTEGER.test(def) && BigInt(v) === BigInt(def);
    case 'double':
      return Number(v.replace(/[fFdD]$/, '')) === Number(def) || v === def;
    case 'bool':
      return truth(v) === truth(def);
    case 'list':
    case 'longlist':
      return listOf(v).join(',') === listOf(def).join(',');
    default:
      return item.values ? v.toLowerCase() === def.toLowerCase() : v === def;
  }
}

/** SQL string literals in StarRocks: a backslash escapes the next character. */
const quoted = (v: string, q: '"' | "'") => `${q}${v.replace(/\\/g, '\\\\').replaceAll(q, `\\${q}`)}${q}`;

function statementFor(item: Item, value: string, beId?: string): string | undefined {
  if (item.kind === 'fe') return `ADMIN SET FRONTEND CONFIG (${quoted(item.name, '"')} = ${quoted(value, '"')});`;
  if (item.kind === 'be')
    return `UPDATE information_schema.be_configs SET VALUE = ${quoted(value, "'")} WHERE NAME = ${quoted(item.name, "'")}${beId ? ` AND BE_ID = ${beId}` : ''};`;
  if (item.readOnly) return undefined;
  const literal =
    item.name === 'sql_mode'
      ? quoted(value, "'")
      : (item.type !== 'string' && /^[+-]?\d+(?:\.\d+)?$/.test(value)) ||
          (item.type === 'bool' && BOOLEAN.variables.test(value))
        ? value
        : quoted(value, "'");
  return `SET ${item.scope === 'session-only' ? '' : 'GLOBAL '}${item.name} = ${literal};`;
}

const FILE: Record<Kind, string> = {fe: 'fe.conf', be: 'be.conf', variables: ''};
const NODE: Record<Kind, string> = {fe: 'FE', be: 'BE', variables: 'server'};

interface Resolved {
  item?: Item;
  renamed?: boolean;
  /** be.conf: the `doris_` prefix was dropped. */
  doris?: boolean;
}

function resolve(kl: KindLookup, key: string, conf: boolean): Resolved {
  const k = kl.caseInsensitive ? key.toLowerCase() : key;
  const item = kl.items.get(k);
  if (item) return {item};
  const target = kl.aliases.get(k);
  if (target) return {item: kl.items.get(kl.caseInsensitive ? target.toLowerCase() : target), renamed: true};
  if (conf && kl.kind === 'be' && key.startsWith('doris_')) {
    const r = resolve(kl, key.slice('doris_'.length), conf);
    if (r.item) return {...r, doris: true};
  }
  return {};
}

interface Context {
  kind: Kind;
  kl: KindLookup;
  conf: boolean;
  index: NameIndex;
  /** What each distinct unknown name means (up to MAX_NEAR_LOOKUPS names). */
  unknown: Map<string, Pick<Finding, 'later' | 'suggestion' | 'message'>>;
  nearSkipped: number;
}

/** A finding with every field present, so that all findings share one shape (a 1 MB paste makes ~40,000). */
function finding(row: {line: number; key: string; value: string}, verdict: Verdict, message: string): Finding {
  return {
    line: row.line,
    key: row.key,
    value: row.value,
    verdict,
    item: undefined,
    renamed: undefined,
    later: undefined,
    suggestion: undefined,
    message,
    notes: [],
    statement: undefined,
  };
}

/** What an unknown name means, once per distinct name. */
function unknownVerdict(key: string, ctx: Context): Pick<Finding, 'later' | 'suggestion' | 'message'> {
  const {kind, kl} = ctx;
  const k = kl.caseInsensitive ? key.toLowerCase() : key;
  const known = ctx.unknown.get(k);
  if (known) return known;
  const effect =
    kind === 'variables'
      ? `${V} has no such variable (SET fails).`
      : ctx.conf
        ? `The ${NODE[kind]} ignores the line.`
        : '';
  let suggestion: Finding['suggestion'];
  if (ctx.unknown.size < MAX_NEAR_LOOKUPS) suggestion = nearestName(key, ctx.index);
  else ctx.nearSkipped++;
  let out: Pick<Finding, 'later' | 'suggestion' | 'message'>;
  if (kl.later.has(k)) {
    const also = suggestion ? ` The nearest ${V} name is ${suggestion.name}.` : '';
    out = {
      later: true,
      suggestion,
      message: `Not in ${V}: only later versions have this name. ${effect}${also}`.trim(),
    };
  } else if (suggestion) {
    const why =
      suggestion.reason === 'case'
        ? kind === 'variables'
          ? ''
          : ' (names are case-sensitive)'
        : suggestion.reason === 'order'
          ? ' (the same words in another order)'
          : '';
    out = {
      later: undefined,
      suggestion,
      message: `Not a ${V} ${KIND_LABELS[kind]}. Did you mean ${suggestion.name}${why}? ${effect}`.trim(),
    };
  } else {
    out = {
      later: undefined,
      suggestion,
      message: `Not a ${V} ${KIND_LABELS[kind]}, and no ${V} name is near it. ${effect}`.trim(),
    };
  }
  if (ctx.unknown.size < MAX_NEAR_LOOKUPS) ctx.unknown.set(k, out);
  return out;
}

function unknownFinding(row: Row, ctx: Context): Finding {
  const f = finding(row, 'unknown', '');
  const v = unknownVerdict(row.key, ctx);
  f.later = v.later;
  f.suggestion = v.suggestion;
  f.message = v.message;
  return f;
}

/** The value as 3.5 compares it: the FE's result lists "[a, b]" without brackets. */
function comparable(kind: Kind, item: Item, value: string, conf: boolean): string {
  if (!conf && kind === 'fe' && (item.type === 'list' || item.type === 'longlist'))
    return value.replace(/^\[(.*)\]$/, '$1');
  return value;
}

function itemFinding(row: Row, r: Resolved & {item: Item}, ctx: Context): Finding {
  const {kind, conf} = ctx;
  const {item} = r;
  const f = finding(row, 'changed', '');
  f.item = item;
  const {notes} = f;
  const done = (verdict: Verdict, message: string) => {
    f.verdict = verdict;
    f.message = message;
    return f;
  };
  if (r.renamed) {
    f.renamed = true;
    notes.push(`An older name of ${item.name}: ${V} still reads it; prefer ${item.name}.`);
  }
  if (r.doris) notes.push(`The BE drops the doris_ prefix and reads this as ${item.name}.`);
  if (item.deprecated) notes.push(`Deprecated in ${V}.`);
  if (item.since) notes.push(`Added in v${item.since}: earlier ${V} releases do not know it.`);
  if (item.undocumented)
    return done('undocumented', `A ${V} name that this site leaves out of its reference; its value is not checked.`);
  if (item.readOnly) return done('readOnly', 'Read-only: the server reports it, and SET cannot change it.');
  const type = item.type!;
  if (conf && /^(["']).*\1$/.test(row.value) && row.value.length >= 2)
    notes.push(`The quotes are part of the value: ${FILE[kind]} keeps them.`);
  if (conf && /\s#/.test(row.value))
    notes.push('The text after # is part of the value: only whole lines are comments.');
  const value = comparable(kind, item, row.value, conf);

  if (conf && kind === 'fe' && value === '')
    return done('default', 'An empty value: the FE ignores the line and keeps the default, so it can be removed.');
  const sqlMode = kind === 'variables' && item.name === 'sql_mode';
  const converted = convertedProblem(item, value);
  if (converted) return done('invalid', converted);
  if (!sqlMode && !fitsType(kind, type, value)) {
    const effect =
      kind === 'variables'
        ? 'SET rejects it.'
        : kind === 'fe' && type === 'bool'
          ? 'The FE reads any value other than true as false.'
          : conf
            ? `The ${NODE[kind]} does not start with this line.`
            : `${V} rejects it.`;
    return done('invalid', `Expected ${expected(kind, type)} (${type}). ${effect}`);
  }
  if (item.values && !item.values.some((v) => v.toLowerCase() === value.toLowerCase()))
    return done('invalid', `Not one of the values the reference lists: ${item.values.join(', ')}.`);

  const def = item.ruleDefault ? row.nodeDefault : item.default;
  if (def === undefined)
    return done('node', `The default is resolved on each node (${item.default}): compare the value yourself.`);
  if (sameValue(item, value, def))
    return done('default', conf ? `Equal to the ${V} default: the line can be removed.` : `Equal to the ${V} default.`);

  const was = `Default ${def === '' ? '(empty)' : def}.`;
  if (kind === 'variables') {
    f.statement = statementFor(item, value);
    const how =
      item.scope === 'session-only'
        ? 'Changeable at runtime for one session only (no SET GLOBAL).'
        : item.scope === 'global'
          ? 'Changeable at runtime with SET GLOBAL.'
          : 'Changeable at runtime: SET GLOBAL makes it the value of new sessions.';
    return done('changed', `${was} ${how}`);
  }
  if (item.runtime) {
    f.statement = statementFor(item, value, row.beId);
    const keep = conf ? ` Keep the line in ${FILE[kind]} so that a restart keeps it.` : '';
    return done('changed', `${was} Changeable at runtime with the statement below.${keep}`);
  }
  return done(
    'changed',
    conf
      ? `${was} Read at startup only: restart the ${NODE[kind]} for the line to take effect.`
      : `${was} Read at startup only: to change it, edit ${FILE[kind]} and restart the ${NODE[kind]}.`,
  );
}

/** Of several lines of a file that set one item, all but the one 3.5 uses are overridden. */
function markOverridden(findings: Finding[], kind: Kind): void {
  const byItem = new Map<string, Finding[]>();
  for (const f of findings) {
    const k = f.item?.name ?? f.key;
    const group = byItem.get(k);
    if (group) group.push(f);
    else byItem.set(k, [f]);
  }
  for (const [, group] of byItem) {
    if (group.length < 2) continue;
    // The FE reads an item's own name before its old names (ConfigBase.getConfigValue).
    const own = kind === 'fe' ? group.filter((f) => !f.renamed) : [];
    const winner = (own.length ? own : group).at(-1)!;
    for (const f of group) {
      if (f === winner) continue;
      f.verdict = 'overridden';
      f.statement = undefined;
      f.message =
        kind === 'fe' && f.renamed && !winner.renamed
          ? `Overridden: line ${winner.line} sets ${winner.key}, which the FE reads instead of this older name.`
          : `Overridden: line ${winner.line} sets it again, and the later line wins.`;
    }
  }
}

/** One statement per item and value; per BE when the BEs of a be_configs paste differ. */
function statementsOf(findings: Finding[]): string[] {
  const withStatement = findings.filter((f) => f.statement && f.verdict === 'changed');
  const valuesPerBeItem = new Map<string, Set<string>>();
  for (const f of withStatement)
    if (f.item!.kind === 'be')
      valuesPerBeItem.set(f.item!.name, (valuesPerBeItem.get(f.item!.name) ?? new Set()).add(f.value));
  const out = new Set<string>();
  for (const f of withStatement) {
    const differ = f.item!.kind === 'be' && valuesPerBeItem.get(f.item!.name)!.size > 1;
    const s = differ ? f.statement! : f.statement!.replace(/ AND BE_ID = [^;]+;$/, ';');
    f.statement = s;
    out.add(s);
  }
  return [...out];
}

function chooseKind(
  parsed: Parsed,
  choice: Choice,
  lookup: Lookup,
): {kind: Kind | null; from: Report['kindFrom']; tie: boolean} {
  if (choice !== 'auto') return {kind: choice, from: 'chosen', tie: false};
  if (parsed.hint) return {kind: parsed.hint.kind, from: parsed.hint.from, tie: false};
  const conf = parsed.format === 'conf';
  const votes = (rows: readonly Row[], count: (kl: KindLookup, key: string) => boolean) => {
    const v: Record<Kind, number> = {fe: 0, be: 0, variables: 0};
    for (const row of rows) for (const kind of KINDS) if (count(lookup[kind], row.key)) v[kind]++;
    const ranked = KINDS.filter((k) => !conf || k !== 'variables').sort((a, b) => v[b] - v[a]);
    const top = ranked[0]!;
    return v[top] === 0 ? null : {kind: top, tie: v[ranked[1]!] === v[top]};
  };
  const exact = votes(parsed.rows.slice(0, MAX_VOTES), (kl, key) => resolve(kl, key, conf).item !== undefined);
  if (exact) return {...exact, from: 'names'};
  // No name is known: the names near known ones vote, on fewer rows (each costs a search).
  const indexes = new Map<Kind, NameIndex>();
  const near = votes(parsed.rows.slice(0, MAX_NEAR_VOTES), (kl, key) => {
    if (kl.later.has(key)) return true;
    if (!indexes.has(kl.kind)) indexes.set(kl.kind, nameIndex(kl.names));
    return nearestName(key, indexes.get(kl.kind)!) !== undefined;
  });
  if (near) return {...near, from: 'near names'};
  return {kind: null, from: null, tie: false};
}

const emptyCounts = (): Record<Verdict, number> => ({
  unknown: 0,
  invalid: 0,
  changed: 0,
  default: 0,
  node: 0,
  readOnly: 0,
  undocumented: 0,
  overridden: 0,
  env: 0,
  unparsed: 0,
});

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function describe(report: Omit<Report, 'summary'>, lines: number, tie: boolean): string {
  const c = report.counts;
  const what: Record<Format, string> = {
    conf: report.kind === 'be' ? 'be.conf' : report.kind === 'fe' ? 'fe.conf' : 'name = value lines',
    table: 'a result table',
    tabs: 'tab-separated output',
    vertical: 'vertical (\\G) output',
  };
  const from: Record<NonNullable<Report['kindFrom']>, string> = {
    chosen: 'as chosen',
    columns: 'recognised by the column titles',
    statement: 'recognised by the statement in the paste',
    names: tie ? 'the names fit more than one kind: choose the kind to be sure' : 'recognised by the names',
    'near names': `guessed from names close to ${V} names`,
  };
  const head = `Read ${plural(lines, 'line', 'lines')} as ${what[report.format]}`;
  if (report.problem) return `${head}. ${report.problem}`;
  const runtime = report.findings.filter((f) => f.verdict === 'changed' && f.statement).length;
  const parts = [
    c.unknown && plural(c.unknown, 'unknown name', 'unknown names'),
    c.invalid && plural(c.invalid, 'wrong value', 'wrong values'),
    c.changed &&
      `${plural(c.changed, 'value', 'values')} changed from the default (${[
        runtime && `${runtime} at runtime`,
        c.changed - runtime && `${c.changed - runtime} after a restart`,
      ]
        .filter(Boolean)
        .join(', ')})`,
    c.default && plural(c.default, 'value equal to the default', 'values equal to the default'),
    c.node && plural(c.node, 'value whose default depends on the node', 'values whose default depends on the node'),
    c.overridden && plural(c.overridden, 'overridden line', 'overridden lines'),
    c.readOnly && plural(c.readOnly, 'read-only variable', 'read-only variables'),
    c.undocumented && plural(c.undocumented, 'name not in the reference', 'names not in the reference'),
    c.env && plural(c.env, 'start-script variable', 'start-script variables'),
    c.unparsed && plural(c.unparsed, 'line not understood', 'lines not understood'),
  ].filter(Boolean);
  const kind = report.kind ? `${KIND_LABELS[report.kind]}s, ${from[report.kindFrom!]}` : '';
  return `${head} (${kind}): ${parts.length ? parts.join(', ') : 'nothing to check'}.`;
}

export function checkParsed(parsed: Parsed, choice: Choice, lookup: Lookup): Report {
  const {kind, from, tie} = chooseKind(parsed, choice, lookup);
  const findings: Finding[] = [];
  const notes: string[] = [];
  let problem = parsed.problem;
  if (!problem && parsed.rows.length === 0 && parsed.env.length === 0)
    problem = 'No line holds a name and a value (name = value, or a table row).';
  if (!problem && !kind && parsed.rows.length > 0)
    problem = `No name is a ${V} FE or BE configuration item or system variable, or near one: choose what you pasted under "What you pasted".`;
  if (parsed.cutAfterLine)
    notes.push(`The paste is longer than the checker reads: only its first ${parsed.cutAfterLine} lines were checked.`);

  if (!problem && kind) {
    const kl = lookup[kind];
    const ctx: Context = {
      kind,
      kl,
      conf: parsed.format === 'conf',
      index: nameIndex(kl.names),
      unknown: new Map(),
      nearSkipped: 0,
    };
    for (const row of parsed.rows) {
      const r = resolve(kl, row.key, ctx.conf);
      findings.push(r.item ? itemFinding(row, {...r, item: r.item}, ctx) : unknownFinding(row, ctx));
    }
    if (ctx.conf) markOverridden(findings, kind);
    if (ctx.nearSkipped)
      notes.push(
        `Near names were looked up for the first ${MAX_NEAR_LOOKUPS} unknown names only; ${ctx.nearSkipped} more lines have none.`,
      );
  }
  for (const row of parsed.env)
    findings.push(
      finding(
        row,
        'env',
        'An environment variable that the start script exports, not a configuration item: not checked.',
      ),
    );
  for (const u of parsed.unparsed) findings.push(finding({line: u.line, key: '', value: u.text}, 'unparsed', u.why));
  findings.sort((a, b) => a.line - b.line);
  const counts = emptyCounts();
  for (const f of findings) counts[f.verdict]++;
  const statements = statementsOf(findings);
  const report = {kind, kindFrom: from, format: parsed.format, findings, counts, statements, problem, notes};
  return {...report, summary: describe(report, parsed.lines, tie)};
}

/** Parses and checks a paste. */
export function checkPaste(text: string, choice: Choice, lookup: Lookup): Report {
  return checkParsed(parsePaste(text), choice, lookup);
}
