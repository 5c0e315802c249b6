/**
 * Names on the pages are 3.5's: no page shows a configuration item, session variable or function
 * that the documented line (3.5) lacks as if it had it. The suspects are the names of StarRocks main
 * that the 3.5 cut lacks (evidence/facts/later-names.json) and the names no source declares
 * (evidence/inventories/docs-only-names.json); a suspect is fine when the 3.5 fact lists have it
 * under any kind, when the site's reference data documents it for a later 3.5 patch, or when its
 * sentence says that it belongs to a later version.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {DOCS_DIR, markdownBody} from '../support/sources';
import {pageSources, readPages, type PageSource} from '../support/pages';
import laterNames from '../../evidence/facts/later-names.json';
import docsOnlyNames from '../../evidence/inventories/docs-only-names.json';
import feFacts from '../../evidence/facts/fe-config.json';
import beFacts from '../../evidence/facts/be-config.json';
import variableFacts from '../../evidence/facts/session-variables.json';
import functionFacts from '../../evidence/facts/functions.json';
import feData from '../../src/data/reference/fe-config.json';
import beData from '../../src/data/reference/be-config.json';
import variableData from '../../src/data/reference/system-variables.json';
import {sinceFile} from '../../src/data/functions';
import {CUT_RELEASE, isLaterPatch} from '../../evidence';

/** The release of the cut the fact lists were read at, as numbers: [3, 5, 7]. */
const CUT = CUT_RELEASE.split('.').map(Number);

const lower = (names: Iterable<string | null | undefined>) =>
  [...names].filter((n): n is string => !!n).map((n) => n.toLowerCase());

/** Every name 3.5 has: FE items and their aliases, BE items, variables by any of their names, functions. */
const threeFiveNames = new Set(
  lower([
    ...feFacts.items.flatMap((i) => [i.name, ...i.aliases]),
    ...beFacts.items.map((i) => i.name),
    ...variableFacts.items.flatMap((i) => [i.name, i.alias, i.show_name]),
    ...functionFacts.scalar,
    ...functionFacts.declared,
  ]),
);

/** Names the site documents as added by a 3.5 patch after the cut (with that release). */
const laterPatchNames = new Set(
  lower([
    ...[feData, beData, variableData].flatMap((d) =>
      (d.items as {name: string; since?: string | null}[])
        .filter((i) => isLaterPatch(i.since ?? undefined))
        .map((i) => i.name),
    ),
    ...Object.entries(sinceFile.functions)
      .filter(([, s]) => isLaterPatch(s.since))
      .map(([name]) => name),
  ]),
);

/** Each suspect name with what it is: "later FE item", "docs-only variable", ... */
const suspects = new Map<string, string[]>();
const addSuspects = (names: string[], kind: string) => {
  for (const n of lower(names)) suspects.set(n, [...(suspects.get(n) ?? []), kind]);
};
addSuspects(laterNames.fe, 'later FE item');
addSuspects(laterNames.be, 'later BE item');
addSuspects(laterNames.variables, 'later variable');
addSuspects(laterNames.functions, 'later function');
addSuspects(docsOnlyNames.fe, 'docs-only FE item');
addSuspects(docsOnlyNames.be, 'docs-only BE item');
addSuspects(docsOnlyNames.variables, 'docs-only variable');

/** Suspects that 3.5 lacks and the site does not date to a later 3.5 patch: these must not be shown as 3.5's. */
const forbidden = (name: string): string[] | undefined => {
  const n = name.toLowerCase();
  return threeFiveNames.has(n) || laterPatchNames.has(n) ? undefined : suspects.get(n);
};

/** The documented line, "3.5", as a pattern. */
const LINE = `${CUT[0]}\\.${CUT[1]}`;
/**
 * A sentence that places a name in a later version: a release after the documented line ("v4.0",
 * "StarRocks 4.1"), "later versions", "not in 3.5", "3.5 does not have". A later patch of the line
 * does not count: a name the cut lacks is a 3.5 name only where the site's data dates it.
 */
const LATER_WORDS = [
  /\b(?:later|newer|future)\s+(?:StarRocks\s+)?(?:versions?|releases?|lines?)\b/i,
  new RegExp(`\\bnot\\s+(?:available\\s+)?in\\s+(?:StarRocks\\s+)?v?${LINE}\\b`, 'i'),
  new RegExp(`\\b${LINE}\\s+(?:does\\s+not|doesn't)\\s+have\\b`, 'i'),
];
const saysLater = (sentence: string) =>
  LATER_WORDS.some((re) => re.test(sentence)) ||
  [...sentence.matchAll(/(?:\bv|\b(?:StarRocks|versions?|releases?)\s+)(\d+)\.(\d+)/gi)].some(
    (m) => +m[1]! > CUT[0]! || (+m[1]! === CUT[0] && +m[2]! > CUT[1]!),
  );

