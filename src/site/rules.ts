/**
 * The site's rules, written once: which version the site documents and where its docs live,
 * what counts as a listed page, which doc lands a folder, which built file serves a route,
 * and the names the search index is published under. Plugins, components, scripts, tests
 * and benchmarks import them from here; no other module writes the version or the route base.
 *
 * Pure data and functions (no Node APIs): the browser bundle imports this module too. Comments
 * elsewhere write the docs route base as <docs> (e.g. <docs>/loading/StreamLoad).
 */
import versions from '../../versions.json';

/** The documented version, as versions.json names it (its first entry is the newest). */
export const DOC_VERSION: string = versions[0]!;

/** What the navbar, the version badge and the records call the version. */
export const VERSION_LABEL = `Latest-${DOC_VERSION}`;

/** The docs plugin's routeBasePath: docs are served under /{DOCS_ROUTE_BASE}/. */
export const DOCS_ROUTE_BASE = 'docs';

/** The URL path every doc route starts with: "/docs/". */
export const DOCS_BASE = `/${DOCS_ROUTE_BASE}/`;

/** The folder that holds the version's Markdown sources, relative to the repository root. */
export const DOCS_SOURCE_DIR = `versioned_docs/version-${DOC_VERSION}`;

/** The route of a doc path below the docs base: docRoute('loading/') is "/docs/loading/". */
export function docRoute(rel: string): string {
  return `${DOCS_BASE}${rel.replace(/^\//, '')}`;
}

/** A route's path below the docs base ("loading/StreamLoad"), or undefined outside the docs. */
export function docRel(route: string): string | undefined {
  return route.startsWith(DOCS_BASE) ? route.slice(DOCS_BASE.length) : undefined;
}

/** Where the site publishes its machine-readable records of the version. */
export const RECORDS_DIR = 'records';
export const VERSION_RECORDS_FILE = `${RECORDS_DIR}/versions.json`;
/** The page records of a version: records/<version>/pages.json. */
export const pageRecordsFile = (version: string): string => `${RECORDS_DIR}/${version}/pages.json`;
export const PAGE_RECORDS_FILE = pageRecordsFile(DOC_VERSION);

/**
 * The folder of the search index in the build (the default of the search plugin's indexPath
 * option), and the file that names its tiers.
 */
export const SEARCH_DIR = 'search-index';
export const SEARCH_MANIFEST = 'manifest.json';

/**
 * The longest query search reads as typed words; longer input is cut here for its terms and its
 * display. The default of the search plugin's maxQuery option (src/plugins/search/options.ts).
 */
export const MAX_QUERY = 200;
/**
 * The longest input the search boxes and the results page's URL keep: a pasted error message
 * (IDs, hosts and a stack of detail before the words that matter) is read for its words this far.
 * The default of the search plugin's maxPaste option.
 */
export const MAX_PASTE = MAX_QUERY * 4;

/** The value of a filter that is not set ("any"). */
export const ANY = '';

/** The shortest reason an exclusion (a documented name the site leaves out) may give. */
export const MIN_EXCLUSION_REASON = 16;

/** The parts of a sidebar item the listing rules read; the docs plugin's items and the records both fit. */
export type SidebarItemLike =
  | {type: 'link'; label: string; href: string; docId?: string | null; unlisted?: boolean}
  | {type: 'category'; label: string; href?: string | null; linkUnlisted?: boolean; items: readonly SidebarItemLike[]}
  | {type: 'html'};

/** A sidebar link to a doc that readers can find: listed in the sidebar, search and records. */
export function isListedDocLink<T extends SidebarItemLike>(
  item: T,
): item is Extract<T, {type: 'link'}> & {docId: string} {
  return item.type === 'link' && !!item.docId && !item.unlisted;
}

/** A category whose own page (a landing doc or a generated index) is listed. */
export function isListedCategoryPage<T extends SidebarItemLike>(
  item: T,
): item is Extract<T, {type: 'category'}> & {href: string} {
  return item.type === 'category' && !!item.href && !item.linkUnlisted;
}

export interface ListedPage {
  href: string;
  /** The label the sidebar shows for it. */
  label: string;
}

/** The listed pages in sidebar order, each once: a category's own page before its items. */
export function listedPages(items: readonly SidebarItemLike[]): ListedPage[] {
  const pages = new Map<string, string>();
  const visit = (list: readonly SidebarItemLike[]): void => {
    for (const item of list) {
      if (isListedDocLink(item) && !pages.has(item.href)) pages.set(item.href, item.label);
      if (item.type === 'category') {
        if (isListedCategoryPage(item) && !pages.has(item.href)) pages.set(item.href, item.label);
        visit(item.items);
      }
    }
  };
  visit(items);
  return [...pages].map(([href, label]) => ({href, label}));
}

/** The listed doc links under some items, depth first (the pages a group landing lists). */
export function listedDocLinks<T extends SidebarItemLike>(
  items: readonly T[],
): (Extract<T, {type: 'link'}> & {docId: string})[] {
  return items.flatMap((item) =>
    item.type === 'category' ? listedDocLinks(item.items as readonly T[]) : isListedDocLink(item) ? [item] : [],
  );
}

/**
 * The landing doc of a folder: `sql-functions/string-functions` lands on
 * `sql-functions/string-functions/string-functions` (the <folder>/<folder>.md convention).
 */
export function landingDocId(folderId: string): string {
  const parts = folderId.replace(/\/$/, '').split('/');
  return `${parts.join('/')}/${parts.at(-1)}`;
}

/**
 * Whether Docusaurus treats a doc as its folder's index (its route ends with "/"):
 * folder/Folder.md (case-insensitive), index.md and README.md.
 */
export function isFolderIndexDoc(docId: string): boolean {
  const parts = docId.split('/');
  if (parts.length < 2) return false;
  const last = parts.at(-1)!.toLowerCase();
  return last === parts.at(-2)!.toLowerCase() || last === 'index' || last === 'readme';
}

/** The route a doc is served at when it lands its category: /docs/{folder}/ or /docs/{id}. */
export function landingRoute(docId: string): string {
  return isFolderIndexDoc(docId) ? docRoute(`${docId.split('/').slice(0, -1).join('/')}/`) : docRoute(docId);
}

/**
 * The build's files that may serve a route, in the order a server tries them:
 * "/docs/loading/" → docs/loading/index.html; "/docs/x" → docs/x.html, then docs/x/index.html.
 */
export function builtPageCandidates(route: string): string[] {
  const clean = decodeURIComponent(route.split(/[?#]/)[0]!).replace(/^\//, '').replace(/\/$/, '');
  if (clean === '') return ['index.html'];
  return route.endsWith('/') ? [`${clean}/index.html`] : [`${clean}.html`, `${clean}/index.html`];
}
