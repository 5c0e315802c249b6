/**
 * `window.docusaurus`, the object core's client entry assigns once, after client modules are
 * evaluated (lib/client/docusaurus.js: `prefetch`, called by each <Link> that scrolls into view,
 * and `preload`, on hover, focus or touch). Browser side.
 */
export type DocusaurusGlobal = {
  prefetch: (routePath: string) => false | Promise<void[]>;
  preload: (routePath: string) => false | Promise<void[]>;
};

declare global {
  interface Window {
    docusaurus: DocusaurusGlobal;
  }
}

/**
 * Makes the object Docusaurus assigns to `window.docusaurus` pass through `transform` (frozen).
 * Call it from a client module, which runs before the assignment.
 */
export function transformDocusaurusGlobal(transform: (docusaurus: DocusaurusGlobal) => DocusaurusGlobal): void {
  if (typeof window === 'undefined') return;
  let current: DocusaurusGlobal | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (value: DocusaurusGlobal) => {
      current = Object.freeze(transform(value));
    },
  });
}

/** Loads the code and data of the route at `path`, as a <Link> does on hover (no-op on the server). */
export function preloadRoute(path: string): void {
  if (typeof window !== 'undefined') void window.docusaurus?.preload(path);
}
