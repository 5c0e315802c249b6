/**
 * The content standard, checked on every page: described, finished, not
 * thin, and the documented facts on the pages that state them.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {DOCS_DIR, BUILD_DIR, docLink, docsSidebar, htmlFileFor, walkSidebar} from '../support/site';
import {FACTS, UNLISTED_DOC_IDS} from '../support/spec';
import {docSourceFiles, proseWords} from '../support/sources';
import {docRoute} from '../../src/site/rules';

const PLACEHOLDER = /\b(TODO|TBD|FIXME|lorem ipsum|coming soon|placeholder|to be (?:added|written|documented)|content pending|under construction|stub)\b/i;
const MIN_PROSE_WORDS = 150;

interface SourcePage {
  file: string;
  frontMatter: string;
  body: string;
}

function sourcePages(): SourcePage[] {
  return docSourceFiles().map((p) => {
    const text = fs.readFileSync(p, 'utf8');
    const m = text.match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n/);
    return {file: path.relative(DOCS_DIR, p), frontMatter: m?.[1] ?? '', body: m ? text.slice(m[0].length) : text};
  });
}


function fmValue(fm: string, key: string): string | undefined {
  const m = fm.match(new RegExp(`^${key}:\\s*(.*)$`, 'm'));
  return m?.[1]?.trim().replace(/^(['"])(.*)\1$/, '$2');
}

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

const pages = sourcePages();

test('the docs folder holds the frame: well over a hundred pages', () => {
  assert.ok(pages.length >= 150, `${pages.length} pages`);
});

test('every page has a title and a one-sentence description', () => {
  for (const p of pages) {
    assert.ok(fmValue(p.frontMatter, 'title'), `${p.file}: title`);
    const d = fmValue(p.frontMatter, 'description');
    assert.ok(d, `${p.file}: description`);
    assert.match(d, /[.!?]$/, `${p.file}: description ends a sentence`);
    assert.doesNotMatch(d, /[.!?]\s+[A-Z][a-z]/, `${p.file}: description is one sentence: ${d}`);
  }
});

test('descriptions are unique across the site', () => {
  const seen = new Map<string, string>();
  for (const p of pages) {
    const d = fmValue(p.frontMatter, 'description')!;
    assert.equal(seen.get(d), undefined, `${p.file} repeats the description of ${seen.get(d)}`);
    seen.set(d, p.file);
  }
});

test('no page is unfinished: no placeholder words, no H1 in the body, enough prose', () => {
  const problems: string[] = [];
  for (const p of pages) {
    const placeholder = p.body.replace(/```[\s\S]*?```/g, '').match(PLACEHOLDER);
    if (placeholder) problems.push(`${p.file}: placeholder word "${placeholder[0]}"`);
    if (/^#\s/m.test(p.body.replace(/```[\s\S]*?```/g, ''))) problems.push(`${p.file}: H1 in the body (the title is the H1)`);
    const words = proseWords(p.body);
    if (words < MIN_PROSE_WORDS) problems.push(`${p.file}: ${words} prose words`);
  }
  assert.deepEqual(problems, []);
});

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
    for (const u of unlistedHrefs) assert.ok(!main.includes(`href="${u}"`), `${href} lists unlisted ${u}`);
  }
});

test('category cards say what the category holds, never just "N items"', () => {
  const counts: string[] = [];
  for (const route of [docRoute('category/reference'), docRoute('category/best-practices'), docRoute('category/table-design')]) {
    const html = fs.readFileSync(htmlFileFor(route), 'utf8');
    const found = html.match(/>\d+ items?</g) ?? [];
    if (found.length > 0) counts.push(`${route}: ${found.length}`);
  }
  assert.deepEqual(counts, []);
});
