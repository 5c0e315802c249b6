/**
 * Reads a paste into name/value rows, whatever its shape:
 *
 * - a configuration file (`fe.conf`, `be.conf`, `cn.conf`): `name = value` or `name=value`,
 *   comments (`#`, and `!` as Java's property files allow), blank lines; a name in capitals
 *   (`JAVA_OPTS`, `LOG_DIR`) is an environment variable the start scripts export, not an item;
 * - a result table of the MySQL client (`+---+` borders, `| a | b |` rows) or a Markdown table,
 *   cut at the border's `+` positions when the rows line up with it (a value may hold `|`);
 * - tab-separated output (`mysql -B`, a copy from a GUI client), with or without its header;
 * - vertical output (`\G`): `*** 1. row ***` records of `Column: value` lines.
 *
 * Columns are known by their titles: `Key`/`Value` (ADMIN SHOW FRONTEND CONFIG), `BE_ID`/`NAME`/
 * `VALUE`/`DEFAULT` (information_schema.be_configs), `Variable_name`/`Value`/`Default_value`
 * (SHOW VARIABLES). The titles, or the statement in a `mysql>` prompt line, say what the paste
 * configures (the hint). Client chatter ("3 rows in set", prompts) is skipped; anything else not
 * understood is reported by line. Pure functions, no DOM: the unit tests run them on fixtures.
 */
import type {Kind} from './lookup';

export type Format = 'conf' | 'table' | 'tabs' | 'vertical';

export interface Row {
  /** Line of the paste (1-based). */
  line: number;
  key: string;
  /** As written, trimmed; in a configuration file quotes are kept (3.5 keeps them too). */
  value: string;
  /** be_configs: the BE that reported the row. */
  beId?: string;
  /** The node's own default, when the paste has that column (be_configs DEFAULT, SHOW VERBOSE VARIABLES). */
  nodeDefault?: string;
}

export interface Unparsed {
  line: number;
  text: string;
  why: string;
}

export interface Parsed {
  format: Format;
  /** What the column titles or a statement in the paste say it configures. */
  hint: {kind: Kind; from: 'columns' | 'statement'} | null;
  rows: Row[];
  /** Configuration files: lines that set a start-script environment variable. */
  env: Row[];
  unparsed: Unparsed[];
  /** Lines read. */
  lines: number;
  /** When the paste was longer than MAX_PASTE_CHARS: the line it was cut after. */
  cutAfterLine?: number;
  /** Why nothing could be read: an empty or binary paste, a table without name and value columns. */
  problem?: string;
}

/** The longest paste read; the rest is left out with a note (a whole fe.conf is ~5 KB, be_configs of ten BEs ~1 MB). */
export const MAX_PASTE_CHARS = 2 * 1024 * 1024;

type Role = 'name' | 'value' | 'beId' | 'default' | 'other';

/** Column titles of the statements' results (lower case) and what they hold. */
const COLUMNS: Record<string, {role: Role; kind?: Kind}> = {
  key: {role: 'name', kind: 'fe'},
  aliasnames: {role: 'other', kind: 'fe'},
  ismutable: {role: 'other', kind: 'fe'},
  comment: {role: 'other'},
  type: {role: 'other'},
  be_id: {role: 'beId', kind: 'be'},
  name: {role: 'name'},
  value: {role: 'value'},
  default: {role: 'default'},
  mutable: {role: 'other', kind: 'be'},
  variable_name: {role: 'name', kind: 'variables'},
  variable_value: {role: 'value', kind: 'variables'},
  default_value: {role: 'default', kind: 'variables'},
  is_changed: {role: 'other', kind: 'variables'},
};

/** Statements whose output a paste may hold, and what they read. */
const STATEMENTS: [RegExp, Kind][] = [
  [/\bADMIN\s+SHOW\s+FRONTEND\s+CONFIG\b/i, 'fe'],
  [/\bbe_configs\b/i, 'be'],
  [/\bSHOW\s+(?:(?:GLOBAL|SESSION|LOCAL|VERBOSE)\s+)?VARIABLES\b|\b(?:global|session)_variables\b/i, 'variables'],
];

