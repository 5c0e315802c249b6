/**
 * The Docusaurus internals the site relies on (src/plugins/docusaurusInternals/index.ts), run on a
 * small loaded version: when an upgrade changes a function or a shape, this fails first and
 * names what changed, before a build produces wrong records, search or Markdown twins.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {sidebarsProp, versionMetadataProp, versionRouteProp} from '../../src/plugins/docusaurusInternals';
import {slimGlobalData, withLandingProps} from '../../src/plugins/docs';

const doc = (id: string, permalink: string, unlisted = false) => ({
  id,
  title: `Title of ${id}`,
  description: `Description of ${id}.`,
  permalink,
  unlisted,
  sidebar: 'docs',
  frontMatter: {},
});

const VERSION = {
  versionName: '9.9',
  label: 'Latest-9.9',
  banner: null,
  badge: true,
  noIndex: false,
  className: 'docs-version-9.9',
  isLast: true,
  docs: [
    doc('intro', '/guide/intro'),
    doc('loading/loading', '/guide/loading/'),
    doc('loading/StreamLoad', '/guide/loading/StreamLoad'),
    doc('loading/hidden', '/guide/loading/hidden', true),
  ],
  sidebars: {
    docs: [
      {type: 'doc', id: 'intro'},
      {
        type: 'category',
        label: 'Loading',
        description: 'How to load data.',
        collapsed: true,
        collapsible: true,
        link: {type: 'doc', id: 'loading/loading'},
        items: [
          {type: 'doc', id: 'loading/StreamLoad'},
          {type: 'doc', id: 'loading/hidden'},
        ],
      },
    ],
  },
} as unknown as LoadedVersion;

test('sidebars: doc items become links with href, docId and unlisted; categories get the href of their landing', () => {
  const [intro, loading] = sidebarsProp(VERSION).docs!;
  assert.deepEqual(
    {type: intro!.type, href: intro!.type === 'link' && intro!.href, docId: intro!.type === 'link' && intro!.docId},
    {type: 'link', href: '/guide/intro', docId: 'intro'},
  );
  assert.equal(loading!.type, 'category');
  if (loading!.type !== 'category') return;
  assert.equal(loading.href, '/guide/loading/');
  assert.equal(loading.description, 'How to load data.', 'a category keeps the description its generator gave it');
  const hidden = loading.items[1]!;
  assert.ok(hidden.type === 'link' && hidden.unlisted === true, 'an unlisted doc is flagged on its link');
});

test('version metadata: the record fields, the sidebars and every doc by id with title, description and sidebar', () => {
  const meta = versionMetadataProp('default', VERSION);
  assert.deepEqual(
    [meta.pluginId, meta.version, meta.label, meta.banner, meta.badge, meta.noIndex, meta.className, meta.isLast],
    ['default', '9.9', 'Latest-9.9', null, true, false, 'docs-version-9.9', true],
  );
  assert.ok(Array.isArray(meta.docsSidebars.docs));
  assert.deepEqual(meta.docs['loading/StreamLoad'], {
    id: 'loading/StreamLoad',
    title: 'Title of loading/StreamLoad',
    description: 'Description of loading/StreamLoad.',
    sidebar: 'docs',
  });
});

test('a docs route keeps its version prop without the page list or category descriptions, and a landing gets its summaries', () => {
  const version = versionMetadataProp('default', VERSION);
  const route = {
    path: '/guide/',
    component: 'x',
    props: {version},
    routes: [{path: '/guide/intro', component: 'y', exact: true}],
  };
  const slim = withLandingProps(route, new Map([['/guide/intro', {intro: {title: 'Intro', description: 'd'}}]]));
  const {docs, docsSidebars} = versionRouteProp(slim.props)!;
  assert.deepEqual(docs, {});
  const loading = docsSidebars.docs![1]!;
  assert.ok(loading.type === 'category' && loading.items.length === 2 && loading.href === '/guide/loading/');
  assert.ok(!('description' in loading), 'the sidebar every doc page loads carries no category description');
  assert.deepEqual(slim.routes![0]!.props, {summaries: {intro: {title: 'Intro', description: 'd'}}});
});

test('a version prop of another shape fails, naming the adapter', () => {
  assert.equal(versionRouteProp({}), undefined);
  assert.throws(() => versionRouteProp({version: 'x'}), /docusaurusInternals\/index\.ts/);
  assert.throws(() => versionRouteProp({version: {label: 'no docs'}}), /docusaurusInternals\/index\.ts/);
});

test("the docs plugin's global data keeps each version's main doc only", () => {
  const data = {
    path: '/guide',
    breadcrumbs: true,
    versions: [
      {
        name: '9.9',
        label: 'Latest-9.9',
        isLast: true,
        path: '/guide',
        mainDocId: 'intro',
        draftIds: [],
        docs: [
          {id: 'intro', path: '/guide/intro', sidebar: 'docs'},
          {id: 'loading/StreamLoad', path: '/guide/loading/StreamLoad', sidebar: 'docs'},
        ],
        sidebars: {docs: {link: {path: '/guide/intro', label: 'Intro'}}},
      },
    ],
  };
  const slim = slimGlobalData(data);
  assert.deepEqual(slim.versions[0]!.docs, [{id: 'intro', path: '/guide/intro', sidebar: 'docs'}]);
  assert.deepEqual(slim.versions[0]!.sidebars, data.versions[0]!.sidebars);
});
