/**
 * The ranking policy of the site's search, in one place: how much each kind
 * of page weighs against the others, and the field boosts of both index tiers.
 * A page's kind comes from its route, never from sidebar labels.
 *
 * - Guides and function pages weigh 1: they explain the words a reader types.
 * - SQL statement pages and the error-code lookup (whose rows are entries with the message as
 *   heading) weigh a little less, and system tables (information_schema,
 *   sys) less again: readers reach them by their exact name, which the exact-name
 *   bonus serves, so for plain words ("pipe", "materialized view") the statement
 *   comes before the system table and the guide before both.
 */
import {docRoute} from '../../../site/rules';
export type PageKind = 'guide' | 'faq' | 'statement' | 'lookup' | 'system-table';

const KIND_PREFIXES: [prefix: string, kind: PageKind][] = [
  [docRoute('sql-reference/sql-statements/'), 'statement'],
  [docRoute('sql-reference/Error_code'), 'lookup'],
  [docRoute('faq/'), 'faq'],
  [docRoute('sql-reference/information_schema/'), 'system-table'],
  [docRoute('sql-reference/sys/'), 'system-table'],
];

export const KIND_WEIGHT: Record<PageKind, number> = {
  guide: 1,
  faq: 0.85,
  statement: 0.75,
  lookup: 0.75,
  'system-table': 0.55,
};

export function pageKind(url: string): PageKind {
  return KIND_PREFIXES.find(([prefix]) => url.startsWith(prefix))?.[1] ?? 'guide';
}

/** Field boosts of the names tier: a title outweighs a sidebar label or keyword, then headings. */
export const NAME_BOOST = {title: 8, aliases: 5, heading: 5, entry: 1.5, breadcrumb: 1};
/** Field boosts of the body tier. */
export const BODY_BOOST = {description: 5, text: 1, code: 2};
/** How much a body match counts against a names match. */
export const BODY_WEIGHT = 0.35;
