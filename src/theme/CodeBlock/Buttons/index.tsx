/**
 * A code block's word-wrap and copy buttons, in the server's HTML and without React state: one
 * listener for the whole site (src/clientModules/codeBlockButtons.ts) acts on them, so a page of
 * code needs no React root, no hook and no layout read per block to make its buttons work. The
 * theme renders its buttons in the browser only, as a React component per block with a
 * MutationObserver and a width check each: on Stream Load's 19 blocks that was the largest part of
 * the work after load. The icons are drawn by the CSS (one mask per icon), so each block adds two
 * small <button> elements to the HTML.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {CODE_BUTTON, COPY_LABEL, WRAP_LABEL} from '@site/src/clientModules/codeBlockButtons';
import styles from './styles.module.css';

export default function CodeBlockButtons({className}: {className?: string}): ReactNode {
  return (
    <div className={clsx(className, styles.buttonGroup)}>
      <button
        type="button"
        className={clsx('clean-btn', styles.button, styles.wrap)}
        {...{[CODE_BUTTON]: 'wrap'}}
        aria-label={WRAP_LABEL}
        aria-pressed="false"
        title={WRAP_LABEL}
      />
      <button
        type="button"
        className={clsx('clean-btn', styles.button, styles.copy)}
        {...{[CODE_BUTTON]: 'copy'}}
        aria-label={COPY_LABEL}
        title="Copy"
      />
    </div>
  );
}
