/**
 * The door's sidebar functions (src/plugins/docusaurusInternals/sidebarItems.ts) answer as the
 * installed docs plugin's `isActiveSidebarItem` and `isVisibleSidebarItem` do, for every item of a
 * sidebar with every kind of item and every active path, asked in any order (their answers are
 * remembered per active path), the originals read from the installed plugin through the door.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {isActiveSidebarItem, isVisibleSidebarItem} from '../../src/plugins/docusaurusInternals/sidebarItems';
import {installedSidebarChecks} from '../../src/plugins/docusaurusInternals/originals';

const link = (href: string, extra: object = {}): PropSidebarItem =>
  ({type: 'link', label: href, href, ...extra}) as PropSidebarItem;
const category = (items: PropSidebarItem[], extra: object = {}): PropSidebarItem =>
  ({type: 'category', label: 'c', collapsed: true, collapsible: true, items, ...extra}) as PropSidebarItem;

const sidebar: PropSidebarItem[] = [
  link('/manual/intro'),
  category([link('/manual/a/one'), link('/manual/a/two/'), link('/manual/a/hidden', {unlisted: true})], {
    href: '/manual/a/',
  }),
  category([
    category([link('/manual/b/deep/x'), link('/manual/b/deep/Y')], {href: '/manual/b/deep', linkUnlisted: true}),
    link('/manual/b/hidden', {unlisted: true}),
  ]),
  category([link('/manual/c/only-hidden', {unlisted: true})]),
  category([link('/manual/d/only-hidden', {unlisted: true})], {href: '/manual/d', linkUnlisted: true}),
  {type: 'html', value: '<hr>'} as PropSidebarItem,
  link('https://example.com/out'),
  category([]),
];

function all(items: PropSidebarItem[]): PropSidebarItem[] {
  return items.flatMap((item) => [item, ...(item.type === 'category' ? all(item.items) : [])]);
}

const activePaths = [
  '/manual/intro',
  '/manual/intro/',
  '/MANUAL/INTRO',
  '/manual/a',
  '/manual/a/two',
  '/manual/a/hidden',
  '/manual/b/deep',
  '/manual/b/deep/y',
  '/manual/b/hidden/',
  '/manual/c/only-hidden',
  '/manual/d/',
  '/manual/d/only-hidden',
  '/nowhere',
  '',
];

test('isActiveSidebarItem and isVisibleSidebarItem answer as the docs plugin’s, in any order of asking', () => {
  const original = installedSidebarChecks();
  const items = all(sidebar);
  // Each active path twice, items forwards then backwards: remembered answers must not leak between paths.
  for (const activePath of [...activePaths, ...[...activePaths].reverse()]) {
    for (const item of [...items, ...[...items].reverse()]) {
      const where = `${item.type} ${'href' in item ? item.href : ''} at ${activePath}`;
      assert.equal(
        isActiveSidebarItem(item, activePath),
        original.isActiveSidebarItem(item, activePath),
        `active: ${where}`,
      );
      assert.equal(
        isVisibleSidebarItem(item, activePath),
        original.isVisibleSidebarItem(item, activePath),
        `visible: ${where}`,
      );
    }
  }
});

test('the checks can tell an active category from an inactive one', () => {
  const [, a, b] = sidebar;
  assert.equal(isActiveSidebarItem(a!, '/manual/a/one'), true);
  assert.equal(isActiveSidebarItem(b!, '/manual/a/one'), false);
  assert.equal(isVisibleSidebarItem(sidebar[3]!, '/manual/a/one'), false, 'a category of unlisted pages only');
  assert.equal(isVisibleSidebarItem(sidebar[3]!, '/manual/c/only-hidden'), true, 'unless one of them is open');
});
