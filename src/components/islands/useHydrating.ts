import {useState, useSyncExternalStore} from 'react';

const noSubscription = () => () => undefined;

/**
 * Whether this component was first rendered by hydration, over the server's HTML of it: fixed for
 * the component's life. False when React renders it in the browser: after an in-site navigation,
 * in `docusaurus start` (no server HTML), or on a page whose hydration failed, after which React
 * renders the whole page again and drops the server's HTML. (During hydration React reads a store's
 * server snapshot, `true` here; in any other render the browser snapshot, `false`.)
 */
export function useHydrating(): boolean {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [firstRenderHydrated] = useState(() => hydrating && typeof document !== 'undefined');
  return firstRenderHydrated;
}
