/**
 * Schemas of the fact lists and histories in evidence/facts/: what each extraction must hold
 * for the importer and the checks to read it. Fields the readers do not use pass through
 * (extractions carry their own bookkeeping, such as counts and notes).
 */
import {z} from 'zod';
import {configName, referenceExclusionSchema} from '../src/data/reference/schema';
import {SINCE_PATTERN} from '../src/data/releases';
import {CONFIG_TOPICS} from '../src/data/reference/types';

const name = configName;
const since = z.string().regex(SINCE_PATTERN, 'a release such as "3.3", "3.5.2" or "before 2.0"');
const list = <T extends z.ZodType>(item: T) =>
  z.object({source: z.string().min(10), note: z.string().optional(), items: z.array(item)}).passthrough();

/** A fact list read from StarRocks's source by scripts/reference/extract.ts: it names the ref and commit. */
const cutList = <T extends z.ZodType>(item: T) =>
  z
    .object({
      source: z.string().min(10),
      ref: z.string().min(1),
      commit: z.string().regex(/^[0-9a-f]{40}$/),
      note: z.string().min(20),
      items: z.array(item),
    })
    .strict();

/** The release an item arrived in and, where the line changed its default, when and from what. */
const dating = {
  since: since.optional(),
  sinceFrom: z.string().optional(),
  defaultChanged: z
    .object({release: z.string().regex(/^\d+\.\d+\.\d+$/), from: z.string(), how: z.string().min(10)})
    .strict()
    .optional(),
};

export const feFactsSchema = cutList(
  z
    .object({
      name,
      java_type: z.string().min(1),
      default: z.string(),
      mutable: z.boolean(),
      masterOnly: z.boolean(),
      deprecated: z.boolean(),
      aliases: z.array(name),
      ...dating,
    })
    .strict(),
);

export const beFactsSchema = cutList(
  z.object({name, type: z.string().min(1), default: z.string(), mutable: z.boolean(), ...dating}).strict(),
);

export const variableFactsSchema = cutList(
  z
    .object({
      name,
      constant: z.string().min(1),
      java_type: z.string().min(1),
      default: z.string(),
      flags: z.array(z.string()),
      alias: z.string().optional(),
      show_name: z.string().optional(),
      scope: z.enum(['session', 'global']),
      ...dating,
    })
    .strict(),
);

const functionName = z.string().regex(/^[a-z_][a-z0-9_]*$/);
export const functionFactsSchema = cutList(z.never())
  .omit({items: true})
  .extend({scalar: z.array(functionName).min(100), declared: z.array(functionName).min(100)})
  .strict();

/** information_schema and sys tables: registered tables with their columns in order and SQL types. */
export const systemTableFactsSchema = cutList(
  z
    .object({
      table: z.string().regex(/^[a-z_]+$/),
      file: z.string().min(1),
      columns: z.array(z.object({name: z.string().min(1), type: z.string().min(3)}).strict()).min(1),
    })
    .strict(),
);

export const errorFactsSchema = list(
  z
    .object({
      name: z.string().min(1),
      code: z.number().int(),
      sqlstate: z.string().regex(/^[0-9A-Z]{5}$/),
      message_template: z.string(),
    })
    .passthrough(),
);

export const metricFactsSchema = list(
  z
    .object({
      name: z.string().min(1),
      unit: z.string().nullable(),
      type: z.string().nullable(),
      labels: z.array(z.string()),
      component: z.string().nullable(),
      page: z.string(),
    })
    .passthrough(),
);

/** What the history records for a configuration item, each fact with its source key. */
const configHistoryEntry = z
  .object({
    since: since.optional(),
    source: z.string().optional(),
    changed: z.string().min(10).optional(),
    changedSource: z.string().optional(),
    default: z.string().optional(),
    defaultSource: z.string().optional(),
    type: z.string().optional(),
    mutable: z.boolean().optional(),
    factsSource: z.string().optional(),
    deprecated: z.boolean().optional(),
    deprecatedSource: z.string().optional(),
  })
  .strict();

