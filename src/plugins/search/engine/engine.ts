/**
 * The search engine the site runs in the browser (in a worker) and the
 * tests and benchmarks run in Node: MiniSearch indexes, plus a ranking
 * made for a database reference. Exact names come first; then title,
 * heading, description and body matches; typos and word order tolerated.
 */
import MiniSearch, {type SearchResult} from 'minisearch';
import {
  bodyIndexOptions,
  nameIndexOptions,
  type BodyDoc,
  type BodyPayload,
  type Manifest,
  type NameDoc,
  type NamesPayload,
  type PageEntry,
  type SectionRow,
  slug,
  withIdentityIds,
} from './schema';
import {pageWeight, type Ranking} from './ranking';

import {
  cleanQuery,
  DEFAULT_CAPS,
  headingWords,
  type HeadingWords,
  identifierKey,
  messagePairs,
  phraseWords,
  phraseShare,
  nameKey,
  processTerm,
  type QueryCaps,
  queryTerms,
  quotedShare,
  tokenize,
} from './text';
import {SEARCH_MANIFEST} from '../../../site/rules';

export interface SectionHit {
  anchor: string;
  heading: string;
  /** The query is this heading's exact name (a configuration item, variable, column). */
  exact: boolean;
  /** The release that first shipped the entry, when known. */
  since?: string;
}

/** A page of the results: its entry, the headings the query names and its score. */
export interface PageHit extends PageEntry {
  /** Headings of the page whose words the query names, best first, as deep links. */
  sections: SectionHit[];
  /** The query is this page's exact title. */
  exact: boolean;
  score: number;
}

export interface SearchResponse {
  query: string;
  /** Terms to highlight in titles, headings and descriptions. */
  terms: string[];
  pages: PageHit[];
  /** False while index parts that could add results are still loading. */
  complete: boolean;
  /** False when the full text could not be loaded: the results come from titles and headings only. */
  fullText: boolean;
}

export type Fetcher = (file: string) => Promise<unknown>;

function fuzziness(term: string): number {
  if (term.includes('_')) return term.length >= 8 ? 2 : 1;
  if (term.length >= 6) return 2;
  if (term.length >= 4) return 1;
  return 0;
}

/** Names are few and short: prefixes and typos are cheap to match there. */
function nameSearchOptions(ranking: Ranking) {
  return {
    boost: ranking.nameBoost,
    combineWith: 'OR' as const,
    prefix: (term: string) => term.length >= 3,
    fuzzy: (term: string) => fuzziness(term),
    maxFuzzy: 2,
    weights: {fuzzy: 0.35, prefix: 0.6},
  };
}

/** The body is large: prefixes of longer words only, no typo matching (the names tier catches typos). */
function bodySearchOptions(ranking: Ranking) {
  return {
    boost: ranking.bodyBoost,
    combineWith: 'OR' as const,
    prefix: (term: string) => term.length >= 5,
    weights: {fuzzy: 0, prefix: 0.5},
  };
}

export class SearchEngine {
  private pages: PageEntry[] = [];
  /** Each page's weight by its route (the manifest's ranking). */
  private weights: number[] = [];
  private sections = new Map<number, {page: number; anchor: string; heading: string; since?: string}>();
  /** Sections of the names tier take the ids below this; body-tier sections (prose headings, error entries) follow. */
  private namedSections = 0;
  /** Each heading's words, read once, for the phrase and quotation rules. */
  private headingWordsCache = new Map<number, HeadingWords>();
  /** Each heading's indexed words, read once, for the deep-link rule. */
  private namedWordsCache = new Map<string, string[]>();

  private wordsOf(id: number, heading: string): HeadingWords {
    let words = this.headingWordsCache.get(id);
    if (!words) this.headingWordsCache.set(id, (words = headingWords(heading)));
    return words;
  }
  private names?: MiniSearch<NameDoc>;
  private bodies: MiniSearch<BodyDoc>[] = [];
  private manifest?: Manifest;
  /** Exact-name keys to section ids: of page titles, and of headings that are identifiers. */
  private exactPages = new Map<string, number[]>();
  private exactHeadings = new Map<string, number[]>();

  /**
   * @param fetcher reads a file of the index folder
   * @param caps the plugin's query caps (maxQuery, maxPaste); the defaults are the site's
   */
  constructor(
    private readonly fetcher: Fetcher,
    private readonly caps: QueryCaps = DEFAULT_CAPS,
  ) {}

