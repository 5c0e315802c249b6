/**
 * Dates the SQL functions the site documents by StarRocks's release tags, and rebuilds the scalar
 * signatures from the documented cut. Reads two local git directories; never needed to build or
 * test the site:
 *
 *   STARROCKS_GIT=<git dir with the documented cut>            (required)
 *   STARROCKS_REF=<ref of the documented cut>                  (default oss-cutline-3.5.7)
 *   STARROCKS_HISTORY_GIT=<git dir with the older release tags> (required)
 *   STARROCKS_HISTORY_BASE=<ref of the line's .0 release>      (default branch-3.5, in the history dir)
 *   node --import tsx scripts/reference/functionReleases.ts
 *
 * The snapshots, in version order: every clean x.y.z tag of the history dir below the line's .0
 * (2.0.0-GA stands for 2.0.0), then the base as x.y.0, then the cut. A function's release is the
 * first snapshot that has it, by the evidence of its kind:
 *
 * - scalar functions (registered in the cut's gensrc/script/functions.py): the scalar registry,
 *   functions.py, before 3.0 gensrc/script/vectorized/vectorized_functions.py, in 1.19 also the
 *   visible_functions of gensrc/script/starrocks_builtins_functions.py;
 * - aggregate, window and table functions: a registration in FunctionSet.java or TableFunction.java
 *   (the name, or the String constant that holds it, used outside its declaration);
 * - functions the FE handles outside both (grammar rules, analyzer rewrites): the code named in
 *   FE_CODE below.
 *
 * A 1.x snapshot gives "before 2.0". When a later snapshot lacks the function again (it reached a
 * patch release of an older line before the next line's first releases), the source says so.
 * Writes src/data/functions/since.json (keeping its schema) and the registry part of
 * src/data/functions/scalar-signatures.json, and prints what changed. Rerunning on the same refs
 * writes the same files.
 */
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {stringConstants, stripJavaComments} from './starrocksSource';
import {git, releaseSnapshots, show, type Snapshot} from './releaseTags';
import {functionOfPage} from '../../src/data/functions/format';
import {sinceFileSchema, type SinceFile} from '../../src/data/functions/since-schema';
import {
  signatureFileSchema,
  type FunctionSignature,
  type Overload,
  type SignatureFile,
} from '../../src/data/functions/schema';
import {DOCS_SOURCE_DIR} from '../../src/site/rules';

const GIT = process.env.STARROCKS_GIT;
const HISTORY = process.env.STARROCKS_HISTORY_GIT;
if (!GIT || !HISTORY) {
  console.error('Set STARROCKS_GIT and STARROCKS_HISTORY_GIT (see the comment at the top of this file).');
  process.exit(2);
}
const REF = process.env.STARROCKS_REF ?? 'oss-cutline-3.5.7';
const BASE = process.env.STARROCKS_HISTORY_BASE ?? 'branch-3.5';
const ROOT = path.join(import.meta.dirname, '..', '..');
const DATA = path.join(ROOT, 'src', 'data', 'functions');

const FE = 'fe/fe-core/src/main/java/com/starrocks/';
const REGISTRIES = [
  'gensrc/script/functions.py',
  'gensrc/script/vectorized/vectorized_functions.py',
  'gensrc/script/starrocks_builtins_functions.py',
];
const FUNCTION_SET = [`${FE}catalog/FunctionSet.java`, `${FE}catalog/TableFunction.java`];
const G4 = `${FE}sql/parser/StarRocks.g4`;
const CUP = 'fe/fe-core/src/main/cup/sql_parser.cup';
const AST = `${FE}sql/parser/AstBuilder.java`;
const ANALYZER = `${FE}sql/analyzer/ExpressionAnalyzer.java`;

/**
 * Functions the FE defines outside the registry and FunctionSet's registrations: the files and
 * the pattern that show the function is there. A snapshot has it when one file matches.
 */
