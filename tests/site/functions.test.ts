/**
 * The built SQL function pages show every overload of the signature data. (Coverage, sections
 * and signatures in the sources: tests/content/functions.test.ts.)
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {signatureOf, formatOverload} from '../../src/data/functions';
import {DOCS_DIR, docsSidebar, htmlFileFor, walkSidebar} from '../support/site';
import {functionPageFiles} from '../support/sources';

const FUNCTIONS_DIR = path.join(DOCS_DIR, 'sql-reference/sql-functions');

/** Function pages: leaves of the group folders, landings left out. */
function functionPages(): {rel: string; file: string; text: string}[] {
  return functionPageFiles(FUNCTIONS_DIR).map(({rel, file}) => ({rel, file, text: fs.readFileSync(file, 'utf8')}));
}

const pages = functionPages();

test('the built pages show every overload of the signature data', () => {
  const sidebar = [...walkSidebar(docsSidebar())];
  let checked = 0;
  for (const {rel, text} of pages) {
    const name = /<FunctionSignatures name="([^"]+)"/.exec(text)?.[1] ?? rel.split('/').at(-1)!;
    const sig = signatureOf(name);
    if (!sig) continue;
    const link = sidebar.find((i) => i.type === 'link' && i.docId === `sql-reference/sql-functions/${rel}`);
    assert.ok(link && link.type === 'link', `${rel} in sidebar`);
    const html = fs.readFileSync(htmlFileFor(link.href), 'utf8').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
    for (const o of sig.overloads)
      assert.ok(html.includes(formatOverload(sig.name, o)), `${rel}: ${formatOverload(sig.name, o)}`);
    checked++;
  }
  // 389 pages show typed signatures today: a floor near it catches signatures lost from the pages.
  assert.ok(checked >= 350, `${checked} pages checked`);
});