const PROMPT = /^\s*(?:mysql|starrocks)\s*(?:\[[^\]]*\])?\s*>/i;
const CONTINUATION = /^\s*->\s/;
const CHATTER = /^\s*(?:\d+ rows? in set\b|Empty set\b|Query OK\b|Records: \d+|Warnings?: \d)/i;
const STATEMENT_LINE = /^\s*(?:ADMIN\s+SHOW|SHOW|SELECT|FROM|WHERE|ORDER\s+BY)\b.*(?:;|\\G)\s*$/i;
const VERTICAL_MARKER = /^\s*\*{3,}\s*\d+\.\s*row\s*\*{3,}\s*$/i;
/** A box border (`+----+---+`) or a Markdown table's separator (`|---|:--|`). */
const BORDER = /^\s*(?:\+[-+]*\+|\|?(?:\s*:?-{3,}:?\s*\|)+(?:\s*:?-{3,}:?\s*)?)\s*$/;
/** A start-script variable: the scripts export lines whose name is upper case (bin/common.sh). */
const ENV_NAME = /^[A-Z][A-Z0-9_]*$/;
const NAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

const isRowLine = (l: string) => {
  const t = l.trim();
  return t.length >= 2 && t.startsWith('|') && t.endsWith('|') && !BORDER.test(l);
};
const isBlankOrComment = (l: string) => {
  const t = l.trimStart();
  return t === '' || t.startsWith('#') || t.startsWith('!');
};
const isChatter = (l: string) => PROMPT.test(l) || CONTINUATION.test(l) || CHATTER.test(l) || STATEMENT_LINE.test(l);

/** Control characters other than tab, line ends and form feed, and U+FFFD (what a binary paste turns into). */
function looksBinary(text: string): boolean {
  const sample = text.slice(0, 65536);
  if (sample.includes('\u0000')) return true;
  let odd = 0;
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 12 && c !== 13) || c === 0x7f || c === 0xfffd) odd++;
  }
  return odd > sample.length * 0.01;
}

function statementHint(lines: readonly string[]): Kind | null {
  for (const l of lines) {
    if (l.length > 2000 || !(PROMPT.test(l) || STATEMENT_LINE.test(l) || /^\s*(?:SHOW|ADMIN|SELECT)\b/i.test(l)))
      continue;
    for (const [re, kind] of STATEMENTS) if (re.test(l)) return kind;
  }
  return null;
}

interface Columns {
  name: number;
  value: number;
  beId: number;
  default: number;
  kind: Kind | null;
}

/** The roles of a header's columns, or undefined when it has no name or no value column. */
function columnsOf(titles: readonly string[]): Columns | undefined {
  const cols: Columns = {name: -1, value: -1, beId: -1, default: -1, kind: null};
  titles.forEach((t, i) => {
    const c = COLUMNS[t.trim().toLowerCase()];
    if (!c) return;
    if (c.role !== 'other' && cols[c.role] === -1) cols[c.role] = i;
    if (c.kind && !cols.kind) cols.kind = c.kind;
  });
  return cols.name >= 0 && cols.value >= 0 ? cols : undefined;
}

const isHeader = (cells: readonly string[]) => cells.some((c) => COLUMNS[c.trim().toLowerCase()]?.role === 'name');

/** Columns of a table without a header, from its shape: the statements' column orders. */
function guessColumns(cells: readonly string[]): Columns {
  const plain = {beId: -1, default: -1};
  if (cells.length === 6 && /^-?\d+$/.test(cells[0]!.trim()))
    return {name: 1, value: 2, beId: 0, default: 4, kind: 'be'}; // BE_ID, NAME, VALUE, TYPE, DEFAULT, MUTABLE
  if (cells.length === 6 && /^\[.*\]$/.test(cells[1]!.trim())) return {name: 0, value: 2, ...plain, kind: 'fe'}; // Key, AliasNames, Value, ...
  if (cells.length === 4 && /^(?:0|1|true|false)$/i.test(cells[3]!.trim()))
    return {name: 0, value: 1, beId: -1, default: 2, kind: 'variables'}; // SHOW VERBOSE VARIABLES
  return {name: 0, value: 1, ...plain, kind: null};
}