const FE_CODE: Record<string, {files: string[]; pattern: RegExp; what: string}> = {
  case_when: {files: [G4, CUP], pattern: /\bKW_CASE\b|\|\s*CASE\b/, what: 'the CASE expression of the grammar'},
  cast: {
    files: [`${FE}catalog/PrimitiveType.java`],
    pattern: /^\s*JSON\s*\(/m,
    what: 'the JSON type, which CAST to and from JSON came with',
  },
  catalog: {files: [G4], pattern: /name\s*=\s*CATALOG\s*'\('/, what: 'the grammar rule catalog()'},
  database: {
    files: [G4, CUP],
    pattern: /name\s*=\s*DATABASE\s*'\('|KW_DATABASE\s+LPAREN/,
    what: 'the grammar rule database()',
  },
  current_role: {files: [G4], pattern: /name\s*=\s*CURRENT_ROLE\b/, what: 'the grammar rule current_role()'},
  dictionary_get: {files: [G4], pattern: /DICTIONARY_GET\s*'\('/, what: 'the grammar rule dictionary_get()'},
  dict_mapping: {files: [ANALYZER], pattern: /visitDictQueryExpr/, what: 'the analyzer of dict_mapping()'},
  files: {files: [G4], pattern: /FILES\s+propertyList/, what: 'the FILES() table function of the grammar'},
  timestampadd: {
    files: [`${FE}analysis/TimestampArithmeticExpr.java`, G4],
    pattern: /"TIMESTAMPADD"|TIMESTAMPADD\s*'\('/,
    what: 'TimestampArithmeticExpr or the grammar rule timestampadd()',
  },
  timestampdiff: {
    files: [`${FE}analysis/TimestampArithmeticExpr.java`, G4],
    pattern: /"TIMESTAMPDIFF"|TIMESTAMPDIFF\s*'\('/,
    what: 'TimestampArithmeticExpr or the grammar rule timestampdiff()',
  },
  isnull: {files: [CUP, AST], pattern: /KW_ISNULL\s+LPAREN|FunctionSet\.ISNULL\b/, what: 'the parser rule isnull()'},
  isnotnull: {files: [AST], pattern: /FunctionSet\.ISNOTNULL\b/, what: 'the parser rewrite of isnotnull()'},
  element_at: {files: [AST], pattern: /FunctionSet\.ELEMENT_AT\b/, what: 'the parser rewrite of element_at()'},
  transform_keys: {
    files: [ANALYZER],
    pattern: /FunctionSet\.TRANSFORM_KEYS\b/,
    what: 'the analyzer rewrite of transform_keys()',
  },
  transform_values: {
    files: [ANALYZER],
    pattern: /FunctionSet\.TRANSFORM_VALUES\b/,
    what: 'the analyzer rewrite of transform_values()',
  },
  multiply: {
    files: [`${FE}analysis/ArithmeticExpr.java`],
    pattern: /Operator\.MULTIPLY\.getName\(\)/,
    what: 'the builtin ArithmeticExpr registers for the * operator',
  },
  divide: {
    files: [`${FE}analysis/ArithmeticExpr.java`],
    pattern: /Operator\.DIVIDE\.getName\(\)/,
    what: 'the builtin ArithmeticExpr registers for the / operator',
  },
};

// ---------------------------------------------------------------- git: ./releaseTags

// ---------------------------------------------------------------- the Python registries

type Py = string | number | boolean | null | Py[];

/** Python source without comments (a `#` outside a string ends the line's code). */
function stripPythonComments(src: string): string {
  let out = '';
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (c === '"' || c === "'") {
      const start = i;
      for (i++; i < src.length && src[i] !== c && src[i] !== '\n'; i++) if (src[i] === '\\') i++;
      out += src.slice(start, i + 1);
    } else if (c === '#') {
      while (i < src.length && src[i] !== '\n') i++;
      out += '\n';
    } else out += c;
  }
  return out;
}

