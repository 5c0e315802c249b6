/**
 * The islands of a page's MDX content, in document order, with their props: read from the element
 * tree the compiled MDX returns, without rendering it. An island inside Markdown (a code block in a
 * list item or a note) is found in its parents' `children`; what a component renders itself is not
 * looked into, so an island must be written in the MDX, not rendered by another component (the
 * browser checks: StaticArticle compares this list with the page's island elements).
 */
import React, {isValidElement, type ReactElement, type ReactNode} from 'react';
import {isIsland, type IslandComponent} from './island';

export interface FoundIsland {
  name: string;
  /** What to hydrate in the island's element: the island's component with its props from the MDX. */
  element: ReactElement;
}

export function islandsIn(tree: ReactNode): FoundIsland[] {
  const found: FoundIsland[] = [];
  const walk = (node: ReactNode): void => {
    if (Array.isArray(node)) {
      for (const child of node as ReactNode[]) walk(child);
      return;
    }
    if (!isValidElement(node)) return;
    const {type, props} = node as ReactElement<{children?: ReactNode}>;
    if (isIsland(type)) {
      const {Inner, islandName} = type as IslandComponent<object>;
      found.push({name: islandName, element: <Inner {...(props as object)} />});
      return;
    }
    walk(props.children);
  };
  walk(tree);
  return found;
}
