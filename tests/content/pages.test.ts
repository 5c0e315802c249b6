/**
 * The content standard, checked on every page source: described, finished, not thin.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {proseWords} from '../support/sources';
import {pageSources} from '../support/pages';
import {TOP_LEVEL} from '../support/spec';
import {docRel} from '../../src/site/rules';

const PLACEHOLDER =
  /\b(TODO|TBD|FIXME|lorem ipsum|coming soon|placeholder|to be (?:added|written|documented)|content pending|under construction|stub)\b/i;
const MIN_PROSE_WORDS = 150;

interface SourcePage {
  file: string;
  frontMatter: string;
  body: string;
}

function sourcePages(): SourcePage[] {
  return pageSources().map(({rel, text}) => {
    const m = text.match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n/);
    return {file: rel, frontMatter: m?.[1] ?? '', body: m ? text.slice(m[0].length) : text};
  });
}

function fmValue(fm: string, key: string): string | undefined {
  const m = fm.match(new RegExp(`^${key}:\\s*(.*)$`, 'm'));
  return m?.[1]?.trim().replace(/^(['"])(.*)\1$/, '$2');
}

const pages = sourcePages();

test('every top-level section of the specification has its pages in the docs folder', () => {
  // 981 page sources today; a floor near it catches a lost folder, not the odd removed page.
  assert.ok(pages.length >= 950, `${pages.length} pages`);
  for (const {label, href} of TOP_LEVEL) {
    const folder = docRel(href)!.split('/')[0]!;
    if (folder === 'category') continue; // a generated index: its pages live in several folders
    const inFolder = pages.filter((p) => p.file.startsWith(`${folder}/`)).length;
    assert.ok(inFolder >= 2, `${label}: ${inFolder} pages in ${folder}/`);
  }
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
    if (/^#\s/m.test(p.body.replace(/```[\s\S]*?```/g, '')))
      problems.push(`${p.file}: H1 in the body (the title is the H1)`);
    const words = proseWords(p.body);
    if (words < MIN_PROSE_WORDS) problems.push(`${p.file}: ${words} prose words`);
  }
  assert.deepEqual(problems, []);
});

test('no prose text is read as a Markdown directive (":SS[...]" in "HH:MM:SS[.ffffff]" drops its text)', () => {
  // A text directive with a label, outside code: the build only warns, and the label is lost.
  const directive = /(?<!:):[A-Za-z][\w-]*\[/;
  const offenders = pages.flatMap(({file, body}) =>
    body
      .replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[`~]*[ \t]*$/gm, '')
      .replace(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, '')
      .split('\n')
      .filter((line) => !/^\s*:::/.test(line) && directive.test(line))
      .map((line) => `${file}: ${line.trim().slice(0, 100)}`),
  );
  assert.deepEqual(offenders, [], 'write the text as code (`HH:MM:SS`) or escape the colon (\\:)');
});
