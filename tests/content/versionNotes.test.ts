/**
 * Version notes in prose agree with the reference data: where a sentence says that a
 * configuration item, variable or function (written in code) is there "since", "from",
 * "introduced in" or "added in" a release, that release may not be earlier than the first
 * release whose source has it (the `since` of src/data, read from the release tags). A later
 * release is allowed: a note may name the line a reader knows, or a later change.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import feConfig from '../../src/data/reference/fe-config.json';
import beConfig from '../../src/data/reference/be-config.json';
import variables from '../../src/data/reference/system-variables.json';
import functionReleases from '../../src/data/functions/since.json';
import {pageSources} from '../support/pages';

const since = new Map<string, string>();
for (const item of [...feConfig.items, ...beConfig.items, ...variables.items] as {name: string; since?: string}[])
  if (item.since) since.set(item.name, item.since);
for (const [name, entry] of Object.entries(functionReleases.functions as Record<string, {since?: string}>))
  if (entry.since) since.set(name, entry.since);

/** `name` followed, in the same sentence, by "since|from|introduced in|added in ... vX.Y[.Z]". */
const NOTE =
  /`([a-z][a-z0-9_]+)(?:\(\))?`[^.`]{0,80}?\b(?:since|from|introduced in|added in|available from|supported from)\s+v(\d+\.\d+(?:\.\d+)?)/gi;

/** [major, minor, patch] of a release; "before 2.0" sorts first, "X.Y or earlier" as X.Y. */
function release(value: string): number[] {
  if (value === 'before 2.0') return [1, 0, 0];
  return [
    ...value
      .replace(/ or earlier$/, '')
      .split('.')
      .map(Number),
    0,
    0,
  ].slice(0, 3);
}

/** Whether a note's release is earlier than the item's first release (a line-only note compares lines). */
export function earlierThanSource(note: string, source: string): boolean {
  const [a, b] = [release(note), release(source)];
  const depth = note.split('.').length;
  for (let i = 0; i < depth; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}

/** The disagreements of one page's prose (code blocks left out). */
export function disagreements(text: string): string[] {
  const prose = text.replace(/```[\s\S]*?```/g, '');
  const found: string[] = [];
  for (const sentence of prose.split(/(?<=[.!?])\s+|\n\n|\n\|/)) {
    for (const m of sentence.matchAll(NOTE)) {
      const first = since.get(m[1]!);
      if (first && earlierThanSource(m[2]!, first))
        found.push(`\`${m[1]}\` "v${m[2]}", but its source has it from ${first}`);
    }
  }
  return found;
}

test('a note earlier than the first release with the item is found; later or equal notes pass', () => {
  assert.ok(earlierThanSource('3.3.2', '3.4.0'));
  assert.ok(earlierThanSource('3.3', '3.4.0'));
  assert.ok(!earlierThanSource('3.4', '3.4.5'));
  assert.ok(!earlierThanSource('3.5', '3.4.0'));
  assert.ok(!earlierThanSource('2.0', 'before 2.0'));
  assert.ok(since.has('bitmap_agg'), 'functions are read too');
  const [item, first] = [...since].find(([, s]) => s.startsWith('3.4.'))!;
  assert.equal(disagreements(`Set \`${item}\` (from v3.2).`).length, 1);
  assert.deepEqual(disagreements(`Set \`${item}\` (from v${first}).`), []);
  assert.deepEqual(disagreements(`\`\`\`sql\n-- \`${item}\` from v3.2\n\`\`\``), []);
});

test('version notes in prose are not earlier than the release that added the item', () => {
  const problems: string[] = [];
  for (const {rel, text} of pageSources()) for (const d of disagreements(text)) problems.push(`${rel}: ${d}`);
  assert.deepEqual(problems, []);
});
