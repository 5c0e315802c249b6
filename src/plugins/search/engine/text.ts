/**
 * Text rules shared by the index build and the browser, so that a page and
 * a query are cut into terms the same way.
 */
import {MAX_PASTE, MAX_QUERY} from '../../../site/rules';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text with every unpaired UTF-16 surrogate replaced by U+FFFD, so it can be URL-encoded. */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/** How much of a query search reads: as typed words, and as a pasted message (the plugin's options). */
export interface QueryCaps {
  /** The longest query read as typed words; longer input is cut here for its terms and its display. */
  maxQuery: number;
  /** The longest input the search boxes and the results page's URL keep, read for a pasted message's words. */
  maxPaste: number;
}

/** The site's caps (src/site/rules.ts): the defaults of the plugin's options, and of the engine in Node. */
export const DEFAULT_CAPS: QueryCaps = {maxQuery: MAX_QUERY, maxPaste: MAX_PASTE};

/**
 * A query as the engine and URLs take it: well-formed, NFKC-normalised (full-width
 * `ｃｏｎｃａｔ` is `concat`), at most `max` characters (maxQuery; a pasted message's words are
 * read from up to maxPaste). Any value is accepted: at most max(max, MAX_PASTE) characters are
 * normalised, then cut to `max`.
 */
export function cleanQuery(raw: unknown, max = MAX_QUERY): string {
  const text = typeof raw === 'string' ? raw : raw == null ? '' : String(raw);
  return wellFormed(
    wellFormed(text.slice(0, Math.max(max, MAX_PASTE)))
      .normalize('NFKC')
      .slice(0, max),
  );
}

/** The results page's address for a query: `/search?q=…`, encoded safely, the query capped at `max` (maxPaste). */
export function searchPagePath(query: string, base = '/', max = MAX_PASTE): string {
  const q = cleanQuery(query, max).trim();
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

/**
 * The words of a pasted message in order, read from up to maxPaste characters of it
 * (so the message behind a long prefix still counts), without the reporter's IDs, hosts, paths and
 * numbers: no page holds them.
 */
export function messageWords(query: string, maxPaste = MAX_PASTE): string[] {
  return tokenize(cleanQuery(query, maxPaste)).filter((t) => !/\d/.test(t) && t.length <= 40);
}

/**
 * Query terms, with adjacent words also joined as an identifier: "date format" → date_format;
 * and whether the query is a pasted message (more than PASTED_WORDS words), whose terms are its
 * messageWords.
 */
export function queryTerms(query: string, caps: QueryCaps = DEFAULT_CAPS): {terms: string[]; pasted: boolean} {
  let tokens = tokenize(cleanQuery(query, caps.maxQuery));
  const pasted = tokens.length > PASTED_WORDS;
  if (pasted) tokens = messageWords(query, caps.maxPaste);
  const words = tokens.filter((t) => processTerm(t) !== null && !t.includes('_'));
  const terms = new Set<string>(tokens.filter((t) => processTerm(t) !== null));
  for (let i = 0; i + 1 < words.length && i < 6; i++) terms.add(`${words[i]}_${words[i + 1]}`);
  return {terms: [...terms].slice(0, pasted ? 24 : 12), pasted};
}

/** Words as written, an identifier (`query_mem_limit`, `sys.fe_locks`) as one word, without numbers. */
function wholeWords(text: string): string[] {
  return [...text.toLowerCase().matchAll(WORD)].map((m) => m[0].replace(/[.$]/g, '_')).filter((w) => !/\d/.test(w));
}

/**
 * The adjacent word pairs of a pasted message (its first maxPaste characters, numbers
 * and IDs left out): a heading it quotes shows up as a run of them.
 */
export function messagePairs(query: string, maxPaste = MAX_PASTE): Set<string> {
  const words = wholeWords(cleanQuery(query, maxPaste));
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < words.length; i++) pairs.add(`${words[i]} ${words[i + 1]}`);
  return pairs;
}

/**
 * The words of a typed phrase (numbers left out) when it has at least three, for finding headings
 * that contain it word for word (a fragment of an error message); otherwise none.
 */
export function phraseWords(query: string, maxQuery = MAX_QUERY): string[] {
  const words = wholeWords(cleanQuery(query, maxQuery));
  return words.length >= 3 ? words : [];
}

/**
 * How much a heading is the typed phrase: 0 unless the heading contains the phrase's words in a
 * row (placeholders such as `<name>` aside); then the phrase's share of the heading, doubled and
 * capped at 1, so that a phrase which is most of a heading (an error message's fragment) counts
 * fully and one that is a small part of a long heading counts little.
 */
export function phraseShare(heading: HeadingWords, phrase: string[]): number {
  const words = heading.all;
  if (phrase.length === 0 || !words.includes(phrase[0]!)) return 0;
  for (let i = 0; i + phrase.length <= words.length; i++)
    if (phrase.every((w, k) => words[i + k] === w)) return Math.min(1, (2 * phrase.length) / words.length);
  return 0;
}

/** A heading's placeholders (`<name>`, `%s`), which stand for the reporter's values. */
const PLACEHOLDER = /<[^<>]*>|%[sd]/g;

/** A heading's words (whole, numbers left out), in runs between its placeholders. */
export interface HeadingWords {
  /** The words of each run between placeholders. */
  runs: string[][];
  /** All the words, in order. */
  all: string[];
}
export function headingWords(heading: string): HeadingWords {
  const runs = heading.split(PLACEHOLDER).map(wholeWords);
  return {runs, all: runs.flat()};
}

/**
 * How much of a heading a pasted message quotes: the share of the heading's words that stand,
 * in the message too, next to the word that follows or precedes them in the heading. A
 * placeholder in the heading breaks the run. 0 when less than half of the heading, or fewer than
 * three words (two for a template with placeholders, quoted whole), are quoted: a heading that a
 * message merely shares some words with is not quoted.
 */
export function quotedShare(heading: HeadingWords, pairs: Set<string>): number {
  let words = 0;
  let quoted = 0;
  for (const tokens of heading.runs) {
    const held = tokens.map(() => false);
    for (let i = 0; i + 1 < tokens.length; i++)
      if (pairs.has(`${tokens[i]} ${tokens[i + 1]}`)) held[i] = held[i + 1] = true;
    words += tokens.length;
    quoted += held.filter(Boolean).length;
  }
  // A message template (a heading with placeholders) is quoted by its two words, too: `Unknown catalog <name>`.
  const least = heading.runs.length > 1 && quoted === words ? 2 : 3;
  return quoted >= least && quoted >= words / 2 ? quoted / words : 0;
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
