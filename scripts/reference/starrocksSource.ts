/**
 * Parsers for the StarRocks source files the fact lists are read from: FE Config.java, BE
 * config.h, SessionVariable.java and GlobalVariable.java, gensrc/script/functions.py,
 * FunctionSet.java and the information_schema/sys table classes. Each takes a file's text and
 * returns facts as written in the source (names, types, default initialisers, flags, columns);
 * nothing here reads git or the disk, so the tests run them on small fixtures.
 */

/** Java source without comments; string and character literals are kept as they are. */
export function stripJavaComments(src: string): string {
  let out = '';
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    const next = src[i + 1];
    if (c === '"' || c === "'") {
      const start = i;
      for (i++; i < src.length && src[i] !== c; i++) if (src[i] === '\\') i++;
      out += src.slice(start, i + 1);
    } else if (c === '/' && next === '/') {
      while (i < src.length && src[i] !== '\n') i++;
      out += '\n';
    } else if (c === '/' && next === '*') {
      const end = src.indexOf('*/', i + 2);
      const body = src.slice(i, end < 0 ? src.length : end + 2);
      out += body.replace(/[^\n]/g, ' ');
      i = end < 0 ? src.length : end + 1;
    } else out += c;
  }
  return out;
}

/** The index just past the bracket that closes the one at `open` (strings respected). */
function closing(src: string, open: number): number {
  const pairs: Record<string, string> = {'(': ')', '{': '}', '[': ']'};
  const stack: string[] = [];
  for (let i = open; i < src.length; i++) {
    const c = src[i]!;
    if (c === '"' || c === "'") {
      for (i++; i < src.length && src[i] !== c; i++) if (src[i] === '\\') i++;
    } else if (pairs[c]) stack.push(pairs[c]!);
    else if (c === stack.at(-1)) {
      stack.pop();
      if (stack.length === 0) return i + 1;
    }
  }
  throw new Error(`unbalanced bracket at offset ${open}`);
}

/** The text up to the `;` that ends a declaration, at bracket depth 0. */
function untilSemicolon(src: string, from: number): {text: string; end: number} {
  for (let i = from; i < src.length; i++) {
    const c = src[i]!;
    if (c === '"' || c === "'") {
      for (i++; i < src.length && src[i] !== c; i++) if (src[i] === '\\') i++;
    } else if (c === '(' || c === '{' || c === '[') i = closing(src, i) - 1;
    else if (c === ';') return {text: src.slice(from, i), end: i + 1};
  }
  throw new Error(`no ';' after offset ${from}`);
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Annotation arguments `a = X, b = {"p", "q"}` as a map of raw values. */
function annotationArgs(text: string): Map<string, string> {
  const args = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    const m = /\s*(\w+)\s*=\s*/y;
    m.lastIndex = i;
    const hit = m.exec(text);
    if (!hit) break;
    let j = m.lastIndex;
    let depth = 0;
    for (; j < text.length; j++) {
      const c = text[j]!;
      if (c === '"') for (j++; j < text.length && text[j] !== '"'; j++) if (text[j] === '\\') j++;
      if (c === '(' || c === '{') depth++;
      if (c === ')' || c === '}') depth--;
      if (c === ',' && depth === 0) break;
    }
    args.set(hit[1]!, squash(text.slice(m.lastIndex, j)));
    i = j + 1;
  }
  return args;
}

const stringsOf = (raw: string | undefined): string[] =>
  [...(raw ?? '').matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!);

/** `static final` constants of a class with a literal value (string, number, boolean), as written. */
function literalConstants(src: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of src.matchAll(
    /\bstatic\s+final\s+(?:String|int|long|double|float|boolean)\s+(\w+)\s*=\s*("(?:[^"\\]|\\.)*"|-?[\d_.]+[LlFfDd]?|true|false)\s*;/g,
  ))
    out.set(m[1]!, m[2]!);
  return out;
}

/**
 * A default that names a constant of its own class, with the constant's value: `NAME (= 10)`
 * for a bare name, `{"native"}` for an array of names; anything else as written.
 */
