/**
 * The evidence files, parsed with their schemas: what StarRocks's docs tree and fact lists
 * name, and why some names have no page here. Only checks (tests, the importer) read them;
 * the site never ships them. A malformed file fails here, naming the file.
 */
import type {z} from 'zod';
import functionInventoryJson from './inventories/functions.json';
import statementInventoryJson from './inventories/statements.json';
import functionExclusionsJson from './exclusions/functions.json';
import statementExclusionsJson from './exclusions/statements.json';
import systemTableExclusionsJson from './exclusions/system-tables.json';
import systemTableColumnExclusionsJson from './exclusions/system-table-columns.json';
import infoSchemaJson from './facts/information-schema.json';
import sysViewsJson from './facts/sys-views.json';
import {parseOrExplain} from '../src/data/schemaCheck';
import {exclusionListSchema, functionInventorySchema, statementInventorySchema} from './schema';
import {systemTableFactsSchema} from './factsSchema';

const parsed = <S extends z.ZodType>(schema: S, data: unknown, file: string): z.infer<S> =>
  parseOrExplain(schema, data, `evidence/${file}`);

export const functionInventory = parsed(functionInventorySchema, functionInventoryJson, 'inventories/functions.json');
export const statementInventory = parsed(
  statementInventorySchema,
  statementInventoryJson,
  'inventories/statements.json',
);
export const functionExclusions = parsed(exclusionListSchema, functionExclusionsJson, 'exclusions/functions.json');
export const statementExclusions = parsed(exclusionListSchema, statementExclusionsJson, 'exclusions/statements.json');
export const systemTableExclusions = parsed(
  exclusionListSchema,
  systemTableExclusionsJson,
  'exclusions/system-tables.json',
);
/** Columns other versions give a table that the documented version does not have: kept out of every code span of its page. */
export const systemTableColumnExclusions = parsed(
  exclusionListSchema,
  systemTableColumnExclusionsJson,
  'exclusions/system-table-columns.json',
);
export const informationSchemaTables = parsed(
  systemTableFactsSchema,
  infoSchemaJson,
  'facts/information-schema.json',
).items;
export const sysViews = parsed(systemTableFactsSchema, sysViewsJson, 'facts/sys-views.json').items;

export * from './schema';
export * from './coverage';
