/**
 * How the error-code lookup reads what the reader typed or pasted, and which
 * errors it finds, in the exact, prefix, substring order of match.ts. Kept
 * apart from the component so that the unit tests can run it without a build.
 */
import type {ErrorCode} from '@site/src/data/reference/types';
import {EXACT, PREFIX, normalize, tierOf, type Tier} from './match';

/** The line a MySQL client prints: `ERROR 5501 (3F000): Unknown database 'sales_db'`. */
const CLIENT_LINE = /^\s*ERROR\s+(\d+)\s*(?:\(([0-9A-Z]{5})\))?/i;

/**
 * What the reader typed, as a code or as words: a whole pasted client line or a JDBC
 * `errorCode=5501` counts as its code.
 */
export function errorQuery(query: string): {code?: string; words: string} {
  const line = query.match(CLIENT_LINE) ?? query.match(/\berror\s*code\s*[=:]?\s*(\d+)/i);
  if (line) return {code: line[1], words: ''};
  const q = query.trim();
  return /^\d+$/.test(q) ? {code: q, words: ''} : {words: q};
}

/** A message template as a pattern: `Unknown database '%s'` matches `Unknown database 'sales_db'`. */
function templatePattern(message: string): RegExp {
  const parts = message.split(/%[sd]/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.*')}$`, 'i');
}

const patterns = new Map<string, RegExp>();

/**
 * How well an error matches what the reader typed, in the tiers of match.ts:
 * a code matches exactly or as a prefix (`55` finds 5501, 5502...); words
 * match the name, message or SQLSTATE exactly, as a prefix or inside it, and
 * a pasted message with its values filled in matches its template exactly.
 */
export function errorTier(item: ErrorCode, query: string): Tier | null {
  const {code, words} = errorQuery(query);
  if (code !== undefined) {
    const own = String(item.code);
    return own === code ? EXACT : own.startsWith(code) ? PREFIX : null;
  }
  if (words === '') return EXACT;
  let pattern = patterns.get(item.message);
  if (!pattern) patterns.set(item.message, (pattern = templatePattern(item.message)));
  // A template that is all placeholders (ERR_COMMON_ERROR is just `%s`) would match any text.
  const literal = item.message.replace(/%[sd]/g, '').replace(/[\s'"`:,.()]/g, '');
  if (literal.length >= 4 && /%[sd]/.test(item.message) && pattern.test(words.trim())) return EXACT;
  return tierOf(normalize(words), [item.name, item.message, item.sqlstate]);
}

/** The errors that match, best first (exact, prefix, substring), each tier in the order of the data. */
export function findErrors(items: readonly ErrorCode[], query: string): ErrorCode[] {
  const ranked: {item: ErrorCode; tier: Tier}[] = [];
  for (const item of items) {
    const tier = errorTier(item, query);
    if (tier !== null) ranked.push({item, tier});
  }
  return ranked.sort((a, b) => a.tier - b.tier).map((r) => r.item);
}
