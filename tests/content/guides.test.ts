/**
 * The guide topics of the official documentation that readers reach by their official URL:
 * each page of those topics is a finished one, with enough prose.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {DOCS_DIR} from '../support/sources';
import {markdownBody, proseWords, sourceFile} from '../support/sources';
import {OFFICIAL_GUIDE_PATHS} from '../support/spec';

/** Topics that are one setting or one small procedure may be shorter; none is today. */
const MIN_WORDS = 300;

test(`every page of those topics has at least ${MIN_WORDS} words of prose`, () => {
  const thin = OFFICIAL_GUIDE_PATHS.flatMap((p) => {
    const file = sourceFile(DOCS_DIR, p);
    if (!file) return [`${p}: no source`];
    const words = proseWords(markdownBody(fs.readFileSync(file, 'utf8')));
    return words < MIN_WORDS ? [`${p}: ${words} words`] : [];
  });
  assert.deepEqual(thin, []);
});