const configAddition = z
  .object({
    name,
    type: z.string().min(1),
    default: z.string(),
    unit: z.string().nullable().optional(),
    mutable: z.boolean(),
    topic: z.enum(CONFIG_TOPICS),
    source: z.string().min(1),
    note: z.string().optional(),
    since: since.optional(),
    changed: z.string().optional(),
  })
  .strict();

const exclusion = referenceExclusionSchema;
const perComponent = <T extends z.ZodType>(item: T) => z.object({fe: item, be: item}).strict();

export const configHistorySchema = z
  .object({
    note: z.string().min(20),
    sources: z.record(z.string(), z.string().min(10)),
    fe: z.record(name, configHistoryEntry),
    be: z.record(name, configHistoryEntry),
    excluded: perComponent(z.array(exclusion)),
    added: perComponent(z.array(configAddition)),
  })
  .strict()
  .superRefine((h, ctx) => {
    for (const component of ['fe', 'be'] as const) {
      for (const [item, entry] of Object.entries(h[component])) {
        for (const key of [
          entry.source,
          entry.changedSource,
          entry.defaultSource,
          entry.factsSource,
          entry.deprecatedSource,
        ]) {
          if (key && !(key in h.sources)) {
            ctx.addIssue({code: 'custom', path: [component, item], message: `unknown source "${key}"`});
          }
        }
      }
    }
  });

export const variableHistorySchema = z
  .object({
    note: z.string().min(20),
    sources: z.record(z.string(), z.string().min(10)),
    added: z.record(name, z.object({since, source: z.string()}).strict()),
    changes: z.record(name, z.object({default: z.string(), changed: z.string().min(10), source: z.string()}).strict()),
  })
  .strict()
  .superRefine((h, ctx) => {
    for (const [key, entries] of [
      ['added', h.added],
      ['changes', h.changes],
    ] as const)
      for (const [item, entry] of Object.entries(entries))
        if (!(entry.source in h.sources))
          ctx.addIssue({code: 'custom', path: [key, item], message: `unknown source "${entry.source}"`});
  });

/** Keyword sequences of the grammar's statement rules, and every keyword the parser uses. */
export const statementFactsSchema = cutList(z.never())
  .omit({items: true})
  .extend({
    rules: z.record(z.string().regex(/^[a-z]\w*$/), z.array(z.string().regex(/^[A-Z_]+( [A-Z_]+)*$/)).min(1)),
    keywords: z.array(z.string().regex(/^[A-Z][A-Z_]+$/)).min(100),
  })
  .strict();

/**
 * The facts of one release an upgrade page compares (evidence/facts/lines/<release>.json, written
 * by scripts/reference/lines.ts): the names, types, defaults as written, mutability and aliases
 * of the FE and BE items, the variables with their flags, the function names, the keyword
 * sequences of the statement rules and the columns of the system tables.
 */
const lineConfigItem = z
  .object({
    name,
    type: z.string().min(1),
    default: z.string(),
    mutable: z.boolean(),
    aliases: z.array(name).min(1).optional(),
  })
  .strict();

export const lineFactsSchema = z
  .object({
    source: z.string().min(10),
    ref: z.string().min(1),
    commit: z.string().regex(/^[0-9a-f]{40}$/),
    release: z.string().regex(/^\d+\.\d+\.\d+$/),
    note: z.string().min(20),
    fe: z.array(lineConfigItem).min(100),
    be: z.array(lineConfigItem).min(100),
    variables: z
      .array(
        z
          .object({
            name,
            show: name.optional(),
            alias: name.optional(),
            type: z.string().min(1),
            default: z.string(),
            flags: z.array(z.string().regex(/^[A-Z_]+$/)).optional(),
            scope: z.enum(['session', 'global']),
          })
          .strict(),
      )
      .min(100),
    deprecatedVariables: z.array(z.string().min(1)),
    functions: z.array(functionName).min(100),
    statements: z.record(z.string().regex(/^[a-z]\w*$/), z.array(z.string().regex(/^[A-Z_]+( [A-Z_]+)*$/)).min(1)),
    systemTables: z
      .array(
        z
          .object({
            table: z.string().regex(/^(information_schema|sys)\.[a-z_]+$/),
            columns: z.array(z.string().regex(/^[A-Za-z_0-9]+ \S.*$/)).min(1),
          })
          .strict(),
      )
      .min(10),
  })
  .strict();
