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

/** The current page's link in the drawer's visible panel, when it is there and can take focus. */
function currentLink(drawer: HTMLElement): HTMLElement | undefined {
  const panel = visiblePanel(drawer);
  const current = panel?.querySelector<HTMLElement>('a[aria-current="page"]');
  return current && focusables(drawer).includes(current) ? current : undefined;
}

/** The first control of the drawer's visible panel, else of the drawer. */
function firstControl(drawer: HTMLElement): HTMLElement | undefined {
  const panel = visiblePanel(drawer);
  return (panel && focusables(panel)[0]) ?? focusables(drawer)[0];
}

function visiblePanel(drawer: HTMLElement): HTMLElement | undefined {
  return [...drawer.querySelectorAll<HTMLElement>('.navbar-sidebar__item')].find((p) => !p.closest('[inert]'));
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
    // still `visibility: hidden`; the docs menu may also replace the main menu a frame or two
    // after it opens (the theme passes it in from an effect), which leaves focus on an inert
    // panel. So for about half a second, on each frame, unless the reader has moved focus
    // themselves: put it on the current page's link in the visible panel, else its first control.
    let frame = 0;
    let tries = 0;
    let placed: Element | null = null;
    const focusIn = () => {
      const active = document.activeElement;
      if (active === placed || !drawer.contains(active)) {
        const target = currentLink(drawer) ?? firstControl(drawer);
        if (target && target !== active) {
          target.focus();
          if (document.activeElement === target) {
            placed = target;
            target.scrollIntoView({block: 'nearest'});
          }
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
