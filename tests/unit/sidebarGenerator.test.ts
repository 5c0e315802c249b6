import {test} from 'node:test';
import assert from 'node:assert/strict';
import {withExternalLinks} from '../../src/sidebar/generator';
import {externalSidebarLinks} from '../../src/sidebar/externalLinks';

type Items = Parameters<typeof withExternalLinks>[0];

const tree: Items = [
  {type: 'category', label: 'Loading', items: [{type: 'doc', id: 'loading/StreamLoad'}], link: {type: 'doc', id: 'loading/loading'}},
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
    ...externalSidebarLinks.map((l) => ({type: 'link', label: l.label, href: l.href})),
  ]);
  const loading = result[0];
  assert.ok(loading && loading.type === 'category');
  assert.equal(loading.items.length, 1);
});

test('a missing landing fails the build instead of dropping the links', () => {
  assert.throws(() => withExternalLinks([tree[0]!]), /integrations\/integrations/);
});
