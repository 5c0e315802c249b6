/**
 * The theme's code block without its remount after hydration. The theme keys each block by
 * "is this the browser?", so every block renders twice on load (hydrated, then thrown away and
 * highlighted again) to swap a server-side Prism theme for the colour mode's. Our one code theme
 * takes its colours from CSS custom properties (docusaurus.config.ts, src/css/custom.css), so the
 * server's HTML is already right in both modes and the second render is pure cost: on a page of
 * code such as Stream Load it doubled the highlighting work of every load.
 */
import React, {isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** The children as one string when they are only strings (so the block can be copied), else as they are. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