/** Parses the Python literal (lists, strings, numbers, True/False/None) at `at`; adjacent strings join. */
function parsePy(src: string, at: number): {value: Py; end: number} {
  let i = at;
  const skip = () => {
    while (i < src.length && /\s/.test(src[i]!)) i++;
  };
  const value = (): Py => {
    skip();
    const c = src[i];
    if (c === '[' || c === '(') {
      const close = c === '[' ? ']' : ')';
      i++;
      const items: Py[] = [];
      for (;;) {
        skip();
        if (src[i] === close) {
          i++;
          return items;
        }
        items.push(value());
        skip();
        if (src[i] === ',') i++;
        else if (src[i] !== close) throw new Error(`unexpected "${src[i]}" at ${i}`);
      }
    }
    if (c === '"' || c === "'") {
      let text = '';
      while (src[i] === '"' || src[i] === "'") {
        const q = src[i]!;
        let j = i + 1;
        for (; j < src.length && src[j] !== q; j++) if (src[j] === '\\') j++;
        text += src.slice(i + 1, j);
        i = j + 1;
        skip();
      }
      return text;
    }
    const word = /^[\w.+-]+/.exec(src.slice(i, i + 64))?.[0];
    if (!word) throw new Error(`unexpected "${c}" at ${i}`);
    i += word.length;
    if (word === 'True' || word === 'False') return word === 'True';
    if (word === 'None') return null;
    if (/^[+-]?\d/.test(word)) return Number(word);
    throw new Error(`unexpected name ${word} at ${i}`);
  };
  const v = value();
  return {value: v, end: i};
}

/** The list literal assigned to `name` at the top level of a Python file, if any. */
function pyList(src: string, name: string): Py[] | undefined {
  const code = stripPythonComments(src);
  const m = new RegExp(`^${name}\\s*=\\s*\\[`, 'm').exec(code);
  if (!m) return undefined;
  const v = parsePy(code, m.index + m[0].length - 1).value;
  return Array.isArray(v) ? v : undefined;
}

interface Registry {
  names: Set<string>;
  /** Overloads by lower-case name, in registry order (the vectorized format only). */
  overloads: Map<string, {name: string; overloads: Overload[]}>;
}

/**
 * The scalar registry of a snapshot. Vectorized entries are `[id, name, (flags,) returns, [args],
 * symbol…]`; the 1.x row-engine file has `[[names…], returns, [args], symbol…]` in visible_functions.
 */
function registryAt(dir: string, ref: string): Registry {
  const names = new Set<string>();
  const overloads = new Map<string, {name: string; overloads: Overload[]}>();
  for (const file of REGISTRIES) {
    const text = show(dir, ref, file);
    if (text === undefined) continue;
    for (const entry of pyList(text, 'vectorized_functions') ?? []) {
      if (!Array.isArray(entry) || typeof entry[0] !== 'number' || typeof entry[1] !== 'string') continue;
      const name = entry[1];
      names.add(name.toLowerCase());
      const argsAt = entry.findIndex((e) => Array.isArray(e));
      const returns = entry[argsAt - 1];
      const args = entry[argsAt];
      if (argsAt < 2 || typeof returns !== 'string' || !Array.isArray(args)) continue;
      const types = args.filter((a): a is string => typeof a === 'string');
      const variadic = types.at(-1) === '...';
      const key = name.toLowerCase();
      const sig = overloads.get(key) ?? {name, overloads: []};
      sig.overloads.push({returns, args: variadic ? types.slice(0, -1) : types, variadic});
      overloads.set(key, sig);
    }
    for (const entry of pyList(text, 'visible_functions') ?? []) {
      if (!Array.isArray(entry) || !Array.isArray(entry[0])) continue;
      for (const n of entry[0]) if (typeof n === 'string') names.add(n.toLowerCase());
    }
  }
  return {names, overloads};
}

