/**
 * Builds the reference data files (src/data/reference/*.json) from two
 * inputs: StarRocks's fact lists (names, types, defaults, mutability, codes)
 * and our descriptions of them, written per item as
 * {name, topic, unit, description} / {name, skip}. Run it when either side
 * changes:
 *
 *   node --import tsx scripts/reference/import.ts <facts-dir> <descriptions-dir>
 *
 * Every written file is validated with the schemas the tests use.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {readableDefault} from './readableDefault';
import {configSchema, errorCodeSchema, variableSchema} from '../../src/data/reference/schema';
import type {ConfigData, ConfigItem, ErrorCodeData, Exclusion, SystemVariable, VariableData} from '../../src/data/reference/types';

const [factsDir, notesDir] = process.argv.slice(2);
if (!factsDir || !notesDir) {
  console.error('usage: import.ts <facts-dir> <descriptions-dir>');
  process.exit(2);
}
const OUT = path.join(import.meta.dirname, '..', '..', 'src', 'data', 'reference');

type Json = Record<string, any>;
const read = (file: string): Json => JSON.parse(readFileSync(file, 'utf8'));

/** Descriptions by name; items with `skip` become exclusions. */
function notes(file: string): {byName: Map<string, Json>; skipped: Exclusion[]; added: Json[]} {
  const byName = new Map<string, Json>();
  const skipped: Exclusion[] = [];
  const added: Json[] = [];
  for (const n of read(path.join(notesDir, file)).items as Json[]) {
    if (n.skip) skipped.push({name: n.name, reason: String(n.skip)});
    else if (n.added) added.push(n);
    else byName.set(n.name, n);
  }
  return {byName, skipped, added};
}

function configData(component: 'FE' | 'BE', factsFile: string, notesFile: string): ConfigData {
  const facts = read(path.join(factsDir, factsFile));
  const {byName, skipped, added} = notes(notesFile);
  const items: ConfigItem[] = [];
  const excluded: Exclusion[] = [...skipped];
  const skippedNames = new Set(skipped.map((s) => s.name));
  for (const f of facts.items as Json[]) {
    if (skippedNames.has(f.name)) continue;
    const n = byName.get(f.name);
    if (!n) {
      excluded.push({name: f.name, reason: 'No description could be written with confidence yet.'});
      continue;
    }
    items.push({
      name: f.name,
      type: f.java_type ?? f.type,
      default: readableDefault(String(f.default)),
      unit: n.unit ?? null,
      mutable: Boolean(f.mutable),
      deprecated: Boolean(f.deprecated),
      aliases: f.aliases ?? [],
      topic: n.topic,
      description: String(n.description).trim(),
    });
  }
  for (const a of added) {
    items.push({
      name: a.name,
      type: a.type,
      default: String(a.default),
      unit: a.unit ?? null,
      mutable: Boolean(a.mutable),
      deprecated: false,
      aliases: [],
      topic: a.topic,
      description: String(a.description).trim(),
    });
  }
  items.sort((a, b) => a.name.localeCompare(b.name));
  return {component, source: facts.source, items, excluded};
}

function variableData(): VariableData {
  const facts = read(path.join(factsDir, 'session-variables.json'));
  const {byName, skipped} = notes('variables.json');
  const skippedNames = new Set(skipped.map((s) => s.name));
  const items: SystemVariable[] = [];
  const excluded: Exclusion[] = [...skipped];
  for (const f of facts.items as Json[]) {
    const flags: string[] = f.flags ?? [];
    if (flags.includes('INVISIBLE') || skippedNames.has(f.name)) continue;
    const n = byName.get(f.name);
    if (!n) {
      excluded.push({name: f.name, reason: 'No description could be written with confidence yet.'});
      continue;
    }
    const global = String(f.scope).startsWith('global') || flags.includes('GLOBAL');
    items.push({
      name: f.show_name ?? f.name,
      alias: f.show_name && f.show_name !== f.name ? f.name : (f.alias && f.alias !== f.name ? f.alias : null),
      type: f.java_type,
      default: readableDefault(String(f.default)),
      unit: n.unit ?? null,
      values: n.values ?? null,
      scope: global ? 'global' : flags.includes('SESSION_ONLY') ? 'session-only' : 'session',
      readOnly: flags.includes('READ_ONLY'),
      description: String(n.description).trim(),
    });
  }
  items.sort((a, b) => a.name.localeCompare(b.name));
  return {source: facts.source, items, excluded};
}

function errorCodeData(): ErrorCodeData {
  const facts = read(path.join(factsDir, 'error-codes.json'));
  const {byName} = notes('errors.json');
  return {
    source: facts.source,
    items: (facts.items as Json[])
      .filter((f) => byName.has(f.name))
      .map((f) => ({
        name: f.name,
        code: f.code,
        sqlstate: f.sqlstate,
        message: f.message_template,
        cause: String(byName.get(f.name)!.cause).trim(),
        action: String(byName.get(f.name)!.action).trim(),
      }))
      .sort((a, b) => a.code - b.code || a.name.localeCompare(b.name)),
  };
}

function write(file: string, data: unknown, schema: {parse(v: unknown): unknown}): void {
  schema.parse(data);
  writeFileSync(path.join(OUT, file), JSON.stringify(data, null, 1) + '\n');
  console.log(`wrote ${file}`);
}

const only = new Set(process.argv.slice(4));
const want = (k: string) => only.size === 0 || only.has(k);
if (want('fe')) write('fe-config.json', configData('FE', 'fe-config.json', 'fe.json'), configSchema);
if (want('be')) write('be-config.json', configData('BE', 'be-config.json', 'be.json'), configSchema);
if (want('variables')) write('system-variables.json', variableData(), variableSchema);
if (want('errors')) write('error-codes.json', errorCodeData(), errorCodeSchema);
