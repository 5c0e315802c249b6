/**
 * A doc page's article that the browser does not hydrate. Hydrating an article means React walks
 * every element the server rendered (a long guide: thousands) in one task on the main thread, and
 * almost none of them does anything. So, on a page's first load:
 *
 * - the article's server HTML stays as it is: React owns an element with an empty
 *   `dangerouslySetInnerHTML`, which it neither hydrates nor writes;
 * - once the page is interactive, when the browser is idle, the islands (island.tsx) are found in
 *   the page's MDX (findIslands.tsx) and each is hydrated in a root of its own, one per idle
 *   period, with every React context of the page bridged into it (its-fine), so that an island
 *   sees the router, the colour mode and the doc as it would inside the page;
 * - a click on an in-site link goes through the router (inSiteLinks.ts).
 *
 * When React renders the page in the browser (an in-site navigation, `docusaurus start`), the
 * article is rendered as usual. If the islands in the MDX and in the HTML disagree (an island
 * rendered by another component, not written in the MDX), the article is rendered again by React,
 * with an error in the console naming the page.
 *
 * Without `content`, it keeps any other part of a page that does nothing but link as server HTML:
 * the home page's section cards, a category's cards.
 */
import React, {startTransition, useEffect, useRef, useState, type ReactElement, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import {createRoot, hydrateRoot, type Root} from 'react-dom/client';
import {MDXProvider} from '@mdx-js/react';
import {FiberProvider, useContextBridge} from 'its-fine';
import {useHistory} from '@docusaurus/router';
import MDXComponents from '@theme/MDXComponents';
import {ISLAND_ATTRIBUTE} from './island';
import {islandsIn, type FoundIsland} from './findIslands';
import {followInSiteLinks} from './inSiteLinks';
import {useHydrating} from './useHydrating';
import {whenIdle} from './whenIdle';

/** The islands of the page's MDX content element, read by calling it in a throwaway root. */
function readIslands(content: ReactElement): FoundIsland[] {
  const found: FoundIsland[] = [];
  function Read(): null {
    const render = content.type as (props: unknown) => ReactNode;
    found.push(...islandsIn(typeof render === 'function' ? render(content.props) : content));
    return null;
  }
  const root = createRoot(document.createElement('div'));
  flushSync(() =>
    root.render(
      <MDXProvider components={MDXComponents}>
        <Read />
      </MDXProvider>,
    ),
  );
  root.unmount();
  return found;
}

/** The island elements of the article, in document order (not those inside another island). */
function islandElements(article: HTMLElement): HTMLElement[] {
  return [...article.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].filter(
    (el) => !el.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`),
  );
}

interface Mounted {
  root: Root;
  /** What the root renders: the island in the bridge of the page's contexts, as they are now. */
  tree: () => ReactElement;
  hydrated: boolean;
  /** Contexts changed while it was hydrating: render it again once hydrated. */
  stale: boolean;
}

function ServerArticle({
  className,
  content,
  onMismatch,
}: {
  className?: string;
  content?: ReactElement;
  onMismatch: () => void;
}): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const history = useHistory();
  const Bridge = useContextBridge();
  const mounted = useRef<Mounted[]>([]);

  useEffect(() => {
    const article = ref.current!;
    const islands = mounted.current;
    const stopLinks = followInSiteLinks(article, (route) => history.push(route));
    const cancels: (() => void)[] = [];
    /** Islands found but not hydrated yet; the article is marked when none is left. */
    let pending = 0;
    const hydrate = (container: HTMLElement, element: ReactElement) => {
      const onHydrated = () => {
        entry.hydrated = true;
        if (entry.stale) entry.root.render(entry.tree());
        if (--pending === 0) markIslandsHydrated(article);
      };
      // The same tree shape every time it renders, so that React updates the island, never remounts it.
      const tree = () => (
        <Bridge>
          {element}
          <AfterHydration onDone={onHydrated} />
        </Bridge>
      );
      // onHydrated runs after the root's first commit, by which time `entry` exists. Hydrated in a
      // transition, as Docusaurus hydrates the page: React yields to the browser every few
      // milliseconds instead of hydrating a long island (a reference's filters) in one task.
      let root: Root | undefined;
      startTransition(() => {
        root = hydrateRoot(container, tree());
      });
      const entry: Mounted = {root: root!, tree, hydrated: false, stale: false};
      islands.push(entry);
    };
    cancels.push(
      whenIdle(() => {
        const elements = islandElements(article);
        // An island in the MDX always leaves its element in the HTML: with none in the HTML, there
        // is none to find in the MDX, and no reason to read it.
        const found = content && elements.length > 0 ? readIslands(content) : [];
        const names = (list: {name: string}[]) => list.map((i) => i.name).join(', ');
        const inHtml = elements.map((el) => ({name: el.getAttribute(ISLAND_ATTRIBUTE)!}));
        if (names(found) !== names(inHtml)) {
          console.error(
            `StaticArticle: the islands of ${window.location.pathname} differ between its MDX (${names(found) || 'none'}) and its HTML (${names(inHtml) || 'none'}); rendering the article again.`,
          );
          onMismatch();
          return;
        }
        pending = found.length;
        if (pending === 0) markIslandsHydrated(article);
        // One island per idle period: each hydration is a task of its own.
        found.forEach((island, i) => cancels.push(whenIdle(() => hydrate(elements[i]!, island.element))));
      }),
    );
    return () => {
      stopLinks();
      for (const cancel of cancels) cancel();
      const roots = islands.splice(0);
      // Not while React is committing the page that replaces this one.
      setTimeout(() => roots.forEach((m) => m.root.unmount()), 0);
    };
    // Once per article: the content and the history do not change while it is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A context of the page changed (this component reads them all through the bridge): the islands
  // render again with the new values.
  useEffect(() => {
    for (const m of mounted.current) {
      if (m.hydrated) m.root.render(m.tree());
      else m.stale = true;
    }
  });

  return (
    <div
      ref={ref}
      className={className}
      data-article=""
      dangerouslySetInnerHTML={{__html: ''}}
      suppressHydrationWarning
    />
  );
}

/** The article rendered by React, in an in-site navigation. */
function RenderedArticle({className, children}: {className?: string; children: ReactNode}): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => markIslandsHydrated(ref.current!), []);
  return (
    <div ref={ref} className={className} data-article="">
      {children}
    </div>
  );
}

/**
 * Marks an article whose islands are all hydrated (or which React rendered whole): what a test
 * waits for before it uses an island.
 */
function markIslandsHydrated(article: HTMLElement): void {
  article.setAttribute('data-islands', 'hydrated');
}

/** Renders nothing; tells when its root has hydrated (its effects run after that commit). */
function AfterHydration({onDone}: {onDone: () => void}): null {
  useEffect(onDone, [onDone]);
  return null;
}

export default function StaticArticle({
  className,
  content,
  children,
}: {
  className?: string;
  /** The page's MDX content element, whose islands are hydrated; without it, a part without islands. */
  content?: ReactElement;
  /** The article as React renders it. */
  children: ReactNode;
}): ReactNode {
  const hydrating = useHydrating();
  const [keepServerHtml, setKeepServerHtml] = useState(hydrating);
  return keepServerHtml ? (
    <FiberProvider>
      <ServerArticle className={className} content={content} onMismatch={() => setKeepServerHtml(false)} />
    </FiberProvider>
  ) : (
    <RenderedArticle className={className}>{children}</RenderedArticle>
  );
}
