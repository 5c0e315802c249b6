import React, {useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {MAX_QUERY, searchPagePath} from '@site/src/search/text';
import {useSearch} from './useSearch';
import {recentSearches, rememberSearch} from './recent';
import SearchResultList, {resultLinks} from './SearchResultList';
import SearchStatus from './SearchStatus';
import styles from './search.module.css';

/** Pages the dialog lists; the full results page shows more. */
const MODAL_RESULTS = 10;

interface Props {
  onClose: () => void;
}

/** The search dialog: results as you type, keyboard-driven, recent searches when empty. */
export default function SearchModal({onClose}: Props): ReactNode {
  const history = useHistory();
  const base = useBaseUrl('/');
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const state = useSearch(query);
  const pages = useMemo(() => (query.trim() ? (state.response?.pages ?? []).slice(0, MODAL_RESULTS) : []), [query, state.response]);
  const links = useMemo(() => resultLinks(pages), [pages]);
  const [recent] = useState(recentSearches);

  useEffect(() => input.current?.focus(), []);
  useEffect(() => setActive(0), [pages]);
  useEffect(() => {
    document.getElementById(`search-modal-result-${active}`)?.scrollIntoView({block: 'nearest'});
  }, [active]);

  const go = (href: string) => {
    rememberSearch(query);
    onClose();
    history.push(href);
  };
  const fullResults = searchPagePath(query, base);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((a) => Math.min(a + 1, Math.max(links.length - 1, 0)));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
      e.preventDefault();
      const link = links[active];
      if (link) go(link.href);
      else if (query.trim()) go(fullResults);
    }
  };

  return (
    <div className={styles.overlay} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className={styles.modal} role="dialog" aria-modal="true" aria-label="Search the documentation" onKeyDown={onKeyDown}>
        <div className={styles.inputRow}>
          <input
            ref={input}
            className={styles.input}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value.slice(0, MAX_QUERY))}
            placeholder="Search functions, statements, settings, topics…"
            aria-label="Search"
            aria-controls="search-modal-results"
            aria-activedescendant={links.length ? `search-modal-result-${active}` : undefined}
            autoComplete="off"
            spellCheck={false}
            maxLength={MAX_QUERY}
          />
          <button type="button" className={styles.button} onClick={onClose} aria-label="Close search">
            Esc
          </button>
        </div>
        <div
          className={styles.body}
          id="search-modal-results"
          data-results-for={state.response?.query ?? ''}
          data-complete={String(state.response?.complete ?? false)}>
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
              <p className={styles.status}>Type a function, statement, setting or question, such as “date_format” or “load data from S3”.</p>
            )
          ) : (
            <>
              <SearchStatus query={query} state={state} />
              <SearchResultList pages={pages} terms={state.response?.terms ?? []} active={active} onNavigate={(href) => go(href)} idPrefix="search-modal-result" />
            </>
          )}
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
              }}>
              All results
            </a>
          ) : null}
        </div>
      </div>
    </div>
  );
}
