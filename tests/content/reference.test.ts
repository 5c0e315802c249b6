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
import type {ConfigData, ErrorCodeData, ReferenceExclusion, VariableData} from '../../src/data/reference/types';
import {configFacts, type ConfigCorrection, type ConfigFact} from '../../scripts/reference/configFacts';
import {coverageOf, outOfScopeByName} from '../../evidence';

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

// The FE fact list comes from a 4.x-era main branch: the items the documented version does not have are excluded with
// the evidence (tested in tests/unit/referenceData.test.ts), so the share shown is below 100%.
test('FE configuration shows at least 90% of the non-deprecated FE items, with the facts of the fact list', () => {
  assertAccounted(
    feFacts.items.map((i) => i.name),
    fe,
    'FE',
  );
  const facts = new Map(feFacts.items.map((i) => [i.name, i]));
  const current = feFacts.items.filter((i) => !('deprecated' in i && i.deprecated));
  const shown = current.filter((i) => fe.items.some((x) => x.name === i.name));
  assert.ok(shown.length / current.length >= 0.9, share(shown.length, current.length));
  for (const item of fe.items) {
    const f = facts.get(item.name);
    if (!f) continue; // an item of the documented version the newer fact list lacks, see facts/config-history.json
    const expected = shipped('fe', f, item.name);
    assert.deepEqual(
      [item.type, item.mutable, item.deprecated],
      [expected.type, expected.mutable, expected.deprecated],
      item.name,
    );
  }
});

test('BE configuration shows at least 85% of the BE items, with the facts of the fact list', () => {
  assertAccounted(
    beFacts.items.map((i) => i.name),
    be,
    'BE',
  );
  const facts = new Map(beFacts.items.map((i) => [i.name, i]));
  const shown = beFacts.items.filter((i) => be.items.some((x) => x.name === i.name));
  assert.ok(shown.length / beFacts.items.length >= 0.85, share(shown.length, beFacts.items.length));
  for (const item of be.items) {
    const f = facts.get(item.name);
    if (!f) continue; // an item of the documented version added beyond the older list
    const expected = shipped('be', f, item.name);
    assert.deepEqual([item.type, item.mutable], [expected.type, expected.mutable], item.name);
  }
});

test('System_variable shows at least 95% of the visible variables and none of the invisible ones', () => {
  const visible = variableFacts.items.filter((v) => !v.flags.includes('INVISIBLE'));
  const invisible = new Set(variableFacts.items.filter((v) => v.flags.includes('INVISIBLE')).map((v) => v.name));
  const shownName = (v: (typeof visible)[number]) => ('show_name' in v && v.show_name ? v.show_name : v.name);
  assertAccounted(visible.map(shownName), variables, 'variables');
  const shown = visible.filter((v) => variables.items.some((x) => x.name === shownName(v)));
  assert.ok(shown.length / visible.length >= 0.95, share(shown.length, visible.length));
  assert.deepEqual(
    variables.items.filter((v) => invisible.has(v.name)).map((v) => v.name),
    [],
  );
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
