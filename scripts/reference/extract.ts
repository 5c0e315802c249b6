/**
 * Regenerates the fact lists of evidence/facts/ from StarRocks's own source, read from a local
 * git directory (never needed to build or test the site):
 *
 *   STARROCKS_GIT=<git dir with the documented branch>        (required)
 *   STARROCKS_REF=<ref of the documented cut>                 (default oss-cutline-3.5.7)
 *   STARROCKS_HISTORY_GIT=<git dir with older release tags>   (default STARROCKS_GIT)
 *   STARROCKS_HISTORY_BASE=<ref of the line's .0 release>     (default branch-3.5, in the history dir)
 *   STARROCKS_NOTES_REF=<ref whose release notes cover the line> (default main, in STARROCKS_GIT)
 *   STARROCKS_LATER_REF=<ref of a later version>              (default main, in STARROCKS_GIT)
 *   node --import tsx scripts/reference/extract.ts
 *
 * Writes fe-config.json, be-config.json, session-variables.json, functions.json,
 * error-codes.json, information-schema.json, sys-views.json, statements.json (the keyword sequence of every
 * alternative of the grammar's *Statement rules) and later-names.json (configuration items, variables
 * and functions of the later ref that the cut lacks: what the pages must not present as 3.5's).
 * Each names the ref and commit it was read at.
 * Configuration items and variables carry `since`: the lowest release tag of the history dir
 * that has the name ("before 2.0" when the oldest 1.x tag has it); names that arrived in the line
 * after its .0 release are dated by the commit of the documented branch that added them: the
 * release whose notes cite that commit's pull request, else the first release dated at least
 * RELEASE_CUT_DAYS days after the commit (the notes' release dates). Rerunning on the same
 * refs writes the same files.
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import * as parse from './starrocksSource';
import {byVersion, git, releaseOf, releaseSnapshots, show} from './releaseTags';
import {fileAt, MAX_INLINE, PATHS, statementRules, systemTables} from './sourceTree';

const GIT = process.env.STARROCKS_GIT ?? '';
if (!GIT) {
  console.error('Set STARROCKS_GIT to a StarRocks git directory (see the comment at the top of this file).');
  process.exit(2);
}
const REF = process.env.STARROCKS_REF ?? 'oss-cutline-3.5.7';
const HISTORY = process.env.STARROCKS_HISTORY_GIT ?? GIT;
const BASE = process.env.STARROCKS_HISTORY_BASE ?? 'branch-3.5';
const NOTES_REF = process.env.STARROCKS_NOTES_REF ?? 'main';
const LATER_REF = process.env.STARROCKS_LATER_REF ?? 'main';
const OUT = process.env.FACTS_OUT ?? path.join(import.meta.dirname, '..', '..', 'evidence', 'facts');
/** A release is tagged some days before its notes' date: a commit later than this is in the next release. */
const RELEASE_CUT_DAYS = 3;

const FE = PATHS.feRoot;

const commit = git(GIT, 'rev-parse', `${REF}^{commit}`).trim();
const date = git(GIT, 'log', '-1', '--format=%cs', commit).trim();
const source = (what: string) => `${what} of StarRocks at ${REF} (commit ${commit}, ${date})`;
const at = (file: string): string => fileAt(GIT, commit, file);

// ---------------------------------------------------------------- the documented cut

const fe = parse.parseFeConfig(at(PATHS.fe));
const be = parse.parseBeConfig(at(PATHS.be));
const variables = [
  ...parse.parseVariables(at(PATHS.session), 'session'),
  ...parse.parseVariables(at(PATHS.global), 'global'),
];

// ---------------------------------------------------------------- dating

const line = REF.match(/(\d+\.\d+)\.\d+$/)?.[1] ?? '3.5';
const snapshots = releaseSnapshots(HISTORY, BASE, line);
const oldest = snapshots[0]!.version;
const newestTag = snapshots.at(-2)!.version;

type Names = {fe: Set<string>; be: Set<string>; variables: Set<string>};

