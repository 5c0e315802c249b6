/**
 * What changes between two releases' fact lists (evidence/facts/lines/), as the rows of an upgrade
 * page: per component, the items added, removed and renamed, the defaults that changed and the
 * other changes a reader's configuration depends on. Pure: facts and notes in, rows out (no links;
 * scripts/reference/upgrade.ts adds those).
 *
 * - A rename is an older name that the newer release accepts as an alias of one of its items
 *   (FE @ConfField aliases, BE CONF_Alias, a variable's alias or show name), or one that notes.json
 *   records with its source. Nothing else is taken for a rename.
 * - Defaults are compared as readers write them (readableDefault.ts): `5L * 60L` and `300` are the
 *   same value.
 * - Variables: only those SHOW VARIABLES lists (no INVISIBLE flag) in either release; one that was
 *   listed in one release and hidden in the other is a change of visibility.
 * - Statements: statement rules of the grammar added or removed by name; a rule renamed with the
 *   same keyword sequences is not a change. System tables: tables and columns added or removed,
 *   and columns whose type changed.
 */
import type {z} from 'zod';
import type {lineFactsSchema} from '../../evidence/factsSchema';
import type {UpgradeNotes, UpgradeRow} from '../../src/data/upgrade/schema';
import {COMPONENTS, KINDS} from '../../src/data/upgrade/schema';
import {readableDefault} from './readableDefault';

export type LineFacts = z.infer<typeof lineFactsSchema>;
type ConfigItem = LineFacts['fe'][number];
type Variable = LineFacts['variables'][number];

/** Lexer tokens of the grammar (identifiers, literals) that are not keywords a reader types. */
const LEXER_TOKEN = /_(IDENTIFIER|TEXT|VALUE)$/;

function configRows(
  component: 'fe' | 'be',
  before: ConfigItem[],
  after: ConfigItem[],
  notes: UpgradeNotes,
): UpgradeRow[] {
  const rows: UpgradeRow[] = [];
  const old = new Map(before.map((i) => [i.name, i]));
  const now = new Map(after.map((i) => [i.name, i]));
  const renamedTo = new Map<string, string>();
  for (const i of after) for (const a of i.aliases ?? []) renamedTo.set(a, i.name);
  for (const r of notes.renames) if (r.component === component) renamedTo.set(r.from, r.to);
  const renameTargets = new Set<string>();
  for (const i of before) {
    if (now.has(i.name)) continue;
    const to = renamedTo.get(i.name);
    const target = to === undefined ? undefined : now.get(to);
    if (target) {
      renameTargets.add(target.name);
      const alias = (target.aliases ?? []).includes(i.name) ? {alias: true as const} : {};
      rows.push({
        component,
        kind: 'renamed',
        name: target.name,
        from: i.name,
        ...alias,
        ...values(i.default, target.default),
      });
    } else rows.push({component, kind: 'removed', name: i.name, before: readableDefault(i.default)});
  }
  for (const i of after) {
    const was = old.get(i.name);
    if (!was) {
      if (!renameTargets.has(i.name))
        rows.push({component, kind: 'added', name: i.name, after: readableDefault(i.default)});
      continue;
    }
    const [b, a] = [readableDefault(was.default), readableDefault(i.default)];
    if (b !== a) rows.push({component, kind: 'default', name: i.name, before: b, after: a});
    const change = differences([
      ['type', was.type, i.type],
      ['changeable at runtime', yesNo(was.mutable), yesNo(i.mutable)],
    ]);
    if (change) rows.push({component, kind: 'changed', name: i.name, ...change});
  }
  return rows;
}

const yesNo = (b: boolean | undefined) => (b ? 'yes' : 'no');

/** Defaults of a renamed item, when they differ. */
function values(before: string, after: string): {before?: string; after?: string} {
  const [b, a] = [readableDefault(before), readableDefault(after)];
  return b === a ? {} : {before: b, after: a};
}