// ---------------------------------------------------------------- FunctionSet

/**
 * Names FunctionSet.java and TableFunction.java register: a lower-case string literal, or a String
 * constant holding one, on a line that is not the constant's declaration (comments left out).
 */
function functionSetAt(dir: string, ref: string): Set<string> {
  const out = new Set<string>();
  const code = FUNCTION_SET.map((file) => stripJavaComments(show(dir, ref, file) ?? '')).join('\n');
  const constants = stringConstants(code);
  for (const line of code.split('\n')) {
    if (/\bstatic\s+final\s+String\s+\w+\s*=/.test(line)) continue;
    for (const m of line.matchAll(/"([a-z_][a-z0-9_]*)"/g)) out.add(m[1]!);
    for (const m of line.matchAll(/\b([A-Z][A-Z0-9_]*)\b/g)) {
      const v = constants.get(m[1]!);
      if (v) out.add(v.toLowerCase());
    }
  }
  return out;
}

function feCodeAt(dir: string, ref: string): Set<string> {
  const out = new Set<string>();
  const cache = new Map<string, string>();
  const read = (file: string) => {
    if (!cache.has(file)) cache.set(file, show(dir, ref, file) ?? '');
    return cache.get(file)!;
  };
  for (const [name, probe] of Object.entries(FE_CODE))
    if (probe.files.some((f) => probe.pattern.test(read(f)))) out.add(name);
  return out;
}

// ---------------------------------------------------------------- snapshots

const cutVersion = /(\d+\.\d+\.\d+)$/.exec(REF)?.[1];
if (!cutVersion) throw new Error(`${REF} does not end in a release number`);
const line = cutVersion.replace(/\.\d+$/, '');
const snapshots: Snapshot[] = [...releaseSnapshots(HISTORY, BASE, line), {version: cutVersion, dir: GIT, ref: REF}];
const commit = git(GIT, 'rev-parse', `${REF}^{commit}`).trim();

type Kind = 'registry' | 'functionset' | 'fe-code';
interface Evidence {
  registry: Registry;
  functionset: Set<string>;
  'fe-code': Set<string>;
}
const has = (e: Evidence, kind: Kind, name: string) =>
  kind === 'registry' ? e.registry.names.has(name) : e[kind].has(name);

const evidence: Evidence[] = snapshots.map((s, i) => {
  process.stderr.write(`\rreading ${s.ref} (${i + 1}/${snapshots.length})   `);
  return {
    registry: registryAt(s.dir, s.ref),
    functionset: functionSetAt(s.dir, s.ref),
    'fe-code': feCodeAt(s.dir, s.ref),
  };
});
process.stderr.write('\n');
const cut = evidence.at(-1)!;

// ---------------------------------------------------------------- the functions to date

/** Pages of the function folders that are guides, not one function. */
const GUIDES = new Set(['bitmap']);

/** Function names of the site's function pages (leaves of the group folders), guides left out. */
function pageFunctions(): Map<string, string> {
  const dir = path.join(ROOT, DOCS_SOURCE_DIR, 'sql-reference', 'sql-functions');
  const out = new Map<string, string>();
  for (const rel of (readdirSync(dir, {recursive: true, encoding: 'utf8'}) as string[])
    .filter((f) => f.includes(path.sep) && /\.mdx?$/.test(f))
    .map((f) =>
      f
        .split(path.sep)
        .join('/')
        .replace(/\.mdx?$/, ''),
    )
    .sort()) {
    const parts = rel.split('/');
    if (parts.at(-1) === parts.at(-2) || parts.at(-1)!.startsWith('_') || GUIDES.has(parts.at(-1)!)) continue;
    out.set(functionOfPage(parts.at(-1)!), rel);
  }
  return out;
}