function withConstants(value: string, constants: Map<string, string>): string {
  if (constants.has(value)) return `${value} (= ${constants.get(value)})`;
  const list = /^\{\s*([A-Z_][A-Z0-9_]*(?:\s*,\s*[A-Z_][A-Z0-9_]*)*)\s*\}$/.exec(value);
  if (list && list[1]!.split(',').every((n) => constants.has(n.trim())))
    return `{${list[1]!
      .split(',')
      .map((n) => constants.get(n.trim()))
      .join(', ')}}`;
  return value;
}

export interface FeConfigFact {
  name: string;
  java_type: string;
  default: string;
  mutable: boolean;
  masterOnly: boolean;
  deprecated: boolean;
  aliases: string[];
}

/** Every `@ConfField` field of Config.java: name, Java type, default initialiser as written, flags. */
export function parseFeConfig(source: string): FeConfigFact[] {
  const src = stripJavaComments(source);
  const literals = literalConstants(src);
  const facts: FeConfigFact[] = [];
  const re = /@ConfField\b/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(src))) {
    let i = m.index + m[0].length;
    while (/\s/.test(src[i]!)) i++;
    let args = new Map<string, string>();
    if (src[i] === '(') {
      const end = closing(src, i);
      args = annotationArgs(src.slice(i + 1, end - 1));
      i = end;
    }
    const before = src.slice(Math.max(0, m.index - 200), m.index);
    const decl = untilSemicolon(src, i);
    const text = squash(decl.text);
    const d =
      /^((?:@\w+(?:\([^)]*\))?\s+)*)public\s+static\s+(?:final\s+)?([\w.<>[\], ]+?)\s+(\w+)\s*(?:=\s*([\s\S]*))?$/.exec(
        text,
      );
    if (!d) throw new Error(`Config.java: cannot read the field after @ConfField near "${text.slice(0, 80)}"`);
    const deprecated = /@Deprecated\s*$/.test(before.trimEnd()) || /@Deprecated\b/.test(d[1] ?? '');
    facts.push({
      name: d[3]!,
      java_type: d[2]!.replace(/\s+/g, ''),
      default: withConstants(squash(d[4] ?? ''), literals),
      mutable: args.get('mutable') === 'true',
      masterOnly: args.get('masterOnly') === 'true',
      deprecated,
      aliases: stringsOf(args.get('aliases')),
    });
    re.lastIndex = decl.end;
  }
  return facts;
}

export interface BeConfigFact {
  name: string;
  type: string;
  default: string;
  mutable: boolean;
}

/** Every `CONF_<Type>(name, "default")` / `CONF_m<Type>` entry of config.h (mutable when `m`). */
export function parseBeConfig(source: string): BeConfigFact[] {
  const src = stripJavaComments(source).replace(/^\s*#\s*define[^\n]*(?:\\\n[^\n]*)*/gm, '');
  const facts: BeConfigFact[] = [];
  const re = /\bCONF_(m?)(Bool|Int16|Int32|Int64|Double|String|Strings|String_enum|Int32_enum)\s*\(\s*(\w+)\s*,/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(src))) {
    const open = src.lastIndexOf('(', re.lastIndex);
    const end = closing(src, open);
    const rest = src.slice(re.lastIndex, end - 1);
    // The default is the first argument after the name: a string literal (possibly split) or an expression.
    const value = /^\s*((?:"(?:[^"\\]|\\.)*"\s*)+)/.exec(rest);
    const raw = value ? value[1]!.trim() : squash(rest.split(',')[0] ?? '');
    facts.push({
      name: m[3]!,
      type: m[2]!,
      default: value ? stringsOf(raw).join('') : raw,
      mutable: m[1] === 'm',
    });
    re.lastIndex = end;
  }
  return facts;
}

