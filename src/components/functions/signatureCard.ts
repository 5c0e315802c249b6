import type {Overload} from '@site/src/data/functions/format';

/** What a function page's signature table shows, handed to it at compile time (src/plugins/functions). */
export interface SignatureCard {
  /** The function's name with its source spelling (e.g. ST_Point). */
  name: string;
  overloads: Overload[];
  /** The release that first shipped it, when a source establishes it. */
  since: string | null;
}
