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

export const feFactsSchema = list(
  z
    .object({
      name,
      java_type: z.string().min(1),
      default: z.string(),
      mutable: z.boolean(),
      deprecated: z.boolean().optional(),
      aliases: z.array(name).optional(),
    })
    .passthrough(),
);

export const beFactsSchema = list(
  z.object({name, type: z.string().min(1), default: z.string(), mutable: z.boolean()}).passthrough(),
);

export const variableFactsSchema = list(
  z
    .object({
      name,
      java_type: z.string().min(1),
      default: z.string(),
      flags: z.array(z.string()),
      alias: z.string().optional(),
      show_name: z.string().optional(),
      scope: z.string().optional(),
    })
    .passthrough(),
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
    items: z.record(name, z.object({since, source: z.string().min(10)}).strict()),
  })
  .strict();
