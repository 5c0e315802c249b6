/**
 * The navbar search: a button that opens the search dialog, also opened
 * with Ctrl/Cmd+K anywhere and with "/" when the reader is not typing.
 * The button's name is its visible text; the shortcut shows as ⌘K on Apple
 * systems (known only after hydration) and not at all on touch screens.
 *
 * A theme component of the search plugin (@theme/SearchBar, which the navbar renders):
 * `docusaurus swizzle starrocks-search SearchBar` wraps or ejects it.
 */
import React, {useCallback, useEffect, useState, type ReactNode} from 'react';
import SearchModal from '@site/src/plugins/search/ui/SearchModal';
import styles from '@site/src/plugins/search/ui/search.module.css';

function typingIn(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

function isApple(): boolean {
  return /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}

export default function SearchBar(): ReactNode {
  const [open, setOpen] = useState(false);
  const [apple, setApple] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => setApple(isApple()), []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setOpen((o) => !o);
      } else if (e.key === '/' && !open && !typingIn(e.target)) {
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <>
      <button
        type="button"
        className={styles.button}
        onClick={() => setOpen(true)}
        aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
        aria-haspopup="dialog"
      >
        <span>Search</span>
        <kbd>{apple ? '⌘ K' : 'Ctrl K'}</kbd>
      </button>
      {open ? <SearchModal onClose={close} /> : null}
    </>
  );
}
