/**
 * The guide topics of the official documentation that readers reach by their official URL
 * (forum posts, tickets): each is a built page at that path. (Their prose: tests/content/guides.test.ts.)
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {htmlFileFor} from '../support/site';
import {DOCS_BASE} from '../../src/site/rules';
import {OFFICIAL_GUIDE_PATHS} from '../support/spec';

test('every official guide path of the documented version is a built page', () => {
  const missing = OFFICIAL_GUIDE_PATHS.filter((p) => {
    try {
      htmlFileFor(`${DOCS_BASE}${p}`);
      return false;
    } catch {
      return true;
    }
  });
  assert.deepEqual(missing, []);
});
