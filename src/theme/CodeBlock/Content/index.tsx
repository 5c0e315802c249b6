/**
 * The lines of a code block, without Prism in the browser: a fenced block's lines come highlighted
 * from the build (src/plugins/code, through HighlightedHtml); a block rendered from a string at
 * run time (none on this site's pages today) shows its lines as plain text. Same markup as the
 * theme's: a focusable <pre> (it scrolls) holding one `token-line` per line.
 */
import React, {useContext, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@site/src/plugins/docusaurusInternals/theme';
import {HighlightedHtml} from '@site/src/components/highlightedCode/context';
import styles from './styles.module.css';

function PlainLines({code}: {code: string}): ReactNode {
  return code.split('\n').map((line, i) => (
    <div key={i} className="token-line">
      {line}
      <br />
    </div>
  ));
}

export default function CodeBlockContent({className}: {className?: string}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const html = useContext(HighlightedHtml);
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // A block wider than the screen scrolls: keyboard users reach it with Tab.
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar')}
    >
      {html !== undefined ? (
        <code className={styles.codeBlockLines} dangerouslySetInnerHTML={{__html: html}} />
      ) : (
        <code className={styles.codeBlockLines}>
          <PlainLines code={metadata.code} />
        </code>
      )}
    </pre>
  );
}
