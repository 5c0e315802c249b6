/**
 * The desktop docs sidebar, scrolled so that the current page's item is in
 * view: on load and after every navigation, when the item is outside the
 * sidebar's visible part, the sidebar (never the page) scrolls to put it a
 * third of the way down. The theme may still be expanding the item's
 * categories, so the check repeats for a short while until the item has been
 * placed, and stops as soon as the reader scrolls the sidebar.
 */
import React, {useEffect, type ReactNode} from 'react';
import Content from '@theme-original/DocSidebar/Desktop/Content';
import type ContentType from '@theme/DocSidebar/Desktop/Content';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ContentType>;

const ACTIVE = '.theme-doc-sidebar-menu a.menu__link[aria-current="page"]';
/** When to look again (ms after the navigation) while categories expand. */
const RETRIES = [0, 150, 350, 700, 1200];

function scrollContainer(el: HTMLElement): HTMLElement | undefined {
  for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
    const {overflowY} = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return undefined;
}

/** Scrolls the sidebar to the active item if needed; true once the item is in view. */
function revealActiveSidebarItem(): boolean {
  const link = document.querySelector<HTMLElement>(ACTIVE);
  if (!link || link.getClientRects().length === 0) return false;
  const container = scrollContainer(link);
  if (!container) return true; // the whole sidebar fits: nothing to do
  const box = container.getBoundingClientRect();
  const item = link.getBoundingClientRect();
  if (item.top >= box.top && item.bottom <= box.bottom) return true;
  container.scrollTop += item.top - box.top - box.height / 3;
  const after = link.getBoundingClientRect();
  return after.top >= box.top && after.bottom <= box.bottom;
}

export default function DocSidebarDesktopContentWrapper(props: Props): ReactNode {
  const {path} = props;
  useEffect(() => {
    let stopped = false;
    const stop = () => {
      stopped = true;
    };
    const nav = document.querySelector('.theme-doc-sidebar-menu')?.closest('nav');
    const events = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
    events.forEach((e) => nav?.addEventListener(e, stop, {passive: true}));
    const timers = RETRIES.map((ms) =>
      window.setTimeout(() => {
        if (!stopped && revealActiveSidebarItem()) stop();
      }, ms),
    );
    return () => {
      stop();
      timers.forEach((t) => window.clearTimeout(t));
      events.forEach((e) => nav?.removeEventListener(e, stop));
    };
  }, [path]);
  return <Content {...props} />;
}
