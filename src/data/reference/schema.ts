/**
 * Schemas of the reference data files (FE and BE configuration, system variables, error codes):
 * the one declaration of their shapes. The TypeScript types are inferred from them and
 * re-exported by `types.ts`; components import those types with `import type`, so zod stays
 * out of the site bundle. The tests and the import script validate the files with them.
 */
import {z} from 'zod';
import {MIN_EXCLUSION_REASON} from '../../site/rules';
import {CONFIG_TOPICS, TROUBLE_AREAS} from './types';
import {SINCE_PATTERN} from '../releases';

/** A configuration item's or variable's name. */
export const configName = z.string().regex(/^[A-Za-z][A-Za-z0-9_.]*$/, 'a configuration or variable name');
const name = configName;
const sentence = z
  .string()
  .min(20, 'a description of at least one sentence')
  .refine((s) => !/\b(TODO|TBD|FIXME)\b/.test(s), 'no placeholder');
/** First release with the item, see SINCE_PATTERN; null or absent when no source establishes it. */
const since = z.string().regex(SINCE_PATTERN, 'a release such as "3.3", "3.5.2" or "before 2.0"').nullable().optional();
/** A change within the documented line, e.g. "Default `true` before 3.5.3." */
const changed = z.string().min(10, 'a change note of at least a short sentence').optional();

/** A name of the fact list that the site leaves out, and why. */
export const referenceExclusionSchema = z
  .object({
    name,
    reason: z.string().min(MIN_EXCLUSION_REASON, `a reason of at least ${MIN_EXCLUSION_REASON} characters`),
  })
  .strict();

export const configItemSchema = z
  .object({
    name,
    /** As declared in the source: int, long, boolean, String[] (FE); Int32, Bool, Strings (BE). */
    type: z.string().min(3),
    /** The default as a reader would type it; '' for an empty value. */
    default: z.string(),
    unit: z.string().min(1).nullable(),
    /** Changeable at runtime, without a restart. */
    mutable: z.boolean(),
    deprecated: z.boolean(),
    aliases: z.array(name),
    topic: z.enum(CONFIG_TOPICS),
    description: sentence,
    since,
    changed,
  })
  .strict();

export const configSchema = z
  .object({
    component: z.enum(['FE', 'BE']),
    source: z.string().min(10),
    items: z.array(configItemSchema),
    excluded: z.array(referenceExclusionSchema),
  })
  .strict();

export const variableSchema = z
  .object({
    source: z.string().min(10),
    items: z.array(
      z
        .object({
          name,
          /** Another name the variable answers to, if any. */
          alias: name.nullable(),
          type: z.string().min(3),
          default: z.string(),
          unit: z.string().min(1).nullable(),
          /** Accepted values of an enumeration, as a reader writes them. */
          values: z.string().min(1).nullable(),
          /** session: SET and SET GLOBAL both work; global: SET GLOBAL only; session-only: no GLOBAL. */
          scope: z.enum(['session', 'global', 'session-only']),
          readOnly: z.boolean(),
          description: sentence,
          since,
          changed,
        })
        .strict(),
    ),
    excluded: z.array(referenceExclusionSchema),
  })
  .strict();

export const errorCodeSchema = z
  .object({
    source: z.string().min(10),
    items: z.array(
      z
        .object({
          name: z.string().regex(/^ERR(OR)?_[A-Z0-9_]+$/),
          code: z.number().int().positive(),
          sqlstate: z.string().regex(/^[0-9A-Z]{5}$/),
          /** The message template the server prints; %s marks a value filled in. */
          message: z.string().min(1),
          cause: sentence,
          action: sentence,
        })
        .strict(),
    ),
  })
  .strict();

/** Error messages readers hit, each confirmed where StarRocks raises it: cause, how to confirm, fix. */
export const troubleshootingSchema = z
  .object({
    note: z.string().min(20),
    items: z.array(
      z
        .object({
          /** The entry's anchor on the page. */
          id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a kebab-case anchor'),
          area: z.enum(Object.keys(TROUBLE_AREAS) as [keyof typeof TROUBLE_AREAS, ...(keyof typeof TROUBLE_AREAS)[]]),
          /** The stable part of the message as the client or log shows it. */
          message: z.string().min(8),
          /** Full messages as a reader would paste them (ids, hosts, numbers in them): the search tests use them. */
          examples: z.array(z.string().min(8)).min(1),
          cause: sentence,
          confirm: sentence,
          fix: sentence,
          /** Where the documented version raises it: `<ref>:<path>:<line>`. */
          source: z.string().regex(/^oss-cutline-3\.5\.\d+:[\w./-]+:\d+$/, '"<ref>:<path>:<line>"'),
          /** Where readers hit it (an issue or discussion), or empty. */
          issue: z.string(),
          /** The pages the reader needs next: doc path below the docs root (`loading/StreamLoad`) and its title. */
          links: z.array(z.object({doc: z.string().regex(/^[\w./-]+$/), title: z.string().min(2)}).strict()),
        })
        .strict(),
    ),
  })
  .strict()
  .superRefine((data, ctx) => {
    const seen = new Set<string>();
    for (const [i, item] of data.items.entries()) {
      if (seen.has(item.id))
        ctx.addIssue({code: 'custom', path: ['items', i, 'id'], message: `duplicate id ${item.id}`});
      seen.add(item.id);
    }
  });

export type ReferenceExclusion = z.infer<typeof referenceExclusionSchema>;
export type ConfigItem = z.infer<typeof configItemSchema>;
export type ConfigData = z.infer<typeof configSchema>;
export type VariableData = z.infer<typeof variableSchema>;
export type SystemVariable = VariableData['items'][number];
export type ErrorCodeData = z.infer<typeof errorCodeSchema>;
export type ErrorCode = ErrorCodeData['items'][number];
export type TroubleshootingData = z.infer<typeof troubleshootingSchema>;
export type TroubleshootingEntry = TroubleshootingData['items'][number];
