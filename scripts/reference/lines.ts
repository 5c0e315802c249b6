/**
 * Writes the facts of each release the upgrade pages compare (evidence/facts/lines/<release>.json)
 * from StarRocks's own source, read from local git directories (never needed to build or test):
 *
 *   STARROCKS_GIT=<git dir with the documented cut>            (required)
 *   STARROCKS_REF=<ref of the documented cut>                  (default oss-cutline-3.5.7)
 *   STARROCKS_LINES_GIT=<git dir with the older release tags>  (default STARROCKS_GIT)
 *   STARROCKS_LINES=<the latest tag of each older line>        (default 3.3.14,3.4.4)
 *   node --import tsx scripts/reference/lines.ts
 *
 * Each file holds, as the source writes them: the FE items (Config.java: name, Java type, default
 * initialiser, mutable, aliases), the BE items (config.h: name, type, default, mutable, and the
 * CONF_Alias names), the variables (SessionVariable.java, GlobalVariable.java: name, show name,
 * alias, Java type, default, VariableMgr flags), the names SET accepts and ignores, the function
 * names (functions.py and FunctionSet.java), the keyword sequences of the grammar's statement rules
 * and the columns of every registered information_schema and sys table. Rerunning on the same refs
 * writes the same files. scripts/reference/upgrade.ts turns them into the upgrade pages' rows.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import * as parse from './starrocksSource';
import {git} from './releaseTags';
import {beAliases, deprecatedVariables, fileAt, PATHS, statementRules, systemTables} from './sourceTree';

const GIT = process.env.STARROCKS_GIT ?? '';
if (!GIT) {
  console.error('Set STARROCKS_GIT to a StarRocks git directory (see the comment at the top of this file).');
  process.exit(2);
}
const REF = process.env.STARROCKS_REF ?? 'oss-cutline-3.5.7';
const LINES_GIT = process.env.STARROCKS_LINES_GIT ?? GIT;
const LINES = (process.env.STARROCKS_LINES ?? '3.3.14,3.4.4').split(',').filter(Boolean);
const OUT = process.env.FACTS_OUT ?? path.join(import.meta.dirname, '..', '..', 'evidence', 'facts', 'lines');

/** The facts of one source tree, compact: what the upgrade diff compares. */
function lineFacts(dir: string, ref: string) {
  const release = /(\d+\.\d+\.\d+)$/.exec(ref)?.[1];
  if (!release) throw new Error(`${ref} does not end in a release number`);
  const commit = git(dir, 'rev-parse', `${ref}^{commit}`).trim();
  const date = git(dir, 'log', '-1', '--format=%cs', commit).trim();
  const at = (file: string) => fileAt(dir, commit, file);
  const config = at(PATHS.be);
  const aliasesOf = new Map<string, string[]>();
  for (const [alias, item] of beAliases(config)) aliasesOf.set(item, [...(aliasesOf.get(item) ?? []), alias]);
  const withAliases = (aliases: string[] | undefined) => (aliases?.length ? {aliases} : {});
  const session = at(PATHS.session);
  const tables = (tableDir: string, dbFile: string, schema: string) =>
    systemTables(dir, commit, tableDir, dbFile).map((t) => ({
      table: `${schema}.${t.table}`,
      columns: t.columns.map((c) => `${c.name} ${c.type}`),
    }));
  return {
    source: `${Object.values(PATHS)
      .filter((p) => !p.endsWith('/'))
      .join(
        ', ',
      )}, and the information_schema and sys table classes, of StarRocks at ${ref} (commit ${commit}, ${date})`,
    ref,
    commit,
    release,
    note:
      'As the source writes them: fe (Config.java @ConfField: name, Java type, default initialiser, mutable, aliases), ' +
      'be (config.h CONF_ entries: name, type, default, mutable; aliases from CONF_Alias), variables (@VarAttr of ' +
      'SessionVariable.java and GlobalVariable.java: name, show name, alias, Java type, default, VariableMgr flags, the file as scope), ' +
      'deprecatedVariables (the names SET accepts and ignores), functions (functions.py and FunctionSet.java names, lower case), ' +
      'statements (per statement rule of StarRocks.g4, the keywords of each alternative, as in statements.json) and ' +
      'systemTables (every registered information_schema and sys table, columns as "NAME TYPE" in definition order).',
    fe: parse.parseFeConfig(at(PATHS.fe)).map((f) => ({
      name: f.name,
      type: f.java_type,
      default: f.default,
      mutable: f.mutable,
      ...withAliases(f.aliases),
    })),
    be: parse.parseBeConfig(config).map((b) => ({...b, ...withAliases(aliasesOf.get(b.name))})),
    variables: [...parse.parseVariables(session, 'session'), ...parse.parseVariables(at(PATHS.global), 'global')].map(
      (v) => ({
        name: v.name,
        ...(v.show_name ? {show: v.show_name} : {}),
        ...(v.alias ? {alias: v.alias} : {}),
        type: v.java_type,
        default: v.default,
        ...(v.flags.length ? {flags: v.flags} : {}),
        scope: v.scope,
      }),
    ),
    deprecatedVariables: deprecatedVariables(session),
    functions: [
      ...new Set([
        ...parse.parseScalarFunctions(at(PATHS.functionsPy)),
        ...parse.parseFunctionSetNames(at(PATHS.functionSet)),
      ]),
    ].sort(),
    statements: statementRules(at(PATHS.grammar)).rules,
    systemTables: [
      ...tables(PATHS.information, 'InfoSchemaDb.java', 'information_schema'),
      ...tables(PATHS.sys, 'SysDb.java', 'sys'),
    ],
  };
}

/** JSON with one line per top-level key and one line per list item or record entry below it. */
export function jsonByLine(data: Record<string, unknown>): string {
  const field = ([key, value]: [string, unknown]) => {
    const inner = Array.isArray(value)
      ? value.map((v) => JSON.stringify(v))
      : value && typeof value === 'object'
        ? Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`)
        : undefined;
    const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
    return inner?.length
      ? `${JSON.stringify(key)}: ${open}\n  ${inner.join(',\n  ')}\n ${close}`
      : `${JSON.stringify(key)}: ${JSON.stringify(value)}`;
  };
  return `{\n ${Object.entries(data).map(field).join(',\n ')}\n}\n`;
}

mkdirSync(OUT, {recursive: true});
for (const [dir, ref] of [...LINES.map((tag) => [LINES_GIT, tag] as const), [GIT, REF] as const]) {
  const facts = lineFacts(dir, ref);
  const file = `${facts.release}.json`;
  writeFileSync(path.join(OUT, file), jsonByLine(facts));
  console.log(`wrote evidence/facts/lines/${file} (${ref})`);
}
