/**
 * Schemas of the evidence files: the inventories of what StarRocks's docs tree documents and
 * the exclusions that say why a name of an inventory or fact list has no page here. One
 * exclusion format serves functions, statements and system tables. The types are inferred
 * from the schemas; the loaders in ./index.ts parse every file with its schema.
 */
import {z} from 'zod';
import type {systemTableFactsSchema} from './factsSchema';
import {MIN_EXCLUSION_REASON} from '../src/site/rules';

/**
 * Why a name has no page: the documented version does not have it (out of scope), it is
 * documented on another page, it is not a statement (a template or a stray file), or it is in
 * scope but not written yet (counts against the coverage floor).
 */
export const EXCLUSION_KINDS = ['not-in-version', 'duplicate', 'not-a-statement', 'no-page'] as const;

export const exclusionSchema = z
  .object({
    /** The name as its inventory writes it: a path below the inventory's folder. */
    path: z.string().min(1),
    kind: z.enum(EXCLUSION_KINDS),
    reason: z.string().min(MIN_EXCLUSION_REASON, `a reason of at least ${MIN_EXCLUSION_REASON} characters`),
  })
  .strict();

export const exclusionListSchema = z
  .object({
    note: z.string().min(20),
    items: z.array(exclusionSchema),
  })
  .strict()
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    for (const [i, e] of list.items.entries()) {
      if (seen.has(e.path))
        ctx.addIssue({code: 'custom', path: ['items', i, 'path'], message: `${e.path} is excluded twice`});
      seen.add(e.path);
    }
  });

export const functionInventorySchema = z
  .object({
    source: z.string().min(20),
    groups: z.record(z.string(), z.array(z.object({name: z.string().min(1), path: z.string().min(1)}).strict())),
  })
  .strict();

export const statementInventorySchema = z
  .object({
    note: z.string().min(20),
    items: z.array(z.string().min(1)),
  })
  .strict();

export type Exclusion = z.infer<typeof exclusionSchema>;
export type ExclusionList = z.infer<typeof exclusionListSchema>;
/** A system table of the fact lists (evidence/factsSchema.ts): its name and the columns StarRocks declares. */
export type SystemTable = z.infer<typeof systemTableFactsSchema>['items'][number];
