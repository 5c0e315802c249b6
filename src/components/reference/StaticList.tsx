/**
 * A long reference list (FE and BE configuration, system variables) that the browser does not
 * hydrate. Rendering and hydrating FE configuration's ~20,000 elements blocked a phone's main
 * thread for seconds; the entries never change, only which of them a filter shows and in what
 * order. So:
 *
 * - on the server, and when the page is opened by an in-site link (no server HTML to keep), the
 *   list is rendered by React once;
 * - on a page's first load the browser keeps the server's HTML as it is: React hydrates the list
 *   as an element with an empty `dangerouslySetInnerHTML`, which it neither hydrates nor writes;
 * - a filter shows, hides and orders the entries in place, by their `data-entry` names (and the
 *   groups they sit in, `data-group`, hidden when none of their entries is shown).
 *
 * Every entry stays in the page, so its anchor, find-in-page and the search index keep working.
 */
import React, {useLayoutEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {useHydrating} from '@site/src/components/islands/useHydrating';

/** Entries to show, by name, with their rank (lower first); null shows every entry in its own order. */
export type EntryOrder = ReadonlyMap<string, number> | null;

const useIsomorphicLayoutEffect = typeof document === 'undefined' ? () => undefined : useLayoutEffect;

/**
 * Whether this list was mounted by hydration over the server's HTML of it (the island that holds it
 * is hydrated on a page's first load), not rendered by React in the browser.
 */
function useMountedOverServerHtml(id: string): boolean {
  const hydrating = useHydrating();
  const [overServerHtml] = useState(() => hydrating && !!document.getElementById(id)?.firstChild);
  return overServerHtml;
}

interface Layout {
  /** The groups in their rendered order (or the list itself when it has no groups). */
  groups: HTMLElement[];
  /** Each group's entries in their rendered order. */
  entries: Map<HTMLElement, HTMLElement[]>;
}

function layoutOf(list: HTMLElement): Layout {
  const grouped = [...list.querySelectorAll<HTMLElement>(':scope > [data-group]')];
  const groups = grouped.length > 0 ? grouped : [list];
  return {
    groups,
    entries: new Map(groups.map((g) => [g, [...g.querySelectorAll<HTMLElement>(':scope > [data-entry]')]])),
  };
}

/** Shows, hides and orders the entries (and their groups) of a rendered list. */
function applyOrder(list: HTMLElement, layout: Layout, order: EntryOrder): void {
  const rank = (entry: HTMLElement): number => order?.get(entry.dataset.entry ?? '') ?? Infinity;
  const groupRank = new Map<HTMLElement, number>();
  for (const group of layout.groups) {
    const entries = layout.entries.get(group)!;
    const sorted = order ? [...entries].sort((a, b) => rank(a) - rank(b)) : entries;
    for (const entry of sorted) {
      entry.hidden = order !== null && !order.has(entry.dataset.entry ?? '');
      group.appendChild(entry);
    }
    const best = order ? Math.min(...entries.map(rank)) : 0;
    groupRank.set(group, best);
    if (group !== list) group.hidden = best === Infinity;
  }
  if (layout.groups[0] !== list) {
    const groups = order ? [...layout.groups].sort((a, b) => groupRank.get(a)! - groupRank.get(b)!) : layout.groups;
    for (const group of groups) list.appendChild(group);
  }
}

export default function StaticList({
  id,
  className,
  order,
  render,
}: {
  /** Unique on the page: how the browser finds the server's HTML of this list. */
  id: string;
  className?: string;
  order: EntryOrder;
  /** The entries (each with `data-entry`, optionally inside `data-group` elements). Called at most once. */
  render: () => ReactNode;
}): ReactNode {
  const serverHtml = useMountedOverServerHtml(id);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the entries never change: rendered once.
  const entries = useMemo(() => (serverHtml ? null : render()), []);
  const ref = useRef<HTMLDivElement>(null);
  const layout = useRef<Layout | null>(null);
  useIsomorphicLayoutEffect(() => {
    const list = ref.current;
    // Nothing to do until a filter first applies: the list is in its own order.
    if (!list || (order === null && layout.current === null)) return;
    layout.current ??= layoutOf(list);
    applyOrder(list, layout.current, order);
  }, [order]);
  return serverHtml ? (
    <div id={id} ref={ref} className={className} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />
  ) : (
    <div id={id} ref={ref} className={className}>
      {entries}
    </div>
  );
}
