/**
 * Writes the rows of the upgrade pages (src/data/upgrade/from-<line>.json) from the committed
 * fact lists of evidence/facts/lines/ (written by lines.ts), our notes (src/data/upgrade/notes.json)
 * and the site's reference: each row links to the entry that documents its item in the documented
 * version. Needs no StarRocks checkout.
 *
 *   node --import tsx scripts/reference/upgrade.ts
 *
 * Where a row links:
 * - FE and BE items, variables: their entry on the configuration or variables page, anchored by
 *   name, when the reference data lists the item (src/data/reference/*.json);
 * - functions: the function's page under sql-reference/sql-functions (by file name, see
 *   functionOfPage), else a guide that notes.json names;
 * - statements: the guide or statement page notes.json names;
 * - system tables and their columns: the table's page, at its Columns section.
 * A removed item has no entry in the newer release, so no link; nor has an item the reference
 * leaves off (with its reason in the data) or one notes.json lists as undocumented.
 * tests/content/upgradePages.test.ts reruns this on the committed inputs and checks every link.
 */
import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {lineFactsSchema} from '../../evidence/factsSchema';
import {parseOrExplain} from '../../src/data/schemaCheck';
import {upgradeDataSchema, upgradeNotesSchema} from '../../src/data/upgrade/schema';
import type {UpgradeData, UpgradeNotes, UpgradeRow} from '../../src/data/upgrade/schema';
import {functionOfPage} from '../../src/data/functions/format';
import {DOCS_SOURCE_DIR} from '../../src/site/rules';
import feData from '../../src/data/reference/fe-config.json';
import beData from '../../src/data/reference/be-config.json';
import variableData from '../../src/data/reference/system-variables.json';
import {upgradeDiff, type LineFacts} from './upgradeDiff';

const ROOT = path.join(import.meta.dirname, '..', '..');
const LINES_DIR = path.join(ROOT, 'evidence', 'facts', 'lines');
const DATA_DIR = path.join(ROOT, 'src', 'data', 'upgrade');
const DOCS = path.join(ROOT, DOCS_SOURCE_DIR);

/** The comparisons the site shows: the latest patch of each older line against the documented cut. */
export const COMPARISONS = [
  {from: '3.4.4', to: '3.5.7', file: 'from-3.4.json'},
  {from: '3.3.14', to: '3.5.7', file: 'from-3.3.json'},
] as const;

/** The reference pages whose entries are anchored by the item's name. */
export const REFERENCE_PAGES = {
  fe: 'administration/management/FE_configuration',
  be: 'administration/management/BE_configuration',
  variable: 'sql-reference/System_variable',
} as const;
const FUNCTIONS_DIR = 'sql-reference/sql-functions';

const read = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

export function lineFacts(release: string): LineFacts {
  const file = path.join(LINES_DIR, `${release}.json`);
  return parseOrExplain(lineFactsSchema, read(file), path.relative(ROOT, file));
}

export function upgradeNotes(): UpgradeNotes {
  const file = path.join(DATA_DIR, 'notes.json');
  return parseOrExplain(upgradeNotesSchema, read(file), path.relative(ROOT, file));
}

/** The documented names of each reference page. */
const referenceNames = {
  fe: new Set(feData.items.map((i) => i.name)),
  be: new Set(beData.items.map((i) => i.name)),
  variable: new Set(variableData.items.map((i) => i.name)),
};

/** Function pages by the function they document: the leaves of the group folders, in path order. */
function functionPages(): Map<string, string> {
  const dir = path.join(DOCS, FUNCTIONS_DIR);
  const pages = new Map<string, string>();
  for (const rel of (readdirSync(dir, {recursive: true, encoding: 'utf8'}) as string[]).sort()) {
    const parts = rel.replace(/\.mdx?$/, '').split(path.sep);
    if (!/\.mdx?$/.test(rel) || parts.length < 2 || parts.at(-1) === parts.at(-2) || parts.at(-1)!.startsWith('_'))
      continue;
    const fn = functionOfPage(parts.at(-1)!);
    if (!pages.has(fn)) pages.set(fn, `${FUNCTIONS_DIR}/${parts.join('/')}`);
  }
  return pages;
}

/** A system table's page at its Columns section: sql-reference/<schema>/<table>#columns. */
function tablePage(name: string): string | undefined {
  const [schema, table] = name.split('.');
  const rel = `sql-reference/${schema}/${table}`;
  const file = ['.md', '.mdx'].map((ext) => path.join(DOCS, rel + ext)).find((f) => existsSync(f));
  if (!file) return undefined;
  return /^## Columns\s*$/m.test(readFileSync(file, 'utf8')) ? `${rel}#columns` : rel;
}

/** Why the reference leaves an item of the newer release off its page, as the reference data says. */
const exclusions = new Map<string, string>(
  (
    [
      ['fe', feData.excluded],
      ['be', beData.excluded],
      ['variable', variableData.excluded],
    ] as const
  ).flatMap(([component, list]) => list.map((e): [string, string] => [`${component}:${e.name}`, e.reason])),
);

/** Where the documented version's reference documents a row's item, if anywhere. */
export function linker(notes: UpgradeNotes): (row: UpgradeRow) => string | undefined {
  const functions = functionPages();
  return (row) => {
    // A removed column's table is still there; a removed table has no page.
    if (row.component === 'system-table') return tablePage(row.name);
    if (row.kind === 'removed') return undefined;
    const guide = notes.links[`${row.component}:${row.name}`];
    if (guide) return guide;
    if (row.component === 'fe' || row.component === 'be' || row.component === 'variable')
      return referenceNames[row.component].has(row.name) ? `${REFERENCE_PAGES[row.component]}#${row.name}` : undefined;
    if (row.component === 'function') return functions.get(row.name);
    return undefined;
  };
}

/** The data of one comparison, rows linked. */
export function upgradeData(from: string, to: string, notes = upgradeNotes()): UpgradeData {
  const [before, after] = [lineFacts(from), lineFacts(to)];
  const link = linker(notes);
  const rows = upgradeDiff(before, after, notes).map((row) => {
    const href = link(row);
    if (href) return {...row, href};
    const item = `${row.component}:${row.name}`;
    const why = row.kind === 'removed' ? undefined : (notes.undocumented[item] ?? exclusions.get(item));
    return why ? {...row, undocumented: why} : row;
  });
  return parseOrExplain(
    upgradeDataSchema,
    {
      from,
      to,
      source: `evidence/facts/lines/${from}.json (${before.ref}, commit ${before.commit}) against evidence/facts/lines/${to}.json (${after.ref}, commit ${after.commit})`,
      rows,
    },
    `the rows from ${from} to ${to}`,
  );
}

/** One row per line, like the fact lists: a changed row reads as one changed line. */
export function upgradeJson(data: UpgradeData): string {
  const {rows, ...head} = data;
  const top = Object.entries(head).map(([k, v]) => ` ${JSON.stringify(k)}: ${JSON.stringify(v)}`);
  return `{\n${top.join(',\n')},\n "rows": [\n  ${rows.map((r) => JSON.stringify(r)).join(',\n  ')}\n ]\n}\n`;
}

if (process.argv[1] === import.meta.filename) {
  const notes = upgradeNotes();
  for (const c of COMPARISONS) {
    const data = upgradeData(c.from, c.to, notes);
    writeFileSync(path.join(DATA_DIR, c.file), upgradeJson(data));
    console.log(
      `wrote src/data/upgrade/${c.file}: ${data.rows.length} rows, ${data.rows.filter((r) => r.href).length} linked`,
    );
  }
}
