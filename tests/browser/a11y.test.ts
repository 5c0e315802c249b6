/**
 * axe-core 4 on pages of every kind, in the light and the dark theme: zero violations of any
 * impact. Each page is loaded in the theme a reader chose on an earlier visit (in localStorage before
 * the page's first script), so that the server HTML and hydration both run in it, and checked for
 * every rule; then it is switched to the other theme in place and checked for the rules that depend
 * on colour. The pages alternate which theme comes first.
 *
 * KNOWN can list violations that come from a component still being reworked by its owner:
 * each entry names its rule, the element (axe's CSS selector) and optionally the routes; the
 * test reports them as diagnostics and fails on everything else. It is empty: keep it so, and
 * remove an entry as soon as its component is fixed.
 *
 * A11Y_REPORT=/path/file.json writes every violation (known ones included) for a closer look.
 */
import {test, type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import type {AxeResults, Result} from 'axe-core';
import {switchThemeInPlace, useBrowserSite, type Theme} from '../support/browser';
import {ROOT} from '../support/site';
import {docRoute} from '../../src/site/rules';
import type * as Axe from 'axe-core';

const AXE = path.join(ROOT, 'node_modules/axe-core/axe.min.js');

interface Target {
  kind: string;
  route: string;
  /** Brings the page into the state to check, after load and hydration. */
  prepare?: (page: Page) => Promise<void>;
}

const PAGES: readonly Target[] = [
  {kind: 'home', route: '/'},
  {kind: '404', route: docRoute('this/page/does-not-exist')},
  {kind: 'guide', route: docRoute('loading/InsertInto')},
  {kind: 'guide with wide tables', route: docRoute('loading/StreamLoad')},
  {kind: 'function', route: docRoute('sql-reference/sql-functions/string-functions/concat')},
  {kind: 'function finder', route: docRoute('sql-reference/sql-functions/')},
  {kind: 'statement', route: docRoute('sql-reference/sql-statements/table_bucket_part_index/SELECT')},
  {kind: 'CREATE TABLE', route: docRoute('sql-reference/sql-statements/table_bucket_part_index/CREATE_TABLE')},
  {kind: 'FE configuration', route: docRoute('administration/management/FE_configuration')},
  {kind: 'system variables', route: docRoute('sql-reference/System_variable')},
  {kind: 'error codes', route: docRoute('sql-reference/Error_code')},
  {kind: 'information_schema', route: docRoute('sql-reference/information_schema/tables')},
  {kind: 'category index', route: docRoute('category/reference')},
  {
    kind: 'search page',
    route: '/search?q=concat',
    prepare: (page) => page.locator('main ol[aria-label="Search results"] a').first().waitFor(),
  },
  {kind: 'FAQ', route: docRoute('faq/Sql_faq')},
  {kind: 'data types', route: docRoute('sql-reference/data-types/')},
  {
    kind: 'search dialog',
    route: docRoute('introduction/'),
    prepare: async (page) => {
      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog', {name: 'Search the documentation'});
      await dialog.locator('input').first().fill('concat');
      await page.waitForFunction(() => {
        const results = document.getElementById('search-modal-results');
        return results?.dataset.complete === 'true' && results.querySelector('a') !== null;
      });
    },
  },
];

interface Known {
  rule: string;
  /** Matched against axe's selector of the node (its `target`, joined with a space). */
  target: RegExp;
  /** Limits the entry to these routes; every route when absent. */
  routes?: RegExp;
  owner: string;
}

/** Violations reported but not failed (see the file's comment); an entry that matches nothing is reported too. */
const KNOWN: readonly Known[] = [];

const THEMES = ['light', 'dark'] as const satisfies readonly Theme[];
const {open} = useBrowserSite();
const report: Record<string, unknown> = {};

/** Opens the route as a reader whose stored choice is the theme: one load, server HTML and hydration in it. */
async function openIn(route: string, theme: Theme): Promise<Page> {
  const {page} = await open(route, undefined, {theme});
  assert.equal(await page.getAttribute('html', 'data-theme'), theme, `${route} in the ${theme} theme`);
  return page;
}

const selectorOf = (node: Result['nodes'][number]) => node.target.map(String).join(' ');
const knownFor = (rule: string, selector: string, route: string) =>
  KNOWN.find((k) => k.rule === rule && k.target.test(selector) && (!k.routes || k.routes.test(route)));

const used = new Set<Known>();

/** The rules whose result depends on the colours: what the second theme of a page is checked for. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function runAxe(page: Page, runOnly?: string[]): Promise<AxeResults> {
  return (await page.evaluate(async (only) => {
    const axe = (window as unknown as {axe: typeof Axe}).axe;
    return axe.run(document, {resultTypes: ['violations'], ...(only && {runOnly: only})});
  }, runOnly)) as AxeResults;
}

/** The failures of a run (KNOWN ones are reported as diagnostics). */
function failuresOf(results: AxeResults, route: string, theme: string, t: TestContext): string[] {
  const failures: string[] = [];
  const known = new Map<Known, string[]>();
  for (const v of results.violations) {
    for (const node of v.nodes) {
      const selector = selectorOf(node);
      const line = `${v.id} (${v.impact}) ${selector}: ${node.failureSummary?.split('\n').slice(1, 2).join('').trim() ?? ''}`;
      const k = knownFor(v.id, selector, route);
      if (k) {
        used.add(k);
        known.set(k, [...(known.get(k) ?? []), line]);
      } else failures.push(line);
    }
  }
  report[`${route} ${theme}`] = results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    nodes: v.nodes.map((n) => ({target: selectorOf(n), summary: n.failureSummary})),
  }));
  for (const [k, lines] of known) {
    t.diagnostic(`known, left to the ${k.owner}: ${lines.length} × ${k.rule}, e.g. ${lines[0]}`);
  }
  return failures;
}

// Each page is loaded once, in the theme a reader chose before (every rule), then switched to the
// other theme in place, as the navbar toggle does (the rules that depend on colour; the DOM is the
// same). Pages alternate which theme they load in, so both themes get every rule on half the pages.
PAGES.forEach((target, i) => {
  const [first, second] = i % 2 === 0 ? THEMES : ([...THEMES].reverse() as [Theme, Theme]);
  test(`axe: ${target.kind} (${target.route}) in the ${first} and the ${second} theme has no violation`, async (t) => {
    const page = await openIn(target.route, first);
    await target.prepare?.(page);
    await page.addScriptTag({path: AXE});
    const inFirst = failuresOf(await runAxe(page), target.route, first, t);
    await switchThemeInPlace(page, second);
    const inSecond = failuresOf(await runAxe(page, COLOUR_RULES), target.route, second, t);
    await page.close();
    assert.deepEqual(inFirst, [], `${target.route} (${first})`);
    assert.deepEqual(inSecond, [], `${target.route} (${second}, after switching)`);
  });
});

test('known violations: entries that no longer match anything are reported (remove them)', (t) => {
  const stale = KNOWN.filter((k) => !used.has(k));
  if (stale.length) t.diagnostic(`no longer seen: ${stale.map((k) => `${k.rule} ${k.target}`).join('; ')}`);
  if (process.env.A11Y_REPORT) fs.writeFileSync(process.env.A11Y_REPORT, JSON.stringify(report, null, 2));
});
