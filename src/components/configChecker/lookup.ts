/**
 * What the configuration checker knows about StarRocks 3.5's names: the shape of the compact copy
 * of the reference data (name, value type, default, runtime changeability, flags) that
 * scripts/reference/configCheckerData.ts writes into src/data/configChecker/lookup.json, and its
 * unpacking into maps. The descriptions stay out: the checker ships with its page, and the full
 * reference files weigh ~600 KB. `shippedLookup.ts` unpacks the file the page ships with.
 */
import {docRoute} from '@site/src/site/rules';

/** What a paste configures: the frontend, the backends and compute nodes, or the system variables. */
export type Kind = 'fe' | 'be' | 'variables';
export const KINDS: readonly Kind[] = ['fe', 'be', 'variables'];

/**
 * How 3.5 reads a value: whole numbers of 16, 32 or 64 bits, a floating-point number, a boolean,
 * free text, a comma-separated list, or a comma-separated list of 64-bit numbers.
 */
export type ValueType = 'short' | 'int' | 'long' | 'double' | 'bool' | 'string' | 'list' | 'longlist';
export const VALUE_TYPES: readonly ValueType[] = [
  'short',
  'int',
  'long',
  'double',
  'bool',
  'string',
  'list',
  'longlist',
];

/** Bits of a packed item's flags. */
export const FLAG = {
  /** FE and BE: changeable without a restart (mutable). Variables: always set (unless read-only). */
  runtime: 1,
  deprecated: 2,
  /** Variables: SET cannot change it. */
  readOnly: 4,
  /** Variables: SET GLOBAL only. */
  globalOnly: 8,
  /** Variables: no SET GLOBAL. */
  sessionOnly: 16,
  /** The default is a rule each node resolves (a path under ${STARROCKS_HOME}, a number of CPU cores). */
  ruleDefault: 32,
  /** A 3.5 name the reference leaves out (with a reason): known, its value not checked. */
  undocumented: 64,
} as const;

/** [name, type ('' when undocumented), default, flags, since (only for items a 3.5 patch added)] */
export type PackedItem = [string, ValueType | '', string, number] | [string, ValueType | '', string, number, string];

export interface PackedKind {
  items: PackedItem[];
  /** Another name 3.5 accepts → the item's name. */
  aliases: Record<string, string>;
  /** Names that only a later version has. */
  later: string[];
  /** Variables: the values the reference lists for an enumeration. */
  values?: Record<string, string[]>;
}

export interface PackedLookup {
  note: string;
  fe: PackedKind;
  be: PackedKind;
  variables: PackedKind;
}

export interface Item {
  kind: Kind;
  name: string;
  type: ValueType | null;
  default: string;
  runtime: boolean;
  deprecated: boolean;
  readOnly: boolean;
  scope: 'session' | 'global' | 'session-only' | null;
  ruleDefault: boolean;
  undocumented: boolean;
  /** The 3.5 patch that added it ("3.5.3"), when after 3.5.0. */
  since: string | null;
  /** Accepted values of an enumeration, as the reference lists them. */
  values: string[] | null;
}

export interface KindLookup {
  kind: Kind;
  /** Variable names are case-insensitive in 3.5 (VariableMgr); configuration names are not. */
  caseInsensitive: boolean;
  /** By name (lower case when case-insensitive). */
  items: Map<string, Item>;
  /** Alias → the item's name (keys lower case when case-insensitive). */
  aliases: Map<string, string>;
  later: Set<string>;
  /** Every name and alias, for the nearest-name search. */
  names: string[];
}

export type Lookup = Record<Kind, KindLookup>;

function unpackKind(kind: Kind, data: PackedKind): KindLookup {
  const caseInsensitive = kind === 'variables';
  const key = (n: string) => (caseInsensitive ? n.toLowerCase() : n);
  const items = new Map<string, Item>();
  for (const [name, type, def, flags, since] of data.items) {
    const has = (bit: number) => (flags & bit) !== 0;
    items.set(key(name), {
      kind,
      name,
      type: type === '' ? null : type,
      default: def,
      runtime: has(FLAG.runtime),
      deprecated: has(FLAG.deprecated),
      readOnly: has(FLAG.readOnly),
      scope:
        kind !== 'variables'
          ? null
          : has(FLAG.globalOnly)
            ? 'global'
            : has(FLAG.sessionOnly)
              ? 'session-only'
              : 'session',
      ruleDefault: has(FLAG.ruleDefault),
      undocumented: has(FLAG.undocumented),
      since: since ?? null,
      values: data.values?.[name] ?? null,
    });
  }
  const aliases = new Map(Object.entries(data.aliases).map(([a, n]) => [key(a), n]));
  return {
    kind,
    caseInsensitive,
    items,
    aliases,
    later: new Set(data.later.map(key)),
    names: [...data.items.map((i) => i[0]), ...Object.keys(data.aliases)],
  };
}

export function unpackLookup(data: PackedLookup): Lookup {
  return {
    fe: unpackKind('fe', data.fe),
    be: unpackKind('be', data.be),
    variables: unpackKind('variables', data.variables),
  };
}

/** The reference page of each kind; an entry's anchor is its name. */
export const REFERENCE_DOCS: Record<Kind, string> = {
  fe: 'administration/management/FE_configuration',
  be: 'administration/management/BE_configuration',
  variables: 'sql-reference/System_variable',
};

export function entryHref(kind: Kind, name: string): string {
  return `${docRoute(REFERENCE_DOCS[kind])}#${name}`;
}

/** What readers call each kind. */
export const KIND_LABELS: Record<Kind, string> = {
  fe: 'FE configuration item',
  be: 'BE configuration item',
  variables: 'system variable',
};
