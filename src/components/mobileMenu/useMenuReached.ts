/**
 * Whether the reader has reached for the phone menu button yet (pressed on it or focused it):
 * what the mobile drawer and the docs sidebar inside it wait for before they render. The theme
 * renders both on every phone-sized page right after hydration, work only a reader who opens the
 * menu needs; one step before the drawer opens is early enough for it to slide in filled.
 */
import {useSyncExternalStore} from 'react';

/** The phone menu button (the theme's navbar toggle). */
export const MENU_BUTTON = '.navbar__toggle';

let reached = false;
const listeners = new Set<() => void>();

function reach(e: Event): void {
  if (reached || !(e.target instanceof Element) || !e.target.closest(MENU_BUTTON)) return;
  reached = true;
  document.removeEventListener('pointerdown', reach, true);
  document.removeEventListener('focusin', reach, true);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0 && !reached) {
    document.addEventListener('pointerdown', reach, true);
    document.addEventListener('focusin', reach, true);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True from the moment the reader first presses on or focuses the menu button, for the rest of the visit. */
export function useMenuReached(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => reached,
    () => false,
  );
}
