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
import type {FunctionSignature, SignatureFile} from './schema';

export * from './format';

const files: SignatureFile[] = [scalar, aggregate, table];

/** All known signatures, keyed by lower-case function name. */
export const signatures: Readonly<Record<string, FunctionSignature>> = Object.assign(
  {},
  ...files.map((f) => f.functions),
);

export function signatureOf(name: string): FunctionSignature | undefined {
  return signatures[name.toLowerCase()];
}

/** Release facts of the functions, validated by `since-schema.ts` in the tests. */
export const sinceFile: SinceFile = sinceData;

/** The release that first shipped a function, if a source establishes it. */
export function sinceOf(name: string): FunctionSince | undefined {
  return sinceFile.functions[name.toLowerCase()];
}