function rowOf(line: number, cells: readonly string[], cols: Columns): Row | Unparsed {
  const cell = (i: number) => (i >= 0 && i < cells.length ? cells[i]!.trim() : undefined);
  const key = cell(cols.name);
  const value = cell(cols.value);
  if (key === undefined || value === undefined)
    return {line, text: cells.join(' | '), why: 'The row has fewer columns than its header.'};
  if (!NAME.test(key)) return {line, text: cells.join(' | '), why: 'The name column does not hold a name.'};
  const row: Row = {line, key, value};
  const beId = cell(cols.beId);
  const def = cell(cols.default);
  if (beId !== undefined) row.beId = beId;
  if (def !== undefined) row.nodeDefault = def;
  return row;
}

const isUnparsed = (r: Row | Unparsed): r is Unparsed => 'why' in r;

/** The `+` positions of a box border: where the cells of rows that line up with it are cut. */
function cutsOf(border: string): number[] | undefined {
  const t = border.trimEnd();
  if (!/^\s*\+/.test(t)) return undefined;
  const cuts: number[] = [];
  for (let i = 0; i < t.length; i++) if (t[i] === '+') cuts.push(i);
  return cuts;
}

function cellsOf(line: string, cuts: number[] | undefined): string[] {
  const t = line.trimEnd();
  if (cuts && t.length === cuts.at(-1)! + 1 && cuts.every((c) => t[c] === '|'))
    return cuts.slice(1).map((c, i) => t.slice(cuts[i]! + 1, c));
  return t.trim().slice(1, -1).split('|');
}

function parseTable(lines: readonly string[], out: Parsed): void {
  let cols: Columns | undefined;
  let cuts: number[] | undefined;
  let inTable = false;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    const line = i + 1;
    if (BORDER.test(l)) {
      cuts = cutsOf(l) ?? cuts;
      inTable = true;
      continue;
    }
    if (!isRowLine(l)) {
      // A line outside a table ends it: the next table has its own header.
      if (inTable) [inTable, cols, cuts] = [false, undefined, undefined];
      if (l.trim() !== '' && !isChatter(l)) out.unparsed.push({line, text: l, why: 'Not a row of the table.'});
      continue;
    }
    const cells = cellsOf(l, cuts);
    if (!cols && (BORDER.test(lines[i + 1] ?? '') || isHeader(cells))) {
      const found = columnsOf(cells);
      if (!found) {
        out.problem = `The table has no name and value columns (its columns: ${cells.map((c) => c.trim()).join(', ')}).`;
        return;
      }
      cols = found;
      out.hint ??= cols.kind ? {kind: cols.kind, from: 'columns'} : null;
      inTable = true;
      continue;
    }
    if (!cols) {
      cols = guessColumns(cells);
      out.hint ??= cols.kind ? {kind: cols.kind, from: 'columns'} : null;
    }
    inTable = true;
    const r = rowOf(line, cells, cols);
    if (isUnparsed(r)) out.unparsed.push(r);
    else out.rows.push(r);
  }
}

/** mysql -B escapes tab, newline and backslash in values. */
const unescapeBatch = (s: string) =>
  s.replace(/\\([tn\\0])/g, (_, c: string) => ({t: '\t', n: '\n', '\\': '\\', 0: ''})[c]!);

function parseTabs(lines: readonly string[], out: Parsed): void {
  let cols: Columns | undefined;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    const line = i + 1;
    if (l.trim() === '' || isChatter(l)) continue;
    if (!l.includes('\t')) {
      out.unparsed.push({line, text: l, why: 'No tab: not a row of tab-separated output.'});
      continue;
    }
    const cells = l.split('\t').map(unescapeBatch);
    if (!cols && isHeader(cells)) {
      const found = columnsOf(cells);
      if (!found) {
        out.problem = `The header has no name and value columns (its columns: ${cells.join(', ')}).`;
        return;
      }
      cols = found;
      out.hint ??= cols.kind ? {kind: cols.kind, from: 'columns'} : null;
      continue;
    }
    if (!cols) {
      cols = guessColumns(cells);
      out.hint ??= cols.kind ? {kind: cols.kind, from: 'columns'} : null;
    }
    const r = rowOf(line, cells, cols);
    if (isUnparsed(r)) out.unparsed.push(r);
    else out.rows.push(r);
  }
}

