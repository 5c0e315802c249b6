/**
 * The evidence files pass their schemas: the fact lists and histories the importer and the
 * reference checks read (evidence/facts), and the inventories and exclusions (evidence/index.ts
 * parses those on load, so importing it is the check).
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import type {z} from 'zod';
import '../../evidence';
import feFacts from '../../evidence/facts/fe-config.json';
import beFacts from '../../evidence/facts/be-config.json';
import variableFacts from '../../evidence/facts/session-variables.json';
import errorFacts from '../../evidence/facts/error-codes.json';
import metricFacts from '../../evidence/facts/metrics.json';
import functionFacts from '../../evidence/facts/functions.json';
import informationSchemaFacts from '../../evidence/facts/information-schema.json';
import sysFacts from '../../evidence/facts/sys-views.json';
import statementFacts from '../../evidence/facts/statements.json';
import configHistory from '../../evidence/facts/config-history.json';
import variableHistory from '../../evidence/facts/variable-history.json';
import {
  beFactsSchema,
  configHistorySchema,
  errorFactsSchema,
  feFactsSchema,
  functionFactsSchema,
  metricFactsSchema,
  statementFactsSchema,
  systemTableFactsSchema,
  variableFactsSchema,
  variableHistorySchema,
} from '../../evidence/factsSchema';
import {parseOrExplain} from '../../src/data/schemaCheck';

const FILES: [string, z.ZodType, unknown][] = [
  ['fe-config.json', feFactsSchema, feFacts],
  ['be-config.json', beFactsSchema, beFacts],
  ['session-variables.json', variableFactsSchema, variableFacts],
  ['functions.json', functionFactsSchema, functionFacts],
  ['information-schema.json', systemTableFactsSchema, informationSchemaFacts],
  ['sys-views.json', systemTableFactsSchema, sysFacts],
  ['statements.json', statementFactsSchema, statementFacts],
  ['error-codes.json', errorFactsSchema, errorFacts],
  ['metrics.json', metricFactsSchema, metricFacts],
  ['config-history.json', configHistorySchema, configHistory],
  ['variable-history.json', variableHistorySchema, variableHistory],
];

for (const [file, schema, data] of FILES) {
  test(`evidence/facts/${file} passes its schema`, () => {
    assert.doesNotThrow(() => parseOrExplain(schema, data, `evidence/facts/${file}`));
  });
}
