/**
 * Text rules shared by the index build and the browser, so that a page and
 * a query are cut into terms the same way.
 */
import {MAX_QUERY} from '../../../site/rules';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text with every unpaired UTF-16 surrogate replaced by U+FFFD, so it can be URL-encoded. */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/**
 * A query as the engine and URLs take it: well-formed, NFKC-normalised (full-width
 * `ｃｏｎｃａｔ` is `concat`), at most `max` characters (MAX_QUERY; a pasted message's terms read up to
 * four times as many). Any value is accepted.
 */
export function cleanQuery(raw: unknown, max = MAX_QUERY): string {
  const text = typeof raw === 'string' ? raw : raw == null ? '' : String(raw);
  return wellFormed(
    wellFormed(text.slice(0, MAX_QUERY * 4))
      .normalize('NFKC')
      .slice(0, max),
  );
}

/** The results page's address for a query: `/search?q=…`, encoded safely, the query capped. */
export function searchPagePath(query: string, base = '/'): string {
  const q = cleanQuery(query).trim();
  return q ? `${base}search?${new URLSearchParams({q}).toString()}` : `${base}search`;
}

/** Words too common to tell pages apart. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'can',
  'do',
  'does',
  'for',
  'from',
  'how',
  'i',
  'if',
  'in',
  'into',
  'is',
  'it',
  'its',
  'my',
  'of',
  'on',
  'or',
  'the',
  'this',
  'to',
  'use',
  'using',
  'what',
  'when',
  'where',
  'which',
  'why',
  'with',
  'you',
  'your',
]);

const WORD = /[\p{L}\p{N}]+(?:[_.$][\p{L}\p{N}]+)*/gu;

/**
 * Terms of a text. An identifier such as `date_format` or `sys.fe_locks`
 * gives the whole identifier and its parts, so `date format`, `DATE_FORMAT`
 * and `date_format` all meet.
 */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const match of text.toLowerCase().matchAll(WORD)) {
    const word = match[0];
    const parts = word.split(/[_.$]/).filter(Boolean);
    if (parts.length > 1) out.push(word.replace(/[.$]/g, '_'));
    out.push(...parts);
  }
  return out;
}

/** A term as it is indexed and searched; null drops it. */
export function processTerm(term: string): string | null {
  const t = term.toLowerCase();
  if (t.length === 0 || STOP_WORDS.has(t)) return null;
  return t;
}

/** A query of more words than this is a pasted message (an error, a log line), not typed words. */
const PASTED_WORDS = 6;

/** Whether a query is a pasted message rather than typed words: more than PASTED_WORDS words. */
export function isPasted(query: string): boolean {
  return tokenize(cleanQuery(query)).length > PASTED_WORDS;
}

/**
 * Query terms, with adjacent words also joined as an identifier: "date format" → date_format.
 * In a pasted message (more than PASTED_WORDS words) the reporter's IDs, hosts, paths and
 * numbers are left out, since no page holds them, and the words are drawn from up to four times
 * MAX_QUERY characters of it, so the message behind a long prefix still counts.
 */
export function queryTerms(query: string): string[] {
  let tokens = tokenize(cleanQuery(query));
  const pasted = tokens.length > PASTED_WORDS;
  if (pasted) {
    tokens = tokenize(cleanQuery(query, MAX_QUERY * 4)).filter((t) => !/\d/.test(t) && t.length <= 40);
  }
  const words = tokens.filter((t) => processTerm(t) !== null && !t.includes('_'));
  const terms = new Set<string>(tokens.filter((t) => processTerm(t) !== null));
  for (let i = 0; i + 1 < words.length && i < 6; i++) terms.add(`${words[i]}_${words[i + 1]}`);
  return [...terms].slice(0, pasted ? 24 : 12);
}

/** Key for exact-name comparison: case, spaces, underscores and punctuation ignored. */
export function nameKey(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

const IDENTIFIER = /^[a-z][a-z0-9]*(?:[_.][a-z0-9]+)+$/i;

/**
 * The key of a name written as one identifier (`resource_group`,
 * `information_schema.tables`), or '' for other text: such a name matches
 * only a query typed as that identifier, never a phrase like "resource group".
 */
export function identifierKey(text: string): string {
  const t = text.trim().toLowerCase();
  return IDENTIFIER.test(t) ? `id:${t}` : '';
}
