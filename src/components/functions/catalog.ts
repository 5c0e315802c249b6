/**
 * The function pages as the sidebar lists them: one row per page under a
 * group category, with its description from the landing's page summaries and
 * its signatures and first release from the function data. No second list
 * is kept by hand.
 */
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import type {DocSummaries} from '@site/src/components/docSummaries/types';
import {functionPages} from './pages';
import {displayType, formatOverload, functionOfPage, signatureOf, sinceOf} from '@site/src/data/functions';

export interface FunctionRow {
  name: string;
  group: string;
  href: string;
  /** The page's file name, e.g. `case_when`. */
  page: string;
  description: string;
  /** Overloads as readers write them; empty for pages without signature data. */
  signatures: string[];
  /** How a page that is not a function call is written (an operator, an expression, a guide). */
  syntax: string | null;
  returnTypes: string[];
  /** The release that first shipped the function ("3.1", "before 2.0"); null when not established. */
  since: string | null;
}

/**
 * Pages of the function reference that document an operator, an expression
 * or a topic rather than a function call, so the typed signature data
 * (name(ARGS) returning TYPE) cannot describe them: the finder shows how they
 * are written instead. Keyed by the page's file name.
 */
export const SYNTAX_FORMS: Readonly<Record<string, string>> = {
  case_when: 'CASE [expr] WHEN … THEN … [ELSE …] END',
  cast: 'CAST(JSON AS type), CAST(value AS JSON)',
  'arrow-function': "json_expr -> 'json_path'",
  'json-operators': 'JSON = JSON (also <>, <, <=, >, >=), IS [NOT] NULL, ->',
  'overview-of-json-functions-and-operators': 'Guide: the JSON type, JSON paths and which function to use',
  bitmap: 'Guide: bitmap_union(BITMAP), bitmap_union_count(BITMAP), bitmap_agg(integer)',
  files: 'FILES("path" = "…", "format" = "…"[, "property" = "value", …])',
};

export function functionRows(group: string, items: PropSidebarItem[], docs: DocSummaries): FunctionRow[] {
  return functionPages(items).map(({label, href, docId}) => {
    const page = docId.split('/').at(-1)!;
    const fn = functionOfPage(page);
    const sig = signatureOf(fn);
    return {
      name: label,
      group,
      href,
      page,
      description: docs[docId]?.description ?? '',
      signatures: sig ? sig.overloads.map((o) => formatOverload(sig.name, o)) : [],
      syntax: sig ? null : (SYNTAX_FORMS[page.toLowerCase()] ?? null),
      returnTypes: sig ? [...new Set(sig.overloads.map((o) => displayType(o.returns)))] : [],
      since: sinceOf(fn)?.since ?? null,
    };
  });
}

/** One function in the finder: the pages that document it, in sidebar order. */
export interface FinderEntry {
  name: string;
  /** Every page of the function; most functions have one, some are documented in two groups. */
  pages: FunctionRow[];
}

/**
 * The rows of the finder: a function documented in two groups (`group_concat`
 * among the aggregate and the string functions, `reverse` among the string
 * and the array functions) is one entry with both pages.
 */
export function finderEntries(rows: readonly FunctionRow[]): FinderEntry[] {
  const byName = new Map<string, FinderEntry>();
  for (const row of rows) {
    const key = row.name.toLowerCase();
    const entry = byName.get(key);
    if (entry) entry.pages.push(row);
    else byName.set(key, {name: row.name, pages: [row]});
  }
  return [...byName.values()];
}
