import {test} from 'node:test';
import assert from 'node:assert/strict';
import {landingHref, pageRecords, versionRecords, walkSidebar} from '../support/site';
import {docSourceFiles} from '../support/sources';
import {VERSION_RECORD} from '../support/spec';
import {DOCS_BASE, PAGE_RECORDS_FILE, VERSION_RECORDS_FILE, docRoute} from '../../src/site/rules';

const LINK_KEYS = ['docId', 'href', 'label', 'type', 'unlisted'];
const CATEGORY_KEYS = new Set(['collapsed', 'collapsible', 'description', 'href', 'items', 'label', 'type']);

test(`/${VERSION_RECORDS_FILE} holds exactly one version record, the one of the specification`, () => {
  const records = versionRecords();
  assert.equal(records.length, 1);
  const {docsSidebars, ...fields} = records[0]!;
  assert.deepEqual(fields, VERSION_RECORD);
  assert.deepEqual(Object.keys(docsSidebars), ['docs']);
  assert.ok(docsSidebars.docs!.length >= 16);
});

test('every sidebar item has exactly the fields of its record shape', () => {
  for (const item of walkSidebar(versionRecords()[0]!.docsSidebars.docs!)) {
    if (item.type === 'link') {
      assert.deepEqual(Object.keys(item).sort(), LINK_KEYS, `link ${item.label}`);
      assert.equal(typeof item.unlisted, 'boolean');
      assert.ok(item.docId === null ? /^https:\/\//.test(item.href) : item.href.startsWith(docRoute('')), item.href);
    } else {
      assert.equal(item.type, 'category');
      for (const key of Object.keys(item)) assert.ok(CATEGORY_KEYS.has(key), `category ${item.label} has ${key}`);
      assert.equal(typeof item.collapsed, 'boolean');
      assert.equal(typeof item.collapsible, 'boolean');
      assert.ok(Array.isArray(item.items));
      if ('href' in item) assert.ok(item.href!.startsWith(DOCS_BASE), item.href!);
    }
  }
});

test(`/${PAGE_RECORDS_FILE} lists every page of the docs folder once, with its own fields`, () => {
  const pages = pageRecords();
  const files = docSourceFiles();
  assert.equal(pages.length, files.length, 'one page record per Markdown file');
  assert.equal(new Set(pages.map((p) => p.id)).size, pages.length, 'ids are unique');
  for (const page of pages) {
    assert.deepEqual(Object.keys(page).sort(), ['description', 'id', 'sidebar', 'title']);
    assert.equal(page.sidebar, 'docs');
    assert.match(page.id, /^[\w.-]+(\/[\w.-]+)*$/, 'id is path-like');
    assert.ok(page.title.trim().length > 0, `${page.id} has a title`);
    assert.ok(page.description.trim().length > 0, `${page.id} has a description`);
  }
});

test('every page of the index is reachable from the sidebar by its doc id', () => {
  const sidebarDocIds = new Set<string>();
  for (const item of walkSidebar(versionRecords()[0]!.docsSidebars.docs!)) {
    if (item.type === 'link' && item.docId) sidebarDocIds.add(item.docId);
  }
  // Category landings are links of their category, not separate items.
  const missing = pageRecords().filter((p) => !sidebarDocIds.has(p.id) && landingHref(p.id) === undefined);
  assert.deepEqual(
    missing.map((p) => p.id),
    [],
  );
});
