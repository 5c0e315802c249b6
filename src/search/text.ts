/**
 * Text rules shared by the index build and the browser, so that a page and
 * a query are cut into terms the same way.
 */

/** Words too common to tell pages apart. */
const STOP_WORDS = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'can', 'do', 'does', 'for', 'from', 'how', 'i',
  'if', 'in', 'into', 'is', 'it', 'its', 'my', 'of', 'on', 'or', 'the', 'this', 'to', 'use', 'using',
  'what', 'when', 'where', 'which', 'why', 'with', 'you', 'your',
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

/** Query terms, with adjacent words also joined as an identifier: "date format" → date_format. */
export function queryTerms(query: string): string[] {
  const words = tokenize(query.slice(0, 200)).filter((t) => processTerm(t) !== null && !t.includes('_'));
  const terms = new Set<string>(tokenize(query.slice(0, 200)).filter((t) => processTerm(t) !== null));
  for (let i = 0; i + 1 < words.length && i < 6; i++) terms.add(`${words[i]}_${words[i + 1]}`);
  return [...terms].slice(0, 12);
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
