/**
 * Every page parses the way the build reads it (MDX for .mdx, CommonMark for .md), so a stray
 * `<VARCHAR>` or an unclosed tag in prose fails here, naming the page and the place, instead of
 * stopping the build after minutes; and every admonition is one for the build.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkComment from '@slorber/remark-comment';
import {visit} from 'unist-util-visit';
import type {Root} from 'mdast';
import {DOCS_DIR, docSourceFiles} from '../support/sources';

/** The parsers of Docusaurus's MDX loader: CommonMark + GFM + directives for `.md`, and MDX for `.mdx`. */
const mdParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkDirective).use(remarkGfm);
const mdxParser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkDirective)
  .use(remarkGfm)
  .use(remarkMdx)
  .use(remarkComment);
const pageParser = (file: string) => (file.endsWith('.mdx') ? mdxParser : mdParser);

/** The parse error of a page's source, or undefined when it parses. */
export function parseError(file: string, text: string): string | undefined {
  try {
    pageParser(file).parse(text);
    return undefined;
  } catch (error) {
    const e = error as {message: string; line?: number; column?: number};
    return `${e.line ?? '?'}:${e.column ?? '?'} ${e.message}`;
  }
}

test('a type in angle brackets in MDX prose is an error; in code it is not', () => {
  assert.match(parseError('x.mdx', 'Takes an ARRAY<VARCHAR> and joins it.\n') ?? '', /closing tag/);
  assert.equal(parseError('x.mdx', 'Takes an `ARRAY<VARCHAR>` and joins it.\n'), undefined);
  assert.equal(parseError('x.md', 'Takes an ARRAY<VARCHAR> and joins it.\n'), undefined);
});

test('every page parses as the build reads it', () => {
  const problems: string[] = [];
  for (const file of docSourceFiles()) {
    const error = parseError(file, fs.readFileSync(file, 'utf8'));
    if (error) problems.push(`${path.relative(DOCS_DIR, file)}:${error}`);
  }
  assert.deepEqual(problems, []);
});

/**
 * `:::note Title` is not an admonition with a title for the build (the v4 future flags turn off
 * Docusaurus's MDX 1 compatibility, which rewrote it): the page shows the line as text. The title
 * goes in brackets, `:::note[Title]`.
 */
test('every admonition is written so that the build reads it as one', () => {
  const problems: string[] = [];
  for (const file of docSourceFiles()) {
    const tree = pageParser(file).parse(fs.readFileSync(file, 'utf8')) as Root;
    visit(tree, 'paragraph', (node) => {
      const first = node.children[0];
      if (first?.type === 'text' && first.value.startsWith(':::'))
        problems.push(`${path.relative(DOCS_DIR, file)}:${node.position?.start.line} ${first.value.split('\n')[0]}`);
    });
  }
  assert.deepEqual(problems, []);
});
