/**
 * Statement group landings, as built, list every statement of their folder. (Coverage, sections
 * and the system tables' columns in the sources: tests/content/statements.test.ts.)
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {statementInventory as inventory} from '../../evidence';
import {DOCS_DIR, htmlFileFor} from '../support/site';
import {sourceFile} from '../support/sources';
import {DOCS_BASE} from '../../src/site/rules';

const STATEMENTS_DIR = path.join(DOCS_DIR, 'sql-reference/sql-statements');

test('each statement group landing lists every statement of its folder', () => {
  const problems: string[] = [];
  const folders = new Set(inventory.items.filter((p) => sourceFile(STATEMENTS_DIR, p)).map((p) => path.dirname(p)));
  for (const folder of folders) {
    if (folder === '.') continue;
    const landing = `${DOCS_BASE}sql-reference/sql-statements/${folder}/`;
    const html = fs.readFileSync(htmlFileFor(landing), 'utf8');
    // A folder whose landing is one of its statements (SELECT/SELECT) lists the others itself.
    const isLanding = (p: string) => path.basename(p) === path.basename(folder);
    for (const rel of inventory.items.filter(
      (p) => path.dirname(p) === folder && sourceFile(STATEMENTS_DIR, p) && !isLanding(p),
    )) {
      const href = `${DOCS_BASE}sql-reference/sql-statements/${rel}`;
      if (!html.includes(`href="${href}"`) && !html.includes(`href=${href}>`))
        problems.push(`${landing} misses ${href}`);
    }
  }
  assert.deepEqual(problems, []);
});