/** Item names of a snapshot; a file older parsers cannot read falls back to a name pattern. */
function namesAt(dir: string, ref: string): Names {
  const read = <T>(file: string, parse: (text: string) => T[], name: (t: T) => string, loose: RegExp) => {
    const text = show(dir, ref, file);
    if (text === undefined) return new Set<string>();
    try {
      return new Set(parse(text).map(name));
    } catch {
      return new Set([...text.matchAll(loose)].map((m) => m[1]!));
    }
  };
  const variableNames = (file: string, scope: 'session' | 'global') =>
    read(
      file,
      (t) => parse.parseVariables(t, scope),
      (v) => v.name,
      /static final String \w+ = "(\w+)"/g,
    );
  return {
    fe: read(PATHS.fe, parse.parseFeConfig, (f) => f.name, /@ConfField[^;]*?static\s+[\w.<>[\]]+\s+(\w+)\s*=/g),
    be: read(PATHS.be, parse.parseBeConfig, (b) => b.name, /CONF_m?\w+\((\w+),/g),
    variables: new Set([...variableNames(PATHS.session, 'session'), ...variableNames(PATHS.global, 'global')]),
  };
}

/** Release dates of the line's patches, from the notes: "## 3.5.1" followed by a "Release date: July 1, 2025" line. */
function releaseNotes(): {dates: Map<string, string>; byPr: Map<string, string>} {
  const text = show(GIT, NOTES_REF, `docs/en/release_notes/release-${line}.md`) ?? '';
  const dates = new Map<string, string>();
  const byPr = new Map<string, string>();
  for (const section of text.split(/^## /m).slice(1)) {
    const version = section.match(/^(\d+\.\d+\.\d+)/)?.[1];
    if (!version) continue;
    const d = section.match(/Release date:\s*([A-Z][a-z]+ \d{1,2}, \d{4})/i)?.[1];
    if (d) dates.set(version, new Date(`${d} UTC`).toISOString().slice(0, 10));
    for (const pr of section.matchAll(/pull\/(\d+)|#(\d+)/g)) {
      const n = pr[1] ?? pr[2]!;
      if (!byPr.has(n)) byPr.set(n, version);
    }
  }
  return {dates, byPr};
}

const ITEM_FILES = {fe: [PATHS.fe], be: [PATHS.be], variables: [PATHS.session, PATHS.global]};

/** A commit of the documented branch after the line's .0 release, and the release it shipped in. */
interface LineCommit {
  hash: string;
  release: string | undefined;
  how: string;
}

/**
 * The documented branch's first-parent commits after the .0 release that touch `files`, oldest
 * first, each with its release: the one whose notes cite the commit's pull request, else the first
 * release dated RELEASE_CUT_DAYS or more after the commit.
 */
function lineCommits(files: string[]): LineCommit[] {
  const base = git(HISTORY, 'rev-parse', `${BASE}^{commit}`).trim();
  const {dates, byPr} = releaseNotes();
  const releases = [...dates].filter(([v]) => v.startsWith(`${line}.`)).sort((a, b) => byVersion(a[0], b[0]));
  return git(GIT, 'log', '--first-parent', '--reverse', '--format=%H %cs %s', `${base}..${commit}`, '--', ...files)
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((entry) => {
      const [hash, day, ...subject] = entry.split(' ') as [string, string, ...string[]];
      const prs = [...subject.join(' ').matchAll(/#(\d+)/g)].map((m) => m[1]!);
      const noted = prs.map((p) => byPr.get(p)).find(Boolean);
      const cut = new Date(Date.parse(day) + RELEASE_CUT_DAYS * 86400000).toISOString().slice(0, 10);
      const release = noted ?? releases.find(([, d]) => d >= cut)?.[0];
      const how = `commit ${hash.slice(0, 10)} (${day})${noted ? `, PR #${prs.join('/#')} in the ${release} notes` : ', first release dated after it'}`;
      return {hash, release, how};
    });
}

function dateItems(current: Names): {since: Map<string, string>; how: Map<string, string>} {
  const since = new Map<string, string>();
  const how = new Map<string, string>();
  const keys = ['fe', 'be', 'variables'] as const;
  for (const s of snapshots) {
    const names = namesAt(s.dir, s.ref);
    for (const k of keys)
      for (const n of current[k])
        if (!since.has(`${k}:${n}`) && names[k].has(n)) {
          since.set(`${k}:${n}`, releaseOf(s.version));
          how.set(`${k}:${n}`, `first in tag ${s.ref}`);
        }
    process.stderr.write(`\rdated against ${s.version}   `);
  }
  process.stderr.write('\n');
  // Names that arrived after the .0 release: the documented branch's commits since the base.
  for (const k of keys) {
    const left = [...current[k]].filter((n) => !since.has(`${k}:${n}`));
    if (!left.length) continue;
    for (const c of lineCommits(ITEM_FILES[k])) {
      if (!c.release) continue;
      const names = namesAt(GIT, c.hash)[k];
      for (const n of left)
        if (!since.has(`${k}:${n}`) && names.has(n)) {
          since.set(`${k}:${n}`, c.release);
          how.set(`${k}:${n}`, c.how);
        }
    }
  }
  return {since, how};
}

/**
 * Defaults that changed within the line: the .0 release's value against the cut's, dated like a
 * new name by the commit that set the cut's value.
 */
function defaultChanges(): Map<string, {release: string; from: string; how: string}> {
  const out = new Map<string, {release: string; from: string; how: string}>();
  const readers = {
    fe: (ref: string, dir: string) => parse.parseFeConfig(show(dir, ref, PATHS.fe) ?? ''),
    be: (ref: string, dir: string) => parse.parseBeConfig(show(dir, ref, PATHS.be) ?? ''),
    variables: (ref: string, dir: string) => [
      ...parse.parseVariables(show(dir, ref, PATHS.session) ?? '', 'session'),
      ...parse.parseVariables(show(dir, ref, PATHS.global) ?? '', 'global'),
    ],
  };
  for (const k of ['fe', 'be', 'variables'] as const) {
    const defaults = (items: {name: string; default: string}[]) => new Map(items.map((i) => [i.name, i.default]));
    const before = defaults(readers[k](BASE, HISTORY));
    const after = defaults(readers[k](commit, GIT));
    const changed = [...after].filter(([n, d]) => before.has(n) && before.get(n) !== d).map(([n]) => n);
    if (!changed.length) continue;
    for (const c of lineCommits(ITEM_FILES[k])) {
      if (!c.release) continue;
      const now = defaults(readers[k](c.hash, GIT));
      for (const n of changed)
        if (!out.has(`${k}:${n}`) && now.get(n) === after.get(n))
          out.set(`${k}:${n}`, {release: c.release, from: before.get(n)!, how: c.how});
    }
  }
  return out;
}

// ---------------------------------------------------------------- writing

const current: Names = {
  fe: new Set(fe.map((f) => f.name)),
  be: new Set(be.map((b) => b.name)),
  variables: new Set(variables.map((v) => v.name)),
};
const {since, how} = dateItems(current);
const changes = defaultChanges();
const dated = <T extends {name: string}>(k: keyof Names, items: T[]) =>
  items.map((i) => {
    const s = since.get(`${k}:${i.name}`);
    const c = changes.get(`${k}:${i.name}`);
    return {
      ...i,
      ...(s ? {since: s, sinceFrom: how.get(`${k}:${i.name}`)} : {}),
      ...(c ? {defaultChanged: c} : {}),
    };
  });

const DATING =
  `since: the lowest release tag (${oldest} .. ${newestTag}, then ${BASE} as ${line}.0) whose source has the name; ` +
  `"before 2.0" for a 1.x tag. Names added to the ${line} line later: the commit that added them on ${REF}, ` +
  `the release whose notes cite its pull request, else the first release dated ${RELEASE_CUT_DAYS} or more days after it; ` +
  `sinceFrom says which. defaultChanged: the default differs between ${BASE} (${line}.0) and ${REF}; release, previous value and how it was dated, the same way.`;

function write(file: string, data: object): void {
  writeFileSync(path.join(OUT, file), JSON.stringify(data, null, 1) + '\n');
  console.log(`wrote evidence/facts/${file}`);
}
const meta = (what: string, note: string) => ({source: source(what), ref: REF, commit, note});

write('fe-config.json', {
  ...meta(
    PATHS.fe,
    `Every @ConfField of Config.java: field name, Java type, default initialiser as written, mutable, masterOnly, @Deprecated, aliases. ${DATING}`,
  ),
  items: dated('fe', fe),
});
write('be-config.json', {
  ...meta(PATHS.be, `Every CONF_ entry of config.h: name, type, default as written, mutable (CONF_m). ${DATING}`),
  items: dated('be', be),
});
write('session-variables.json', {
  ...meta(
    `${PATHS.session} and ${PATHS.global}`,
    `Every @VarAttr: name, constant, Java type, default initialiser as written, VariableMgr flags, alias, show name, scope (global for GlobalVariable.java). ${DATING}`,
  ),
  items: dated('variables', variables),
});
write('functions.json', {
  ...meta(
    `${PATHS.functionsPy} and ${PATHS.functionSet}`,
    'scalar: the function names registered in functions.py; declared: every function name FunctionSet.java declares as a String constant (aggregate, window, table and planner names). Lower case.',
  ),
  scalar: parse.parseScalarFunctions(at(PATHS.functionsPy)),
  declared: parse.parseFunctionSetNames(at(PATHS.functionSet)),
});
write('error-codes.json', {
  ...meta(
    `${FE}common/ErrorCode.java`,
    'Every entry of the ErrorCode enum: name, code, SQLSTATE and message format, with string constants joined in.',
  ),
  items: parse.parseErrorCodes(at(`${FE}common/ErrorCode.java`)),
});
write('information-schema.json', {
  ...meta(
    PATHS.information,
    'Every table InfoSchemaDb.java registers, in registration order, with its columns in definition order and their types as SQL.',
  ),
  items: systemTables(GIT, commit, PATHS.information, 'InfoSchemaDb.java'),
});
write('sys-views.json', {
  ...meta(
    PATHS.sys,
    'Every table SysDb.java registers, in registration order, with its columns in definition order and their types as SQL.',
  ),
  items: systemTables(GIT, commit, PATHS.sys, 'SysDb.java'),
});

/** Names of the later ref that the cut lacks, per kind. */
function laterNames() {
  const later = git(GIT, 'rev-parse', `${LATER_REF}^{commit}`).trim();
  const read = (file: string) => show(GIT, later, file) ?? '';
  const missing = (names: Iterable<string>, present: Set<string>) =>
    [...new Set(names)].filter((n) => /^[a-z][a-z0-9]*_[a-z0-9_]+$/.test(n) && !present.has(n)).sort();
  const variableNames = new Set(variables.flatMap((v) => [v.name, v.alias, v.show_name].filter(Boolean) as string[]));
  const laterVariables = [
    ...parse.parseVariables(read(PATHS.session), 'session'),
    ...parse.parseVariables(read(PATHS.global), 'global'),
  ];
  const functions = new Set([
    ...parse.parseScalarFunctions(at(PATHS.functionsPy)),
    ...parse.parseFunctionSetNames(at(PATHS.functionSet)),
  ]);
  return {
    source: `${PATHS.fe}, ${PATHS.be}, ${PATHS.session}, ${PATHS.global}, ${PATHS.functionsPy} and ${PATHS.functionSet} of StarRocks at ${LATER_REF} (commit ${later}, ${git(GIT, 'log', '-1', '--format=%cs', later).trim()}), against ${REF}`,
    ref: REF,
    commit,
    note: `Names a later version has and ${REF} lacks: a page that shows one of them as a 3.5 name misleads a 3.5 reader.`,
    fe: missing(
      parse.parseFeConfig(read(PATHS.fe)).flatMap((f) => [f.name, ...f.aliases]),
      new Set(fe.flatMap((f) => [f.name, ...f.aliases])),
    ),
    be: missing(
      parse.parseBeConfig(read(PATHS.be)).map((b) => b.name),
      current.be,
    ),
    variables: missing(
      laterVariables.flatMap((v) => [v.name, v.alias, v.show_name].filter(Boolean) as string[]),
      variableNames,
    ),
    functions: missing(
      [...parse.parseScalarFunctions(read(PATHS.functionsPy)), ...parse.parseFunctionSetNames(read(PATHS.functionSet))],
      functions,
    ),
  };
}
write('later-names.json', laterNames());

/** The keyword sequence of every statement rule of the grammar (sourceTree.ts). */
function statementKeywords() {
  return {
    ...meta(
      PATHS.grammar,
      `Per statement rule of the grammar (those the top-level statement rule names, and every *Statement rule), the upper-case keyword tokens of each alternative, in order, with the keywords of small helper rules (at most ${MAX_INLINE}) in place of their names (SELECT for a query). keywords: every keyword the parser rules use. No rule bodies.`,
    ),
    ...statementRules(at(PATHS.grammar)),
  };
}
write('statements.json', statementKeywords());