function parseVertical(lines: readonly string[], out: Parsed): void {
  let record: {line: number; title: string; value: string}[] = [];
  const flush = () => {
    if (record.length === 0) return;
    const cols = columnsOf(record.map((f) => f.title));
    if (!cols) {
      out.unparsed.push({
        line: record[0]!.line,
        text: record.map((f) => f.title).join(', '),
        why: 'The record has no name and value fields.',
      });
    } else {
      out.hint ??= cols.kind ? {kind: cols.kind, from: 'columns'} : null;
      const r = rowOf(
        record[cols.name]!.line,
        record.map((f) => f.value),
        cols,
      );
      if (isUnparsed(r)) out.unparsed.push(r);
      else out.rows.push(r);
    }
    record = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (VERTICAL_MARKER.test(l)) {
      flush();
      continue;
    }
    if (l.trim() === '' || isChatter(l)) continue;
    const field = /^\s*([A-Za-z_]+):(?: (.*)|$)/.exec(l);
    if (field) record.push({line: i + 1, title: field[1]!, value: field[2] ?? ''});
    else out.unparsed.push({line: i + 1, text: l, why: 'Not a "Column: value" line of vertical output.'});
  }
  flush();
}

function parseConf(lines: readonly string[], out: Parsed): void {
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    const line = i + 1;
    if (isBlankOrComment(l) || isChatter(l)) continue;
    const eq = l.indexOf('=');
    if (eq < 0) {
      out.unparsed.push({line, text: l, why: 'No "=": the checker reads name = value lines.'});
      continue;
    }
    const key = l.slice(0, eq).trim();
    const value = l.slice(eq + 1).trim();
    if (!NAME.test(key)) {
      out.unparsed.push({line, text: l, why: 'The text before "=" is not a name (letters, digits and _ only).'});
      continue;
    }
    (ENV_NAME.test(key) ? out.env : out.rows).push({line, key, value});
  }
}

function formatOf(lines: readonly string[]): Format {
  let rows = 0;
  let borders = 0;
  let tabs = 0;
  let content = 0;
  for (const l of lines) {
    if (VERTICAL_MARKER.test(l)) return 'vertical';
    if (isBlankOrComment(l) || isChatter(l)) continue;
    content++;
    if (BORDER.test(l)) borders++;
    else if (isRowLine(l)) rows++;
    else if (l.includes('\t') && !/^[^\t]*=/.test(l)) tabs++;
  }
  if (rows >= 1 && (borders >= 1 || rows >= 2)) return 'table';
  if (tabs > 0 && tabs * 2 >= content) return 'tabs';
  return 'conf';
}

export function parsePaste(input: string): Parsed {
  const out: Parsed = {format: 'conf', hint: null, rows: [], env: [], unparsed: [], lines: 0};
  let text = input.replace(/^\uFEFF/, '');
  if (text.trim() === '') {
    out.problem = 'The paste is empty.';
    return out;
  }
  if (looksBinary(text)) {
    out.problem = 'The paste holds binary data, not text: paste the file or the output as text.';
    return out;
  }
  if (text.length > MAX_PASTE_CHARS) {
    const end = text.lastIndexOf('\n', MAX_PASTE_CHARS);
    text = text.slice(0, end > 0 ? end : MAX_PASTE_CHARS);
    out.cutAfterLine = text.split(/\r\n|\r|\n/).length;
  }
  // A final line break ends the last line; it does not start another.
  const lines = text.replace(/(?:\r\n|\r|\n)$/, '').split(/\r\n|\r|\n/);
  out.lines = lines.length;
  out.format = formatOf(lines);
  const command = statementHint(lines);
  if (command) out.hint = {kind: command, from: 'statement'};
  if (out.format === 'table') parseTable(lines, out);
  else if (out.format === 'tabs') parseTabs(lines, out);
  else if (out.format === 'vertical') parseVertical(lines, out);
  else parseConf(lines, out);
  return out;
}
