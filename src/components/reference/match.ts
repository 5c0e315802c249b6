/**
 * The one matching rule of every filter of the reference (function finder,
 * configuration, variables, metrics, error codes): what the reader typed is
 * compared with an item's names after `normalize`, and the items that match
 * come in three tiers, each kept in its original order:
 *
 *   1. exact: a name equals the query (`concat` finds `concat` first);
 *   2. prefix: a name starts with it (`concat_ws`);
 *   3. substring: a name contains it (`group_concat`, `array_concat`).
 */

/** Lower case, with spaces, underscores, hyphens and dots made interchangeable. */
export function normalize(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s_.-]+/g, '_');
}

export const EXACT = 0;
export const PREFIX = 1;
export const SUBSTRING = 2;
export type Tier = typeof EXACT | typeof PREFIX | typeof SUBSTRING;

/**
 * How well the best of `names` matches a query that is already normalized:
 * EXACT, PREFIX or SUBSTRING, or null when no name contains it. An empty
 * query matches every name exactly.
 */
export function tierOf(query: string, names: readonly (string | null | undefined)[]): Tier | null {
  if (query === '') return EXACT;
  let best: Tier | null = null;
  for (const raw of names) {
    if (!raw) continue;
    const name = normalize(raw);
    if (name === query) return EXACT;
    if (name.startsWith(query)) best = PREFIX;
    else if (best === null && name.includes(query)) best = SUBSTRING;
  }
  return best;
}

/** An item with the tier it matched in. */
export interface Ranked<T> {
  item: T;
  tier: Tier;
}

/**
 * The items whose names match `query` (raw, as typed), exact matches first,
 * then prefix matches, then the rest; the original order within a tier.
 * With an empty query every item is returned, in its order, as EXACT.
 */
export function rankMatches<T>(
  items: readonly T[],
  query: string,
  names: (item: T) => readonly (string | null | undefined)[],
): Ranked<T>[] {
  const q = normalize(query);
  const ranked: Ranked<T>[] = [];
  for (const item of items) {
    const tier = tierOf(q, names(item));
    if (tier !== null) ranked.push({item, tier});
  }
  // Array.prototype.sort is stable: the original order is kept within a tier.
  return q === '' ? ranked : ranked.sort((a, b) => a.tier - b.tier);
}

/** `rankMatches` without the tiers. */
export function filterRanked<T>(
  items: readonly T[],
  query: string,
  names: (item: T) => readonly (string | null | undefined)[],
): T[] {
  return rankMatches(items, query, names).map((r) => r.item);
}
