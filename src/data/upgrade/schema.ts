/**
 * Schemas of the upgrade pages' data: the rows of each comparison (`from-<line>.json`, written by
 * scripts/reference/upgrade.ts from the fact lists of evidence/facts/lines/) and our notes on
 * them (`notes.json`: what a changed default means, documented renames, statement labels and the
 * guide pages that document a statement). The pages import only the inferred types (type-only
 * imports, so zod stays out of the bundle).
 */
import {z} from 'zod';

import {COMPONENTS, KINDS} from './kinds';

export {COMPONENTS, KINDS};
export type {Component, Kind} from './kinds';

/** A doc path below the docs base with an optional anchor: "administration/management/FE_configuration#name". */
const docHref = z.string().regex(/^[A-Za-z0-9_./-]+(#[A-Za-z0-9_.-]+)?$/, 'a doc path with an optional anchor');

export const upgradeRowSchema = z
  .object({
    component: z.enum(COMPONENTS),
    kind: z.enum(KINDS),
    /** The name in the newer release (the older one's for a removed item); a statement's keywords; schema.table[.COLUMN]. */
    name: z.string().min(1),
    /** A renamed item's older name. */
    from: z.string().min(1).optional(),
    /** The older and the newer value: defaults as readers write them, a column's type, what changed. */
    before: z.string().optional(),
    after: z.string().optional(),
    /** What the change means for an upgraded cluster, where a source establishes it (notes.json). */
    note: z.string().min(20).optional(),
    /** A renamed item whose older name the newer release still accepts (an alias). */
    alias: z.literal(true).optional(),
    /** A removed variable that SET still accepts and ignores (DEPRECATED_VARIABLES of the newer release). */
    ignored: z.literal(true).optional(),
    /** Where the newer release's reference documents it; none for a removed item. */
    href: docHref.optional(),
    /** Why no page documents an item of the newer release (the reference's exclusion, or notes.json). */
    undocumented: z.string().min(16).optional(),
  })
  .strict();

export const upgradeDataSchema = z
  .object({
    /** The releases compared: "3.4.4" and "3.5.7", and the refs and commits they were read at. */
    from: z.string().regex(/^\d+\.\d+\.\d+$/),
    to: z.string().regex(/^\d+\.\d+\.\d+$/),
    source: z.string().min(20),
    rows: z.array(upgradeRowSchema),
  })
  .strict();

const sourceKey = z.string().regex(/^[a-z0-9][a-z0-9.-]*$/, 'a source key such as "rn-3.5"');
/** A row's item: `<component>:<name>` (the name as the row shows it). */
const itemKey = z.string().regex(new RegExp(`^(${COMPONENTS.join('|')}):\\S+( \\S+)*$`), 'component:name');
/** A row: `<component>:<kind>:<name>`. */
const rowKey = z
  .string()
  .regex(new RegExp(`^(${COMPONENTS.join('|')}):(${KINDS.join('|')}):\\S+$`), 'component:kind:name');

export const upgradeNotesSchema = z
  .object({
    note: z.string().min(20),
    sources: z.record(sourceKey, z.string().min(20, 'where the fact comes from, in a sentence')),
    /** What a change means for an upgraded cluster, per row, with the source that establishes it. */
    rows: z.record(rowKey, z.object({note: z.string().min(20), source: sourceKey}).strict()),
    /** Renames a source documents (beyond aliases, which the facts show), older name to newer. */
    renames: z.array(
      z
        .object({component: z.enum(['fe', 'be', 'variable']), from: z.string(), to: z.string(), source: sourceKey})
        .strict(),
    ),
    /** Per statement rule of the grammar: the statement as readers write it. */
    statements: z.record(z.string().regex(/^[a-z]\w*$/), z.string().regex(/^[A-Z][A-Z_ [\]|/]*$/)),
    /** Pages that document an item the reference has no entry for (a statement or function in a guide). */
    links: z.record(itemKey, docHref),
    /** Items of the newer release that no page of this site documents, with the reason. */
    undocumented: z.record(itemKey, z.string().min(16)),
  })
  .strict()
  .superRefine((notes, ctx) => {
    const keys: [PropertyKey[], string][] = [
      ...Object.entries(notes.rows).map(([k, d]): [PropertyKey[], string] => [['rows', k], d.source]),
      ...notes.renames.map((r, i): [PropertyKey[], string] => [['renames', i], r.source]),
    ];
    for (const [path, source] of keys)
      if (!(source in notes.sources)) ctx.addIssue({code: 'custom', path, message: `unknown source "${source}"`});
  });

export type UpgradeRow = z.infer<typeof upgradeRowSchema>;
export type UpgradeData = z.infer<typeof upgradeDataSchema>;
export type UpgradeNotes = z.infer<typeof upgradeNotesSchema>;
