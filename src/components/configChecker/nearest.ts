/**
 * The nearest known name to an unknown one: a typo (`qeury_timeout`), the words in another order
 * (`timeout_query`), a name with a prefix more or less (`publish_version_max_threads`).
 *
 * A small edit distance rather than a library: no edit-distance package is a dependency of the
 * site, and the one fuzzy matcher it has (MiniSearch, in the search worker) ranks documents by
 * words, not names by edits, and would add its weight to this page. The distance is the optimal
 * string alignment (Levenshtein plus swapping two neighbouring characters, the commonest typo),
 * computed in a band of width `cap` that stops as soon as every cell exceeds the cap, so a name
 * far from every candidate costs little.
 */

/** The largest distance worth suggesting: a quarter of the name's length, at least 1 and at most 8. */
export function distanceCap(name: string): number {
  return Math.max(1, Math.min(8, Math.floor(name.length / 4)));
}

/** Optimal string alignment distance of a and b, or cap + 1 when it exceeds the cap. */
export function boundedDistance(a: string, b: string, cap: number): number {
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > cap) return cap + 1;
  const big = cap + 1;
  let prev2 = new Array<number>(m + 1).fill(big);
  let prev = new Array<number>(m + 1);
  let row = new Array<number>(m + 1);
  for (let j = 0; j <= m; j++) prev[j] = j <= cap ? j : big;
  for (let i = 1; i <= n; i++) {
    const from = Math.max(1, i - cap);
    const to = Math.min(m, i + cap);
    row.fill(big);
    row[0] = i <= cap ? i : big;
    let best = row[0];
    for (let j = from; j <= to; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      row[j] = d > big ? big : d;
      if (row[j]! < best) best = row[j]!;
    }
    if (best > cap) return big;
    [prev2, prev, row] = [prev, row, prev2];
  }
  return Math.min(prev[m]!, big);
}

/** The words of a name in sorted order: `timeout_query` and `query_timeout` share them. */
const words = (name: string) =>
  name
    .toLowerCase()
    .split(/[_.-]+/)
    .filter(Boolean)
    .sort()
    .join('_');

export interface NameIndex {
  names: readonly string[];
  byLower: Map<string, string>;
  byWords: Map<string, string>;
}

export function nameIndex(names: readonly string[]): NameIndex {
  const byLower = new Map<string, string>();
  const byWords = new Map<string, string>();
  for (const n of names) {
    if (!byLower.has(n.toLowerCase())) byLower.set(n.toLowerCase(), n);
    if (!byWords.has(words(n))) byWords.set(words(n), n);
  }
  return {names, byLower, byWords};
}

export type NearReason = 'case' | 'order' | 'edit';

/**
 * The known name nearest to `name`: the same name in other letter case, the same words in another
 * order, else the smallest edit distance within the cap (the first in the index's order on a tie). Undefined when nothing is near.
 */
export function nearestName(name: string, index: NameIndex): {name: string; reason: NearReason} | undefined {
  const lower = name.toLowerCase();
  const sameCase = index.byLower.get(lower);
  if (sameCase !== undefined && sameCase !== name) return {name: sameCase, reason: 'case'};
  const sameWords = index.byWords.get(words(name));
  if (sameWords !== undefined && sameWords !== name) return {name: sameWords, reason: 'order'};
  const cap = distanceCap(lower);
  let best: string | undefined;
  let bestDistance = cap + 1;
  for (const candidate of index.names) {
    if (Math.abs(candidate.length - lower.length) >= bestDistance) continue;
    const d = boundedDistance(lower, candidate.toLowerCase(), bestDistance - 1);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best === undefined ? undefined : {name: best, reason: 'edit'};
}