/** "type: int; changeable at runtime: no" for the attributes that differ, before and after. */
function differences(pairs: [string, string, string][]): {before: string; after: string} | undefined {
  const changed = pairs.filter(([, b, a]) => b !== a);
  if (!changed.length) return undefined;
  return {
    before: changed.map(([what, b]) => `${what}: ${b}`).join('; '),
    after: changed.map(([what, , a]) => `${what}: ${a}`).join('; '),
  };
}

/** The name SHOW VARIABLES lists a variable under, and every name SET accepts for it. */
const shownName = (v: Variable) => v.show ?? v.name;
const namesOf = (v: Variable) => [v.name, v.show, v.alias].filter((n): n is string => !!n);
const visible = (v: Variable | undefined) => !!v && !(v.flags ?? []).includes('INVISIBLE');

function scopeOf(v: Variable): string {
  const flags = v.flags ?? [];
  const scope =
    v.scope === 'global' || flags.includes('GLOBAL')
      ? 'global only'
      : flags.includes('SESSION_ONLY')
        ? 'session only'
        : 'session or global';
  return flags.includes('READ_ONLY') ? `${scope}, read-only` : scope;
}

function variableRows(from: LineFacts, to: LineFacts, notes: UpgradeNotes): UpgradeRow[] {
  const component = 'variable' as const;
  const rows: UpgradeRow[] = [];
  const now = new Map(to.variables.map((v) => [shownName(v), v]));
  const byAnyName = new Map(to.variables.flatMap((v) => namesOf(v).map((n) => [n.toLowerCase(), v] as const)));
  const old = new Map(from.variables.map((v) => [shownName(v), v]));
  const documented = new Map(notes.renames.filter((r) => r.component === component).map((r) => [r.from, r.to]));
  const ignored = new Set(to.deprecatedVariables.map((n) => n.toLowerCase()));
  const renameTargets = new Set<string>();
  for (const [name, v] of old) {
    if (now.has(name)) continue;
    const target = documented.has(name) ? now.get(documented.get(name)!) : byAnyName.get(name.toLowerCase());
    if (target && visible(target) && (visible(v) || documented.has(name))) {
      renameTargets.add(shownName(target));
      const alias = namesOf(target).some((n) => n.toLowerCase() === name.toLowerCase()) ? {alias: true as const} : {};
      rows.push({
        component,
        kind: 'renamed',
        name: shownName(target),
        from: name,
        ...alias,
        ...values(v.default, target.default),
      });
    } else if (visible(v))
      rows.push({
        component,
        kind: 'removed',
        name,
        before: readableDefault(v.default),
        ...(ignored.has(name.toLowerCase()) ? {ignored: true as const} : {}),
      });
  }
  for (const [name, v] of now) {
    const was = old.get(name);
    if (!visible(v) && !visible(was)) continue;
    if (!was) {
      if (!renameTargets.has(name)) rows.push({component, kind: 'added', name, after: readableDefault(v.default)});
      continue;
    }
    const [b, a] = [readableDefault(was.default), readableDefault(v.default)];
    if (b !== a) rows.push({component, kind: 'default', name, before: b, after: a});
    const change = differences([
      ['listed by SHOW VARIABLES', yesNo(visible(was)), yesNo(visible(v))],
      ['type', was.type, v.type],
      ['scope', scopeOf(was), scopeOf(v)],
    ]);
    if (change) rows.push({component, kind: 'changed', name, ...change});
  }
  return rows;
}

/**
 * Functions added and removed. FunctionSet.java declares the suffixes of the aggregate-state
 * combinators as names (`_state`, `_union`, `_merge`): they read as `<aggregate>_state` and so on.
 */
function functionRows(before: string[], after: string[]): UpgradeRow[] {
  const component = 'function' as const;
  const [old, now] = [new Set(before), new Set(after)];
  const shown = (n: string) => (n.startsWith('_') ? `<aggregate>${n}` : n);
  return [
    ...before.filter((n) => !now.has(n)).map((n) => ({component, kind: 'removed' as const, name: shown(n)})),
    ...after.filter((n) => !old.has(n)).map((n) => ({component, kind: 'added' as const, name: shown(n)})),
  ];
}

