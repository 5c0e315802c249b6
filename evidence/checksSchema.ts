/**
 * Schemas of the check records of evidence/checks/: what a check of the pages against
 * StarRocks's own sources found. `sql.json` is written by scripts/checks/sqlGrammar.ts (every
 * runnable SQL example parsed with the documented version's grammar, every function it calls
 * looked up in that version's function list) and read by tests/content/sqlExamples.test.ts.
 */
import {z} from 'zod';
import {MIN_EXCLUSION_REASON} from '../src/site/rules';

/** A statement of a page that the grammar or the function list rejects, and why it stays. */
export const sqlFailureSchema = z
  .object({
    /** The page, below the docs folder (`loading/Stream_Load.md`). */
    page: z.string().regex(/^[^/].*\.mdx?$/, 'a page path below the docs folder'),
    /** The statement as the page writes it, without its `;`. */
    statement: z.string().min(1),
    /**
     * Why it stays: "open: <what the check found>" until someone looks at it, else a human
     * explanation (a statement the server accepts that the grammar file does not show, ...).
     */
    reason: z.string().min(MIN_EXCLUSION_REASON, `a reason of at least ${MIN_EXCLUSION_REASON} characters`),
  })
  .strict();

export const sqlCheckSchema = z
  .object({
    /** The ref and commit whose grammar parsed the statements: `oss-cutline-3.5.7 (commit <sha>)`. */
    grammar: z.string().regex(/^\S+ \(commit [0-9a-f]{40}\)$/, '"<ref> (commit <40 hex digits>)"'),
    /** Statements checked: every statement of every ```sql block. */
    blocks: z.number().int().positive(),
    /** Statements the grammar parses. */
    parsed: z.number().int().nonnegative(),
    failures: z.array(sqlFailureSchema),
    /** Statements checked per page. */
    pages: z.record(z.string(), z.number().int().positive()),
  })
  .strict()
  .superRefine((check, ctx) => {
    const issue = (message: string, path: (string | number)[] = []) => ctx.addIssue({code: 'custom', message, path});
    const counted = Object.values(check.pages).reduce((a, b) => a + b, 0);
    if (counted !== check.blocks)
      issue(`the pages count ${counted} statements, blocks says ${check.blocks}`, ['pages']);
    if (check.parsed > check.blocks) issue('more statements parsed than checked', ['parsed']);
    if (check.blocks - check.parsed > check.failures.length) {
      issue(
        `${check.blocks - check.parsed} statements do not parse but only ${check.failures.length} failures are listed`,
        ['failures'],
      );
    }
    for (const [i, f] of check.failures.entries()) {
      if (!(f.page in check.pages)) issue(`${f.page} is not among the pages checked`, ['failures', i, 'page']);
    }
  });

export type SqlCheck = z.infer<typeof sqlCheckSchema>;
export type SqlFailure = z.infer<typeof sqlFailureSchema>;

/** A page checked claim by claim against the documented version's sources. */
export const pageCheckSchema = z
  .object({
    checked: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date, YYYY-MM-DD'),
    /** The refs, source files and release notes the claims were checked against. */
    against: z.array(z.string().min(5)).min(1),
    /** Checkable claims checked: syntax elements, names, values, defaults, states, privileges, limits, outputs. */
    claims: z.number().int().positive(),
    /** Claims changed because the sources said otherwise. */
    fixed: z.number().int().nonnegative(),
  })
  .strict()
  .refine((r) => r.fixed <= r.claims, 'more claims fixed than checked');

/** The ledger of evidence/checks/pages.json: a record per page checked, by its path below the docs folder. */
export const pageLedgerSchema = z
  .object({
    note: z.string().min(20),
    pages: z.record(z.string().regex(/^[^/].*\.mdx?$/, 'a page path below the docs folder'), pageCheckSchema),
  })
  .strict();