interface Found {
  name: string;
  /** The sentence, table row or code line the name stands in. */
  context: string;
}

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Names that SQL, shell or configuration text sets, reads or calls: SET (GLOBAL) name = ...,
 * SET_VAR(name = ...), @@name, ADMIN SET/SHOW FRONTEND CONFIG, SHOW VARIABLES LIKE, a `name = value`
 * line of a configuration file, BE update_config?name=, `WHERE name = '...'` on be_configs, and
 * function calls `name(`. `sql` says whether the text is SQL (calls and SET) or a configuration or
 * shell text (`name = value` lines).
 */
function namesInCode(code: string, sql: boolean): {name: string; at: number}[] {
  const out: {name: string; at: number}[] = [];
  const add = (name: string | undefined, at: number) => {
    if (name && IDENT.test(name)) out.push({name, at});
  };
  for (const m of code.matchAll(/^[ \t]*SET\s+(?:(?:GLOBAL|SESSION)\s+)?([^;]*)/gim)) {
    for (const a of m[1]!.matchAll(/(?:^|,)\s*(?:@@(?:global\.|session\.)?)?`?(\w+)`?\s*=/gi)) add(a[1], m.index);
  }
  for (const m of code.matchAll(/SET_VAR\s*\(([^)]*)\)/gi)) {
    for (const a of m[1]!.matchAll(/["'`]?(\w+)["'`]?\s*=/g)) add(a[1], m.index);
  }
  for (const m of code.matchAll(/@@(?:global\.|session\.)?(\w+)/gi)) add(m[1], m.index);
  for (const m of code.matchAll(/ADMIN\s+SET\s+FRONTEND\s+CONFIG\s*\(\s*["'`]?(\w+)["'`]?\s*=/gi)) add(m[1], m.index);
  for (const m of code.matchAll(/\b(?:FRONTEND\s+CONFIG|VARIABLES)\s+(?:LIKE|WHERE\s+\w+\s*=)\s*["'](\w+)["']/gi)) {
    add(m[1], m.index);
  }
  for (const m of code.matchAll(/update_config\?(\w+)=/g)) add(m[1], m.index);
  for (const m of code.matchAll(/\bWHERE\s+name\s*(?:=|LIKE)\s*["'](\w+)["']/gi)) add(m[1], m.index);
  if (sql) {
    for (const m of code.matchAll(/\b([A-Za-z_]\w*)\s*\(/g)) add(m[1], m.index);
  } else {
    for (const m of code.matchAll(/^[ \t]*(?:export\s+)?([A-Za-z_]\w*)\s*=/gm)) add(m[1], m.index);
  }
  return out;
}

/**
 * The names an inline code span shows, decorations stripped: `name = value`, `name()`,
 * `@@name`, quotes; and whatever SQL it holds (`SET GLOBAL name = 1`).
 */
function namesInSpan(span: string): string[] {
  const bare = span
    .trim()
    .replace(/^(["'])(.*)\1$/, '$2')
    .replace(/^@@(?:global\.|session\.)?/i, '')
    .replace(/\s*(?:=|\().*$/, '')
    .replace(/^(["'])(.*)\1$/, '$2');
  return [...new Set([...(IDENT.test(bare) ? [bare] : []), ...namesInCode(span, true).map((f) => f.name)])];
}

/** Reference pages whose anchors are item names: a link `FE_configuration#name` names the item. */
const REFERENCE_ANCHOR = /\]\(([^)\s]*(?:FE_configuration|BE_configuration|System_variable)[^)\s#]*)#([\w-]+)\)/g;

const CODE_SPAN = /(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g;

/** Prose split into sentences; a table row is one sentence. */
function sentences(unit: string): string[] {
  if (unit.startsWith('|')) return [unit];
  return unit.split(/(?<!\b(?:e\.g|i\.e|etc|vs|approx)\.)(?<=[.!?])\s+(?=[A-Z`[*_(])/);
}

/** The names a page body shows in prose (code spans, reference anchors) and in its code blocks. */
function namesInPage(body: string): Found[] {
  const found: Found[] = [];
  const units: string[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length) units.push(paragraph.join(' '));
    paragraph = [];
  };
  const lines = body.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fence = /^\s*(`{3,}|~{3,})\s*([\w+-]*)/.exec(line);
    if (fence) {
      endParagraph();
      const close = new RegExp(`^\\s*${fence[1]![0] === '`' ? '`' : '~'}{${fence[1]!.length},}\\s*$`);
      const code: string[] = [];
      for (i++; i < lines.length && !close.test(lines[i]!); i++) code.push(lines[i]!);
      const text = code.join('\n');
      const sql = /^(sql|sql-syntax|mysql)$/i.test(fence[2]!);
      for (const {name, at} of namesInCode(text, sql)) {
        const start = text.lastIndexOf('\n', at) + 1;
        const end = text.indexOf('\n', at);
        found.push({name, context: text.slice(start, end < 0 ? undefined : end)});
      }
      continue;
    }
    if (/^\s*$/.test(line) || /^\s*(import|export)\s/.test(line)) {
      endParagraph();
      continue;
    }
    if (/^\s*(\||#{1,6}\s|[-*+]\s|\d+\.\s|>)/.test(line)) endParagraph();
    paragraph.push(line.trim());
    if (line.trim().startsWith('|')) endParagraph();
  }
  endParagraph();
  for (const unit of units) {
    for (const sentence of sentences(unit)) {
      for (const m of sentence.matchAll(CODE_SPAN)) {
        for (const name of namesInSpan(m[2]!)) found.push({name, context: sentence});
      }
      for (const m of sentence.matchAll(REFERENCE_ANCHOR)) found.push({name: m[2]!, context: sentence});
    }
  }
  return found;
}

/** `<page>: <name> (<kind>)` for every name a page shows that 3.5 lacks, sorted, once per page and name. */
function problemsIn(pages: PageSource[]): string[] {
  const problems = new Set<string>();
  for (const {rel, text} of pages) {
    for (const {name, context} of namesInPage(markdownBody(text))) {
      const kinds = forbidden(name);
      if (kinds && !saysLater(context)) {
        problems.add(`${rel}: ${name.toLowerCase()} (${kinds.join(', ')})`);
      }
    }
  }
  return [...problems].sort();
}

test('the suspect lists and the 3.5 name lists are loaded', () => {
  assert.ok(threeFiveNames.size > 2000, `${threeFiveNames.size} 3.5 names`);
  assert.ok(suspects.size > 300, `${suspects.size} suspect names`);
  assert.ok(laterPatchNames.has('task_runs_timeout_second'), 'an FE item the site dates to 3.5.8');
  assert.equal(forbidden('files_enable_insert_push_down_column_type')?.[0], 'docs-only FE item');
  assert.equal(forbidden('enable_connector_sink_spill'), undefined, 'a later BE name that 3.5 has as a variable');
});

test('no page shows a configuration item, variable or function that the documented line does not have', () => {
  assert.deepEqual(
    problemsIn(pageSources()),
    [],
    'rewrite for 3.5: use the 3.5 name, or say what 3.5 offers instead, or say the name belongs to a later version',
  );
});

test('the check names the page and each form a 3.5 reader could be misled by', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cross-references-'));
  try {
    // A real page, copied, with a section of names 3.5 lacks in every form the check reads.
    const original = fs.readFileSync(
      path.join(DOCS_DIR, 'sql-reference/sql-statements/cluster-management/config_vars/SET.md'),
      'utf8',
    );
    const bad = [
      '',
      '## Added for the check',
      '',
      'Turn on `files_enable_insert_push_down_column_type = true` first. Set `@@enable_insert_partial_update`.',
      'Call `json_set()` on the document, see [the item](../../../../administration/management/FE_configuration.mdx#mysql_service_kill_after_disconnect).',
      '',
      '| `disk_high_level` | BE | a table row |',
      '',
      '```sql',
      'SET GLOBAL enable_insert_partial_update = true, query_timeout = 10;',
      'ADMIN SET FRONTEND CONFIG ("enable_table_metrics_collect" = "true");',
      "SELECT max_n(v, 2) FROM t /*+ SET_VAR(exec_mode = 'x') */;",
      '```',
      '',
      '```properties',
      'lake_metadata_fetch_thread_count = 8',
      '```',
      '',
      // Fine: 3.5 names, a name the site dates to 3.5.8, a later name said to be later.
      'Set `query_timeout`, `enable_connector_sink_spill` and `task_runs_timeout_second`.',
      'StarRocks v4.0 adds `ai_query()`, which 3.5 lacks. Later versions add `uuid_v7()`.',
      // A later 3.5 patch named for a name the site does not date: still shown as a 3.5 name.
      '- From v3.5.8, `json_pretty(doc)` formats a document.',
      '',
    ].join('\n');
    fs.mkdirSync(path.join(dir, 'sub'));
    fs.writeFileSync(path.join(dir, 'sub', 'SET.md'), original + bad);
    assert.deepEqual(problemsIn(readPages(dir)), [
      'sub/SET.md: disk_high_level (later BE item)',
      'sub/SET.md: enable_insert_partial_update (later variable)',
      'sub/SET.md: enable_table_metrics_collect (docs-only FE item)',
      'sub/SET.md: exec_mode (later variable)',
      'sub/SET.md: files_enable_insert_push_down_column_type (docs-only FE item)',
      'sub/SET.md: json_pretty (later function)',
      'sub/SET.md: json_set (later function)',
      'sub/SET.md: lake_metadata_fetch_thread_count (docs-only BE item)',
      'sub/SET.md: max_n (later function)',
      'sub/SET.md: mysql_service_kill_after_disconnect (later FE item)',
    ]);
    // The same page as shipped has no problem: every name above comes from the added section.
    fs.writeFileSync(path.join(dir, 'sub', 'SET.md'), original);
    assert.deepEqual(problemsIn(readPages(dir)), []);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
