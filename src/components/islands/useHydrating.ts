import {useState, useSyncExternalStore} from 'react';

const noSubscription = () => () => undefined;

/**
 * Whether this component was first rendered by hydration, over the server's HTML of it: fixed for
 * the component's life. False when React renders it in the browser: after an in-site navigation,
 * in `docusaurus start` (no server HTML), or on a page whose hydration failed, after which React
 * renders the whole page again (new components, new state) and drops the server's HTML. During
 * hydration React reads a store's server snapshot, `true` here; in any other render the browser
 * snapshot.
 *
 * The browser snapshot is the component's own first answer (`false` when React rendered it in the
 * browser). Right after hydration React compares the browser snapshot with the server's, and where
 * they differ it renders the component again at once, synchronously, with every other pending
 * update (in React 19, the theme's own updates after hydration) in one long task: a constant
 * `false` did that on every page.
 */
export function useHydrating(): boolean {
  const [first] = useState<{hydrating?: boolean}>(() => ({}));
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => first.hydrating ?? false,
    () => true,
  );
  first.hydrating ??= hydrating;
  return first.hydrating && typeof document !== 'undefined';
}
