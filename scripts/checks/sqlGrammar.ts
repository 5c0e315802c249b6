/**
 * Parses every runnable SQL example of the pages with StarRocks's own grammar and checks every
 * function it calls against StarRocks's function list, writing evidence/checks/sql.json.
 *
 *   STARROCKS_GIT=<git dir with the documented branch>   (without it the check is skipped)
 *   STARROCKS_REF=<ref of the documented cut>            (default oss-cutline-3.5.7)
 *   npm run check:sql
 *
 * The grammar (fe/fe-core/src/main/java/com/starrocks/sql/parser/StarRocks.g4 and
 * StarRocksLex.g4) is read at the ref with `git show` into a folder of the system's temporary
 * directory, never into the repository. The lexer's `@members` block and its one `setType`
 * action are Java; they are removed (`||` then always lexes as LOGICAL_OR, which is what the
 * default SQL mode does), and antlr-ng generates a TypeScript parser there, which this script
 * loads. Like StarRocks (CaseInsensitiveStream) the lexer sees every character upper-cased while
 * token text keeps its case. Each statement is parsed on its own, as StarRocks parses a
 * statement list: SLL prediction with bail-out first, full LL on failure.
 *
 * What the statements are (blocks, transcripts, placeholders): ./sqlExamples.ts. A statement's
 * `<placeholder>`s are filled as names; one the parser stops at is filled as a number, then as a
 * string. The grammar takes `...` as a name (a non-reserved keyword), so a statement that uses it
 * for omitted text parses: the check fails it as a template.
 *
 * Functions: every `name(...)` call the parse tree has as a plain function call or table
 * function must be a function of the ref: evidence/facts/functions.json (scalar + declared), a
 * function the FE registers itself (`@ConstantFunction(name = ...)`, and the table functions of
 * catalog/TableFunction.java, both read at the ref), or a function a page creates with CREATE
 * FUNCTION. Functions the grammar names with keywords (COUNT, CAST, EXTRACT, CURRENT_USER, ...)
 * are grammar-level and need no entry. A qualified call (`db.fn(...)`) names a user-defined
 * function and is not checked. `ALTER TABLE ... EXECUTE op(...)` runs an Iceberg table operation,
 * checked against connector/iceberg/IcebergTableOperation.java.
 *
 * The record keeps, for a failure that is still there, the reason written by hand in the
 * previous record (a failure whose reason starts with "open:" gets the new parser message).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {
  BailErrorStrategy,
  BaseErrorListener,
  CharStreamImpl,
  CommonTokenStream,
  DefaultErrorStrategy,
  type Lexer,
  type Parser,
  ParserRuleContext,
  PredictionMode,
  type ATNSimulator,
  type Recognizer,
  type Token,
  type TokenStream,
  type CharStream,
  type ParseTree,
} from 'antlr4ng';
import {DOCS_SOURCE_DIR} from '../../src/site/rules';
import functionFacts from '../../evidence/facts/functions.json';
import {sqlCheckSchema, type SqlCheck, type SqlFailure} from '../../evidence/checksSchema';
import {allStatements, fillPlaceholders, mapOutsideQuotes, type Fill} from './sqlExamples';
import {git as gitIn} from '../reference/releaseTags';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const DOCS = path.join(ROOT, DOCS_SOURCE_DIR);
const OUT = path.join(ROOT, 'evidence', 'checks', 'sql.json');
const PARSER_DIR = 'fe/fe-core/src/main/java/com/starrocks/sql/parser';
const OPEN = 'open: ';

const GIT = process.env.STARROCKS_GIT ?? '';
const REF = process.env.STARROCKS_REF ?? 'oss-cutline-3.5.7';

const git = (...args: string[]) => gitIn(GIT, ...args);

/** The lexer grammar without its Java: the `@members` block and the `setType` action. */
export function withoutJava(lexer: string): string {
  let out = lexer;
  const members = /^@members\s*\{/m.exec(out);
  if (members) {
    let depth = 0;
    let end = members.index + members[0].length - 1;
    for (; end < out.length; end++) {
      if (out[end] === '{') depth++;
      else if (out[end] === '}' && --depth === 0) break;
    }
    out = out.slice(0, members.index) + out.slice(end + 1);
  }
  out = out.replace(/\s*\{\s*setType\((?:[^()]|\([^()]*\))*\);?\s*\}/g, '');
  if (/@members|setType|\bcom\.starrocks\./.test(out)) throw new Error('the lexer grammar still has Java in it');
  return out;
}

interface GeneratedParser {
  StarRocksLexer: new (input: CharStream) => Lexer;
  StarRocksParser: new (input: TokenStream) => Parser & {sqlStatements(): ParserRuleContext};
  SimpleFunctionCallContext: abstract new (...args: never[]) => ParserRuleContext & {qualifiedName(): ParseTree};
  TableFunctionContext: abstract new (...args: never[]) => ParserRuleContext & {qualifiedName(): ParseTree};
  NormalizedTableFunctionContext: abstract new (...args: never[]) => ParserRuleContext & {qualifiedName(): ParseTree};
  CreateFunctionStatementContext: abstract new (...args: never[]) => ParserRuleContext & {qualifiedName(): ParseTree};
  TableOperationClauseContext: abstract new (...args: never[]) => ParserRuleContext;
}

/** Generates (once per commit) and loads the parser, in a folder outside the repository. */
async function loadParser(commit: string): Promise<GeneratedParser> {
  const tool = (
    JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', 'antlr-ng', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const dir = path.join(os.tmpdir(), `starrocks-sql-grammar-${commit.slice(0, 12)}-antlr-ng-${tool}`);
  const gen = path.join(dir, 'gen');
  if (!fs.existsSync(path.join(gen, 'StarRocksParser.ts'))) {
    fs.mkdirSync(dir, {recursive: true});
    fs.writeFileSync(path.join(dir, 'StarRocks.g4'), git('show', `${commit}:${PARSER_DIR}/StarRocks.g4`));
    fs.writeFileSync(
      path.join(dir, 'StarRocksLex.g4'),
      withoutJava(git('show', `${commit}:${PARSER_DIR}/StarRocksLex.g4`)),
    );
    console.log(`generating the parser of ${REF} in ${dir} ...`);
    const run = spawnSync(
      path.join(ROOT, 'node_modules', '.bin', 'antlr-ng'),
      ['-Dlanguage=TypeScript', '--generate-listener', 'false', '-o', gen, 'StarRocks.g4'],
      {cwd: dir, encoding: 'utf8'},
    );
    if (run.status !== 0 || /\berror\(\d+\)/.test(run.stdout + run.stderr)) {
      fs.rmSync(gen, {recursive: true, force: true});
      throw new Error(`antlr-ng failed:\n${run.stdout}\n${run.stderr}`);
    }
  }
  // The generated code imports antlr4ng: resolve it from this repository's node_modules, loaded
  // the way this script loads it (no package.json there: the same module instance, so that the
  // runtime's classes are the same for `instanceof`).
  const modules = path.join(dir, 'node_modules');
  if (!fs.existsSync(modules)) fs.symlinkSync(path.join(ROOT, 'node_modules'), modules, 'dir');
  const lexer = (await import(pathToFileURL(path.join(gen, 'StarRocksLexer.ts')).href)) as Pick<
    GeneratedParser,
    'StarRocksLexer'
  >;
  const parser = (await import(pathToFileURL(path.join(gen, 'StarRocksParser.ts')).href)) as Omit<
    GeneratedParser,
    'StarRocksLexer'
  >;
  return {...parser, StarRocksLexer: lexer.StarRocksLexer};
}

/** StarRocks's CaseInsensitiveStream: the lexer sees upper case, token text keeps the original. */
class UpperCaseStream extends CharStreamImpl {
  override LA(offset: number): number {
    const c = super.LA(offset);
    if (c <= 0) return c;
    const upper = String.fromCodePoint(c).toUpperCase();
    return upper.length === 1 || upper.codePointAt(0)! > 0xffff ? upper.codePointAt(0)! : c;
  }
}

class Errors extends BaseErrorListener {
  messages: string[] = [];
  /** Where the first offending token starts in the text (-1 for a lexer error). */
  offset = -1;
  override syntaxError<S extends Token, T extends ATNSimulator>(
    _recognizer: Recognizer<T>,
    symbol: S | null,
    line: number,
    column: number,
    msg: string,
  ): void {
    if (!this.messages.length) this.offset = symbol?.start ?? -1;
    this.messages.push(`${line}:${column} ${msg}`);
  }
}

interface Parsed {
  tree?: ParserRuleContext;
  error?: string;
  /** Where the error is in the parsed text. */
  offset?: number;
}

function parseWith(g: GeneratedParser, sql: string): Parsed {
  const errors = new Errors();
  const lexer = new g.StarRocksLexer(new UpperCaseStream(sql));
  lexer.removeErrorListeners();
  lexer.addErrorListener(errors);
  const tokens = new CommonTokenStream(lexer);
  const parser = new g.StarRocksParser(tokens);
  parser.removeErrorListeners();
  parser.interpreter.predictionMode = PredictionMode.SLL;
  parser.errorHandler = new BailErrorStrategy();
  let tree: ParserRuleContext | undefined;
  try {
    tree = parser.sqlStatements();
  } catch {
    tokens.seek(0);
    parser.reset();
    parser.addErrorListener(errors);
    parser.interpreter.predictionMode = PredictionMode.LL;
    parser.errorHandler = new DefaultErrorStrategy();
    tree = parser.sqlStatements();
  }
  return errors.messages.length ? {error: errors.messages[0]!, offset: errors.offset} : {tree};
}

const NEXT_FILL: Record<Fill, Fill | undefined> = {identifier: 'number', number: 'string', string: undefined};

/**
 * Parses a statement, its placeholders filled as names; a placeholder the parser stops at is
 * filled as a number, then as a string (`LIMIT <n>`, `KILL <connection_id>`, `AS OF <ts>`).
 */
function parseStatement(g: GeneratedParser, statement: string): Parsed {
  const fills: Fill[] = [];
  let first: Parsed | undefined;
  for (;;) {
    const {text, spans} = fillPlaceholders(statement, (i) => fills[i] ?? 'identifier');
    const parsed = parseWith(g, text);
    if (parsed.tree) return parsed;
    first ??= parsed;
    const at = parsed.offset ?? -1;
    const i = spans.findIndex((span) => at >= span.start && at < span.end);
    const next = i < 0 ? undefined : NEXT_FILL[fills[i] ?? 'identifier'];
    if (!next) return first;
    fills[i] = next;
  }
}

/** Every node of a parse tree. */
function* nodes(tree: ParseTree): Generator<ParseTree> {
  yield tree;
  if (tree instanceof ParserRuleContext) for (const child of tree.children) yield* nodes(child);
}

/**
 * The names the tree calls as plain functions or table functions (unqualified, lower case), and
 * the operations of `ALTER TABLE ... EXECUTE op(...)`.
 */
function calledFunctions(g: GeneratedParser, tree: ParseTree): {functions: string[]; operations: string[]} {
  const functions: string[] = [];
  const operations: string[] = [];
  for (const node of nodes(tree)) {
    if (
      node instanceof g.SimpleFunctionCallContext ||
      node instanceof g.TableFunctionContext ||
      node instanceof g.NormalizedTableFunctionContext
    ) {
      const name = node.qualifiedName().getText().replace(/`/g, '').toLowerCase();
      if (node.parent instanceof g.TableOperationClauseContext) operations.push(name);
      else if (!name.includes('.')) functions.push(name);
    }
  }
  return {functions, operations};
}

/** Functions a statement creates (CREATE FUNCTION name), lower case without their database. */
function createdFunctions(g: GeneratedParser, tree: ParseTree): string[] {
  const names: string[] = [];
  for (const node of nodes(tree)) {
    if (node instanceof g.CreateFunctionStatementContext) {
      names.push(node.qualifiedName().getText().replace(/`/g, '').split('.').at(-1)!.toLowerCase());
    }
  }
  return names;
}

/** Functions the FE registers in Java as constant functions (`@ConstantFunction(name = "...")`). */
function constantFunctions(commit: string): string[] {
  const out = git(
    'grep',
    '-h',
    '-o',
    '-E',
    '@ConstantFunction\\(name = "[A-Za-z0-9_]+"',
    commit,
    '--',
    'fe/fe-core/src/main/java',
  );
  return [...out.matchAll(/"(\w+)"/g)].map((m) => m[1]!.toLowerCase());
}

/** Table functions the FE registers in Java (catalog/TableFunction.java: `new FunctionName("unnest")`). */
function tableFunctions(commit: string): string[] {
  const source = git('show', `${commit}:fe/fe-core/src/main/java/com/starrocks/catalog/TableFunction.java`);
  return [...source.matchAll(/new FunctionName\("(\w+)"\)/g)].map((m) => m[1]!.toLowerCase());
}

/**
 * The operations `ALTER TABLE ... EXECUTE op(...)` runs on an Iceberg table: not functions, but the
 * constants of connector/iceberg/IcebergTableOperation.java (EXPIRE_SNAPSHOTS, FAST_FORWARD, ...).
 */
function tableOperations(commit: string): Set<string> {
  const source = git(
    'show',
    `${commit}:fe/fe-core/src/main/java/com/starrocks/connector/iceberg/IcebergTableOperation.java`,
  );
  const body = /enum\s+IcebergTableOperation\s*\{([^;}]*)/.exec(source)?.[1] ?? '';
  return new Set([...body.matchAll(/\b([A-Z][A-Z0-9_]*)\b/g)].map((m) => m[1]!.toLowerCase()));
}

/**
 * The grammar takes `...` as a name (DOTDOTDOT is a non-reserved keyword), so `SELECT ... FROM t`
 * parses; in an example it stands for omitted text, which no one can run.
 */
const OMISSION = '`...` stands for omitted text: a template, not a runnable statement (fence it as sql-syntax)';

/** The parser's message, shortened for the record. */
const brief = (error: string) => (error.length > 200 ? `${error.slice(0, 197)}...` : error);

/** A loaded grammar with the function names and table operations of its ref. */
export interface SqlChecker {
  grammar: string;
  /** The first problem of a statement (a parse error, a function the ref lacks), or undefined. */
  check(statement: string): {parsed: boolean; problem?: string};
  /** Adds the functions a statement creates (CREATE FUNCTION) to the known ones. */
  learn(statement: string): void;
}

/** Generates or reuses the parser of `ref` in STARROCKS_GIT and reads the ref's function names. */
export async function loadChecker(ref = REF): Promise<SqlChecker> {
  const commit = git('rev-parse', `${ref}^{commit}`).trim();
  const g = await loadParser(commit);
  const known = new Set(
    [...functionFacts.scalar, ...functionFacts.declared, ...constantFunctions(commit), ...tableFunctions(commit)].map(
      (n) => n.toLowerCase(),
    ),
  );
  const operations = tableOperations(commit);
  operations.delete('unknown');
  return {
    grammar: `${ref} (commit ${commit})`,
    check(statement) {
      const parsed = parseStatement(g, statement);
      if (!parsed.tree) return {parsed: false, problem: brief(parsed.error ?? 'no parse tree')};
      if (mapOutsideQuotes(statement, (code) => (code.includes('...') ? '\0' : '')).includes('\0')) {
        return {parsed: true, problem: OMISSION};
      }
      const called = calledFunctions(g, parsed.tree);
      const missing = [...new Set(called.functions.filter((n) => !known.has(n)))];
      if (missing.length) return {parsed: true, problem: `${ref} has no function ${missing.join(', ')}`};
      const unknownOperations = [...new Set(called.operations.filter((n) => !operations.has(n)))];
      if (unknownOperations.length) {
        return {parsed: true, problem: `${ref} has no table operation ${unknownOperations.join(', ')}`};
      }
      return {parsed: true};
    },
    learn(statement) {
      const parsed = parseStatement(g, statement);
      if (parsed.tree) for (const name of createdFunctions(g, parsed.tree)) known.add(name);
    },
  };
}

async function main(): Promise<void> {
  if (!GIT) {
    console.log('check:sql skipped: set STARROCKS_GIT to a StarRocks git directory to parse the SQL examples.');
    return;
  }
  const checker = await loadChecker();
  const previous = new Map<string, string>();
  if (fs.existsSync(OUT)) {
    const old = sqlCheckSchema.safeParse(JSON.parse(fs.readFileSync(OUT, 'utf8')));
    if (old.success) {
      for (const f of old.data.failures) {
        if (!f.reason.startsWith(OPEN)) previous.set(`${f.page}\n${f.statement}`, f.reason);
      }
    }
  }

  const started = performance.now();
  const statements = allStatements(DOCS);
  for (const s of statements) if (/^\s*CREATE\b[\s\S]*\bFUNCTION\b/i.test(s.text)) checker.learn(s.text);
  const failures: SqlFailure[] = [];
  const pages: Record<string, number> = {};
  let parsedCount = 0;
  for (const s of statements) {
    pages[s.page] = (pages[s.page] ?? 0) + 1;
    const {parsed, problem} = checker.check(s.text);
    if (parsed) parsedCount++;
    if (problem) {
      failures.push({
        page: s.page,
        statement: s.text,
        reason: previous.get(`${s.page}\n${s.text}`) ?? `${OPEN}line ${s.line}: ${problem}`,
      });
    }
  }
  const record: SqlCheck = {
    grammar: checker.grammar,
    blocks: statements.length,
    parsed: parsedCount,
    failures,
    pages: Object.fromEntries(Object.entries(pages).sort(([a], [b]) => a.localeCompare(b))),
  };
  sqlCheckSchema.parse(record);
  fs.mkdirSync(path.dirname(OUT), {recursive: true});
  fs.writeFileSync(OUT, `${JSON.stringify(record, null, 1)}\n`);
  const ok = statements.length - failures.length;
  console.log(
    `${statements.length} statements on ${Object.keys(pages).length} pages: ${parsedCount} parse, ` +
      `${ok} pass both checks (${((100 * ok) / Math.max(1, statements.length)).toFixed(1)}%), ` +
      `${failures.length} failures (${failures.filter((f) => f.reason.startsWith(OPEN)).length} open) ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s -> ${path.relative(ROOT, OUT)}`,
  );
}

if (import.meta.filename === path.resolve(process.argv[1] ?? '')) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
