/**
 * The runnable SQL of the pages: every statement of every ```sql code block, as the grammar check
 * (./sqlGrammar.ts) parses it and the content test counts it. No parser here: this module only
 * reads Markdown, so the fast tests can use it without the StarRocks grammar.
 *
 * - A fence whose info string is `sql` holds runnable SQL; `sql-syntax` holds syntax summaries
 *   and function signatures (templates with `[ ]`, `{ | }`, `...`, `<placeholder>`), which are
 *   not statements and are not parsed.
 * - A `mysql>` session transcript keeps only what was typed at the prompts (and its `->`
 *   continuation lines); result tables (`+---+`, `| a |`), "N rows in set", "Query OK" and the
 *   `*** 1. row ***` records of vertical output are output, not SQL.
 * - Statements are split at `;` (and the client's `\G`) outside quotes, back-quoted names,
 *   `$$ ... $$` bodies and comments; a piece that holds only comments is no statement.
 * - A `<placeholder>` outside quotes is replaced by an identifier (or, for the parser's second and
 *   third tries, a number or a string); type parameters such as ARRAY<FLOAT>, MAP<INT, STRING> or
 *   STRUCT<a INT> are not placeholders.
 * - What a tool renders before StarRocks sees the SQL is not SQL: a JupySQL cell's `%%sql` line
 *   and `%sql` prefix, and dbt's Jinja (`{{ config(...) }}` and `{% ... %}` dropped, any other
 *   `{{ expression }}` replaced by a name).
 */
import fs from 'node:fs';
import path from 'node:path';

/** The fence language of runnable SQL, and of syntax summaries and signatures. */
export const SQL_LANGUAGE = 'sql';
export const SQL_SYNTAX_LANGUAGE = 'sql-syntax';

export interface SqlStatement {
  /** The page, relative to the docs folder (`loading/Stream_Load.md`). */
  page: string;
  /** The line of the page the statement starts on (1-based). */
  line: number;
  /** The statement as the page writes it (trimmed, without its `;`). */
  text: string;
}

export interface CodeBlock {
  language: string;
  /** The line of the opening fence (1-based). */
  line: number;
  /** The block's lines, the fence's indentation removed. */
  lines: string[];
}

const OPEN_FENCE = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)(.*)$/;

/** The fenced code blocks of a Markdown text, with their language and where they start. */
export function codeBlocks(markdown: string): CodeBlock[] {
  const lines = markdown.split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = OPEN_FENCE.exec(lines[i]!);
    if (!open) continue;
    const [, indent, fence, language] = open as unknown as [string, string, string, string];
    const close = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    const body: string[] = [];
    const start = i + 1;
    for (i++; i < lines.length && !close.test(lines[i]!); i++) {
      const line = lines[i]!;
      const lead = /^\s*/.exec(line)![0].length;
      body.push(line.slice(Math.min(lead, indent.length)));
    }
    blocks.push({language, line: start, lines: body});
  }
  return blocks;
}

/** A JupySQL cell magic line (`%%sql ...`) and the line magic prefix (`%sql `). */
const CELL_MAGIC = /^\s*%%sql\b.*$/;
const LINE_MAGIC = /^(\s*)%sql\s/;

const PROMPT = /^\s*(?:mysql|MySQL|StarRocks|starrocks)\s*(?:\[[^\]]*\])?\s*>\s?/;
const CONTINUATION = /^\s*->\s?/;
/** Lines of a client's output: table borders and rows, counts, OK lines, errors, warnings. */
const OUTPUT_LINE =
  /^\s*(?:\+[-+]*\+?\s*$|\|.*\|\s*$|\d+ rows? in set\b|Empty set\b|Query OK\b|ERROR \d+|Records: \d+|Warnings?: |Rows matched:)/;
