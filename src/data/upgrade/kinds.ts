/**
 * What an upgrade page's row is about and what happened to it: the values of the rows'
 * `component` and `kind`, in page order, with the words the pages use for them. No zod and no
 * data here, so that the page's component can import them.
 */

/** What a row is about, in the order the pages show them. */
export const COMPONENTS = ['fe', 'be', 'variable', 'function', 'statement', 'system-table'] as const;
export type Component = (typeof COMPONENTS)[number];

/** What happened to it, most urgent first. `default`: the default value changed; `changed`: type, mutability, scope or visibility. */
export const KINDS = ['removed', 'renamed', 'default', 'changed', 'added'] as const;
export type Kind = (typeof KINDS)[number];

/** Each component's section: its heading and the heading's anchor. */
export const SECTIONS: Readonly<Record<Component, {title: string; id: string}>> = {
  fe: {title: 'FE configuration (fe.conf)', id: 'fe-configuration'},
  be: {title: 'BE configuration (be.conf)', id: 'be-configuration'},
  variable: {title: 'System variables', id: 'system-variables'},
  function: {title: 'Functions', id: 'functions'},
  statement: {title: 'SQL statements', id: 'sql-statements'},
  'system-table': {title: 'System tables', id: 'system-tables'},
};

/** How each kind reads in a row and in the filter. */
export const KIND_LABELS: Readonly<Record<Kind, string>> = {
  removed: 'Removed',
  renamed: 'Renamed',
  default: 'Default changed',
  changed: 'Changed',
  added: 'Added',
};
