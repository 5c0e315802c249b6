/**
 * Every page parses the way the build reads it (MDX for .mdx, CommonMark for .md), so a stray
 * `<VARCHAR>` or an unclosed tag in prose fails here, naming the page and the place, instead of
 * stopping the build after minutes; and every admonition is one for the build. The pages are
 * parsed once, in tests/support/pages.ts, for both checks.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import {visit} from 'unist-util-visit';
import {parsePage, parsedPages} from '../support/pages';

/** The parse error of a page's source, or undefined when it parses. */
export function parseError(file: string, text: string): string | undefined {
  const result = parsePage(file, text);
  return 'error' in result ? result.error : undefined;
}

test('a type in angle brackets in MDX prose is an error; in code it is not', () => {
  assert.match(parseError('x.mdx', 'Takes an ARRAY<VARCHAR> and joins it.\n') ?? '', /closing tag/);
  assert.equal(parseError('x.mdx', 'Takes an `ARRAY<VARCHAR>` and joins it.\n'), undefined);
  assert.equal(parseError('x.md', 'Takes an ARRAY<VARCHAR> and joins it.\n'), undefined);
});

test('every page parses as the build reads it', () => {
  const pages = parsedPages();
  assert.ok(pages.length > 900, `expected the docs' pages, found ${pages.length}`);
  assert.deepEqual(
    pages.flatMap((p) => (p.error ? [`${p.rel}:${p.error}`] : [])),
    [],
  );
});

/**
 * `:::note Title` is not an admonition with a title for the build (the v4 future flags turn off
 * Docusaurus's MDX 1 compatibility, which rewrote it): the page shows the line as text. The title
 * goes in brackets, `:::note[Title]`.
 */
test('every admonition is written so that the build reads it as one', () => {
  const problems: string[] = [];
  for (const {rel, tree} of parsedPages()) {
    if (!tree) continue; // a page that does not parse fails the test above
    visit(tree, 'paragraph', (node) => {
      const first = node.children[0];
      if (first?.type === 'text' && first.value.startsWith(':::'))
        problems.push(`${rel}:${node.position?.start.line} ${first.value.split('\n')[0]}`);
    });
  }
  assert.deepEqual(problems, []);
});
