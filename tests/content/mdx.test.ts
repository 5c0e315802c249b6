/**
 * Every page parses the way the build reads it (MDX for .mdx, CommonMark for .md), so a stray
 * `<VARCHAR>` or an unclosed tag in prose fails here, naming the page and the place, instead of
 * stopping the build after minutes.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {pageParser} from '../../src/plugins/markdown/render';
import {DOCS_DIR, docSourceFiles} from '../support/sources';

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
