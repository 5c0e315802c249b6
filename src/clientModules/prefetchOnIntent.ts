/**
 * Docusaurus prefetches the code and data of every internal link that scrolls into view
 * (`window.docusaurus.prefetch`, called by each <Link> from an IntersectionObserver). On this
 * site a page shows dozens of links, and each prefetch matches the link against every route of
 * the site: measured on a function page, that was ~70 KB of speculative downloads and the largest
 * share of main-thread work after hydration on a slow phone. This module keeps Docusaurus's
 * `preload` (on hover, focus or touch, so a click still finds its page loaded) and turns the
 * viewport prefetch into a no-op.
 *
 * `window.docusaurus` is assigned once by Docusaurus's client entry, after client modules are
 * evaluated; the accessor below receives that object and exposes it with `prefetch` replaced.
 */
type DocusaurusGlobal = {
  prefetch: (routePath: string) => false | Promise<void[]>;
  preload: (routePath: string) => false | Promise<void[]>;
};

declare global {
  interface Window {
    docusaurus: DocusaurusGlobal;
  }
}

if (typeof window !== 'undefined') {
  let current: DocusaurusGlobal | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (value: DocusaurusGlobal) => {
      current = Object.freeze({...value, prefetch: () => false as const});
    },
  });
}

export {};
