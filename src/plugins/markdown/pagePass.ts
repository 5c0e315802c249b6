/**
 * The build's one pass over the built pages: the Markdown plugin's worker threads parse each page
 * once (builtHtml.ts) and make both its twin and what the search index reads from it
 * (src/plugins/search/build/extract.ts), so the search plugin reads and parses no page itself.
 *
 * Docusaurus runs the plugins' postBuild side by side, and may load each plugin's modules apart,
 * so the two meet here, on globalThis, per site: the Markdown plugin announces the pass once its
 * content is loaded (before any postBuild) and publishes the extracts when its workers are done;
 * the search plugin awaits them. Without the Markdown plugin nothing is announced, and the search
 * plugin reads the pages itself.
 */
import type {ExtractedPage} from '../search/build/extract';

/** The search extracts of the pages, by route. */
export type PageExtracts = ReadonlyMap<string, ExtractedPage>;

interface Pass {
  promise: Promise<PageExtracts>;
  resolve: (extracts: PageExtracts) => void;
  reject: (error: unknown) => void;
}

const KEY = Symbol.for('starrocks-docs.pagePass');
const passes = ((globalThis as Record<symbol, unknown>)[KEY] ??= new Map<string, Pass>()) as Map<string, Pass>;

/** The Markdown plugin: this site's build will make the search extracts (replaces any earlier pass). */
export function announcePagePass(siteDir: string): Pass {
  let resolve!: Pass['resolve'];
  let reject!: Pass['reject'];
  const promise = new Promise<PageExtracts>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // A pass nobody awaits must not be an unhandled rejection: the build reports the error itself.
  promise.catch(() => undefined);
  const pass = {promise, resolve, reject};
  passes.set(siteDir, pass);
  return pass;
}

/** The search plugin: the extracts of this site's pass, or undefined when no pass was announced. */
export function pagePassExtracts(siteDir: string): Promise<PageExtracts> | undefined {
  return passes.get(siteDir)?.promise;
}
