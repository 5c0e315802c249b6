/**
 * What one StarRocks source tree holds at a commit, read with the parsers of starrocksSource.ts:
 * the files the fact lists come from, the registered system tables with their columns, and the
 * keyword sequences of the grammar's statements. Shared by extract.ts (the documented cut) and
 * lines.ts (the latest patch of each release line an upgrade starts from).
 */
import path from 'node:path';
import * as parse from './starrocksSource';
import type {SystemTableFact} from './starrocksSource';
import {git, show} from './releaseTags';

const FE = 'fe/fe-core/src/main/java/com/starrocks/';

/** Where each fact of a source tree is read from. */
export const PATHS = {
  feRoot: FE,
  fe: `${FE}common/Config.java`,
  be: 'be/src/common/config.h',
  session: `${FE}qe/SessionVariable.java`,
  global: `${FE}qe/GlobalVariable.java`,
  functionsPy: 'gensrc/script/functions.py',
  functionSet: `${FE}catalog/FunctionSet.java`,
  systemTable: `${FE}catalog/system/SystemTable.java`,
  information: `${FE}catalog/system/information/`,
  sys: `${FE}catalog/system/sys/`,
  grammar: `${FE}sql/parser/StarRocks.g4`,
} as const;

/** A file of the tree; a file the commit lacks stops the extraction, naming it. */
export function fileAt(dir: string, commit: string, file: string): string {
  const text = show(dir, commit, file);
  if (text === undefined) throw new Error(`${file} is not in ${commit}`);
  return text;
}

/**
 * Every table a schema's Db class (`InfoSchemaDb.java`, `SysDb.java` in `tableDir`) registers, in
 * registration order, with its columns in definition order and the class file it is defined in.
 */
export function systemTables(
  dir: string,
  commit: string,
  tableDir: string,
  dbFile: string,
): (SystemTableFact & {file: string})[] {
  const at = (file: string) => fileAt(dir, commit, file);
  const constants = parse.intConstants(at(PATHS.systemTable));
  const classes = parse.registeredClasses(at(`${tableDir}${dbFile}`));
  const files = git(dir, 'ls-tree', '--name-only', commit, tableDir).trim().split('\n');
  const stmt = (name: string) => {
    const file = git(dir, 'grep', '-l', `class ${name} `, commit, '--', `${FE}sql/ast/`)
      .trim()
      .split('\n')[0]!
      .replace(`${commit}:`, '');
    return at(file);
  };
  const out: (SystemTableFact & {file: string})[] = [];
  for (const cls of classes) {
    const file = files.find((f) => path.basename(f) === `${cls}.java`);
    if (!file) throw new Error(`${dbFile} registers ${cls}, which has no file in ${tableDir}`);
    for (const t of parse.parseSystemTables(at(file), constants, stmt)) out.push({...t, file});
  }
  return out;
}

/** Small helper rules (at most this many keywords, such as `tabletList` -> TABLET) are written in place. */
export const MAX_INLINE = 12;

/**
 * The keywords of each alternative of the grammar's statement rules, in order, with small helper
 * rules they name written in place (SELECT for a query): what a statement page's title must match.
 * The statements are every rule the top-level `statement` rule names, and every *Statement rule.
 * `keywords`: every keyword the parser rules use.
 */
export function statementRules(grammarText: string): {rules: Record<string, string[]>; keywords: string[]} {
  const grammar = grammarText.replace(/\/\/[^\n]*/g, '').replace(/\/\*[\s\S]*?\*\//g, '');
  const bodies = new Map([...grammar.matchAll(/^(\w+)\s*:([\s\S]*?);\s*$/gm)].map((m) => [m[1]!, m[2]!]));
  const keywords = (text: string) => text.match(/\b[A-Z][A-Z_]+\b/g) ?? [];
  const inline = (text: string) =>
    (text.match(/\b[A-Z][A-Z_]+\b|\b[a-z]\w*\b/g) ?? []).flatMap((t) => {
      if (/^[A-Z]/.test(t)) return [t];
      if (t === 'queryStatement') return ['SELECT'];
      const body = bodies.get(t);
      if (!body || t.endsWith('Statement')) return [];
      const inner = keywords(body);
      return inner.length <= MAX_INLINE ? inner : [];
    });
  const top = new Set(bodies.get('statement')?.match(/\b[a-z]\w*\b/g) ?? []);
  const rules: Record<string, string[]> = {};
  for (const [name, body] of bodies) {
    if (!name.endsWith('Statement') && !top.has(name)) continue;
    const alternatives = body
      .split(/\n\s*\|/)
      .map((alt) => inline(alt).join(' '))
      .filter(Boolean);
    if (alternatives.length) rules[name] = [...new Set(alternatives)];
  }
  return {rules, keywords: [...new Set([...bodies.values()].flatMap(keywords))].sort()};
}

/** `CONF_Alias(name, alias)` lines of config.h: each alias with the item it names. */
export function beAliases(configH: string): Map<string, string> {
  const src = parse.stripJavaComments(configH);
  return new Map([...src.matchAll(/\bCONF_Alias\s*\(\s*(\w+)\s*,\s*(\w+)\s*\)/g)].map((m) => [m[2]!, m[1]!]));
}

/**
 * The names SessionVariable.java's DEPRECATED_VARIABLES lists: SET accepts them and does nothing
 * (VariableMgr.setSystemVariable returns before its check for an unknown variable).
 */
export function deprecatedVariables(sessionVariableJava: string): string[] {
  const src = parse.stripJavaComments(sessionVariableJava);
  const list = /\bDEPRECATED_VARIABLES\s*=([\s\S]*?);/.exec(src)?.[1] ?? '';
  const constants = parse.stringConstants(sessionVariableJava);
  return [...list.matchAll(/\.add\(\s*(?:"([^"]+)"|(\w+))\s*\)/g)].map((m) => {
    const name = m[1] ?? constants.get(m[2]!);
    if (name === undefined) throw new Error(`DEPRECATED_VARIABLES: unknown constant ${m[2]}`);
    return name;
  });
}
