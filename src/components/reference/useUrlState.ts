import {useCallback, useEffect, useRef, useState} from 'react';

/** Filter values by URL parameter name; '' (or the default) leaves the parameter out. */
export type UrlState = Record<string, string>;

/** The query string of `state`: parameters of other keys kept, defaults left out. */
export function searchWith(search: string, state: UrlState, defaults: UrlState): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(state)) {
    if (value === defaults[key] || value === '') params.delete(key);
    else params.set(key, value);
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** The values of `defaults`' keys that `search` sets. */
export function readSearch(search: string, defaults: UrlState): UrlState {
  const params = new URLSearchParams(search);
  const out: UrlState = {...defaults};
  for (const key of Object.keys(defaults)) {
    const value = params.get(key);
    if (value !== null) out[key] = value;
  }
  return out;
}

/** Whether two states have the same value for every key (a filter state equal to its defaults filters nothing). */
export function sameValues(a: UrlState, b: UrlState): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
}

/**
 * Filter state kept in the page's URL (`?q=concat&type=...`), so that a
 * filtered view can be shared and survives a reload.
 *
 * The first render uses `defaults` on the server and in the browser alike,
 * so hydration sees the same HTML; the URL is read once the page has
 * hydrated, and the state changes only if the URL sets a filter (a page
 * opened without one is not rendered a second time: on the configuration
 * reference that second render redid every entry). Every change replaces
 * the current history entry (no entry per keystroke) and keeps the hash and
 * any other parameters.
 */
export function useUrlState<T extends UrlState>(defaults: T): [T, (patch: Partial<T>) => void] {
  const [state, setState] = useState<T>(defaults);
  // The URL is written only once it has been read: the first run sees the defaults.
  const read = useRef(false);

  useEffect(() => {
    const fromUrl = readSearch(window.location.search, defaults) as T;
    setState((prev) => (sameValues(prev, fromUrl) ? prev : fromUrl));
    // Read once, after hydration; `defaults` is a constant of the caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!read.current) {
      read.current = true;
      return;
    }
    const {pathname, search, hash} = window.location;
    const next = searchWith(search, state, defaults);
    if (next !== search) window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  const update = useCallback((patch: Partial<T>) => setState((prev) => ({...prev, ...patch})), []);
  return [state, update];
}
