/**
 * Schema of the function signature files (`*-signatures.json`): the one declaration of their
 * shape. The types are inferred from it; components import them with `import type` (through
 * `format.ts`), so zod stays out of the site bundle. The tests validate every file with it.
 */
import {z} from 'zod';

export const overloadSchema = z
  .object({
    /** Return type, as StarRocks names it (pseudo-types such as ANY_ARRAY kept). */
    returns: z.string().min(1),
    /** Argument types in order; for a variadic overload the last one repeats. */
    args: z.array(z.string().min(1)),
    variadic: z.boolean(),
  })
  .strict();

export const functionSignatureSchema = z
  .object({
    /** The function's name with its source spelling (e.g. ST_Point). */
    name: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'a function name'),
    overloads: z.array(overloadSchema).min(1),
  })
  .strict();

export const signatureFileSchema = z
  .object({
    source: z.string().min(20),
    functions: z.record(z.string().regex(/^[a-z_][a-z0-9_]*$/, 'a lower-case function name'), functionSignatureSchema),
  })
  .strict()
  .superRefine((file, ctx) => {
    for (const [key, sig] of Object.entries(file.functions)) {
      if (sig.name.toLowerCase() !== key) {
        ctx.addIssue({code: 'custom', path: ['functions', key, 'name'], message: `"${sig.name}" filed under "${key}"`});
      }
    }
  });

export type Overload = z.infer<typeof overloadSchema>;
export type FunctionSignature = z.infer<typeof functionSignatureSchema>;
export type SignatureFile = z.infer<typeof signatureFileSchema>;