const VERTICAL_RECORD = /^\s*\*{5,}\s*\d+\.\s*row\s*\*{5,}\s*$/;
/** A `field: value` line of a vertical record (`\G` output). */
const VERTICAL_FIELD = /^\s*[\w .()/#-]+:(?:\s|$)/;

/**
 * The SQL text of a block, line by line (so that line numbers stay right): output lines become
 * empty lines, prompts are cut off, and a transcript's output is dropped.
 */
export function sqlLines(lines: string[]): string[] {
  const transcript = lines.some((l) => PROMPT.test(l));
  const out: string[] = [];
  let inRecord = false;
  let typing = false;
  for (const line of lines) {
    if (transcript) {
      if (PROMPT.test(line)) {
        typing = true;
        out.push(line.replace(PROMPT, (m) => ' '.repeat(m.length)));
      } else if (typing && (CONTINUATION.test(line) || !OUTPUT_LINE.test(line))) {
        out.push(line.replace(CONTINUATION, (m) => ' '.repeat(m.length)));
      } else {
        out.push('');
      }
      if (typing && /(?:;|\\G)\s*$/.test(line)) typing = false;
      continue;
    }
    if (VERTICAL_RECORD.test(line)) {
      inRecord = true;
      out.push('');
      continue;
    }
    if (inRecord) {
      if (VERTICAL_FIELD.test(line) || OUTPUT_LINE.test(line)) {
        out.push('');
        continue;
      }
      inRecord = false;
    }
    if (CELL_MAGIC.test(line)) out.push('');
    else out.push(OUTPUT_LINE.test(line) ? '' : line.replace(LINE_MAGIC, (m) => ' '.repeat(m.length)));
  }
  return out;
}

/** Where a statement piece starts: its first character that is not space or comment. */
function firstCodeOffset(text: string): number {
  const re = /\s+|--[^\n]*|\/\*(?!\+)[\s\S]*?\*\//y;
  let at = 0;
  for (;;) {
    re.lastIndex = at;
    const m = re.exec(text);
    if (!m || m[0].length === 0) return at;
    at += m[0].length;
  }
}

/**
 * Where a run that is not code ends, for a run starting at `i`: a quoted string ('', "", `` with
 * doubled quotes, and backslash escapes outside backticks), a `$$` body, a `--` comment (up to its
 * line break) or a `/* *\/` comment; the index just past it, or -1 when code starts at `i`.
 */
function opaqueEnd(text: string, i: number): number {
  const c = text[i]!;
  if (c === "'" || c === '"' || c === '`') {
    let j = i + 1;
    for (; j < text.length; j++) {
      if (text[j] === '\\' && c !== '`') j++;
      else if (text[j] === c) {
        if (text[j + 1] === c) j++;
        else break;
      }
    }
    return Math.min(j + 1, text.length);
  }
  const until = (close: string, from: number, past: number) => {
    const j = text.indexOf(close, from);
    return j < 0 ? text.length : j + past;
  };
  if (c === '$' && text[i + 1] === '$') return until('$$', i + 2, 2);
  if (c === '-' && text[i + 1] === '-') return until('\n', i, 0);
  if (c === '/' && text[i + 1] === '*') return until('*/', i + 2, 2);
  return -1;
}

/**
 * The statements of a SQL text: split at `;` and `\G` outside quotes ('', "", ``), `$$` bodies
 * and comments (`--`, `/* *\/`); pieces holding only comments and space are dropped. Offsets are
 * into `text`.
 */
export function splitStatements(text: string): {text: string; offset: number}[] {
  const pieces: {text: string; offset: number}[] = [];
  let start = 0;
  const push = (end: number) => {
    const raw = text.slice(start, end);
    const skip = firstCodeOffset(raw);
    // Whole-line comments after the statement's last line belong to no statement.
    const statement = raw.slice(skip).replace(/(?:\n[ \t]*--[^\n]*|\s)+$/, '');
    if (skip < raw.length) pieces.push({text: statement, offset: start + skip});
  };
  for (let i = 0; i < text.length; i++) {
    const end = opaqueEnd(text, i);
    if (end >= 0) {
      i = end - 1;
      continue;
    }
    const c = text[i]!;
    if (c === ';' || (c === '\\' && text[i + 1] === 'G')) {
      push(i);
      start = i + (c === ';' ? 1 : 2);
    }
  }
  push(text.length);
  return pieces;
}

/**
 * Runs `fn` on each stretch of `text` outside quotes, `$$` bodies and comments, keeping the rest;
 * `at` is where the stretch's replacement starts in the result.
 */
export function mapOutsideQuotes(text: string, fn: (code: string, at: number) => string): string {
  let out = '';
  let code = '';
  const flush = () => {
    out += fn(code, out.length);
    code = '';
  };
  for (let i = 0; i < text.length; i++) {
    const end = opaqueEnd(text, i);
    if (end < 0) {
      code += text[i]!;
      continue;
    }
    flush();
    out += text.slice(i, end);
    i = end - 1;
  }
  flush();
  return out;
}

/** `<name>` placeholders (not type parameters: ARRAY<INT>, MAP<K, V>, STRUCT<a INT>, DECIMAL...). */
const PLACEHOLDER = /(?<!\b(?:ARRAY|MAP|STRUCT)\s*)<([A-Za-z_][\w.-]*)>/gi;

/** How a placeholder is filled: as a name, a number or a string. */
export type Fill = 'identifier' | 'number' | 'string';

/** dbt's Jinja: `{{ config(...) }}` and `{% ... %}` dropped, `{{ source('db', 'orders') }}` -> `ph_orders`. */
export function renderJinja(statement: string): string {
  return statement
    .replace(/\{\{\s*config\s*\([\s\S]*?\)\s*\}\}/g, '')
    .replace(/\{%[\s\S]*?%\}/g, '')
    .replace(/\{\{([\s\S]*?)\}\}/g, (_m, inner: string) => `ph_${/(\w+)\W*$/.exec(inner)?.[1] ?? 'jinja'}`);
}

/**
 * The statement with its placeholders filled, each as `fill` says (one way for all, or per
 * placeholder by its index); `spans` are where the fillings stand in `text`.
 */
export function fillPlaceholders(
  statement: string,
  fill: Fill | ((index: number) => Fill),
): {text: string; spans: {start: number; end: number}[]} {
  const spans: {start: number; end: number}[] = [];
  const text = mapOutsideQuotes(renderJinja(statement), (code, at) => {
    let out = '';
    let last = 0;
    for (const m of code.matchAll(PLACEHOLDER)) {
      const name = m[1]!;
      const how = typeof fill === 'function' ? fill(spans.length) : fill;
      const value = how === 'number' ? '1' : how === 'string' ? `'${name}'` : `ph_${name.replace(/[^\w]+/g, '_')}`;
      out += code.slice(last, m.index);
      spans.push({start: at + out.length, end: at + out.length + value.length});
      out += value;
      last = m.index + m[0].length;
    }
    return out + code.slice(last);
  });
  return {text, spans};
}

/** The runnable statements of a page's Markdown: the ```sql blocks, output dropped, split at `;`. */
export function pageStatements(page: string, markdown: string): SqlStatement[] {
  const out: SqlStatement[] = [];
  for (const block of codeBlocks(markdown)) {
    if (block.language !== SQL_LANGUAGE) continue;
    const text = sqlLines(block.lines).join('\n');
    for (const piece of splitStatements(text)) {
      const line = block.line + 1 + (text.slice(0, piece.offset).match(/\n/g)?.length ?? 0);
      out.push({page, line, text: piece.text});
    }
  }
  return out;
}

/** Every page source below `dir` (.md, .mdx; partials starting with "_" included: they are shown). */
export function pageFiles(dir: string): string[] {
  return (fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}) as string[])
    .filter((rel) => /\.mdx?$/.test(rel))
    .sort()
    .map((rel) => path.join(dir, rel));
}

/** The runnable statements of every page below `dir`, pages as paths relative to `dir`. */
export function allStatements(dir: string): SqlStatement[] {
  return pageFiles(dir).flatMap((file) =>
    pageStatements(path.relative(dir, file).split(path.sep).join('/'), fs.readFileSync(file, 'utf8')),
  );
}
