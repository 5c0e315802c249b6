/**
 * The system reference data: configuration items, system variables and error codes are
 * complete against StarRocks's fact lists, pass their schemas and agree with the facts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {configSchema, errorCodeSchema, variableSchema} from '../../src/data/reference/schema';
import feData from '../../src/data/reference/fe-config.json';
import beData from '../../src/data/reference/be-config.json';
import variableData from '../../src/data/reference/system-variables.json';
import errorData from '../../src/data/reference/error-codes.json';
import feFacts from '../../evidence/facts/fe-config.json';
import beFacts from '../../evidence/facts/be-config.json';
import variableFacts from '../../evidence/facts/session-variables.json';
import errorFacts from '../../evidence/facts/error-codes.json';
import history from '../../evidence/facts/config-history.json';
import variableHistory from '../../evidence/facts/variable-history.json';
import {readableDefault} from '../../scripts/reference/readableDefault';
import type {ConfigData, ErrorCodeData, ReferenceExclusion, VariableData} from '../../src/data/reference/types';
import {configFacts, type ConfigCorrection, type ConfigFact} from '../../scripts/reference/configFacts';
import {coverageOf, CUT_RELEASE, isLaterPatch, outOfScopeByName} from '../../evidence';

const fe = configSchema.parse(feData) as ConfigData;
const be = configSchema.parse(beData) as ConfigData;
const variables = variableSchema.parse(variableData) as VariableData;
const errors = errorCodeSchema.parse(errorData) as ErrorCodeData;

function share(part: number, whole: number): string {
  return `${part} of ${whole} (${((100 * part) / whole).toFixed(1)}%)`;
}

/** Every name of a fact list is on the page or excluded with a reason; none is both (the one coverage count). */
function assertAccounted(
  names: string[],
  data: {items: {name: string}[]; excluded: ReferenceExclusion[]},
  label: string,
) {
  const listed = new Set(data.items.map((i) => i.name));
  const coverage = coverageOf(names, outOfScopeByName(label, data.excluded), (n) => listed.has(n));
  assert.deepEqual(coverage.unaccounted, [], `${label}: names neither listed nor excluded`);
  assert.deepEqual(coverage.excludedWithPage, [], `${label}: names both listed and excluded`);
}

test('the reference data files pass their schemas and hold each name once', () => {
  for (const [label, items] of [
    ['FE', fe.items],
    ['BE', be.items],
    ['variables', variables.items],
    ['errors', errors.items],
  ] as const) {
    const names = items.map((i) => i.name);
    assert.equal(new Set(names).size, names.length, `${label}: duplicate names`);
  }
});

/** An item's facts as the documented version ships them, by the importer's own rule. */
const shipped = (component: 'fe' | 'be', fact: ConfigFact, name: string) =>
  configFacts(fact, (history[component] as Record<string, ConfigCorrection>)[name]);

/** The release a `changed` note of the form "Default `x` before v3.5.8." names. */
const releaseIn = (note: string | undefined) => /before v(\d+\.\d+\.\d+)/.exec(note ?? '')?.[1];

interface DatedFact {
  name: string;
  default: string;
  since?: string;
  defaultChanged?: {release: string; from: string};
}

/**
 * Each entry agrees with its fact: the default as the source writes it (or, for a default a later
 * patch changed, the history's value with a note naming that patch), the release the fact list
 * dates, and a note for a default changed within the line.
 */
function assertDated(
  label: string,
  entries: {name: string; default: string; since?: string | null; changed?: string | null}[],
  facts: Map<string, DatedFact>,
  override: (name: string) => {default?: string; changed?: string} | undefined,
) {
  const problems: string[] = [];
  for (const item of entries) {
    const f = facts.get(item.name);
    if (!f) continue;
    const later = override(item.name);
    if (later?.default !== undefined) {
      const release = releaseIn(later.changed);
      if (!release || !isLaterPatch(release))
        problems.push(`${item.name}: a history default needs a note naming a patch after v${CUT_RELEASE}`);
      if (item.default !== later.default)
        problems.push(`${item.name}: default ${item.default}, history ${later.default}`);
    } else if (item.default !== readableDefault(f.default))
      problems.push(`${item.name}: default ${item.default}, source ${readableDefault(f.default)}`);
    if (item.since !== f.since) problems.push(`${item.name}: since ${item.since}, source ${f.since}`);
    if (f.defaultChanged && !later?.changed && !(item.changed ?? '').includes(`v${f.defaultChanged.release}`))
      problems.push(`${item.name}: default changed in v${f.defaultChanged.release}, the entry does not say so`);
  }
  assert.deepEqual(problems, [], label);
}

/** Fact names without an entry: each excluded with a reason, never for want of a description. */
function assertExcludedForAReason(label: string, excluded: ReferenceExclusion[]) {
  const unreasoned = excluded.filter((e) => /^No description/.test(e.reason)).map((e) => e.name);
  assert.deepEqual(unreasoned, [], `${label}: left off only because no description was written`);
}

