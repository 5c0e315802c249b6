/**
 * The rule that decides a configuration item's facts, shared by the importer and the reference
 * checks: the configuration history's correction for the documented version, else the fact
 * list's value.
 */

/** An item of the FE (java_type) or BE (type) fact list. */
export interface ConfigFact {
  java_type?: string;
  type?: string;
  mutable?: boolean;
  deprecated?: boolean;
}

/** What facts/config-history.json may correct for an item. */
export interface ConfigCorrection {
  type?: string;
  mutable?: boolean;
  deprecated?: boolean;
}

export function configFacts(
  fact: ConfigFact,
  correction: ConfigCorrection = {},
): {type: string; mutable: boolean; deprecated: boolean} {
  return {
    type: correction.type ?? fact.java_type ?? fact.type ?? '',
    mutable: Boolean(correction.mutable ?? fact.mutable),
    deprecated: Boolean(fact.deprecated) || Boolean(correction.deprecated),
  };
}