  /** Set when the body shards failed to load: searches then answer from the names tier, as complete. */
  bodyUnavailable = false;

  get bodyLoaded(): boolean {
    return this.manifest !== undefined && this.bodies.length === this.manifest.body.length;
  }

  async loadNames(): Promise<void> {
    if (this.names) return;
    this.manifest = (await this.fetcher(SEARCH_MANIFEST)) as Manifest;
    const payload = (await this.fetcher(this.manifest.names)) as NamesPayload;
    this.pages = payload.pages.map(([url, title, crumbs]) => ({
      url: payload.base + url,
      title,
      description: '',
      breadcrumb: payload.crumbs[crumbs] ?? [],
    }));
    this.weights = this.pages.map((p) => pageWeight(this.manifest!.ranking, p.url));
    payload.sections.forEach((row, id) => this.addSection(id, row));
    this.namedSections = payload.sections.length;
    // Releases, per release the section ids as gaps from the previous one: on a page top, the page's.
    for (const [release, gaps] of Object.entries(payload.since ?? {})) {
      let id = 0;
      for (const gap of gaps) {
        const section = this.sections.get((id += gap));
        if (section?.heading) section.since = release;
        else if (section) this.pages[section.page]!.since = release;
      }
    }
    this.names = MiniSearch.loadJS(withIdentityIds(payload.index) as never, nameIndexOptions);
    const remember = (map: Map<string, number[]>, key: string, id: number) => {
      if (!key) return;
      const list = map.get(key);
      if (list) list.push(id);
      else map.set(key, [id]);
    };
    for (const [id, section] of this.sections) {
      if (section.heading) {
        // Only a heading that is a name (a configuration item, variable, column) answers exactly:
        // prose headings such as "Materialized view" in a privilege list do not.
        remember(this.exactHeadings, identifierKey(section.heading), id);
        continue;
      }
      // A page top answers to its title. (Not to its sidebar label: group labels such as
      // "Materialized view" are concept words, which the guides should answer.)
      const title = this.pages[section.page]!.title;
      remember(this.exactPages, nameKey(title), id);
      remember(this.exactPages, identifierKey(title), id);
    }
    // Entries that are not headings answer to their listed names: `5501`, `ERR_BAD_DB_ERROR`.
    for (const [id, ...names] of payload.keys ?? []) {
      for (const name of names) {
        remember(this.exactHeadings, nameKey(name), id);
        remember(this.exactHeadings, identifierKey(name), id);
      }
    }
  }

  async loadBody(): Promise<void> {
    await this.loadNames();
    if (this.bodyLoaded) return;
    const shards = await Promise.all(this.manifest!.body.map((f) => this.fetcher(f) as Promise<BodyPayload>));
    this.bodies = shards.map((shard) => {
      for (const [id, ...row] of shard.sections) this.addSection(id, row);
      for (const [page, description] of shard.descriptions) this.pages[page]!.description = description;
      return MiniSearch.loadJS(shard.index as never, bodyIndexOptions);
    });
  }

  private addSection(id: number, [page, heading, anchor]: SectionRow): void {
    this.sections.set(id, {page, heading, anchor: anchor ?? slug(heading)});
  }

