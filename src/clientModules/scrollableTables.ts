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

function update(table: HTMLTableElement): void {
  const overflows = table.scrollWidth > table.clientWidth + 1;
  table.classList.toggle(SCROLLABLE, overflows);
  table.classList.toggle(AT_END, overflows && table.scrollLeft + table.clientWidth >= table.scrollWidth - 1);
  if (overflows && !table.hasAttribute('tabindex')) {
    table.tabIndex = 0;
    if (!table.hasAttribute('aria-label')) table.setAttribute('aria-label', LABEL);
  } else if (!overflows && table.getAttribute('aria-label') === LABEL) {
    table.removeAttribute('tabindex');
    table.removeAttribute('aria-label');
  }
}

function markTables(): void {
  for (const table of document.querySelectorAll<HTMLTableElement>('.markdown table')) {
    update(table);
    if (!table.dataset.scrollWatched) {
      table.dataset.scrollWatched = 'true';
      table.addEventListener('scroll', () => update(table), {passive: true});
    }
  }
}

let resizeObserver: ResizeObserver | undefined;

const scrollableTables: ClientModule = {
  onRouteDidUpdate() {
    // After React has painted the new page.
    requestAnimationFrame(() => {
      markTables();
      resizeObserver ??= new ResizeObserver(() => markTables());
      resizeObserver.disconnect();
      const article = document.querySelector('.markdown');
      if (article) resizeObserver.observe(article);
    });
  },
};

export default scrollableTables;
