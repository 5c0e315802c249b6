/**
 * The mobile navigation drawer (below 997 px), made to behave like a modal
 * for keyboard and screen-reader users:
 * - on open, focus moves into it: to the current page's link when the
 *   drawer shows the docs sidebar, else to its first control;
 * - while it is open the page behind it is inert and Tab cycles inside it;
 * - Escape closes it, and closing it (Escape or the close button) returns
 *   focus to the menu button. Following a link leaves focus to the theme,
 *   which moves it to the top of the new page.
 *
 * It is rendered when the reader first reaches for the menu button (useMenuReached), not at page
 * load: the theme renders it, closed, on every phone-sized page during hydration (the docs
 * sidebar again, ~180 elements), work that only a reader who opens the menu needs. Rendered that
 * one step before it opens, it still slides in.
 */
import React, {useEffect, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@site/src/plugins/docusaurusInternals/theme';
import {MENU_BUTTON, useMenuReached} from '@site/src/components/mobileMenu/useMenuReached';

type Props = WrapperProps<typeof MobileSidebarType>;

const DRAWER = '.navbar-sidebar';
/** What sits behind the drawer: made inert while it is open. */
const BACKGROUND = [
  '.navbar__inner',
  '.main-wrapper',
  'footer.footer',
  '[role="region"]:has(> a[href="#__docusaurus_skipToContent_fallback"])',
];
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[inert]') && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
  );
}

/** Where focus goes on open: the current page in the visible panel, else its first control. */
function initialFocus(drawer: HTMLElement): HTMLElement | undefined {
  const panel = [...drawer.querySelectorAll<HTMLElement>('.navbar-sidebar__item')].find((p) => !p.closest('[inert]'));
  const current = panel?.querySelector<HTMLElement>('a[aria-current="page"]');
  if (current && focusables(drawer).includes(current)) return current;
  return (panel && focusables(panel)[0]) ?? focusables(drawer)[0];
}

export default function MobileSidebarWrapper(props: Props): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  const rendered = useMenuReached() || shown;

  useEffect(() => {
    if (!shown) return undefined;
    const drawer = document.querySelector<HTMLElement>(DRAWER);
    if (!drawer) return undefined;
    const menuButton = () => document.querySelector<HTMLElement>(MENU_BUTTON);
    const background = BACKGROUND.flatMap((s) => [...document.querySelectorAll<HTMLElement>(s)]).filter(
      (el) => !el.contains(drawer) && !el.inert,
    );
    background.forEach((el) => (el.inert = true));
    // The drawer slides in with a transition and its content cannot take focus while it is
    // still `visibility: hidden`: try on each frame until it can (about half a second at most).
    let frame = 0;
    let tries = 0;
    const focusIn = () => {
      const target = initialFocus(drawer);
      if (target) {
        target.focus();
        if (document.activeElement === target) {
          target.scrollIntoView({block: 'nearest'});
          return;
        }
      }
      if (++tries < 30) frame = requestAnimationFrame(focusIn);
    };
    frame = requestAnimationFrame(focusIn);

    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        toggle();
      } else if (e.key === 'Tab') {
        const items = focusables(drawer);
        if (items.length === 0) return;
        const first = items[0]!;
        const last = items[items.length - 1]!;
        const active = document.activeElement;
        if (e.shiftKey && (active === first || !drawer.contains(active))) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && (active === last || !drawer.contains(active))) {
          e.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown, true);

    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown, true);
      background.forEach((el) => (el.inert = false));
      // Closed from inside (Escape, the close button, the backdrop): back to the menu button.
      // After a link was followed the theme has already moved focus to the new page.
      const active = document.activeElement;
      if (!active || active === document.body || drawer.contains(active)) menuButton()?.focus();
    };
  }, [shown, toggle]);

  return rendered ? <MobileSidebar {...props} /> : null;
}
