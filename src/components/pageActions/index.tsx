/**
 * The actions of a doc page: copy it as Markdown (for an assistant), view its
 * Markdown twin, edit its source, and report a problem with it. A row of
 * plain buttons and links that wraps on narrow screens; the copy outcome is
 * shown and announced in a live region.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {pageLinks, repositoryOf, type PageRef} from './links';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

const MESSAGES: Record<CopyState, string> = {
  idle: '',
  copying: 'Copying…',
  copied: 'Copied',
  failed: 'Could not copy. Open "View as Markdown" and copy the text from there.',
};

async function fetchText(url: string): Promise<string> {
  const res = await fetch(url, {headers: {Accept: 'text/markdown, text/plain'}});
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.text();
}

/**
 * Copies the twin's text. ClipboardItem with a pending value keeps the click's
 * user activation across the fetch (Safari requires it); writeText after the
 * fetch is the fallback for browsers without it.
 */
async function copyFrom(url: string): Promise<void> {
  const text = fetchText(url);
  text.catch(() => undefined);
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      const blob = text.then((t) => new Blob([t], {type: 'text/plain'}));
      await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
      return;
    } catch {
      // fall through to writeText
    }
  }
  await navigator.clipboard.writeText(await text);
}

export default function PageActions({page}: {page: PageRef}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const links = pageLinks(page, siteConfig.url, repositoryOf(siteConfig.customFields));
  const [state, setState] = useState<CopyState>('idle');
  const reset = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reset.current), []);

  const copy = async () => {
    clearTimeout(reset.current);
    setState('copying');
    let outcome: CopyState;
    try {
      await copyFrom(links.markdown);
      outcome = 'copied';
    } catch {
      outcome = 'failed';
    }
    setState(outcome);
    if (outcome === 'copied') reset.current = setTimeout(() => setState('idle'), 5000);
  };

  return (
    <div className={styles.actions} role="group" aria-label="Page actions">
      <ul className={styles.list}>
        <li>
          <button type="button" className={styles.action} onClick={copy} aria-describedby="page-actions-status">
            Copy page as Markdown
          </button>
        </li>
        <li>
          <a className={styles.action} href={links.markdown} type="text/markdown">
            View as Markdown
          </a>
        </li>
        <li>
          <a className={styles.action} href={links.edit}>
            Edit this page
          </a>
        </li>
        <li>
          <a className={styles.action} href={links.report}>
            Report a problem with this page
          </a>
        </li>
      </ul>
      <p id="page-actions-status" className={styles.status} role="status" aria-live="polite" data-state={state}>
        {MESSAGES[state]}
      </p>
    </div>
  );
}
