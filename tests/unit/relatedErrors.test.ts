/**
 * The way back from a feature page to its error messages: the pages that error-message entries
 * name get a "Related error messages" section (before their closing "See also"), built from the
 * entries' links; other pages, and the reference page itself, are left alone.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import type {Root} from 'mdast';
import data from '../../src/data/reference/error-messages.json';
import {
  ERROR_MESSAGES_DOC,
  RELATED_ERRORS_ID,
  docOfSource,
  insertRelatedErrors,
  relatedErrors,
} from '../../src/plugins/errorMessages/relatedErrors';
import {DOCS_SOURCE_DIR, docRoute} from '../../src/site/rules';

const render = (markdown: string, doc: string): string => {
  const tree = unified().use(remarkParse).parse(markdown) as Root;
  insertRelatedErrors(tree, doc);
  return unified().use(remarkStringify).stringify(tree);
};

/** A page that entries name, and the ids of those entries. */
const named = data.items[0]!.links[0]!.doc;
const ids = data.items.filter((i) => i.links.some((l) => l.doc === named)).map((i) => i.id);

test('a page that entries name lists each of them, linked to its anchor, before "See also"', () => {
  const out = render('# Page\n\nText.\n\n## Usage\n\nMore.\n\n## See also\n\n- elsewhere\n', named);
  const section = out.indexOf(`## Related error messages {#${RELATED_ERRORS_ID}}`);
  assert.ok(section > out.indexOf('## Usage') && section < out.indexOf('## See also'), out);
  for (const id of ids) assert.ok(out.includes(`(${docRoute(ERROR_MESSAGES_DOC)}#${id})`), id);
  assert.equal(relatedErrors(named).length, ids.length, 'each entry once');
});

test('a closing heading with a custom id ("## Next steps {#next}") is found too', () => {
  const out = render('# Page\n\n## Usage\n\nMore.\n\n## Next steps {#next}\n\n- elsewhere\n', named);
  const section = out.indexOf('## Related error messages');
  assert.ok(section > out.indexOf('## Usage') && section < out.indexOf('## Next steps'), out);
});

test('without a closing "See also" the section ends the page; other pages are unchanged', () => {
  const out = render('# Page\n\n## Usage\n\nMore.\n', named);
  assert.ok(out.trimEnd().endsWith(`#${ids.at(-1)})`), out);
  const plain = '# Page\n\n## Usage\n\nMore.\n';
  assert.equal(render(plain, 'no/such/page'), plain);
  assert.deepEqual(relatedErrors(ERROR_MESSAGES_DOC), [], 'the reference page does not list itself');
});

test('a source file maps to its doc path, any other file to nothing', () => {
  assert.equal(docOfSource(`/repo/${DOCS_SOURCE_DIR}/loading/StreamLoad.mdx`), 'loading/StreamLoad');
  assert.equal(docOfSource(`/repo/${DOCS_SOURCE_DIR}/faq/loading/Loading_faq.md`), 'faq/loading/Loading_faq');
  assert.equal(docOfSource('/repo/src/pages/index.md'), undefined);
});
