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
import feFactsJson from './facts/fe-config.json';
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

/** The release of the cut the fact lists were read at: "3.5.7" of oss-cutline-3.5.7. */
export const CUT_RELEASE = /(\d+\.\d+\.\d+)$/.exec(feFactsJson.ref)![1]!;

/** Whether a release is a patch of the documented line after the cut (3.5.8 and later for 3.5.7). */
export function isLaterPatch(release: string | undefined): boolean {
  const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(release ?? '');
  const [major, minor, patch] = CUT_RELEASE.split('.').map(Number);
  return !!m && +m[1]! === major && +m[2]! === minor && +m[3]! > patch!;
}
