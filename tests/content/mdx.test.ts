/**
 * Every page parses the way the build reads it (MDX for .mdx, CommonMark for .md), so a stray
 * `<VARCHAR>` or an unclosed tag in prose fails here, naming the page and the place, instead of
 * stopping the build after minutes; and every admonition is one for the build. Each page is
 * parsed once for both checks, and only when it changed since the last run (tests/support/pageCache.ts).
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import {visit} from 'unist-util-visit';
import {parsePage, pageSources, type PageSource} from '../support/pages';
import {perPageCached} from '../support/pageCache';

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

/**
 * What this file checks on one page: its parse error, or the admonitions the build would show as
 * text. `:::note Title` is not an admonition with a title for the build (the v4 future flags turn
 * off Docusaurus's MDX 1 compatibility, which rewrote it): the page shows the line as text. The
 * title goes in brackets, `:::note[Title]`.
 */
interface PageFindings {
  error?: string;
  admonitionsAsText: string[];
}

function findings(page: PageSource): PageFindings {
  const result = parsePage(page.file, page.text);
  if ('error' in result) return {error: result.error, admonitionsAsText: []};
  const admonitionsAsText: string[] = [];
  visit(result.tree, 'paragraph', (node) => {
    const first = node.children[0];
    if (first?.type === 'text' && first.value.startsWith(':::'))
      admonitionsAsText.push(`${node.position?.start.line} ${first.value.split('\n')[0]}`);
  });
  return {admonitionsAsText};
}

/** Every page's findings; pages unchanged since the last run are not parsed again (pageCache.ts). */
const pages = pageSources();
const all = perPageCached(
  'mdx',
  ['package-lock.json', 'tests/support/pages.ts', 'tests/content/mdx.test.ts'],
  pages,
  findings,
);

test('every page parses as the build reads it', () => {
  assert.ok(pages.length > 900, `expected the docs' pages, found ${pages.length}`);
  assert.deepEqual(
    all.flatMap((f, i) => (f.error ? [`${pages[i]!.rel}:${f.error}`] : [])),
    [],
  );
});

test('every admonition is written so that the build reads it as one', () => {
  assert.deepEqual(
    all.flatMap((f, i) => f.admonitionsAsText.map((a) => `${pages[i]!.rel}:${a}`)),
    [],
  );
});
