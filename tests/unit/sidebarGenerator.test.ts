import {test} from 'node:test';
import assert from 'node:assert/strict';
import {withCategoryDescriptions, withExternalLinks} from '../../src/sidebar/generator';
import {EXTERNAL_LINKS} from '../support/spec';

type Items = Parameters<typeof withExternalLinks>[0];

const tree: Items = [
  {
    type: 'category',
    label: 'Loading',
    items: [{type: 'doc', id: 'loading/StreamLoad'}],
    link: {type: 'doc', id: 'loading/loading'},
  },
  {
    type: 'category',
    label: 'Integrations',
    link: {type: 'doc', id: 'integrations/integrations'},
    items: [{type: 'doc', id: 'integrations/airflow'}],
  },
];

test('external links are appended to the category whose landing they name, after its docs', () => {
  const result = withExternalLinks(tree);
  const integrations = result[1];
  assert.ok(integrations && integrations.type === 'category');
  assert.deepEqual(integrations.items, [
    {type: 'doc', id: 'integrations/airflow'},
    // The specification's links, not the module's own list.
    ...EXTERNAL_LINKS.map((l) => ({type: 'link', label: l.label, href: l.href})),
  ]);
  const loading = result[0];
  assert.ok(loading && loading.type === 'category');
  assert.equal(loading.items.length, 1);
});

test('a missing landing fails the build instead of dropping the links', () => {
  assert.throws(() => withExternalLinks([tree[0]!]), /integrations\/integrations/);
});

test('categories take the description of their landing doc or generated index', () => {
  const items = withCategoryDescriptions(
    [
      {
        type: 'category',
        label: 'Loading',
        link: {type: 'doc', id: 'loading/loading'},
        items: [{type: 'doc', id: 'loading/StreamLoad'}],
      },
      {
        type: 'category',
        label: 'Reference',
        link: {type: 'generated-index', description: 'All the reference.'},
        items: [],
      },
      {type: 'category', label: 'Kept', description: 'Its own.', link: {type: 'doc', id: 'loading/loading'}, items: []},
      {type: 'category', label: 'Bare', items: []},
    ],
    new Map([['loading/loading', 'Load data into StarRocks.']]),
  );
  assert.deepEqual(
    items.map((i) => (i.type === 'category' ? i.description : undefined)),
    ['Load data into StarRocks.', 'All the reference.', 'Its own.', undefined],
  );
});
