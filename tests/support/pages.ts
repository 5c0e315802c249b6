/**
 * The page sources, read once per process for the tests that walk every page, and the parsers the
 * build reads them with. Parsing the ~1,000 pages is the most expensive thing the fast tests do
 * (about 20 s of CPU), so tests/content/mdx.test.ts keeps its per-page results between runs
 * (pageCache.ts) and parses only the pages that changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkComment from '@slorber/remark-comment';
import type {Root} from 'mdast';
import {DOCS_DIR, docSourceFiles} from './sources';

/** The parsers of Docusaurus's MDX loader: CommonMark + GFM + directives for `.md`, and MDX for `.mdx`. */
const mdParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkDirective).use(remarkGfm);
const mdxParser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkDirective)
  .use(remarkGfm)
  .use(remarkMdx)
  .use(remarkComment);

/** The parser the build uses for a file, by its extension. */
export const pageParser = (file: string) => (file.endsWith('.mdx') ? mdxParser : mdParser);

/** A page source: its path, its path below the docs folder, its text. */
export interface PageSource {
  file: string;
  rel: string;
  text: string;
}

/** `text` parsed as the build parses `file`: the tree, or the error at its place. */
export function parsePage(file: string, text: string): {tree: Root} | {error: string} {
  try {
    return {tree: pageParser(file).parse(text)};
  } catch (error) {
    const e = error as {message: string; line?: number; column?: number};
    return {error: `${e.line ?? '?'}:${e.column ?? '?'} ${e.message}`};
  }
}

let sources: PageSource[] | undefined;

/** The pages below `dir` (docSourceFiles' order), read now; `rel` is relative to `dir`. */
export function readPages(dir: string): PageSource[] {
  return docSourceFiles(dir).map((file) => ({
    file,
    rel: path.relative(dir, file),
    text: fs.readFileSync(file, 'utf8'),
  }));
}

/** Every page of the documented version, read once per process. */
export function pageSources(): PageSource[] {
  return (sources ??= readPages(DOCS_DIR));
}
