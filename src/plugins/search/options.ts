/**
 * The search plugin's options: a zod schema, checked when Docusaurus starts (the plugin module
 * exports validateOptions). Every option has a default equal to the site's rule, read from where
 * that rule is written (src/site/rules.ts for the index folder and the query caps,
 * engine/ranking.ts for the weights), so a site that sets nothing searches as before.
 *
 * Node only: the browser gets the values, never zod — the caps and the index folder through the
 * plugin's global data (globalData.ts), the weights through the index manifest.
 */
import type {OptionValidationContext} from '@docusaurus/types';
import * as z from 'zod';
import {MAX_PASTE, MAX_QUERY, SEARCH_DIR} from '../../site/rules';
import {DEFAULT_RANKING, type Ranking} from './engine/ranking';

/** Docusaurus's default plugin id (the id validateOptions must return when none is set). */
const DEFAULT_PLUGIN_ID = 'default';

/** A weight or boost: a finite number, 0 or more. */
const weightNumber = z
  .number({error: (issue) => `must be a number (got ${describe(issue.input)})`})
  .min(0, {error: (issue) => `must be 0 or more (got ${String(issue.input)})`});
const weight = (fallback: number) => weightNumber.default(fallback);

const cap = (fallback: number) =>
  z
    .number({error: (issue) => `must be a number of characters (got ${describe(issue.input)})`})
    .int({error: (issue) => `must be a whole number of characters (got ${String(issue.input)})`})
    .min(1, {error: (issue) => `must be 1 or more (got ${String(issue.input)})`})
    .default(fallback);

/** A folder path below the site's base URL, as written in a URL: `search-index`, `assets/search`. */
const FOLDER = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** A route prefix, as page URLs start: <docs>/faq/. */
const ROUTE_PREFIX = /^\/\S*$/;

const rankingSchema = z
  .object({
    pageWeights: z
      .record(z.string().regex(ROUTE_PREFIX), weightNumber, {
        error: (issue) =>
          issue.code === 'invalid_type'
            ? `must be an object of route prefix → weight (got ${describe(issue.input)})`
            : `keys must be route prefixes starting with "/" (got ${describe(issue.input)})`,
      })
      .default(DEFAULT_RANKING.pageWeights),
    otherPages: weight(DEFAULT_RANKING.otherPages),
    nameBoost: z
      .object({
        title: weight(DEFAULT_RANKING.nameBoost.title),
        aliases: weight(DEFAULT_RANKING.nameBoost.aliases),
        heading: weight(DEFAULT_RANKING.nameBoost.heading),
        entry: weight(DEFAULT_RANKING.nameBoost.entry),
        breadcrumb: weight(DEFAULT_RANKING.nameBoost.breadcrumb),
      })
      .strict()
      .prefault({}),
    bodyBoost: z
      .object({
        description: weight(DEFAULT_RANKING.bodyBoost.description),
        text: weight(DEFAULT_RANKING.bodyBoost.text),
        code: weight(DEFAULT_RANKING.bodyBoost.code),
      })
      .strict()
      .prefault({}),
    bodyWeight: weight(DEFAULT_RANKING.bodyWeight),
  })
  .strict();

export const searchOptionsSchema = z
  .object({
    id: z.string().default(DEFAULT_PLUGIN_ID),
    /** The index's folder in the build, which is also its URL path below the base URL. */
    indexPath: z
      .string({error: (issue) => `must be a string (got ${describe(issue.input)})`})
      .regex(FOLDER, {
        error: (issue) =>
          `must be a folder path below the base URL such as "${SEARCH_DIR}", without leading or trailing "/" or ".." (got "${String(issue.input)}")`,
      })
      .default(SEARCH_DIR),
    /** The longest query read as typed words. */
    maxQuery: cap(MAX_QUERY),
    /** The longest input the search boxes and /search?q= keep, read for a pasted message's words. */
    maxPaste: cap(MAX_PASTE),
    ranking: rankingSchema.prefault({}),
  })
  .strict()
  .refine((o) => o.maxPaste >= o.maxQuery, {
    path: ['maxPaste'],
    error: (issue) => {
      const o = issue.input as {maxQuery: number; maxPaste: number};
      return `must be at least maxQuery (${o.maxQuery}) (got ${o.maxPaste})`;
    },
  });

/** The options as a site writes them (every one optional). */
export type SearchOptions = z.input<typeof searchOptionsSchema>;
/** The options after validation: every default filled in. */
export type SearchPluginOptions = z.output<typeof searchOptionsSchema> & {ranking: Ranking};

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `the string "${value}"`;
  return typeof value === 'object' ? 'an object' : String(value);
}

/** An issue's path as the option is written in docusaurus.config.ts: ranking.pageWeights["<docs>/faq/"]. */
function optionName(path: readonly PropertyKey[]): string {
  return path
    .map((key, i) =>
      typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)
        ? `${i === 0 ? '' : '.'}${key}`
        : `[${JSON.stringify(typeof key === 'symbol' ? key.toString() : key)}]`,
    )
    .join('');
}

/** The options with their defaults; throws, naming each wrong option and what is wrong, when invalid. */
export function parseSearchOptions(options: unknown): SearchPluginOptions {
  const result = searchOptionsSchema.safeParse(options ?? {}, {reportInput: true});
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys')
      return issue.keys
        .map((key) => `- ${optionName([...issue.path, key])}: is not an option of the search plugin`)
        .join('\n');
    return `- ${optionName(issue.path) || '(the options)'}: ${issue.message}`;
  });
  throw new Error(
    `Invalid options of the search plugin (src/plugins/search), in docusaurus.config.ts:\n${lines.join('\n')}`,
  );
}

/**
 * Docusaurus's hook (the plugin module re-exports it): checks the options when Docusaurus starts;
 * a wrong one stops it, named with what is wrong.
 */
export function validateOptions({
  options,
}: OptionValidationContext<SearchOptions, SearchPluginOptions>): SearchPluginOptions {
  return parseSearchOptions(options);
}
