/**
 * Builds the reference data files (src/data/reference/*.json) from three
 * inputs and merges them with what the files already hold:
 *
 * - StarRocks's fact lists (names, types, defaults, mutability, codes) in
 *   <facts-dir>, normally evidence/facts;
 * - the release history of the configuration, <facts-dir>/config-history.json:
 *   `since`, `changed` and defaults of the documented version per item, the items it does not have
 *   (`excluded`) and its items the fact lists lack (`added`);
 * - optionally, our descriptions per item in <descriptions-dir>, written as
 *   {name, topic, unit, description} / {name, skip} / {name, added, ...}.
 *
 *   node --import tsx scripts/reference/import.ts <facts-dir> [<descriptions-dir>] [fe|be|variables|errors ...] [--out <dir>]
 *
 * Rerunning is safe: a description, topic, unit, `since` or `changed` that the
 * inputs do not supply is kept from the current data file, items added beyond
 * the fact lists stay, and exclusions keep their reasons. With the same inputs
 * the output is the same file. Every written file is validated with the
 * schemas the tests use.
 */
import {existsSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {readableDefault} from './readableDefault';
import {configFacts} from './configFacts';
import {parseOrExplain} from '../../src/data/schemaCheck';
import {DOC_VERSION} from '../../src/site/rules';
import type {z} from 'zod';
import {
  beFactsSchema,
  configHistorySchema,
  errorFactsSchema,
  variableHistorySchema,
  feFactsSchema,
  variableFactsSchema,
} from '../../evidence/factsSchema';
import {configSchema, errorCodeSchema, variableSchema} from '../../src/data/reference/schema';
import type {
  ConfigData,
  ConfigItem,
  ErrorCodeData,
  ReferenceExclusion,
  SystemVariable,
  VariableData,
} from '../../src/data/reference/types';

const KEYS = ['fe', 'be', 'variables', 'errors'] as const;
/** The release line the fact lists document. */
const LINE = DOC_VERSION;
const args = process.argv.slice(2).filter((a, i, all) => a !== '--out' && all[i - 1] !== '--out');
const factsDir = args[0];
const notesDir =
  args[1] && !KEYS.includes(args[1] as never) && existsSync(args[1]) && statSync(args[1]).isDirectory()
    ? args[1]
    : undefined;
const only = new Set(args.slice(notesDir ? 2 : 1).filter((a) => KEYS.includes(a as never)));
if (!factsDir) {
  console.error('usage: import.ts <facts-dir> [<descriptions-dir>] [fe|be|variables|errors ...]');
  process.exit(2);
}
// --out <dir> (default src/data/reference): where the current data files are read and the new ones written.
const outFlag = process.argv.indexOf('--out');
const OUT =
  outFlag > 0
    ? path.resolve(process.argv[outFlag + 1]!)
    : path.join(import.meta.dirname, '..', '..', 'src', 'data', 'reference');

// The fact lists are untyped JSON extractions; the written files are checked by their schemas.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
const read = (file: string): Json => JSON.parse(readFileSync(file, 'utf8'));
const readIfPresent = (file: string): Json | undefined => (existsSync(file) ? read(file) : undefined);

/** A file of the facts folder, checked against its schema; a malformed one stops the import, naming the file. */
function readFacts(file: string, schema: z.ZodType): Json {
  const data = read(path.join(factsDir!, file));
  try {
    parseOrExplain(schema, data, `${path.join(factsDir!, file)} (evidence/factsSchema.ts)`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  return data;
}

/** Descriptions by name; items with `skip` become exclusions, items with `added` are not in the fact list. */
function notes(file: string): {byName: Map<string, Json>; skipped: ReferenceExclusion[]; added: Json[]} {
  const byName = new Map<string, Json>();
  const skipped: ReferenceExclusion[] = [];
  const added: Json[] = [];
  const data = notesDir ? readIfPresent(path.join(notesDir, file)) : undefined;
  for (const n of (data?.items ?? []) as Json[]) {
    if (n.skip) skipped.push({name: n.name, reason: String(n.skip)});
    else if (n.added) added.push(n);
    else byName.set(n.name, n);
  }
  return {byName, skipped, added};
}

/** The history entries of one component: since, changed, default in the documented version, deprecation; exclusions and added items. */
interface History {
  byName: Map<string, Json>;
  excluded: ReferenceExclusion[];
  added: Json[];
}

function history(component: 'fe' | 'be'): History {
  const h = existsSync(path.join(factsDir!, 'config-history.json'))
    ? readFacts('config-history.json', configHistorySchema)
    : undefined;
  return {
    byName: new Map(Object.entries((h?.[component] ?? {}) as Json)),
    excluded: (h?.excluded?.[component] ?? []) as ReferenceExclusion[],
    added: (h?.added?.[component] ?? []) as Json[],
  };
}

const NO_DESCRIPTION = 'No description could be written with confidence yet.';

/**
 * A `changed` note kept from the data file, unless the sources now decide it: a note about a
 * release of the documented line (the fact list and the histories date those), or one whose
 * earlier default is the current one (it contradicts the source).
 */
function keptChanged(note: string | undefined, line: string, current: string): string | undefined {
  if (!note) return undefined;
  if (note.includes(`v${line}.`)) return undefined;
  if (note.startsWith(`Default \`${current}\` before`)) return undefined;
  return note;
}

/** "Default `8388608` before v3.5.6.": a default the fact list dates within the documented line. */
function changedText(f: Json | undefined): string | undefined {
  const c = f?.defaultChanged as {release: string; from: string} | undefined;
  if (!c) return undefined;
  const from = readableDefault(c.from);
  return `Default \`${from === '' ? '(empty)' : from}\` before v${c.release}.`;
}

/** A config item in a fixed field order, without the optional fields it lacks. */
function configItem(i: ConfigItem): ConfigItem {
  const item: ConfigItem = {
    name: i.name,
    type: i.type,
    default: i.default,
    unit: i.unit ?? null,
    mutable: i.mutable,
    deprecated: i.deprecated,
    aliases: i.aliases,
    topic: i.topic,
    description: i.description.trim(),
  };
  if (i.since) item.since = i.since;
  if (i.changed) item.changed = i.changed;
  return item;
}

function configData(component: 'FE' | 'BE', factsFile: string, notesFile: string, outFile: string): ConfigData {
  const key = component === 'FE' ? 'fe' : 'be';
  const facts = readFacts(factsFile, component === 'FE' ? feFactsSchema : beFactsSchema);
  const current = readIfPresent(path.join(OUT, outFile)) as ConfigData | undefined;
  const existing = new Map((current?.items ?? []).map((i) => [i.name, i]));
  const existingExclusions = new Map((current?.excluded ?? []).map((e) => [e.name, e.reason]));
  const {byName, skipped, added} = notes(notesFile);
  const hist = history(key);

  const reasons = new Map<string, string>();
  for (const e of [...skipped, ...hist.excluded]) reasons.set(e.name, e.reason);

  /** Our words for an item: the notes first, then what the data file already says. */
  const words = (name: string): {topic?: ConfigItem['topic']; unit?: string | null; description?: string} => {
    const n = byName.get(name) ?? added.find((a) => a.name === name);
    const e = existing.get(name);
    return {
      topic: n?.topic ?? e?.topic,
      unit: n && 'unit' in n ? n.unit : e?.unit,
      description: n?.description ?? e?.description,
    };
  };
  const factByName = new Map((facts.items as Json[]).map((f) => [f.name as string, f]));
  /**
   * since / changed: what the fact list dates from the source first (the release tags and the
   * line's commits), then the history, then the current data file.
   */
  const dated = (name: string) => {
    const f = factByName.get(name);
    const h = hist.byName.get(name);
    const e = existing.get(name);
    return {
      since: f?.since ?? h?.since ?? e?.since ?? undefined,
      changed:
        changedText(f) ??
        h?.changed ??
        keptChanged(e?.changed, LINE, String(h?.default ?? (f ? readableDefault(String(f.default)) : e?.default))) ??
        undefined,
    };
  };

  const items: ConfigItem[] = [];
  const excluded = new Map<string, string>();
  const factNames = new Set<string>();
  for (const f of facts.items as Json[]) {
    factNames.add(f.name);
    if (reasons.has(f.name)) {
      excluded.set(f.name, reasons.get(f.name)!);
      continue;
    }
    const w = words(f.name);
    if (!w.description || !w.topic) {
      excluded.set(f.name, existingExclusions.get(f.name) ?? NO_DESCRIPTION);
      continue;
    }
    const h = hist.byName.get(f.name) ?? {};
    const {type, mutable, deprecated} = configFacts(f, h);
    items.push(
      configItem({
        name: f.name,
        type,
        default: h.default ?? readableDefault(String(f.default)),
        unit: w.unit ?? null,
        mutable,
        deprecated,
        aliases: f.aliases ?? [],
        topic: w.topic,
        description: w.description,
        ...dated(f.name),
      }),
    );
  }

  // Items the documented version has beyond the fact list (added by a later patch of the line):
  // only from the history and the notes, each with its source. An item of the data file that
  // neither names is not in the documented version and leaves.
  const beyond = new Map<string, Json>();
  for (const a of [...hist.added, ...added]) beyond.set(a.name, {...beyond.get(a.name), ...a});
  for (const a of beyond.values()) {
    if (factNames.has(a.name) || reasons.has(a.name)) continue;
    const w = words(a.name);
    const h = hist.byName.get(a.name) ?? {};
    if (!w.description || !(a.topic ?? w.topic)) {
      excluded.set(a.name, existingExclusions.get(a.name) ?? NO_DESCRIPTION);
      continue;
    }
    items.push(
      configItem({
        name: a.name,
        type: a.type,
        default: String(h.default ?? a.default),
        unit: 'unit' in a ? a.unit : (w.unit ?? null),
        mutable: Boolean(a.mutable),
        deprecated: Boolean(a.deprecated) || Boolean(h.deprecated),
        aliases: a.aliases ?? [],
        topic: a.topic ?? w.topic,
        description: w.description,
        since: a.since ?? dated(a.name).since,
        changed: a.changed ?? dated(a.name).changed,
      }),
    );
  }

  // Exclusions explain why a name of the fact list has no entry; names the documented version
  // lacks need none.
  for (const name of excluded.keys()) if (!factNames.has(name)) excluded.delete(name);

  items.sort((a, b) => a.name.localeCompare(b.name));
  const exclusions = [...excluded]
    .map(([name, reason]) => ({name, reason}))
    .sort((a, b) => a.name.localeCompare(b.name));
  return {component, source: facts.source, items, excluded: exclusions};
}

function variableData(): VariableData {
  const facts = readFacts('session-variables.json', variableFactsSchema);
  const current = readIfPresent(path.join(OUT, 'system-variables.json')) as VariableData | undefined;
  const existing = new Map((current?.items ?? []).map((i) => [i.name, i]));
  const existingExclusions = new Map((current?.excluded ?? []).map((e) => [e.name, e.reason]));
  const {byName, skipped} = notes('variables.json');
  const history = readFacts('variable-history.json', variableHistorySchema);
  const skippedNames = new Set(skipped.map((s) => s.name));
  const items: SystemVariable[] = [];
  const excluded = new Map<string, string>(skipped.map((s) => [s.name, s.reason]));
  for (const f of facts.items as Json[]) {
    const flags: string[] = f.flags ?? [];
    const name: string = f.show_name ?? f.name;
    if (flags.includes('INVISIBLE') || skippedNames.has(f.name) || skippedNames.has(name)) continue;
    const n = byName.get(f.name) ?? byName.get(name);
    const e = existing.get(name);
    const description = n?.description ?? e?.description;
    if (!description) {
      excluded.set(name, existingExclusions.get(name) ?? NO_DESCRIPTION);
      continue;
    }
    const global = String(f.scope).startsWith('global') || flags.includes('GLOBAL');
    const item: SystemVariable = {
      name,
      alias: f.show_name && f.show_name !== f.name ? f.name : f.alias && f.alias !== f.name ? f.alias : null,
      type: f.java_type,
      default: history.changes[name]?.default ?? readableDefault(String(f.default)),
      unit: n && 'unit' in n ? (n.unit ?? null) : (e?.unit ?? null),
      values: n && 'values' in n ? (n.values ?? null) : (e?.values ?? null),
      scope: global ? 'global' : flags.includes('SESSION_ONLY') ? 'session-only' : 'session',
      readOnly: flags.includes('READ_ONLY'),
      description: String(description).trim(),
    };
    const since = f.since ?? e?.since;
    const changed = history.changes[name]?.changed ?? changedText(f) ?? keptChanged(e?.changed, LINE, item.default);
    if (since !== undefined) item.since = since;
    if (changed) item.changed = changed;
    items.push(item);
  }
  // Variables a later patch of the line added (after the fact list's cut, named by the line's
  // release notes: facts/variable-history.json `added`) stay as the data file describes them,
  // with the history's release; any other variable the fact list lacks is not in the documented
  // version and leaves.
  const factNames = new Set((facts.items as Json[]).flatMap((f) => [f.name, f.show_name].filter(Boolean) as string[]));
  for (const e of current?.items ?? []) {
    const added = history.added[e.name];
    if (!factNames.has(e.name) && !excluded.has(e.name) && added) items.push({...e, since: added.since});
  }
  const listed = new Set(items.map((i) => i.name));
  for (const [name, reason] of existingExclusions)
    if (!listed.has(name) && !excluded.has(name)) excluded.set(name, reason);
  items.sort((a, b) => a.name.localeCompare(b.name));
  return {source: facts.source, items, excluded: [...excluded].map(([name, reason]) => ({name, reason}))};
}

function errorCodeData(): ErrorCodeData {
  const facts = readFacts('error-codes.json', errorFactsSchema);
  const current = readIfPresent(path.join(OUT, 'error-codes.json')) as ErrorCodeData | undefined;
  const existing = new Map((current?.items ?? []).map((i) => [i.name, i]));
  const {byName} = notes('errors.json');
  return {
    source: facts.source,
    items: (facts.items as Json[])
      .filter((f) => byName.has(f.name) || existing.has(f.name))
      .map((f) => {
        const n = byName.get(f.name);
        const e = existing.get(f.name);
        return {
          name: f.name,
          code: f.code,
          sqlstate: f.sqlstate,
          message: f.message_template,
          cause: String(n?.cause ?? e!.cause).trim(),
          action: String(n?.action ?? e!.action).trim(),
        };
      })
      .sort((a, b) => a.code - b.code || a.name.localeCompare(b.name)),
  };
}

function write(file: string, data: unknown, schema: {parse(v: unknown): unknown}): void {
  schema.parse(data);
  writeFileSync(path.join(OUT, file), JSON.stringify(data, null, 1) + '\n');
  console.log(`wrote ${file}`);
}

const want = (k: (typeof KEYS)[number]) => only.size === 0 || only.has(k);
if (want('fe')) write('fe-config.json', configData('FE', 'fe-config.json', 'fe.json', 'fe-config.json'), configSchema);
if (want('be')) write('be-config.json', configData('BE', 'be-config.json', 'be.json', 'be-config.json'), configSchema);
if (want('variables')) write('system-variables.json', variableData(), variableSchema);
if (want('errors')) write('error-codes.json', errorCodeData(), errorCodeSchema);
