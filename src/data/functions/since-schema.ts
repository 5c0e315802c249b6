/**
 * Schema of `since.json`, the release that first shipped each SQL function.
 * Used by the tests; the site imports only the inferred type (a type-only
 * import, so zod stays out of the bundle).
 */
import {z} from 'zod';
import {SINCE_PATTERN} from '../releases';

const sourceKey = z.string().regex(/^[a-z0-9][a-z0-9.-]*$/, 'a source key such as "rn-3.2"');

export const functionSinceSchema = z
  .object({
    /** "3.3", "3.5.2", or "before 2.0" for a function 1.x/2.0 already had. */
    since: z.string().regex(SINCE_PATTERN, 'a release such as "3.3", "3.5.2" or "before 2.0"'),
    /** Key of the entry in `sources` that establishes the version. */
    source: sourceKey,
  })
  .strict();

export const sinceFileSchema = z
  .object({
    source: z.string().min(20),
    sources: z.record(sourceKey, z.string().min(20, 'where the fact comes from, in a sentence')),
    functions: z.record(z.string().regex(/^[a-z][a-z0-9_]*$/, 'a lower-case function name'), functionSinceSchema),
  })
  .strict()
  .superRefine((file, ctx) => {
    for (const [name, entry] of Object.entries(file.functions)) {
      if (!(entry.source in file.sources)) {
        ctx.addIssue({
          code: 'custom',
          path: ['functions', name, 'source'],
          message: `unknown source "${entry.source}"`,
        });
      }
    }
  });

export type FunctionSince = z.infer<typeof functionSinceSchema>;
export type SinceFile = z.infer<typeof sinceFileSchema>;