/** How readers write a statement: the notes' label, else the keywords of its first alternative up to the first name or literal. */
export function statementLabel(rule: string, alternatives: string[], notes: UpgradeNotes): string {
  const label = notes.statements[rule];
  if (label) return label;
  const words = alternatives[0]!.split(' ');
  const end = words.findIndex((w) => LEXER_TOKEN.test(w));
  return words.slice(0, end < 0 ? undefined : end).join(' ');
}

function statementRows(from: LineFacts, to: LineFacts, notes: UpgradeNotes): UpgradeRow[] {
  const component = 'statement' as const;
  const key = (alternatives: string[]) => [...alternatives].sort().join('|');
  const added = Object.entries(to.statements).filter(([rule]) => !(rule in from.statements));
  const removed = Object.entries(from.statements).filter(([rule]) => !(rule in to.statements));
  // A rule renamed with the same keyword sequences is the same statement.
  const same = new Set(added.map(([, alts]) => key(alts)).filter((k) => removed.some(([, alts]) => key(alts) === k)));
  return [
    ...removed
      .filter(([, alts]) => !same.has(key(alts)))
      .map(([rule, alts]) => ({component, kind: 'removed' as const, name: statementLabel(rule, alts, notes)})),
    ...added
      .filter(([, alts]) => !same.has(key(alts)))
      .map(([rule, alts]) => ({component, kind: 'added' as const, name: statementLabel(rule, alts, notes)})),
  ];
}

function systemTableRows(from: LineFacts, to: LineFacts): UpgradeRow[] {
  const component = 'system-table' as const;
  const rows: UpgradeRow[] = [];
  const columns = (cols: string[]) =>
    new Map(cols.map((c) => [c.slice(0, c.indexOf(' ')), c.slice(c.indexOf(' ') + 1)]));
  const old = new Map(from.systemTables.map((t) => [t.table, columns(t.columns)]));
  const now = new Set(to.systemTables.map((t) => t.table));
  for (const t of from.systemTables) if (!now.has(t.table)) rows.push({component, kind: 'removed', name: t.table});
  for (const t of to.systemTables) {
    const was = old.get(t.table);
    const cols = columns(t.columns);
    if (!was) {
      rows.push({component, kind: 'added', name: t.table, after: `${cols.size} columns`});
      continue;
    }
    for (const [c, type] of was)
      if (!cols.has(c)) rows.push({component, kind: 'removed', name: `${t.table}.${c}`, before: type});
    for (const [c, type] of cols) {
      const before = was.get(c);
      if (before === undefined) rows.push({component, kind: 'added', name: `${t.table}.${c}`, after: type});
      else if (before !== type) rows.push({component, kind: 'changed', name: `${t.table}.${c}`, before, after: type});
    }
  }
  return rows;
}

/** The order of the rows on a page: by component, then kind (most urgent first), then name. */
export function byPlace(a: UpgradeRow, b: UpgradeRow): number {
  return (
    COMPONENTS.indexOf(a.component) - COMPONENTS.indexOf(b.component) ||
    KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind) ||
    a.name.localeCompare(b.name)
  );
}

/** A row's key in notes.json: `<component>:<kind>:<name>`. */
export const rowKey = (r: Pick<UpgradeRow, 'component' | 'kind' | 'name'>): string =>
  `${r.component}:${r.kind}:${r.name}`;

/** Every change from one release's facts to another's, in page order, with what notes.json says it means. */
export function upgradeDiff(from: LineFacts, to: LineFacts, notes: UpgradeNotes): UpgradeRow[] {
  return [
    ...configRows('fe', from.fe, to.fe, notes),
    ...configRows('be', from.be, to.be, notes),
    ...variableRows(from, to, notes),
    ...functionRows(from.functions, to.functions),
    ...statementRows(from, to, notes),
    ...systemTableRows(from, to),
  ]
    .map((row) => {
      const note = notes.rows[rowKey(row)]?.note;
      return note ? {...row, note} : row;
    })
    .sort(byPlace);
}
