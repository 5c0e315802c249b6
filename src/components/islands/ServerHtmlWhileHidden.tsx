/**
 * A part of the page that the theme's CSS hides on a phone-sized screen (the desktop docs
 * sidebar), kept as the server's HTML when a phone loads the page: React does not hydrate it.
 * Hydrating the sidebar on a phone meant walking every item of it (a long category such as the
 * string functions: ~180), and rendering them all again right after, when the theme learns it is
 * in a browser, in one task of ~250 ms on a mid-range phone, for an element no one can see.
 *
 * The decision is made once, when the page hydrates: the wrapper element is the same on the server
 * and in the browser (`display: contents`, so the layout and the sticky sidebar are as without
 * it), and on a phone it keeps its server children as StaticArticle keeps an article. When the
 * window grows to the desktop layout (a tablet turned, a window widened), React renders the part,
 * which then works as the theme's. On a desktop, or after an in-site navigation, it is rendered
 * and hydrated as usual.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {useHydrating} from './useHydrating';
import styles from './ServerHtmlWhileHidden.module.css';

/** Where the theme's CSS hides the desktop sidebar (Infima's breakpoint, also the theme's useWindowSize). */
export const PHONE_LAYOUT = '(max-width: 996px)';

export default function ServerHtmlWhileHidden({children}: {children: ReactNode}): ReactNode {
  const hydrating = useHydrating();
  const [keepServerHtml, setKeepServerHtml] = useState(() => hydrating && window.matchMedia(PHONE_LAYOUT).matches);
  useEffect(() => {
    if (!keepServerHtml) return undefined;
    const phone = window.matchMedia(PHONE_LAYOUT);
    const onChange = () => {
      if (!phone.matches) setKeepServerHtml(false);
    };
    phone.addEventListener('change', onChange);
    return () => phone.removeEventListener('change', onChange);
  }, [keepServerHtml]);
  return keepServerHtml ? (
    <div className={styles.contents} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />
  ) : (
    <div className={styles.contents}>{children}</div>
  );
}
