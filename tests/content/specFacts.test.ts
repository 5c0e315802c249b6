/**
 * The facts of the specification's point 9 are in their pages' sources, so an edit that drops
 * one fails the fast check, not only the test of the built site (tests/site/content.test.ts).
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {FACTS} from '../support/spec';
import {DOCS_DIR, sourceFile} from '../support/sources';

test('the documented facts of point 9 are in their pages sources', () => {
  const problems: string[] = [];
  for (const {docId, patterns} of FACTS) {
    const file = sourceFile(DOCS_DIR, docId);
    if (!file) {
      problems.push(`${docId}: no source`);
      continue;
    }
    // Inline code marks are not part of the text a reader sees.
    const text = fs.readFileSync(file, 'utf8').replace(/`/g, '');
    for (const pattern of patterns) if (!pattern.test(text)) problems.push(`${docId} does not state ${pattern}`);
  }
  assert.deepEqual(problems, []);
});
