/**
 * A fenced code block highlighted at build time (src/plugins/code writes this element for every
 * fence). It is the theme's code block (title, copy and word-wrap buttons) whose lines are the
 * build's HTML: src/theme/CodeBlock/Content reads them from HighlightedHtml.
 */
import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {HighlightedHtml} from './context';
import {island} from '@site/src/components/islands/island';

function HighlightedCode({
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

/** Hydrated on its own in an article the browser keeps as server HTML (src/components/islands). */
export default island('HighlightedCode', HighlightedCode);
