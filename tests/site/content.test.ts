/**
 * The content standard on the built site: the documented facts of point 9 on their pages,
 * unlisted pages out of the sitemap and the landings, category cards that say what they hold.
 * (The checks of the sources alone are in tests/content/pages.test.ts.)
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {BUILD_DIR, docLink, docsSidebar, htmlFileFor, walkSidebar} from '../support/site';
import {FACTS, UNLISTED_DOC_IDS} from '../support/spec';
import {docRoute} from '../../src/site/rules';

function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

test('the documented facts of point 9 are on their pages', () => {
  for (const {docId, patterns} of FACTS) {
    const text = visibleText(fs.readFileSync(htmlFileFor(docLink(docId).href), 'utf8'));
    for (const pattern of patterns) assert.match(text, pattern, `${docId} states ${pattern}`);
  }
});

test('unlisted pages are left out of the sitemap and out of every landing page listing', () => {
  const sidebar = [...walkSidebar(docsSidebar())];
  const unlistedHrefs = UNLISTED_DOC_IDS.map((id) => docLink(id).href);
  const sitemap = fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
  for (const href of unlistedHrefs) assert.ok(!sitemap.includes(`${href}<`), `${href} in sitemap`);
  assert.ok(sitemap.includes(docRoute('loading/StreamLoad<')), 'listed pages are in the sitemap');

  // Landings (doc landings and generated indexes) list their section's pages:
  // an unlisted page appears in none of them. Prose links from leaves are allowed.
  const landings = new Set(sidebar.flatMap((i) => (i.type === 'category' && i.href ? [i.href] : [])));
  assert.ok(landings.size > 20);
  for (const href of landings) {
    const html = fs.readFileSync(htmlFileFor(href), 'utf8');
    const main = html.slice(html.indexOf('<main'), html.lastIndexOf('</main>'));
    // Any quoting: Docusaurus 3's minifier drops the quotes around an href, Docusaurus 4's keeps them.
    for (const u of unlistedHrefs) {
      assert.ok(
        !new RegExp(`href=(["']?)${u.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1[\\s>]`).test(main),
        `${href} lists unlisted ${u}`,
      );
    }
  }
});

test('category cards say what the category holds, never just "N items"', () => {
  const counts: string[] = [];
  for (const route of [
    docRoute('category/reference'),
    docRoute('category/best-practices'),
    docRoute('category/table-design'),
  ]) {
    const html = fs.readFileSync(htmlFileFor(route), 'utf8');
    const found = html.match(/>\d+ items?</g) ?? [];
    if (found.length > 0) counts.push(`${route}: ${found.length}`);
  }
  assert.deepEqual(counts, []);
});
