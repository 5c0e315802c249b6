/** The 3.5 lookup the checker page ships with (bundled into the page's chunk: no request after load). */
import packed from '@site/src/data/configChecker/lookup.json';
import {unpackLookup, type Lookup, type PackedLookup} from './lookup';

export const LOOKUP: Lookup = unpackLookup(packed as unknown as PackedLookup);
