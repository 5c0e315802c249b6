/**
 * The ranking policy of the site's search, in one place: how much each kind
 * of page weighs against the others, and the field boosts of both index tiers.
 * A page's weight comes from its route, never from sidebar labels.
 *
 * These are the defaults of the plugin's `ranking` option (src/plugins/search/options.ts);
 * the index build writes the configured values into the manifest, and the engine reads them
 * from there, so the browser, the tests and the benchmark rank with the same numbers.
 *
 * - Guides and function pages weigh 1: they explain the words a reader types.
 * - SQL statement pages and the error-code lookup (whose rows are entries with the message as
 *   heading) weigh a little less, and system tables (information_schema,
 *   sys) less again: readers reach them by their exact name, which the exact-name
 *   bonus serves, so for plain words ("pipe", "materialized view") the statement
 *   comes before the system table and the guide before both.
 */
import {docRoute} from '../../../site/rules';

export interface Ranking {
  /** Route prefix → weight of the pages under it; the longest matching prefix wins. */
  pageWeights: Record<string, number>;
  /** The weight of a page no prefix matches (guides, function pages). */
  otherPages: number;
  /** Field boosts of the names tier. */
  nameBoost: {title: number; aliases: number; heading: number; entry: number; breadcrumb: number};
  /** Field boosts of the body tier. */
  bodyBoost: {description: number; text: number; code: number};
  /** How much a body match counts against a names match. */
  bodyWeight: number;
}

export const DEFAULT_RANKING: Ranking = {
  pageWeights: {
    // SQL statements
    [docRoute('sql-reference/sql-statements/')]: 0.75,
    // the error-code lookup
    [docRoute('sql-reference/Error_code')]: 0.75,
    // FAQ
    [docRoute('faq/')]: 0.85,
    // system tables
    [docRoute('sql-reference/information_schema/')]: 0.55,
    [docRoute('sql-reference/sys/')]: 0.55,
  },
  otherPages: 1,
  // A title outweighs a sidebar label or keyword, then headings.
  nameBoost: {title: 8, aliases: 5, heading: 5, entry: 1.5, breadcrumb: 1},
  bodyBoost: {description: 5, text: 1, code: 2},
  bodyWeight: 0.35,
};

/** The weight of the page at a URL: that of the longest route prefix it starts with. */
export function pageWeight(ranking: Pick<Ranking, 'pageWeights' | 'otherPages'>, url: string): number {
  let prefix = '';
  for (const route of Object.keys(ranking.pageWeights))
    if (url.startsWith(route) && route.length > prefix.length) prefix = route;
  return prefix ? ranking.pageWeights[prefix]! : ranking.otherPages;
}
