/**
 * Typed signatures of SQL functions. Scalar functions come from the fact
 * list of StarRocks's function registry; aggregate and table functions,
 * which that registry does not define, are kept by hand beside it.
 * `since.json` holds the release that first shipped each function.
 */
import scalar from './scalar-signatures.json';
import aggregate from './aggregate-signatures.json';
import table from './table-signatures.json';
import sinceData from './since.json';
import type {FunctionSince, SinceFile} from './since-schema';

export interface Overload {
  /** Return type, as StarRocks names it (pseudo-types such as ANY_ARRAY kept). */
  returns: string;
  /** Argument types in order; for a variadic overload the last one repeats. */
  args: string[];
  variadic: boolean;
}

export interface FunctionSignature {
  /** The function's name with its source spelling (e.g. ST_Point). */
  name: string;
  overloads: Overload[];
}

export type SignatureFile = {source: string; functions: Record<string, FunctionSignature>};

const files: SignatureFile[] = [scalar, aggregate, table];

/** All known signatures, keyed by lower-case function name. */
export const signatures: Readonly<Record<string, FunctionSignature>> = Object.assign(
  {},
  ...files.map((f) => f.functions),
);

export function signatureOf(name: string): FunctionSignature | undefined {
  return signatures[name.toLowerCase()];
}

const TYPE_NAMES: Record<string, string> = {
  ANY_ARRAY: 'ARRAY<T>',
  ANY_MAP: 'MAP<K, V>',
  ANY_STRUCT: 'STRUCT<...>',
  ANY_ELEMENT: 'T',
  FUNCTION: 'lambda',
  MAP_VARCHAR_VARCHAR: 'MAP<VARCHAR, VARCHAR>',
};

/** How a type is shown to readers: ARRAY_INT → ARRAY<INT>, ANY_ARRAY → ARRAY<T>. */
export function displayType(type: string): string {
  if (TYPE_NAMES[type]) return TYPE_NAMES[type];
  const array = /^ARRAY_(.+)$/.exec(type);
  return array ? `ARRAY<${displayType(array[1]!)}>` : type;
}

/** One overload as a reader writes the call: concat(VARCHAR, ...). */
export function formatOverload(name: string, o: Overload): string {
  const args = o.args.map(displayType);
  return `${name}(${args.join(', ')}${o.variadic ? ', ...' : ''})`;
}

/** Release facts of the functions, validated by `since-schema.ts` in the tests. */
export const sinceFile: SinceFile = sinceData;

/**
 * Pages whose file name is not the function's registered name: the page
 * `day_of_week_iso` documents `dayofweek_iso`, and so on.
 */
export const PAGE_FUNCTIONS: Readonly<Record<string, string>> = {
  day_of_week_iso: 'dayofweek_iso',
  cos_similarity: 'cosine_similarity',
  cos_similarity_norm: 'cosine_similarity_norm',
};

/** The registered function name a page (by file name) documents. */
export function functionOfPage(page: string): string {
  const name = page.toLowerCase();
  return PAGE_FUNCTIONS[name] ?? name;
}

/** The release that first shipped a function, if a source establishes it. */
export function sinceOf(name: string): FunctionSince | undefined {
  return sinceFile.functions[name.toLowerCase()];
}

export {releaseLine, sinceText} from './releases';
