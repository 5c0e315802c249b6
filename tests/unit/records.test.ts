import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import {toPageRecords, toSidebarItemRecord, toVersionRecord} from '../../src/plugins/records/records';
import {docRoute} from '../../src/site/rules';

function versionProp(overrides: Partial<PropVersionMetadata> = {}): PropVersionMetadata {
  return {
    // A fixture version, not the site's: the mapping must not depend on the documented one.
    pluginId: 'fixture',
    version: '9.9',
    label: 'Fixture-9.9',
    banner: 'unreleased',
    badge: false,
    noIndex: true,
    className: 'fixture-9-9',
    isLast: false,
    docsSidebars: {
      docs: [
        {
          type: 'category',
          label: 'Loading',
          collapsed: true,
          collapsible: true,
          href: docRoute('loading/'),
          className: 'dropped',
          linkUnlisted: false,
          customProps: {dropped: true},
          items: [
            {
              type: 'link',
              label: 'Stream Load',
              href: docRoute('loading/StreamLoad'),
              docId: 'loading/StreamLoad',
              unlisted: false,
              className: 'x',
            },
            {
              type: 'link',
              label: 'OSS',
              href: docRoute('loading/objectstorage/alibaba'),
              docId: 'loading/objectstorage/alibaba',
              unlisted: true,
            },
            {type: 'link', label: 'dbt adapter', href: 'https://github.com/StarRocks/dbt-starrocks'},
          ],
        },
        {
          type: 'category',
          label: 'Plain',
          collapsed: false,
          collapsible: true,
          description: 'About plain things.',
          items: [],
        },
      ],
    },
    docs: {
      'loading/StreamLoad': {
        id: 'loading/StreamLoad',
        title: 'Stream Load',
        description: 'Load over HTTP.',
        sidebar: 'docs',
      },
      'a/first': {id: 'a/first', title: 'First', description: undefined as unknown as string, sidebar: 'docs'},
    },
    ...overrides,
  };
}

test('the version record carries exactly the nine fields of the specification', () => {
  const record = toVersionRecord(versionProp());
  assert.deepEqual(Object.keys(record).sort(), [
    'badge',
    'banner',
    'className',
    'docsSidebars',
    'isLast',
    'label',
    'noIndex',
    'pluginId',
    'version',
  ]);
  assert.deepEqual(
    [
      record.pluginId,
      record.version,
      record.label,
      record.banner,
      record.badge,
      record.noIndex,
      record.className,
      record.isLast,
    ],
    ['fixture', '9.9', 'Fixture-9.9', 'unreleased', false, true, 'fixture-9-9', false],
  );
  assert.deepEqual(Object.keys(record.docsSidebars), ['docs']);
});

test('a category keeps type, label, items, collapsed, collapsible and its landing href only', () => {
  const [loading, plain] = toVersionRecord(versionProp()).docsSidebars.docs!;
  assert.deepEqual(Object.keys(loading!).sort(), ['collapsed', 'collapsible', 'href', 'items', 'label', 'type']);
  assert.equal(loading!.type, 'category');
  assert.deepEqual(Object.keys(plain!).sort(), ['collapsed', 'collapsible', 'description', 'items', 'label', 'type']);
  assert.equal(plain!.type === 'category' && plain!.description, 'About plain things.');
  assert.equal(plain!.type === 'category' && plain!.collapsed, false);
});

test('links keep type, label, href, docId and unlisted; external links have docId null', () => {
  const [loading] = toVersionRecord(versionProp()).docsSidebars.docs!;
  assert.ok(loading && loading.type === 'category');
  const [doc, unlisted, external] = loading.items;
  assert.deepEqual(doc, {
    type: 'link',
    label: 'Stream Load',
    href: docRoute('loading/StreamLoad'),
    docId: 'loading/StreamLoad',
    unlisted: false,
  });
  assert.equal(unlisted!.type === 'link' && unlisted!.unlisted, true);
  assert.deepEqual(external, {
    type: 'link',
    label: 'dbt adapter',
    href: 'https://github.com/StarRocks/dbt-starrocks',
    docId: null,
    unlisted: false,
  });
});

test('an html sidebar item is refused with a clear message', () => {
  assert.throws(
    () => toSidebarItemRecord({type: 'html', value: '<hr/>'}),
    /Sidebar item of type "html" has no record shape/,
  );
});

test('page records are {id, title, description, sidebar}, sorted by id, description never undefined', () => {
  const pages = toPageRecords(versionProp());
  assert.deepEqual(pages, [
    {id: 'a/first', title: 'First', description: '', sidebar: 'docs'},
    {id: 'loading/StreamLoad', title: 'Stream Load', description: 'Load over HTTP.', sidebar: 'docs'},
  ]);
});

test('a page outside every sidebar is refused', () => {
  const prop = versionProp({docs: {orphan: {id: 'orphan', title: 'Orphan', description: '', sidebar: undefined}}});
  assert.throws(() => toPageRecords(prop), /Page "orphan" is in no sidebar/);
});