  /** Ranks pages for a query with whatever index parts are loaded. Never throws on input. */
  search(rawQuery: string, limit = 20): SearchResponse {
    const query = cleanQuery(rawQuery, this.caps.maxQuery);
    const {terms, pasted} = queryTerms(rawQuery, this.caps);
    const fullText = this.bodyLoaded;
    const complete = fullText || this.bodyUnavailable;
    if (!this.names || terms.length === 0) return {query, terms, pages: [], complete, fullText};
    const ranking = this.manifest!.ranking;

    const scores = new Map<number, number>();
    const add = (results: SearchResult[], weight: number) => {
      for (const r of results) scores.set(r.id as number, (scores.get(r.id as number) ?? 0) + r.score * weight);
    };
    const q = terms.join(' ');
    add(this.names.search(q, nameSearchOptions(ranking)), 1);
    for (const body of this.bodies) add(body.search(q, bodySearchOptions(ranking)), ranking.bodyWeight);

    // An exact page, function, statement or setting name outranks everything else, and an exact
    // page title ranks above an exact entry name (configuration item, variable, column).
    const keys = [nameKey(query), identifierKey(query)].filter(Boolean);
    const exactIn = (map: Map<string, number[]>) => new Set(keys.flatMap((k) => map.get(k) ?? []));
    const pageIds = exactIn(this.exactPages);
    const headingIds = exactIn(this.exactHeadings);
    let top = 0;
    for (const score of scores.values()) if (score > top) top = score;
    // A message that quotes a heading (an error message's entry, an error-code row) is answered
    // by it: the more of the heading it quotes, the more it outranks shared words.
    // A typed phrase of three words or more that a heading contains word for word (a fragment of
    // an error message, a question) is answered by that heading.
    const phrase = pasted ? [] : phraseWords(rawQuery, this.caps.maxQuery);
    const quoted = new Map<number, number>();
    const pairs = pasted || phrase.length > 0 ? messagePairs(rawQuery, this.caps.maxPaste) : undefined;
    if (pairs)
      for (const [id, score] of scores) {
        const heading = this.sections.get(id)?.heading;
        if (!heading) continue;
        // A short query quotes only a prose heading (a message), not a name: "create a user and
        // grant privileges" does not quote the heading "Create a user".
        const words = this.wordsOf(id, heading);
        const quotes = pasted || id >= this.namedSections ? quotedShare(words, pairs) : 0;
        const share = Math.max(quotes, 0.8 * phraseShare(words, phrase));
        if (share === 0) continue;
        quoted.set(id, share);
        scores.set(id, score + 2 * top * share ** 3);
      }
    for (const id of headingIds) scores.set(id, (scores.get(id) ?? 0) + top + 50);
    for (const id of pageIds) scores.set(id, (scores.get(id) ?? 0) + top * 3 + 200);

    // Group sections by page: the page scores by its best section, plus a little for the others.
    const byPage = new Map<number, {best: number; rest: number; sections: {id: number; score: number}[]}>();
    for (const [id, score] of scores) {
      const section = this.sections.get(id);
      if (!section) continue;
      const entry = byPage.get(section.page) ?? {best: 0, rest: 0, sections: []};
      if (score > entry.best) {
        entry.rest += entry.best;
        entry.best = score;
      } else entry.rest += score;
      entry.sections.push({id, score});
      byPage.set(section.page, entry);
    }
    // A heading is offered as a deep link only when its own words answer the query: a section
    // found by its body text alone ("Syntax", "See also") adds to its page's score but is not listed.
    // Two query words must both be in the heading; of more, at least half (and two).
    const words = terms.filter((t) => !t.includes('_') || identifierKey(query) !== '');
    const needed = words.length <= 2 ? words.length : Math.max(2, Math.ceil(words.length / 2));
    const named = (heading: string) => {
      let headingWords = this.namedWordsCache.get(heading);
      if (!headingWords) {
        headingWords = tokenize(heading).filter((w) => processTerm(w) !== null);
        this.namedWordsCache.set(heading, headingWords);
      }
      const found = words.filter((t) => headingWords.some((w) => w === t || (t.length >= 3 && w.startsWith(t)))).length;
      return found > 0 && found >= needed;
    };
    // The pages are ranked first, by their scores alone; only those returned get their deep links.
    const pages: PageHit[] = [...byPage.entries()]
      .map(([page, e]) => ({page, e, score: this.weights[page]! * (e.best + 0.05 * Math.min(e.rest, e.best))}))
      .sort((a, b) => b.score - a.score || this.pages[a.page]!.title.localeCompare(this.pages[b.page]!.title))
      .slice(0, limit)
      .map(({page, e, score}) => {
        const sections: PageHit['sections'] = [];
        for (const {id} of e.sections.sort((a, b) => b.score - a.score)) {
          const s = this.sections.get(id)!;
          const exact = headingIds.has(id);
          if (s.anchor === '' || !(exact || quoted.has(id) || named(s.heading))) continue;
          sections.push({anchor: s.anchor, heading: s.heading, exact, ...(s.since ? {since: s.since} : {})});
          if (sections.length === 4) break;
        }
        const exact = e.sections.some((s) => pageIds.has(s.id) && this.sections.get(s.id)!.heading === '');
        return {...this.pages[page]!, sections, exact, score};
      });
    return {query, terms, pages, complete, fullText};
  }
}
