import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {SidebarCategoryRecord, SidebarItemRecord} from '../../src/plugins/records/records';
import {docsSidebar, walkSidebar} from '../support/site';
import {EXTERNAL_LINKS, TOP_LEVEL, UNLISTED_DOC_IDS} from '../support/spec';

test('the top level has the sixteen sections in the order of the specification', () => {
  assert.deepEqual(
    docsSidebar().map((i) => i.label),
    TOP_LEVEL.map((t) => t.label),
  );
});

test('each top-level section lands on the route of the specification', () => {
  const byLabel = new Map(docsSidebar().map((i) => [i.label, i]));
  for (const {label, href} of TOP_LEVEL) {
    assert.equal(byLabel.get(label)?.href, href, label);
  }
});

test('every category is collapsible and collapsed by default', () => {
  const categories = [...walkSidebar(docsSidebar())].filter((i) => i.type === 'category');
  assert.ok(categories.length > 20);
  for (const c of categories) {
    assert.equal(c.collapsible, true, c.label);
    assert.equal(c.collapsed, true, c.label);
  }
});

test('exactly the unlisted pages of the specification are flagged unlisted', () => {
  const unlisted = [...walkSidebar(docsSidebar())]
    .filter((i) => i.type === 'link' && i.unlisted)
    .map((i) => (i.type === 'link' ? i.docId : null))
    .sort();
  assert.deepEqual(unlisted, [...UNLISTED_DOC_IDS].sort());
});

test('no category is empty or holds only unlisted pages', () => {
  const listed = (i: SidebarItemRecord): boolean =>
    i.type === 'link' ? !i.unlisted : i.href !== undefined || i.items.some(listed);
  for (const item of walkSidebar(docsSidebar())) {
    if (item.type === 'category') assert.ok(item.items.some(listed), `${item.label} has listed items`);
  }
});

test('Integrations links out to the Kettle connector and the dbt adapter', () => {
  const integrations = docsSidebar().find((i) => i.label === 'Integrations') as SidebarCategoryRecord;
  const external = [...walkSidebar(integrations.items)].filter((i) => i.type === 'link' && i.docId === null);
  assert.deepEqual(
    external.map((i) => ({label: i.label, href: i.type === 'link' ? i.href : ''})),
    EXTERNAL_LINKS.map((l) => ({...l})),
  );
});