test('FE configuration lists every FE item of the 3.5 source, with its type, default, mutability and release', () => {
  assertAccounted(
    feFacts.items.map((i) => i.name),
    fe,
    'FE',
  );
  assertExcludedForAReason('FE', fe.excluded);
  const facts = new Map(feFacts.items.map((i) => [i.name, i as DatedFact & ConfigFact]));
  const shown = feFacts.items.filter((i) => fe.items.some((x) => x.name === i.name));
  assert.ok(shown.length / feFacts.items.length >= 0.98, share(shown.length, feFacts.items.length));
  for (const item of fe.items) {
    const f = facts.get(item.name);
    if (!f) continue; // added by a later patch: see the next test
    const expected = shipped('fe', f, item.name);
    assert.deepEqual(
      [item.type, item.mutable, item.deprecated],
      [expected.type, expected.mutable, expected.deprecated],
      item.name,
    );
  }
  assertDated('FE', fe.items, facts, (n) => (history.fe as Record<string, {default?: string; changed?: string}>)[n]);
});

test('BE configuration lists every BE item of the 3.5 source, with its type, default, mutability and release', () => {
  assertAccounted(
    beFacts.items.map((i) => i.name),
    be,
    'BE',
  );
  assertExcludedForAReason('BE', be.excluded);
  const facts = new Map(beFacts.items.map((i) => [i.name, i as DatedFact & ConfigFact]));
  const shown = beFacts.items.filter((i) => be.items.some((x) => x.name === i.name));
  assert.ok(shown.length / beFacts.items.length >= 0.95, share(shown.length, beFacts.items.length));
  for (const item of be.items) {
    const f = facts.get(item.name);
    if (!f) continue;
    const expected = shipped('be', f, item.name);
    assert.deepEqual([item.type, item.mutable], [expected.type, expected.mutable], item.name);
  }
  assertDated('BE', be.items, facts, (n) => (history.be as Record<string, {default?: string; changed?: string}>)[n]);
});

test('configuration items the 3.5.7 cut lacks are items a later 3.5 patch added, each with its release note', () => {
  for (const [data, facts, added] of [
    [fe, feFacts, history.added.fe],
    [be, beFacts, history.added.be],
  ] as const) {
    const factNames = new Set(facts.items.map((f) => f.name));
    const addedNames = new Map<string, {since?: string; source: string}>(added.map((a) => [a.name, a]));
    for (const i of data.items.filter((x) => !factNames.has(x.name))) {
      const entry = addedNames.get(i.name);
      assert.ok(entry, `${data.component} ${i.name}: not in the 3.5 source and not recorded as added by a patch`);
      assert.ok(
        entry.since && isLaterPatch(entry.since),
        `${i.name}: added by a patch after v${CUT_RELEASE} (${entry.since})`,
      );
      assert.equal(i.since, entry.since, `${i.name}: since`);
      assert.match(history.sources[entry.source as keyof typeof history.sources], /release_notes/, `${i.name}: source`);
    }
  }
});

test('System_variable lists every visible variable of the 3.5 source and none of the invisible ones, with defaults and releases', () => {
  const visible = variableFacts.items.filter((v) => !v.flags.includes('INVISIBLE'));
  const invisible = new Set(variableFacts.items.filter((v) => v.flags.includes('INVISIBLE')).map((v) => v.name));
  const shownName = (v: (typeof visible)[number]) => ('show_name' in v && v.show_name ? v.show_name : v.name);
  assertAccounted(visible.map(shownName), variables, 'variables');
  assertExcludedForAReason('variables', variables.excluded);
  const shown = visible.filter((v) => variables.items.some((x) => x.name === shownName(v)));
  assert.ok(shown.length / visible.length >= 0.95, share(shown.length, visible.length));
  assert.deepEqual(
    variables.items.filter((v) => invisible.has(v.name)).map((v) => v.name),
    [],
  );
  const facts = new Map(visible.map((v) => [shownName(v), v as DatedFact]));
  const changes = variableHistory.changes as Record<string, {default: string; changed: string}>;
  assertDated('variables', variables.items, facts, (n) => changes[n]);
  // Variables the cut lacks: added by a later patch, named by its release note.
  const added = variableHistory.added as Record<string, {since: string}>;
  for (const v of variables.items.filter((x) => !facts.has(x.name))) {
    assert.ok(added[v.name], `${v.name}: not in the 3.5 source and not recorded as added by a patch`);
    assert.ok(isLaterPatch(added[v.name]!.since), `${v.name}: added after v${CUT_RELEASE}`);
    assert.equal(v.since, added[v.name]!.since, `${v.name}: since`);
  }
});

test('Error_code lists at least 95% of the error codes with their code, SQLSTATE and message', () => {
  const facts = new Map(errorFacts.items.map((e) => [e.name, e]));
  assert.ok(errors.items.length / errorFacts.items.length >= 0.95, share(errors.items.length, errorFacts.items.length));
  for (const e of errors.items) {
    const f = facts.get(e.name);
    assert.ok(f, `${e.name} is in the fact list`);
    assert.deepEqual([e.code, e.sqlstate, e.message], [f.code, f.sqlstate, f.message_template], e.name);
  }
});

/** The ids of a built page, with how often each occurs. */
