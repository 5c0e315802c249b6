/**
 * Wide Markdown tables scroll inside themselves (Infima gives them overflow: auto). On every page
 * this finds the ones that do not fit, makes them reachable by keyboard (tabindex 0, so arrow keys
 * scroll them) and marks them so the CSS can fade their hidden edge as a cue; the cue goes when
 * the reader has scrolled to that edge. Tables that fit are left alone.
 */
import type {ClientModule} from '@docusaurus/types';

const SCROLLABLE = 'table--scrollable';
const AT_END = 'table--scrolled-to-end';

const LABEL = 'Table, scrolls sideways';

interface Fit {
  overflows: boolean;
  atEnd: boolean;
}

/** Reads a table's layout (no writes: reading after a write would lay the page out again). */
function measure(table: HTMLTableElement): Fit {
  const overflows = table.scrollWidth > table.clientWidth + 1;
  return {overflows, atEnd: overflows && table.scrollLeft + table.clientWidth >= table.scrollWidth - 1};
}

function apply(table: HTMLTableElement, {overflows, atEnd}: Fit): void {
  table.classList.toggle(SCROLLABLE, overflows);
  table.classList.toggle(AT_END, atEnd);
  if (overflows && !table.hasAttribute('tabindex')) {
    table.tabIndex = 0;
    if (!table.hasAttribute('aria-label')) table.setAttribute('aria-label', LABEL);
  } else if (!overflows && table.getAttribute('aria-label') === LABEL) {
    table.removeAttribute('tabindex');
    table.removeAttribute('aria-label');
  }
}

function markTables(): void {
  const tables = [...document.querySelectorAll<HTMLTableElement>('.markdown table')];
  // Every table measured first, then every table marked: one layout for the page, not one per table.
  const fits = tables.map(measure);
  tables.forEach((table, i) => {
    apply(table, fits[i]!);
    if (!table.dataset.scrollWatched) {
      table.dataset.scrollWatched = 'true';
      table.addEventListener('scroll', () => apply(table, measure(table)), {passive: true});
    }
  });
}

let resizeObserver: ResizeObserver | undefined;

const scrollableTables: ClientModule = {
  onRouteDidUpdate() {
    // The observer's first call comes once the new page is laid out, and each time its width changes.
    resizeObserver ??= new ResizeObserver(() => markTables());
    resizeObserver.disconnect();
    const article = document.querySelector('.markdown');
    if (article) resizeObserver.observe(article);
  },
};

export default scrollableTables;
