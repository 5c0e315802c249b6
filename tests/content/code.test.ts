/** Code fences of the pages: each names a language the build highlights (or plain text). */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {DOCS_DIR, docSourceFiles} from '../support/sources';
import {hasGrammar} from '../../src/plugins/code/highlight';

test('every code fence names a language Prism highlights at build time, or text', () => {
  const unknown: string[] = [];
  let fences = 0;
  for (const file of docSourceFiles()) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/^\s*```([\w+-]+)/gm)) {
      fences++;
      const language = match[1]!;
      if (language !== 'text' && !hasGrammar(language)) unknown.push(`${path.relative(DOCS_DIR, file)}: ${language}`);
    }
  }
  assert.ok(fences > 1000, `expected the pages' code fences, found ${fences}`);
  assert.deepEqual(unknown, [], 'add the language to ADDITIONAL_LANGUAGES in src/plugins/code/highlight.ts');
});