const sinceFile = sinceFileSchema.parse(JSON.parse(readFileSync(path.join(DATA, 'since.json'), 'utf8')));
const pages = pageFunctions();
const candidates = [...new Set([...pages.keys(), ...Object.keys(sinceFile.functions)])].sort();

const kindOf = (name: string): Kind | undefined => {
  if (FE_CODE[name]) return cut['fe-code'].has(name) ? 'fe-code' : undefined;
  if (cut.registry.names.has(name)) return 'registry';
  if (cut.functionset.has(name)) return 'functionset';
  return undefined;
};

interface Dated {
  since: string;
  first: string;
  kind: Kind;
  /** Later snapshots that lack it again. */
  gaps: string[];
}
const dated = new Map<string, Dated>();
const notIn: string[] = [];
const cutOnly: string[] = [];
const unkeyed: string[] = [];
for (const name of candidates) {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) {
    unkeyed.push(name);
    continue;
  }
  const kind = kindOf(name);
  if (!kind) {
    notIn.push(name);
    continue;
  }
  const i = evidence.findIndex((e) => has(e, kind, name));
  const first = snapshots[i]!.version;
  if (i === snapshots.length - 1) {
    cutOnly.push(name);
    continue;
  }
  const gaps = snapshots.slice(i + 1).flatMap((s, j) => (has(evidence[i + 1 + j]!, kind, name) ? [] : [s.version]));
  dated.set(name, {since: first.startsWith('1.') ? 'before 2.0' : first, first, kind, gaps});
}

// ---------------------------------------------------------------- since.json

const range = `tags ${snapshots[0]!.ref} .. ${snapshots.at(-3)!.ref}, then ${BASE} as ${line}.0, then ${REF} as ${cutVersion} (commit ${commit.slice(0, 10)})`;
const BACKPORT =
  'That release is a patch of an older line: the first releases of the next line or lines lack the function until one of their later patches (the script prints which).';
const SOURCES: Record<string, string> = {
  registry: `First StarRocks release tag, in version order (${range}), whose scalar function registry registers the name: gensrc/script/functions.py, before 3.0 gensrc/script/vectorized/vectorized_functions.py, in 1.19 also starrocks_builtins_functions.py ("before 2.0" when a 1.19 tag has it). Computed by scripts/reference/functionReleases.ts.`,
  functionset: `First StarRocks release tag, in version order (${range}), whose FunctionSet.java or TableFunction.java registers the name (aggregate, window and table functions; "before 2.0" when a 1.19 tag has it). Computed by scripts/reference/functionReleases.ts.`,
  'fe-code': `First StarRocks release tag, in version order (${range}), whose FE code handles the name outside the function registry: the grammar (StarRocks.g4, before 2.5 also sql_parser.cup) or the analyzer class that scripts/reference/functionReleases.ts names for it in FE_CODE ("before 2.0" when a 1.19 tag has it).`,
};
const sourceKey = (d: Dated) => (d.gaps.length ? `${d.kind}-backport` : d.kind);
const sourceText = (key: string) => {
  const base = key.replace(/-backport$/, '');
  return key === base ? SOURCES[base]! : `${SOURCES[base]!} ${BACKPORT}`;
};

const functions: SinceFile['functions'] = {};
const kept: string[] = [];
for (const name of candidates) {
  const d = dated.get(name);
  if (d) functions[name] = {since: d.since, source: sourceKey(d)};
  else if (!notIn.includes(name) && sinceFile.functions[name]) {
    functions[name] = sinceFile.functions[name]!;
    kept.push(name);
  }
}
const usedSources = [...new Set(Object.values(functions).map((f) => f.source))].sort();
const next: SinceFile = sinceFileSchema.parse({
  source: `Release of StarRocks that first shipped each SQL function, keyed by the lower-case function name as registered (see src/data/functions/format.ts for pages whose file name differs): the first release tag, in version order, that has it (a patch of an older line can come first; see the backport sources). Written by scripts/reference/functionReleases.ts; a function without an entry has no established version.`,
  sources: Object.fromEntries(
    usedSources.map((k) => [k, k in SOURCES || k.endsWith('-backport') ? sourceText(k) : sinceFile.sources[k]!]),
  ),
  functions,
});
writeFileSync(path.join(DATA, 'since.json'), JSON.stringify(next, null, 1) + '\n');

