/**
 * Parsing a data or evidence file with its schema, for the checks and the importer (never the
 * site bundle): the parsed value, or an error that names the file and each failing field.
 */
import type {z} from 'zod';

/** The first issues of a failed parse, one line each: "items.0.sqlstate: Invalid string ...". */
function issueLines(error: z.ZodError, most = 10): string {
  return error.issues
    .slice(0, most)
    .map((i) => `  ${i.path.join('.')}: ${i.message}`)
    .join('\n');
}

export function parseOrExplain<S extends z.ZodType>(schema: S, data: unknown, file: string): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new Error(`${file} does not match its schema:\n${issueLines(result.error)}`);
  return result.data;
}
