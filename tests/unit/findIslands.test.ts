/** The islands of a page's MDX element tree, found without rendering it (src/components/islands/findIslands.tsx). */
import test from 'node:test';
import assert from 'node:assert/strict';
import {createElement as h, Fragment, type ReactNode} from 'react';
import {island} from '../../src/components/islands/island';
import {islandsIn} from '../../src/components/islands/findIslands';

const Code = island('Code', ({code}: {code: string}) => h('pre', null, code));
const Finder = island('Finder', () => h('input'));
const Note = ({children}: {children?: ReactNode}) => h('aside', null, children);
const Box = () => h(Code, {code: 'rendered by another component'});

test('islands are found in document order with their props, inside Markdown elements and components', () => {
  const tree = h(
    Fragment,
    null,
    h('p', null, 'intro'),
    h(Code, {code: 'SELECT 1;'}),
    h('ol', null, h('li', null, 'step ', h(Code, {code: 'SELECT 2;'}))),
    h(Note, null, [h(Finder, {key: 'f'}), 'text', null, false]),
  );
  const found = islandsIn(tree);
  assert.deepEqual(
    found.map((f) => f.name),
    ['Code', 'Code', 'Finder'],
  );
  // What is hydrated is the island's own component with the MDX props, without the island's wrapper.
  assert.equal(found[1]!.element.type, Code.Inner);
  assert.deepEqual(found[1]!.element.props, {code: 'SELECT 2;'});
});

test("an island another component renders is not in the MDX's tree (the page then renders the article again)", () => {
  assert.deepEqual(islandsIn(h(Box)), []);
  assert.deepEqual(islandsIn('text'), []);
});
