/** Code fences of the pages: each names a language the build highlights (or plain text). */
import test from 'node:test';
import assert from 'node:assert/strict';
import {pageSources} from '../support/pages';
import {hasGrammar} from '../../src/plugins/code/highlight';
import {codeBlocks, mapOutsideQuotes, SQL_LANGUAGE, SQL_SYNTAX_LANGUAGE} from '../../scripts/checks/sqlExamples';

test('every code fence names a language Prism highlights at build time, or text', () => {
  const unknown: string[] = [];
  let fences = 0;
  for (const {rel, text} of pageSources()) {
    for (const match of text.matchAll(/^\s*```([\w+-]+)/gm)) {
      fences++;
      const language = match[1]!;
      if (language !== 'text' && !hasGrammar(language)) unknown.push(`${rel}: ${language}`);
    }
  }
  assert.ok(fences > 1000, `expected the pages' code fences, found ${fences}`);
  assert.deepEqual(unknown, [], 'add the language to ADDITIONAL_LANGUAGES in src/plugins/code/highlight.ts');
});

/**
 * Notation of syntax summaries, outside quotes and comments: `...` for omitted text, `[, ...]`,
 * optional keywords in brackets (`[IF NOT EXISTS]`, `[WHERE ...]`) and `{ A | B }` choices.
 * Array literals and subscripts (`[1, 2]`, `arr[1]`) are not notation.
 */
const NOTATION = [
  /\.\.\./,
  /\[\s*,/,
  /\[\s*(?:IF\s+(?:NOT\s+)?EXISTS|NOT\s+NULL|FULL|GLOBAL|TEMPORARY|WITH|WHERE|LIKE|FROM|PARTITION|PROPERTIES|COMMENT)\b/i,
  /\{[^{}]*\s\|\s[^{}]*\}/,
];

/** The notation a SQL text uses outside quotes and comments, if any. */
function syntaxNotation(sql: string): string | undefined {
  const code: string[] = [];
  mapOutsideQuotes(sql, (stretch) => {
    code.push(stretch);
    return stretch;
  });
  const text = code.join(' q ');
  for (const re of NOTATION) {
    const m = re.exec(text);
    if (m) return m[0];
  }
  return undefined;
}

test('the notation check tells a syntax summary from runnable SQL', () => {
  assert.equal(syntaxNotation('DROP TABLE [IF EXISTS] t'), '[IF EXISTS');
  assert.equal(syntaxNotation('GRANT <role> [, <role>] TO USER u'), '[,');
  assert.equal(syntaxNotation('SELECT ... FROM t'), '...');
  assert.equal(syntaxNotation('INSERT { INTO | OVERWRITE } t VALUES (1)'), '{ INTO | OVERWRITE }');
  assert.equal(syntaxNotation('SELECT [1, 2], arr[1], \'a ... b\', "[IF EXISTS]" FROM t -- see ...'), undefined);
  assert.equal(syntaxNotation("SELECT ['a', 'b'], map{'k': 1} FROM t WHERE a || b"), undefined);
});

test('```sql blocks hold runnable SQL; syntax summaries and signatures are ```sql-syntax', () => {
  const templates: string[] = [];
  const counts = {[SQL_LANGUAGE]: 0, [SQL_SYNTAX_LANGUAGE]: 0};
  for (const {rel, text} of pageSources()) {
    for (const block of codeBlocks(text)) {
      if (block.language === SQL_SYNTAX_LANGUAGE) counts[SQL_SYNTAX_LANGUAGE]++;
      if (block.language !== SQL_LANGUAGE) continue;
      counts[SQL_LANGUAGE]++;
      const notation = syntaxNotation(block.lines.join('\n'));
      if (notation) templates.push(`${rel}:${block.line}: ${notation}`);
    }
  }
  assert.ok(counts[SQL_LANGUAGE] > 1500, `expected the pages' SQL examples, found ${counts[SQL_LANGUAGE]}`);
  assert.ok(counts[SQL_SYNTAX_LANGUAGE] > 300, `expected the syntax summaries, found ${counts[SQL_SYNTAX_LANGUAGE]}`);
  assert.deepEqual(templates, [], 'a syntax summary in a ```sql block: fence it as ```sql-syntax');
});
