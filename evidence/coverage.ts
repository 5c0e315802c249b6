/**
 * Coverage of an inventory: which names have a page, which are excluded and why, and the
 * share of the in-scope names that have a page. Functions, statements and system tables all
 * count this way; only a `no-page` exclusion is in scope (a page is owed).
 */
import type {Exclusion, ExclusionList} from './schema';

export interface Coverage {
  /** Names with neither a page nor an exclusion. */
  unaccounted: string[];
  /** Names that are excluded although they have a page (the exclusion is stale). */
  excludedWithPage: string[];
  /** Excluded names that are not in the inventory (the exclusion names nothing). */
  unknownExclusions: string[];
  /** Names the site owes a page: not excluded, or excluded as `no-page`. */
  inScope: string[];
  /** In-scope names that have a page. */
  withPage: string[];
  /** withPage / inScope (1 when nothing is in scope). */
  share: number;
}

/**
 * The exclusions a data file keeps by name ({name, reason}: the reference and metrics pages),
 * in the one exclusion format: each is out of scope, the documented version does not have it.
 */
export function outOfScopeByName(note: string, excluded: readonly {name: string; reason: string}[]): ExclusionList {
  return {note, items: excluded.map((e) => ({path: e.name, kind: 'not-in-version', reason: e.reason}))};
}

/** The exclusions of a list, by path. */
export function exclusionsByPath(list: ExclusionList): Map<string, Exclusion> {
  return new Map(list.items.map((e) => [e.path, e]));
}

export function coverageOf(
  names: readonly string[],
  exclusions: ExclusionList,
  hasPage: (name: string) => boolean,
): Coverage {
  const excluded = exclusionsByPath(exclusions);
  const known = new Set(names);
  const inScope = names.filter((n) => (excluded.get(n)?.kind ?? 'no-page') === 'no-page');
  const withPage = inScope.filter(hasPage);
  return {
    unaccounted: names.filter((n) => !excluded.has(n) && !hasPage(n)),
    excludedWithPage: [...excluded.keys()].filter((n) => known.has(n) && hasPage(n)),
    unknownExclusions: [...excluded.keys()].filter((n) => !known.has(n)),
    inScope,
    withPage,
    share: inScope.length === 0 ? 1 : withPage.length / inScope.length,
  };
}

/** "341 of 347 (98.3%)": a coverage as a test message says it. */
export const coverageText = (c: Coverage): string =>
  `${c.withPage.length} of ${c.inScope.length} (${(c.share * 100).toFixed(1)}%)`;
