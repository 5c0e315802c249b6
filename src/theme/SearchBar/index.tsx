/**
 * The navbar search: a button that opens the search dialog, also opened
 * with Ctrl/Cmd+K anywhere and with "/" when the reader is not typing.
 */
import React, {useCallback, useEffect, useState, type ReactNode} from 'react';
import SearchModal from '@site/src/components/search/SearchModal';
import styles from '@site/src/components/search/search.module.css';

function typingIn(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

export default function SearchBar(): ReactNode {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
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
      <button type="button" className={styles.button} onClick={() => setOpen(true)} aria-label="Search (Ctrl+K)">
        <span>Search</span>
        <kbd>Ctrl K</kbd>
      </button>
      {open ? <SearchModal onClose={close} /> : null}
    </>
  );
}
