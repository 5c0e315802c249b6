/**
 * The site's pages for the tools: its search (the same engine and index the browser uses) and
 * its Markdown twins (the page's route + `.md`, by the rule the build writes them with).
 */
import {SearchEngine} from '../plugins/search/engine/engine';
import type {Manifest, NamesPayload} from '../plugins/search/engine/schema';
import {cleanQuery, queryTerms} from '../plugins/search/engine/text';
import {twinPath} from '../plugins/markdown/paths';
import {MAX_PASTE, MAX_QUERY, SEARCH_DIR, SEARCH_MANIFEST} from '../site/rules';
import {UserError, type Site} from './site';

export interface SearchResult {
  title: string;
  url: string;
  /** The heading of the page the query names best, as a deep link; null when the page as a whole answers. */
  section: {heading: string; url: string} | null;
  /** Where the page sits in the sidebar. */
  breadcrumb: string[];
  /** The page's description. */
  snippet: string;
  since?: string;
}

const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 50;
const SNIPPET_CHARS = 300;

export class Pages {
  private engine?: Promise<SearchEngine>;
  private names?: Promise<NamesPayload>;

  constructor(private readonly site: Site) {}

  /** A file of the search index, parsed. */
  private async indexFile(file: string): Promise<unknown> {
    const text = await this.site.read(`${SEARCH_DIR}/${file}`);
    if (text === undefined) throw new UserError(`${this.site.label} has no search index (${SEARCH_DIR}/${file}).`);
    return JSON.parse(text) as unknown;
  }

  /** The engine with both tiers loaded; a failed load is forgotten so that the next call tries again. */
  private loadedEngine(): Promise<SearchEngine> {
    this.engine ??= (async () => {
      const engine = new SearchEngine((file) => this.indexFile(file));
      await engine.loadNames();
      await engine.loadBody();
      return engine;
    })();
    this.engine.catch(() => (this.engine = undefined));
    return this.engine;
  }

  /** Loads the index ahead of the first search (a failure is told by that search). */
  warm(): void {
    this.loadedEngine().catch(() => undefined);
  }

  /** The names tier as the index ships it: every listed page's URL and title. */
  namesPayload(): Promise<NamesPayload> {
    this.names ??= (async () => {
      const manifest = (await this.indexFile(SEARCH_MANIFEST)) as Manifest;
      return (await this.indexFile(manifest.names)) as NamesPayload;
    })();
    this.names.catch(() => (this.names = undefined));
    return this.names;
  }

  /** Every listed page's route and title. */
  async pageList(): Promise<{route: string; title: string}[]> {
    const payload = await this.namesPayload();
    return payload.pages.map(([url, title]) => ({route: payload.base + url, title}));
  }

  async search(rawQuery: string, limit = DEFAULT_LIMIT): Promise<{query: string; results: SearchResult[]}> {
    const query = cleanQuery(rawQuery, MAX_PASTE).trim();
    if (query === '') throw new UserError('Empty query: give the words to search for.');
    if (queryTerms(query).terms.length === 0)
      throw new UserError(`Nothing to search for in ${JSON.stringify(query.slice(0, MAX_QUERY))}: only common words.`);
    const engine = await this.loadedEngine();
    const origin = await this.site.origin();
    const response = engine.search(query, Math.max(1, Math.min(MAX_LIMIT, Math.floor(limit))));
    return {
      query: response.query,
      results: response.pages.map((p) => {
        const best = p.sections[0];
        return {
          title: p.title,
          url: origin + p.url,
          section: best ? {heading: best.heading, url: `${origin}${p.url}#${best.anchor}`} : null,
          breadcrumb: p.breadcrumb,
          snippet:
            p.description.length > SNIPPET_CHARS ? `${p.description.slice(0, SNIPPET_CHARS - 1)}…` : p.description,
          ...(p.since || best?.since ? {since: best?.since ?? p.since} : {}),
        };
      }),
    };
  }

  /**
   * The route a reader's reference names: a full URL (any host: its path is taken), a path with
   * or without a trailing slash, or a twin's path ending in .md; query and anchor dropped.
   */
  static routeOf(urlOrPath: string): string {
    let text = cleanQuery(urlOrPath, MAX_PASTE).trim();
    if (text === '') throw new UserError('Empty page: give a URL or a path such as /docs/loading/StreamLoad.');
    if (/^https?:\/\//i.test(text)) {
      try {
        text = new URL(text).pathname;
      } catch {
        throw new UserError(`Not a URL: ${JSON.stringify(text.slice(0, MAX_QUERY))}`);
      }
    } else {
      text = text.split(/[?#]/)[0]!;
      try {
        text = decodeURIComponent(text);
      } catch {
        /* keep it as written */
      }
    }
    if (!text.startsWith('/')) text = `/${text}`;
    return text.replace(/\.md$/i, '');
  }

  /** The Markdown twin of a page, with the address it was read from. */
  async twin(urlOrPath: string): Promise<{url: string; markdown: string}> {
    const route = Pages.routeOf(urlOrPath);
    let file: string;
    try {
      file = twinPath(route);
    } catch {
      throw new UserError('The site root has no Markdown twin: read llms.txt for the list of pages.');
    }
    const markdown = await this.site.read(file);
    if (markdown === undefined)
      throw new UserError(
        `Unknown page ${JSON.stringify(route.slice(0, MAX_QUERY))}: no Markdown twin at ${file}. Find pages with search_docs or in llms.txt.`,
      );
    return {url: (await this.site.origin()) + file, markdown};
  }
}
