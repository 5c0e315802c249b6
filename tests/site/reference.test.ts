/**
 * The system reference on the built pages: every configuration item, variable and error code
 * has its own anchor once, deprecated items are marked, entries show their release. (The data
 * against the fact lists: tests/content/reference.test.ts.)
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {configSchema, errorCodeSchema, variableSchema} from '../../src/data/reference/schema';
import feData from '../../src/data/reference/fe-config.json';
import beData from '../../src/data/reference/be-config.json';
import variableData from '../../src/data/reference/system-variables.json';
import errorData from '../../src/data/reference/error-codes.json';
import type {ConfigData, ErrorCodeData, VariableData} from '../../src/data/reference/types';
import {htmlFileFor} from '../support/site';
import {docRoute} from '../../src/site/rules';

const fe = configSchema.parse(feData) as ConfigData;
const be = configSchema.parse(beData) as ConfigData;
const variables = variableSchema.parse(variableData) as VariableData;
const errors = errorCodeSchema.parse(errorData) as ErrorCodeData;

function idsOf(route: string): Map<string, number> {
  const html = fs.readFileSync(htmlFileFor(route), 'utf8');
  const ids = new Map<string, number>();
  for (const m of html.matchAll(/\sid=(?:"([^"]+)"|([^\s>"]+))/g)) {
    const id = m[1] ?? m[2]!;
    ids.set(id, (ids.get(id) ?? 0) + 1);
  }
  return ids;
}

test('every configuration item, variable and error code has its own anchor, once', () => {
  for (const [route, names] of [
    [docRoute('administration/management/FE_configuration'), fe.items.map((i) => i.name)],
    [docRoute('administration/management/BE_configuration'), be.items.map((i) => i.name)],
    [docRoute('sql-reference/System_variable'), variables.items.map((i) => i.name)],
    [docRoute('sql-reference/Error_code'), errors.items.map((i) => i.name)],
  ] as const) {
    const ids = idsOf(route);
    const problems = names.filter((n) => ids.get(n) !== 1).map((n) => `${n}: ${ids.get(n) ?? 0}`);
    assert.deepEqual(problems, [], route);
    const repeated = [...ids].filter(([, count]) => count > 1).map(([id]) => id);
    assert.deepEqual(repeated, [], `${route}: repeated ids`);
  }
});

test('deprecated items are marked on the FE page', () => {
  const html = fs.readFileSync(htmlFileFor(docRoute('administration/management/FE_configuration')), 'utf8');
  for (const item of fe.items.filter((i) => i.deprecated)) {
    const at = Math.max(
      html.indexOf(`id="${item.name}"`),
      html.indexOf(`id=${item.name}>`),
      html.indexOf(`id=${item.name} `),
    );
    assert.ok(at > 0 && html.slice(at, at + 600).includes('Deprecated'), `${item.name} is marked deprecated`);
  }
});

test('entries show the release they arrived in and changes of default, and the FE page offers the "Added in" filter', () => {
  const html = fs.readFileSync(htmlFileFor(docRoute('administration/management/FE_configuration')), 'utf8');
  const entry = (name: string) => {
    const at = Math.max(html.indexOf(`id="${name}"`), html.indexOf(`id=${name}>`), html.indexOf(`id=${name} `));
    assert.ok(at > 0, `${name} has an entry`);
    return html.slice(at, at + 1500).replace(/<[^>]+>/g, ' ');
  };
  const dated = fe.items.find((i) => i.name === 'transform_type_prefer_string_for_varchar')!;
  assert.match(entry(dated.name), /Since\s+v3\.5\.5/);
  const changed = fe.items.find((i) => i.changed)!;
  assert.match(entry(changed.name), /Changed/);
  assert.match(html, /Added in/);
});