/** `public static final String X = "value";` declarations of a Java class, by constant name. */
export function stringConstants(source: string): Map<string, string> {
  const src = stripJavaComments(source);
  const out = new Map<string, string>();
  for (const m of src.matchAll(/\bstatic\s+final\s+String\s+(\w+)\s*=\s*((?:"(?:[^"\\]|\\.)*"\s*\+?\s*)+);/g)) {
    out.set(m[1]!, stringsOf(m[2]).join(''));
  }
  return out;
}

export interface VariableFact {
  name: string;
  constant: string;
  java_type: string;
  default: string;
  flags: string[];
  alias?: string;
  show_name?: string;
  scope: 'session' | 'global';
}

/** Every `@VarAttr` field of SessionVariable.java (scope session) or GlobalVariable.java (scope global). */
export function parseVariables(source: string, scope: 'session' | 'global'): VariableFact[] {
  const src = stripJavaComments(source);
  const constants = stringConstants(source);
  const literals = literalConstants(src);
  const resolve = (raw: string | undefined): string | undefined => {
    if (raw === undefined) return undefined;
    const literal = stringsOf(raw);
    if (literal.length) return literal.join('');
    const key = raw.split('.').at(-1)!;
    const value = constants.get(key);
    if (value === undefined) throw new Error(`${scope} variables: unknown constant ${raw}`);
    return value;
  };
  const facts: VariableFact[] = [];
  const re = /@(?:VariableMgr\.)?VarAttr\s*\(/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(src))) {
    const open = m.index + m[0].length - 1;
    const end = closing(src, open);
    const args = annotationArgs(src.slice(open + 1, end - 1));
    const decl = untilSemicolon(src, end);
    const text = squash(decl.text);
    const d =
      /^((?:@[\w.]+(?:\([^)]*\))?\s+)*)(?:(?:public|private|protected|static|volatile|final)\s+)*([\w.<>[\], ]+?)\s+(\w+)\s*(?:=\s*([\s\S]*))?$/.exec(
        text,
      );
    if (!d) throw new Error(`${scope} variables: cannot read the field after @VarAttr near "${text.slice(0, 80)}"`);
    const nameRaw = args.get('name');
    const name = resolve(nameRaw)!;
    const alias = resolve(args.get('alias'));
    const show = resolve(args.get('show'));
    const flags = (args.get('flag') ?? '')
      .split('|')
      .map((f) => f.trim().split('.').at(-1)!)
      .filter(Boolean);
    const fact: VariableFact = {
      name,
      constant: nameRaw!.split('.').at(-1)!,
      java_type: d[2]!.replace(/\s+/g, ''),
      default: withConstants(squash(d[4] ?? ''), literals),
      flags,
      scope,
    };
    if (alias !== undefined) fact.alias = alias;
    if (show !== undefined) fact.show_name = show;
    facts.push(fact);
    re.lastIndex = decl.end;
  }
  return facts;
}

