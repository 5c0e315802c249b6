/**
 * A fenced code block highlighted at build time (src/plugins/code writes this element for every
 * fence). It is the theme's code block (title, copy and word-wrap buttons) whose lines are the
 * build's HTML: src/theme/CodeBlock/Content reads them from HighlightedHtml.
 */
import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {HighlightedHtml} from './context';

/**
 * Not an island: the block has nothing for React to do in the browser (its buttons work without
 * it, src/clientModules/codeBlockButtons.ts), so an article's code stays server HTML.
 */
export default function HighlightedCode({
  language,
  code,
  html,
  title,
}: {
  language: string;
  code: string;
  html: string;
  title?: string;
}): ReactNode {
  return (
    <HighlightedHtml.Provider value={html}>
      <CodeBlock language={language} title={title}>
        {code}
      </CodeBlock>
    </HighlightedHtml.Provider>
  );
}
