/**
 * The site's rules (src/site/rules.ts): what they answer for sample input, and that no
 * other module of the code writes the version or the route base itself.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  DOC_VERSION,
  DOCS_BASE,
  DOCS_SOURCE_DIR,
  VERSION_LABEL,
  builtPageCandidates,
  docRel,
  docRoute,
  isFolderIndexDoc,
  landingDocId,
  landingRoute,
  listedDocLinks,
  listedPages,
  type SidebarItemLike,
} from '../../src/site/rules';

const ROOT = path.resolve(import.meta.dirname, '../..');

test('the version is the first entry of versions.json, and its sources folder exists', () => {
  const versions = JSON.parse(fs.readFileSync(path.join(ROOT, 'versions.json'), 'utf8')) as string[];
  assert.equal(DOC_VERSION, versions[0]);
  assert.equal(VERSION_LABEL, `Latest-${versions[0]}`);
  assert.ok(fs.statSync(path.join(ROOT, DOCS_SOURCE_DIR)).isDirectory(), DOCS_SOURCE_DIR);
});

test('doc routes are built on the docs base and read back', () => {
  assert.match(DOCS_BASE, /^\/[a-z]+\/$/);
  assert.equal(docRoute('loading/StreamLoad'), `${DOCS_BASE}loading/StreamLoad`);
  assert.equal(docRoute('/loading/'), `${DOCS_BASE}loading/`);
  assert.equal(docRel(docRoute('faq/')), 'faq/');
  assert.equal(docRel('/search'), undefined);
});

test('the landing rule: <folder>/<folder>, and the folder-index forms Docusaurus serves with a slash', () => {
  assert.equal(
    landingDocId('sql-reference/sql-functions/string-functions'),
    'sql-reference/sql-functions/string-functions/string-functions',
  );
  assert.equal(landingDocId('loading/'), 'loading/loading');
  for (const id of ['loading/loading', 'loading/Loading', 'faq/index', 'faq/README'])
    assert.ok(isFolderIndexDoc(id), id);
  for (const id of ['loading/StreamLoad', 'index', 'loading']) assert.ok(!isFolderIndexDoc(id), id);
  assert.equal(landingRoute('loading/loading'), docRoute('loading/'));
  assert.equal(landingRoute('data_source/data_lakes'), docRoute('data_source/data_lakes'));
});

test('a built page is looked up as a server would: the slash form in its folder, the other as .html first', () => {
  assert.deepEqual(builtPageCandidates('/'), ['index.html']);
  assert.deepEqual(builtPageCandidates('/guide/loading/'), ['guide/loading/index.html']);
  assert.deepEqual(builtPageCandidates('/guide/loading/StreamLoad?x=1#a'), [
    'guide/loading/StreamLoad.html',
    'guide/loading/StreamLoad/index.html',
  ]);
});

const SIDEBAR: SidebarItemLike[] = [
  {type: 'link', label: 'Intro', href: '/d/intro', docId: 'intro'},
  {
    type: 'category',
    label: 'Loading',
    href: '/d/loading/',
    items: [
      {type: 'link', label: 'Stream Load', href: '/d/loading/StreamLoad', docId: 'loading/StreamLoad'},
      {type: 'link', label: 'Hidden', href: '/d/loading/hidden', docId: 'loading/hidden', unlisted: true},
      {type: 'link', label: 'GitHub', href: 'https://github.com/StarRocks/starrocks'},
      {
        type: 'category',
        label: 'Quiet',
        href: '/d/quiet',
        linkUnlisted: true,
        items: [{type: 'link', label: 'Again', href: '/d/intro', docId: 'intro'}],
      },
      {type: 'html'},
    ],
  },
];

test('listed pages: docs and category pages in sidebar order, each once; unlisted, external and html items never', () => {
  assert.deepEqual(listedPages(SIDEBAR), [
    {href: '/d/intro', label: 'Intro'},
    {href: '/d/loading/', label: 'Loading'},
    {href: '/d/loading/StreamLoad', label: 'Stream Load'},
  ]);
  assert.deepEqual(
    listedDocLinks(SIDEBAR).map((l) => l.docId),
    ['intro', 'loading/StreamLoad', 'intro'],
  );
});

/** Every code file of the repository's code folders, relative to the root. */
function codeFiles(): string[] {
  return ['src', 'scripts', 'bench', 'tests', 'docusaurus.config.ts'].flatMap((top) => {
    const p = path.join(ROOT, top);
    if (fs.statSync(p).isFile()) return [top];
    return (fs.readdirSync(p, {recursive: true, encoding: 'utf8'}) as string[])
      .filter((f) => /\.(ts|tsx|mts|mjs|js)$/.test(f) && !f.split(path.sep).includes('node_modules'))
      .map((f) => path.join(top, f));
  });
}

test('no module but src/site/rules.ts writes the version or the docs route base', () => {
  const literals = [
    ...["'", '"', '`'].map((q) => `${q}${DOCS_BASE}`),
    ...["'", '"', '`'].map((q) => `${q}${DOCS_BASE.slice(0, -1)}${q}`),
    `${DOCS_BASE.slice(0, -1)}\\/`,
    VERSION_LABEL,
    `version-${DOC_VERSION}`,
    `StarRocks ${DOC_VERSION} `,
    `/${DOC_VERSION}/`,
  ];
  const offenders = codeFiles()
    .filter((f) => f !== path.join('src', 'site', 'rules.ts'))
    .flatMap((f) => {
      const text = fs.readFileSync(path.join(ROOT, f), 'utf8');
      return literals.filter((l) => text.includes(l)).map((l) => `${f}: ${l}`);
    });
  assert.deepEqual(offenders, []);
});
