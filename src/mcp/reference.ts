/**
 * The reference entries the site ships as data (src/data), answered by name: configuration
 * items, system variables, SQL functions and errors. Each answer carries the URL of the entry on
 * its page, with the anchor the page gives it (the entry's name, or an error message's id; see
 * src/components/reference/). A name with no entry is answered by the nearest names.
 */
import feConfig from '../data/reference/fe-config.json';
import beConfig from '../data/reference/be-config.json';
import variables from '../data/reference/system-variables.json';
import errorCodes from '../data/reference/error-codes.json';
import errorMessages from '../data/reference/error-messages.json';
import type {ConfigData, ErrorCodeData, VariableData} from '../data/reference/types';
import {displayType, formatOverload, functionOfPage, signatures, sinceOf} from '../data/functions';
import {errorQuery, findErrors} from '../components/reference/errorMatch';
import {normalize} from '../components/reference/match';
import {ERROR_MESSAGES_DOC} from '../plugins/errorMessages/relatedErrors';
import {MAX_QUERY, docRoute} from '../site/rules';
import {UserError} from './site';

/** The pages that render each data file (their sources import it), as routes. */
export const REFERENCE_PAGES = {
  FE: docRoute('administration/management/FE_configuration'),
  BE: docRoute('administration/management/BE_configuration'),
  variables: docRoute('sql-reference/System_variable'),
  errorCodes: docRoute('sql-reference/Error_code'),
  errorMessages: docRoute(ERROR_MESSAGES_DOC),
  functions: docRoute('sql-reference/sql-functions/'),
} as const;

/** How many nearest names an answer without a match offers. */
const NEAREST = 5;
/** Names longer than this are not compared letter by letter (the work stays bounded). */
const MAX_NAME = 64;

/** The name a reader typed, checked and capped. */
function nameOf(raw: string, what: string): string {
  const name = raw.slice(0, MAX_QUERY).trim();
  if (name === '') throw new UserError(`Empty ${what}: give a name.`);
  return name;
}

/** Levenshtein distance, or Infinity once it is above `max` (rows stop early). */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return Infinity;
  let prev = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      best = Math.min(best, row[j]!);
    }
    if (best > max) return Infinity;
    prev = row;
  }
  return prev[b.length]! <= max ? prev[b.length]! : Infinity;
}

/**
 * The names nearest to a query: names that start with it or contain it first (shorter first),
 * then those within a few edits (fewer first). Every name is compared at most once.
 */
export function nearestNames(query: string, names: Iterable<string>, count = NEAREST): string[] {
  const q = normalize(query).slice(0, MAX_NAME);
  const max = Math.max(1, Math.min(3, Math.floor(q.length / 3)));
  const scored: {name: string; score: number}[] = [];
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) continue;
    seen.add(name);
    const n = normalize(name);
    if (q.length >= 3 && n.startsWith(q)) scored.push({name, score: n.length / 1000});
    else if (q.length >= 4 && n.includes(q)) scored.push({name, score: 0.5 + n.length / 1000});
    else if (n.length <= MAX_NAME) {
      const d = editDistance(q, n, max);
      if (d !== Infinity) scored.push({name, score: d});
    }
  }
  return scored
    .sort((a, b) => a.score - b.score || a.name.localeCompare(b.name))
    .slice(0, count)
    .map((s) => s.name);
}

/** A lookup's answer: the entries that match, or none and the nearest names. */
export type Lookup<T> = {found: true; entries: T[]} | {found: false; query: string; nearest: string[]};

function lookup<T>(query: string, matches: T[], names: () => Iterable<string>): Lookup<T> {
  return matches.length > 0
    ? {found: true, entries: matches}
    : {found: false, query, nearest: nearestNames(query, names())};
}

const configs: ConfigData[] = [feConfig as ConfigData, beConfig as ConfigData];

export function lookupConfig(raw: string, origin: string) {
  const name = nameOf(raw, 'configuration item');
  const key = normalize(name);
  const matches = configs.flatMap((data) =>
    data.items
      .filter((i) => normalize(i.name) === key || i.aliases.some((a) => normalize(a) === key))
      .map((i) => ({
        component: data.component,
        name: i.name,
        ...(i.aliases.length ? {aliases: i.aliases} : {}),
        type: i.type,
        default: i.default,
        unit: i.unit,
        mutable: i.mutable,
        deprecated: i.deprecated,
        release: i.since ?? null,
        ...(i.changed ? {changed: i.changed} : {}),
        description: i.description,
        url: `${origin}${REFERENCE_PAGES[data.component]}#${i.name}`,
      })),
  );
  return lookup(name, matches, () => configs.flatMap((d) => d.items.flatMap((i) => [i.name, ...i.aliases])));
}

