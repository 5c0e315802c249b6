/**
 * How functions read on the site: their types and overloads as readers write them, and which
 * function a page documents. No data here, so that a component can format a signature without
 * pulling every signature into its chunk.
 */
import type {Overload} from './schema';

export type {FunctionSignature, Overload} from './schema';

const TYPE_NAMES: Record<string, string> = {
  ANY_ARRAY: 'ARRAY<T>',
  ANY_MAP: 'MAP<K, V>',
  ANY_STRUCT: 'STRUCT<...>',
  ANY_ELEMENT: 'T',
  FUNCTION: 'lambda',
  MAP_VARCHAR_VARCHAR: 'MAP<VARCHAR, VARCHAR>',
};

/** How a type is shown to readers: ARRAY_INT → ARRAY<INT>, ANY_ARRAY → ARRAY<T>. */
export function displayType(type: string): string {
  if (TYPE_NAMES[type]) return TYPE_NAMES[type];
  const array = /^ARRAY_(.+)$/.exec(type);
  return array ? `ARRAY<${displayType(array[1]!)}>` : type;
}

/** One overload as a reader writes the call: concat(VARCHAR, ...). */
export function formatOverload(name: string, o: Overload): string {
  const args = o.args.map(displayType);
  return `${name}(${args.join(', ')}${o.variadic ? ', ...' : ''})`;
}

/**
 * Pages whose file name is not the function's registered name: the page
 * `day_of_week_iso` documents `dayofweek_iso`, and so on. The page
 * `percentile_approx_weight` keeps the file name of StarRocks's docs, which spell
 * the function that way, but 3.5 registers it as `percentile_approx_weighted`.
 */
export const PAGE_FUNCTIONS: Readonly<Record<string, string>> = {
  day_of_week_iso: 'dayofweek_iso',
  cos_similarity: 'cosine_similarity',
  cos_similarity_norm: 'cosine_similarity_norm',
  percentile_approx_weight: 'percentile_approx_weighted',
};

/** The registered function name a page (by file name) documents. */
export function functionOfPage(page: string): string {
  const name = page.toLowerCase();
  return PAGE_FUNCTIONS[name] ?? name;
}
