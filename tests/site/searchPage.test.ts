/**
 * The results page as a plain HTTP client sees it: /search and shared /search?q= links answer
 * 200 with the search page's HTML (not the 404 page), the index lives in its own folder, and
 * the page is kept out of the sitemap and of search engines' indexes.
 */
import {after, before, test} from 'node:test';

import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {BUILD_DIR, serveBuild, type ServedSite} from '../support/site';

import {SEARCH_DIR, SEARCH_MANIFEST, docRoute} from '../../src/site/rules';

let site: ServedSite;
before(async () => {
  site = await serveBuild();
});
after(() => site.close());

test('/search and /search?q=... answer 200 with the search page', async () => {
  for (const route of ['/search', '/search?q=concat', '/search?q=routine%20load', `/search?q=${'x'.repeat(200)}`]) {
    const res = await fetch(site.url + route);
    const html = await res.text();
    assert.equal(res.status, 200, route);
    assert.match(html, /<h1[^>]*>Search the documentation<\/h1>/, route);
    assert.doesNotMatch(html, /Page Not Found/i, route);
    assert.match(html, /<meta[^>]*name="?robots"?[^>]*content="noindex, follow"/, route);
  }
});

test('the search index is in its own folder, beside the search page', () => {
  assert.ok(fs.existsSync(path.join(BUILD_DIR, 'search/index.html')));
  assert.ok(fs.existsSync(path.join(BUILD_DIR, SEARCH_DIR, SEARCH_MANIFEST)));
  assert.deepEqual(
    fs.readdirSync(path.join(BUILD_DIR, 'search')).filter((f) => !/\.(gz|br)$/.test(f)),
    ['index.html'],
  );
});

test('the sitemap lists the docs but not the search page', () => {
  const sitemap = fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
  assert.ok(sitemap.includes(`${docRoute('loading/StreamLoad')}<`));
  assert.doesNotMatch(sitemap, /\/search</);
});
