/**
 * Statement group landings, as built, list every statement of their folder. (Coverage, sections
 * and the system tables' columns in the sources: tests/content/statements.test.ts.)
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {statementInventory as inventory} from '../../evidence';
import {parse} from 'node-html-parser';
import {DOCS_DIR, htmlFileFor, pageRecords} from '../support/site';
import {sourceFile} from '../support/sources';
import {DOCS_BASE, landingDocId} from '../../src/site/rules';

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

test("the statements landing describes each group by its own landing's description, not a nested group's", () => {
  const base = `${DOCS_BASE}sql-reference/sql-statements/`;
  const root = parse(fs.readFileSync(htmlFileFor(base), 'utf8'));
  const described = new Map(pageRecords().map((p) => [p.id, p.description]));
  const problems: string[] = [];
  let groups = 0;
  for (const row of root.querySelectorAll('.markdown table tbody tr')) {
    const href = row.querySelector('td a')?.getAttribute('href') ?? '';
    const folder = href.startsWith(base) && href.endsWith('/') ? href.slice(base.length, -1) : '';
    if (!folder) continue;
    groups++;
    const expected = described.get(landingDocId(`sql-reference/sql-statements/${folder}`));
    const shown = row.querySelectorAll('td')[1]?.text.trim();
    if (expected !== undefined && shown !== expected)
      problems.push(`${folder}: shows "${shown}", its landing says "${expected}"`);
  }
  assert.ok(groups >= 10, `expected the statement groups, found ${groups}`);
  assert.deepEqual(problems, []);
});