/** Function names registered in gensrc/script/functions.py (`[id, "name", ...]` rows), lower case. */
export function parseScalarFunctions(functionsPy: string): string[] {
  const names = new Set<string>();
  for (const m of functionsPy.matchAll(/^\s*\[\s*\d+\s*,\s*['"]([A-Za-z_][\w]*)['"]/gm)) names.add(m[1]!.toLowerCase());
  return [...names].sort();
}

/** The function names FunctionSet.java declares as `static final String` constants, lower case. */
export function parseFunctionSetNames(functionSetJava: string): string[] {
  return [...new Set([...stringConstants(functionSetJava).values()].map((v) => v.toLowerCase()))]
    .filter((v) => /^[a-z_][a-z0-9_]*$/.test(v))
    .sort();
}

export interface SystemTableColumn {
  name: string;
  type: string;
}

/** Integer constants a system table's types may name (`NAME_CHAR_LEN` and the like), from SystemTable.java. */
export function intConstants(source: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of stripJavaComments(source).matchAll(/\bstatic\s+final\s+(?:int|long)\s+(\w+)\s*=\s*(\d+)\s*;/g))
    out.set(m[1]!, Number(m[2]));
  return out;
}

/** A column type written in Java (`ScalarType.createVarchar(50)`, `Type.BIGINT`, `createNameType()`) as SQL. */
export function sqlType(raw: string, constants: Map<string, number>, locals = new Map<string, string>()): string {
  const t = raw.replace(/\s+/g, '');
  const size = (arg: string): string => {
    const key = arg.split('.').at(-1)!;
    if (/^\d+$/.test(key)) return key;
    const value = constants.get(key);
    if (value === undefined) throw new Error(`unknown length constant ${arg}`);
    return String(value);
  };
  let m = /^(?:ScalarType\.|TypeFactory\.)?createVarchar(?:Type)?\((.+)\)$/.exec(t);
  if (m) return `VARCHAR(${size(m[1]!)})`;
  m = /^newStructType\((\w+)\)$/.exec(t);
  if (m && locals.has(`${m[1]}[]`)) return `STRUCT<${locals.get(`${m[1]}[]`)}>`;
  m = /^(?:ScalarType\.|TypeFactory\.)?createCharType\((.+)\)$/.exec(t);
  if (m) return `CHAR(${size(m[1]!)})`;
  if (/^(?:SystemTable\.)?createNameType\(\)$/.test(t)) return `VARCHAR(${size('NAME_CHAR_LEN')})`;
  if (/^(?:ScalarType\.|TypeFactory\.)?createJsonType\(\)$/.test(t)) return 'JSON';
  m = /^(?:ScalarType\.|TypeFactory\.)?createDecimalV3Type\(PrimitiveType\.(\w+),(\d+),(\d+)\)$/.exec(t);
  if (m) return `DECIMAL(${m[2]},${m[3]})`;
  m = /^(?:ScalarType\.|TypeFactory\.)?createType\(PrimitiveType\.(\w+)\)$/.exec(t);
  if (m) return m[1]!;
  m = /^(?:Type|ScalarType)\.(\w+)$/.exec(t);
  if (m) return m[1]!.replace(/^DEFAULT_STRING$/, 'VARCHAR(65533)');
  m = /^newArrayType\((.+)\)$/.exec(t);
  if (m) return `ARRAY<${sqlType(m[1]!, constants, locals)}>`;
  m = /^newMapType\((.+)\)$/.exec(t);
  if (m) {
    const [k, v] = splitTopLevel(m[1]!);
    return `MAP<${sqlType(k!, constants, locals)},${sqlType(v!, constants, locals)}>`;
  }
  if (locals.has(t)) return sqlType(locals.get(t)!, constants, locals);
  throw new Error(`unknown column type ${raw}`);
}

/** Arguments of a call, split at top-level commas. */
function splitTopLevel(args: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < args.length; i++) {
    const c = args[i]!;
    if (c === '"' || c === "'") for (i++; i < args.length && args[i] !== c; i++) if (args[i] === '\\') i++;
    if (c === '(' || c === '{' || c === '[') depth++;
    if (c === ')' || c === '}' || c === ']') depth--;
    if (c === ',' && depth === 0) {
      parts.push(args.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(args.slice(start));
  return parts.map((p) => p.trim());
}

/**
 * Local type variables a table's columns may name: `X x = new ArrayType(...)` and the like, and
 * struct field lists filled with `fields.add(new StructField("name", TYPE))` (as `fields[]`).
 */
function typeLocals(src: string, constants: Map<string, number>): Map<string, string> {
  const locals = new Map<string, string>();
  for (const m of src.matchAll(/(\w+)\.add\(\s*new\s+StructField\(\s*"([^"]+)"\s*,\s*([^;]+?)\)\s*\)\s*;/g)) {
    const key = `${m[1]}[]`;
    const field = `${m[2]} ${sqlType(m[3]!, constants, locals)}`;
    locals.set(key, locals.has(key) ? `${locals.get(key)},${field}` : field);
  }
  for (const m of src.matchAll(/\b(?:ArrayType|MapType|StructType)\s+(\w+)\s*=\s*([^;]+);/g))
    locals.set(m[1]!, m[2]!.replace(/\s+/g, ''));
  return locals;
}

/** The `.column("NAME", TYPE)` calls of a system table class, in order, with SQL types. */
export function parseSystemTableColumns(
  source: string,
  constants: Map<string, number>,
  locals = new Map<string, string>(),
): SystemTableColumn[] {
  const src = stripJavaComments(source);
  const columns: SystemTableColumn[] = [];
  const re = /\.column\s*\(/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(src))) {
    const open = m.index + m[0].length - 1;
    const end = closing(src, open);
    const inner = src.slice(open + 1, end - 1);
    // .column("NAME", TYPE[, nullable][, "comment"])
    const [name, type] = splitTopLevel(inner);
    const hit = /^"([^"]+)"$/.exec(name ?? '');
    if (!hit || !type) throw new Error(`cannot read column ${squash(inner)}`);
    columns.push({name: hit[1]!, type: sqlType(type, constants, locals)});
    re.lastIndex = end;
  }
  return columns;
}

/** Class names a schema's Db class registers (`registerTableUnlocked(X.create())`), in order. */
export function registeredClasses(dbJava: string): string[] {
  return [
    ...new Set([...stripJavaComments(dbJava).matchAll(/registerTableUnlocked\(\s*(\w+)\.\w+\(/g)].map((m) => m[1]!)),
  ];
}

export interface SystemTableFact {
  table: string;
  columns: SystemTableColumn[];
}

/**
 * The tables one system-table class defines: each `builder() ... .build()` block with the table
 * name of the constructor call around it; or a column list copied from a SHOW statement's
 * META_DATA with columns inserted (`COLUMNS.add(i, new Column(...))`), read through `showStmt`.
 */
export function parseSystemTables(
  source: string,
  constants: Map<string, number>,
  showStmt: (className: string) => string,
): SystemTableFact[] {
  const src = stripJavaComments(source);
  const strings = stringConstants(source);
  constants = new Map([...constants, ...intConstants(source)]);
  const nameOf = (raw: string): string => {
    const literal = stringsOf(raw);
    if (literal.length) return literal[0]!;
    const value = strings.get(raw.split('.').at(-1)!);
    if (value === undefined) throw new Error(`unknown table name constant ${raw}`);
    return value;
  };
  const tables: SystemTableFact[] = [];
  for (const m of src.matchAll(/\(\s*(?:\w+\s*,\s*)?SystemId\.\w+\s*,\s*([\w."]+)\s*,[^;]*?builder\(\)/g)) {
    const start = m.index + m[0].length;
    const end = src.indexOf('.build()', start);
    const locals = typeLocals(src, constants);
    tables.push({table: nameOf(m[1]!), columns: parseSystemTableColumns(src.slice(start, end), constants, locals)});
  }
  if (tables.length) return tables;
  const copied = /Lists\.newArrayList\(\s*(\w+)\.META_DATA\.getColumns\(\)\s*\)/.exec(src);
  const named = /String\s+NAME\s*=\s*"([^"]+)"/.exec(src);
  if (!copied || !named) return [];
  const stmt = stripJavaComments(showStmt(copied[1]!));
  const columns: SystemTableColumn[] = [];
  /** `new Column("NAME", TYPE)` at offset `at` of `text`. */
  const column = (text: string, at: number): SystemTableColumn => {
    const open = text.indexOf('(', at);
    const [name, type] = splitTopLevel(text.slice(open + 1, closing(text, open) - 1));
    return {name: stringsOf(name)[0]!, type: sqlType(type!, constants)};
  };
  for (const c of stmt.matchAll(/addColumn\(\s*new\s+Column\(/g)) columns.push(column(stmt, c.index + 10));
  for (const a of src.matchAll(/COLUMNS\.add\(\s*(\d+)\s*,\s*new\s+Column\(/g))
    columns.splice(Number(a[1]), 0, column(src, a.index + a[0].length - 8));
  return [{table: named[1]!, columns}];
}

export interface ErrorCodeFact {
  name: string;
  code: number;
  sqlstate: string;
  message_template: string;
}

/** The entries of the ErrorCode enum: name, code, SQLSTATE and the message format (string constants joined in). */
export function parseErrorCodes(source: string): ErrorCodeFact[] {
  const src = stripJavaComments(source);
  const constants = stringConstants(source);
  const facts: ErrorCodeFact[] = [];
  // ERR_X(code, new byte[] {'H', 'Y', ...}, "message") or ERR_X(code, "HY000".getBytes(), "message")
  for (const m of src.matchAll(
    /\b(ERR(?:OR)?_\w+)\s*\(\s*(\d+)\s*,\s*(?:new\s+byte\s*\[\]\s*\{([^}]*)\}|"(\w{5})"\.getBytes\(\))\s*,/g,
  )) {
    const open = src.lastIndexOf('(', m.index + m[1]!.length + 1);
    const args = splitTopLevel(src.slice(open + 1, closing(src, open) - 1));
    const parts = args[2]!.split(/\s*\+\s*/).map((part) => {
      const literal = stringsOf(part);
      if (literal.length) return literal.join('');
      const value = constants.get(part.trim().split('.').at(-1)!);
      if (value === undefined) throw new Error(`ErrorCode ${m[1]}: unknown constant ${part.trim()}`);
      return value;
    });
    facts.push({
      name: m[1]!,
      code: Number(m[2]),
      sqlstate: m[4] ?? [...m[3]!.matchAll(/'(.)'/g)].map((c) => c[1]).join(''),
      message_template: parts.join(''),
    });
  }
  return facts;
}
