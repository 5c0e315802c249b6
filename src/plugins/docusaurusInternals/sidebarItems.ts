/**
 * The docs plugin's `isActiveSidebarItem` and `isVisibleSidebarItem`, with the same results, for
 * ./docsClient.ts: each category's answer is kept for the active path it was asked with (the
 * sidebar's items are fixed data), and each item's path is put in comparison form once. No
 * Docusaurus client import, so the tests run it in Node beside the originals.
 */
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';

/** theme-common's `isSamePath` comparison form: a trailing slash added, lower case (empty stays empty). */
function comparable(path: string): string {
  return (!path || path.endsWith('/') ? path : `${path}/`).toLowerCase();
}

/** Each item's path in comparison form, computed once. */
const comparableHrefs = new WeakMap<PropSidebarItem, string>();
let lastActivePath: {path: string; comparable: string} | undefined;

function isActive(item: PropSidebarItem & {href?: string}, activePath: string): boolean {
  if (typeof item.href === 'undefined') return false;
  let href = comparableHrefs.get(item);
  if (href === undefined) {
    href = comparable(item.href);
    comparableHrefs.set(item, href);
  }
  if (lastActivePath?.path !== activePath) lastActivePath = {path: activePath, comparable: comparable(activePath)};
  return href === lastActivePath.comparable;
}

/** A category's answer for the active path it was last asked with. */
type Answers = WeakMap<PropSidebarItem, {activePath: string; answer: boolean}>;
const activeAnswers: Answers = new WeakMap();
const visibleAnswers: Answers = new WeakMap();

function remembered(answers: Answers, item: PropSidebarItem, activePath: string, compute: () => boolean): boolean {
  const known = answers.get(item);
  if (known?.activePath === activePath) return known.answer;
  const answer = compute();
  answers.set(item, {activePath, answer});
  return answer;
}

/** Whether a sidebar item is, or (a category) contains, the active page. */
export function isActiveSidebarItem(item: PropSidebarItem, activePath: string): boolean {
  if (item.type === 'link') return isActive(item, activePath);
  if (item.type === 'category') {
    return remembered(
      activeAnswers,
      item,
      activePath,
      () => isActive(item, activePath) || item.items.some((child) => isActiveSidebarItem(child, activePath)),
    );
  }
  return false;
}

/** Whether a sidebar item shows: an unlisted link only when active, a category when something in it shows. */
export function isVisibleSidebarItem(item: PropSidebarItem, activePath: string): boolean {
  switch (item.type) {
    case 'category':
      return remembered(
        visibleAnswers,
        item,
        activePath,
        () =>
          isActiveSidebarItem(item, activePath) ||
          (typeof item.href !== 'undefined' && !item.linkUnlisted) ||
          item.items.some((child) => isVisibleSidebarItem(child, activePath)),
      );
    case 'link':
      return !item.unlisted || isActiveSidebarItem(item, activePath);
    default:
      return true;
  }
}