export function lookupVariable(raw: string, origin: string) {
  const name = nameOf(raw, 'variable');
  const key = normalize(name.replace(/^@@(global\.|session\.)?/i, ''));
  const data = variables as VariableData;
  const matches = data.items
    .filter((v) => normalize(v.name) === key || (v.alias !== null && normalize(v.alias) === key))
    .map((v) => ({
      name: v.name,
      alias: v.alias,
      type: v.type,
      default: v.default,
      unit: v.unit,
      values: v.values,
      scope: v.scope,
      /** Variables are set with SET; a read-only one cannot be. */
      mutable: !v.readOnly,
      release: v.since ?? null,
      ...(v.changed ? {changed: v.changed} : {}),
      description: v.description,
      url: `${origin}${REFERENCE_PAGES.variables}#${v.name}`,
    }));
  return lookup(name, matches, () => data.items.flatMap((v) => (v.alias ? [v.name, v.alias] : [v.name])));
}

/**
 * A SQL function: its signatures and first release from src/data/functions, and its page among
 * the site's pages (the page's file name, as `functionOfPage` reads it).
 */
export function lookupFunction(raw: string, origin: string, routes: readonly string[]) {
  const name = nameOf(raw, 'function').replace(/\s*\(.*$/s, '');
  const key = name.toLowerCase();
  const pageOf = new Map<string, string>();
  for (const route of routes) {
    if (!route.startsWith(REFERENCE_PAGES.functions)) continue;
    const file = route.replace(/\/+$/, '').split('/').at(-1)!;
    const fn = functionOfPage(file);
    if (!pageOf.has(fn)) pageOf.set(fn, route);
  }
  const sig = signatures[key];
  const route = pageOf.get(key);
  const matches =
    sig || route
      ? [
          {
            name: sig?.name ?? key,
            signatures: sig
              ? sig.overloads.map((o) => `${formatOverload(sig.name, o)} → ${displayType(o.returns)}`)
              : [],
            release: sinceOf(key)?.since ?? null,
            url: route ? origin + route : null,
          },
        ]
      : [];
  return lookup(name, matches, () => [...Object.values(signatures).map((s) => s.name), ...pageOf.keys()]);
}

/**
 * An error: by code (`1064`, a client's `ERROR 1064 (42000): …` line), by name (`ERR_…`), or by
 * message (a pasted message with its values filled in finds its template); from the error-code
 * table and from the error-message reference (FAQ), both with their anchors.
 */
export function lookupError(raw: string, origin: string) {
  const query = raw.slice(0, 4 * MAX_QUERY).trim();
  if (query === '') throw new UserError('Empty error: give a code, a name or the message.');
  const codes = (errorCodes as ErrorCodeData).items;
  const byName = codes.filter((c) => c.name.toLowerCase() === query.toLowerCase());
  const codeHits = (byName.length ? byName : findErrors(codes, query)).slice(0, NEAREST).map((c) => ({
    kind: 'error code' as const,
    code: c.code,
    name: c.name,
    sqlstate: c.sqlstate,
    message: c.message,
    cause: c.cause,
    action: c.action,
    url: `${origin}${REFERENCE_PAGES.errorCodes}#${c.name}`,
  }));
  const text = query.toLowerCase();
  const messageHits = errorMessages.items
    .filter((m) => {
      if (m.id === text) return true;
      const parts = m.message
        .toLowerCase()
        .split(/<[^<>]*>/)
        .map((p) => p.trim())
        .filter((p) => p.length >= 4);
      // The message's literal parts are all in what was pasted, or what was typed is a part of the message.
      return (
        (parts.length > 0 && parts.every((p) => text.includes(p))) ||
        (text.length >= 8 && m.message.toLowerCase().includes(text))
      );
    })
    .slice(0, NEAREST)
    .map((m) => ({
      kind: 'error message' as const,
      id: m.id,
      message: m.message,
      cause: m.cause,
      confirm: m.confirm,
      fix: m.fix,
      url: `${origin}${REFERENCE_PAGES.errorMessages}#${m.id}`,
    }));
  const matches = [...messageHits, ...codeHits];
  const code = errorQuery(query).code;
  if (matches.length === 0 && code !== undefined)
    // No such code: the codes nearest in value, as `code NAME`.
    return {
      found: false as const,
      query: code,
      nearest: [...codes]
        .sort((a, b) => Math.abs(a.code - Number(code)) - Math.abs(b.code - Number(code)))
        .slice(0, NEAREST)
        .map((c) => `${c.code} ${c.name}`),
    };
  return lookup<(typeof matches)[number]>(query.slice(0, MAX_QUERY), matches, () => [
    ...codes.map((c) => c.name),
    ...errorMessages.items.map((m) => m.id),
  ]);
}
