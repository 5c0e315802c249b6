/**
 * Schemas of the reference data files, used by the tests and by the import
 * script. Kept out of the site bundle: components import `types.ts` only.
 */
import {z} from 'zod';
import {CONFIG_TOPICS, SINCE_PATTERN, type ConfigData, type ErrorCodeData, type VariableData} from './types';

const name = z.string().regex(/^[A-Za-z][A-Za-z0-9_.]*$/, 'a configuration or variable name');
const sentence = z.string().min(20, 'a description of at least one sentence').refine((s) => !/\b(TODO|TBD|FIXME)\b/.test(s), 'no placeholder');
const since = z.string().regex(SINCE_PATTERN, 'a release such as "3.3", "3.5.2" or "before 2.0"').nullable().optional();
const changed = z.string().min(10, 'a change note of at least a short sentence').optional();
const exclusion = z.object({name, reason: z.string().min(15)}).strict();

export const configSchema: z.ZodType<ConfigData> = z
  .object({
    component: z.enum(['FE', 'BE']),
    source: z.string().min(10),
    items: z.array(
      z
        .object({
          name,
          type: z.string().min(3),
          default: z.string(),
          unit: z.string().min(1).nullable(),
          mutable: z.boolean(),
          deprecated: z.boolean(),
          aliases: z.array(name),
          topic: z.enum(CONFIG_TOPICS),
          description: sentence,
          since,
          changed,
        })
        .strict(),
    ),
    excluded: z.array(exclusion),
  })
  .strict();

export const variableSchema: z.ZodType<VariableData> = z
  .object({
    source: z.string().min(10),
    items: z.array(
      z
        .object({
          name,
          alias: name.nullable(),
          type: z.string().min(3),
          default: z.string(),
          unit: z.string().min(1).nullable(),
          values: z.string().min(1).nullable(),
          scope: z.enum(['session', 'global', 'session-only']),
          readOnly: z.boolean(),
          description: sentence,
          since,
          changed,
        })
        .strict(),
    ),
    excluded: z.array(exclusion),
  })
  .strict();

export const errorCodeSchema: z.ZodType<ErrorCodeData> = z
  .object({
    source: z.string().min(10),
    items: z.array(
      z
        .object({
          name: z.string().regex(/^ERR(OR)?_[A-Z0-9_]+$/),
          code: z.number().int().positive(),
          sqlstate: z.string().regex(/^[0-9A-Z]{5}$/),
          message: z.string().min(1),
          cause: sentence,
          action: sentence,
        })
        .strict(),
    ),
  })
  .strict();