// ---------------------------------------------------------------- scalar-signatures.json

const scalarPath = path.join(DATA, 'scalar-signatures.json');
const scalar = signatureFileSchema.parse(JSON.parse(readFileSync(scalarPath, 'utf8')));
/** Hand-written entries kept: functions of the cut defined outside the registry. */
const feDefined = Object.keys(scalar.functions).filter(
  (n) => !cut.registry.overloads.has(n) && (kindOf(n) === 'fe-code' || kindOf(n) === 'functionset'),
);
const scalarNext: SignatureFile = signatureFileSchema.parse({
  source: `StarRocks gensrc/script/functions.py at ${REF} (commit ${commit}), every registered scalar function with its overloads as registered; plus, written by the project from its own function pages, the functions the FE defines outside that registry (${feDefined.join(', ')}), where unit is the keyword of a time unit, K and V the key and value types of a map (K2, V2 those the lambda returns), and DECIMAL any decimal type. Written by scripts/reference/functionReleases.ts.`,
  functions: Object.fromEntries([
    ...[...cut.registry.overloads].map(([k, v]): [string, FunctionSignature] => [k, v]),
    ...feDefined.map((n): [string, FunctionSignature] => [n, scalar.functions[n]!]),
  ]),
});
writeFileSync(scalarPath, JSON.stringify(scalarNext));

// ---------------------------------------------------------------- report

const old = sinceFile.functions;
const changed = Object.entries(functions).filter(([n, f]) => old[n] && old[n]!.since !== f.since);
const added = Object.keys(functions).filter((n) => !old[n]);
const dropped = Object.keys(old).filter((n) => !functions[n]);
const onSite = [...pages.keys()];
const datedOnSite = onSite.filter((n) => functions[n]);
console.log(`snapshots: ${snapshots.length} (${range})`);
console.log(
  `function pages: ${onSite.length}; with a release: ${datedOnSite.length} (${((datedOnSite.length / onSite.length) * 100).toFixed(1)}%)`,
);
console.log(`not in ${REF}: ${notIn.join(', ') || 'none'}`);
console.log(`only in ${REF}, not in ${line}.0 (left undated): ${cutOnly.join(', ') || 'none'}`);
console.log(`no valid key (not dated): ${unkeyed.join(', ') || 'none'}`);
console.log(`kept from the previous file: ${kept.join(', ') || 'none'}`);
console.log(`added: ${added.map((n) => `${n}=${functions[n]!.since}`).join(', ') || 'none'}`);
console.log(`dropped: ${dropped.join(', ') || 'none'}`);
console.log(`changed (${changed.length}):`);
for (const [n, f] of changed) console.log(`  ${n}: ${old[n]!.since} (${old[n]!.source}) -> ${f.since} (${f.source})`);
console.log('first in a patch of an older line, missing again later:');
for (const [n, d] of dated) if (d.gaps.length) console.log(`  ${n}: ${d.first}, missing in ${d.gaps.join(' ')}`);
const sigDropped = Object.keys(scalar.functions).filter((n) => !scalarNext.functions[n]);
const sigChanged = Object.keys(scalarNext.functions).filter(
  (n) => scalar.functions[n] && JSON.stringify(scalar.functions[n]) !== JSON.stringify(scalarNext.functions[n]),
);
console.log(
  `scalar signatures: ${Object.keys(scalarNext.functions).length}; dropped: ${sigDropped.join(', ') || 'none'}`,
);
console.log(`scalar signatures changed: ${sigChanged.join(', ') || 'none'}`);
