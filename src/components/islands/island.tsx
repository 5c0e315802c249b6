/**
 * An island: an interactive part of a doc page's article (a reference's filters and list, the
 * function finder, the configuration checker). The article's server HTML
 * is kept as it is on a page's first load (StaticArticle.tsx); only its islands are hydrated, each
 * in a React root of its own.
 *
 * `island(name, Component)` is what a page uses in place of `Component`. Wherever React renders it
 * (the server; the browser after an in-site navigation), it is `Component` in a `<div
 * data-island>`, the element StaticArticle finds in the server HTML and hydrates `Component`'s
 * HTML in. The island's props come from the page's MDX, read by StaticArticle (findIslands.ts).
 */
import React, {type ComponentType, type ReactNode} from 'react';

/** The attribute that marks an island's element in the page. */
export const ISLAND_ATTRIBUTE = 'data-island';

export type IslandComponent<P extends object> = ComponentType<P> & {
  /** The island's name, written on its element: how the browser matches MDX and HTML. */
  islandName: string;
  /** The component the island shows. */
  Inner: ComponentType<P>;
};

export function island<P extends object>(name: string, Component: ComponentType<P>): IslandComponent<P> {
  function Island(props: P): ReactNode {
    return (
      <div {...{[ISLAND_ATTRIBUTE]: name}}>
        <Component {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Object.assign(Island, {islandName: name, Inner: Component});
}

export function isIsland(type: unknown): type is IslandComponent<object> {
  return typeof type === 'function' && typeof (type as Partial<IslandComponent<object>>).islandName === 'string';
}
