import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {perPageCached} from '../support/pageCache';

const NAME = `unit-test-${process.pid}`;
const FILE = path.resolve(import.meta.dirname, `../../node_modules/.cache/page-checks/${NAME}.json`);

test('a per-page result is computed again only for a page whose text changed', (t) => {
  t.after(() => fs.rmSync(FILE, {force: true}));
  const seen: string[] = [];
  const check = (p: {rel: string; text: string}) => {
    seen.push(p.rel);
    return p.text.includes('bad') ? {error: `${p.rel} is bad`} : {};
  };
  const pages = [
    {rel: 'a.md', text: 'fine'},
    {rel: 'b.md', text: 'bad'},
  ];
  assert.deepEqual(perPageCached(NAME, ['package.json'], pages, check), [{}, {error: 'b.md is bad'}]);
  assert.deepEqual(seen, ['a.md', 'b.md']);
  // Unchanged: nothing parsed again, and the stored failure is still reported.
  assert.deepEqual(perPageCached(NAME, ['package.json'], pages, check), [{}, {error: 'b.md is bad'}]);
  assert.deepEqual(seen, ['a.md', 'b.md']);
  // One page fixed: only that page is checked again.
  const fixed = [pages[0]!, {rel: 'b.md', text: 'good now'}];
  assert.deepEqual(perPageCached(NAME, ['package.json'], fixed, check), [{}, {}]);
  assert.deepEqual(seen, ['a.md', 'b.md', 'b.md']);
  // The same text under another path is another page.
  assert.deepEqual(perPageCached(NAME, ['package.json'], [{rel: 'c.md', text: 'fine'}], check), [{}]);
  assert.deepEqual(seen, ['a.md', 'b.md', 'b.md', 'c.md']);
});

test('other inputs make every stored result stale, and a damaged cache file is recomputed', (t) => {
  t.after(() => fs.rmSync(FILE, {force: true}));
  let calls = 0;
  const check = () => ++calls;
  const pages = [{rel: 'a.md', text: 'x'}];
  perPageCached(NAME, ['package.json'], pages, check);
  perPageCached(NAME, ['package.json'], pages, check);
  assert.equal(calls, 1);
  perPageCached(NAME, ['package.json', 'tsconfig.json'], pages, check);
  assert.equal(calls, 2);
  fs.writeFileSync(FILE, '{not json');
  assert.deepEqual(perPageCached(NAME, ['package.json', 'tsconfig.json'], pages, check), [3]);
});
