import React, {useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';

import useBaseUrl from '@docusaurus/useBaseUrl';
import {searchPagePath} from '../engine/text';

import {useSearch} from './useSearch';
import {useSearchOptions} from './useSearchOptions';

import {recentSearches, rememberSearch} from './recent';

import {SearchResultListbox, firstActive, resultLinks} from './SearchResultList';

import SearchStatus from './SearchStatus';
import styles from './search.module.css';

/** Pages the dialog lists; the full results page shows more. */
const MODAL_RESULTS = 10;
const LISTBOX_ID = 'search-modal-listbox';
const OPTION_PREFIX = 'search-modal-result';

interface Props {
  onClose: () => void;
}

/** Keeps Tab and Shift+Tab inside the dialog: from the last control to the first and back. */
function trapTab(e: KeyboardEvent<HTMLElement>) {
  const focusable = [
    ...e.currentTarget.querySelectorAll<HTMLElement>('input, button, [href]:not([tabindex="-1"])'),
  ].filter((el) => !el.hasAttribute('disabled'));
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}

/**
 * The search dialog: a modal <dialog> (the page behind it is inert, Escape closes it, focus
 * returns to what opened it), a combobox whose results are a listbox, recent searches when empty.
 */
export default function SearchModal({onClose}: Props): ReactNode {
  const history = useHistory();
  const base = useBaseUrl('/');
  const {maxPaste} = useSearchOptions();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const navigating = useRef(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const state = useSearch(query);
  const pages = useMemo(
    () => (query.trim() ? (state.response?.pages ?? []).slice(0, MODAL_RESULTS) : []),
    [query, state.response],
  );
  const links = useMemo(() => resultLinks(pages), [pages]);
  const [recent] = useState(recentSearches);

  useEffect(() => {
    const element = dialog.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    input.current?.focus();
    return () => {
      if (element.open) element.close();
      if (!navigating.current) opener?.focus();
    };
  }, []);
  useEffect(() => setActive(firstActive(links)), [links]);
  useEffect(() => {
    document.getElementById(`${OPTION_PREFIX}-${active}`)?.scrollIntoView({block: 'nearest'});
  }, [active]);

  const go = (href: string) => {
    rememberSearch(query);
    navigating.current = true;
    onClose();
    history.push(href);
  };
  const fullResults = searchPagePath(query, base, maxPaste);

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    } else if (e.key === 'Tab') {
      trapTab(e);
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((a) => Math.min(a + 1, Math.max(links.length - 1, 0)));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === 'Enter' && e.target === input.current && !e.nativeEvent.isComposing) {
      e.preventDefault();
      const link = links[active];
      if (link) go(link.href);
      else if (query.trim()) go(fullResults);
    }
  };

  return (
    <dialog
      ref={dialog}
      className={styles.modal}
      aria-label="Search the documentation"
      onKeyDown={onKeyDown}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div className={styles.inputRow}>
        <input
          ref={input}
          className={styles.input}
          type="search"
          role="combobox"
          value={query}
          onChange={(e) => setQuery(e.target.value.slice(0, maxPaste))}
          placeholder="Search functions, statements, settings, topics…"
          aria-label="Search"
          aria-expanded={links.length > 0}
          aria-controls={LISTBOX_ID}
          aria-autocomplete="list"
          aria-activedescendant={links.length ? `${OPTION_PREFIX}-${active}` : undefined}
          autoComplete="off"
          spellCheck={false}
          maxLength={maxPaste}
        />
        <button type="button" className={styles.button} onClick={onClose}>
          Close
        </button>
      </div>
      <div
        className={styles.body}
        id="search-modal-results"
        data-results-for={state.response?.query ?? ''}
        data-complete={String(state.response?.complete ?? false)}
      >
        {query.trim() === '' ? (
          recent.length > 0 ? (
            <>
              <p className={styles.status}>Recent searches</p>
              <ul className={styles.recent}>
                {recent.map((r) => (
                  <li key={r}>
                    <button type="button" onClick={() => setQuery(r)}>
                      {r}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className={styles.status}>
              Type a function, statement, setting or question, such as “date_format” or “load data from S3”.
            </p>
          )
        ) : (
          <SearchStatus query={query} state={state} />
        )}
        <SearchResultListbox
          id={LISTBOX_ID}
          pages={pages}
          terms={state.response?.terms ?? []}
          active={active}
          onNavigate={go}
          idPrefix={OPTION_PREFIX}
        />
      </div>
      <div className={styles.footer}>
        <span>
          <kbd>↑</kbd> <kbd>↓</kbd> to move, <kbd>Enter</kbd> to open, <kbd>Esc</kbd> to close
        </span>
        {query.trim() ? (
          <a
            href={fullResults}
            onClick={(e) => {
              if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
              e.preventDefault();
              go(fullResults);
            }}
          >
            All results
          </a>
        ) : null}
      </div>
    </dialog>
  );
}
