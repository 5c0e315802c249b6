/**
 * The MDX components that pages use, rendered to Markdown for the twins.
 * Each renderer returns the same content as the component shows on the page
 * (every configuration item, variable, error code, metric, signature, and
 * every page of a list), as mdast. A component that has no renderer here
 * fails the build: a twin never carries JSX.
 *
 * The data files are read field by field: fields added later are ignored
 * until a renderer here shows them.
 */
import type {BlockContent, PhrasingContent, RootContent} from 'mdast';
import {displayType, formatOverload, functionOfPage, signatureOf, sinceOf} from '../../data/functions';
import {sinceLabel, sinceText} from '../../data/releases';
import {code, codeList, heading, inlineCodeText, link, list, paragraph, strong, table, text} from './mdast';
import {DOC_VERSION, isListedCategoryPage, isListedDocLink, landingRoute, listedDocLinks} from '../../site/rules';
import {TROUBLE_AREAS} from '../../data/reference/types';

/** A sidebar item as the docs plugin's props give it (only what the renderers read). */
export type SidebarItem =
  | {type: 'link'; label: string; href: string; docId?: string; unlisted?: boolean}
  | {type: 'category'; label: string; href?: string; linkUnlisted?: boolean; items: SidebarItem[]}
  | {type: 'html'};

export interface ComponentCall {
  name: string;
  /** String attributes as written; expression attributes (`data={x}`) resolved to the imported module. */
  props: Record<string, unknown>;
}

/** What the renderers may ask of the page and the site. */
export interface RenderEnv {
  /** The sidebar category whose landing is the page being rendered (what useCurrentSidebarCategory returns). */
  currentCategory(): Extract<SidebarItem, {type: 'category'}>;
  /** Absolute URL of the twin of a site route. */
  twinUrl(route: string): string;
  /** Title and description of the listed page at a site route. */
  pageAt(route: string): {title: string; description: string} | undefined;
}

export type ComponentRenderer = (call: ComponentCall, env: RenderEnv) => RootContent[];

// ---------------------------------------------------------------- data access

type Json = Record<string, unknown>;

function items(data: unknown, component: string): Json[] {
  const list = (data as Json | undefined)?.items;
  if (!Array.isArray(list)) throw new Error(`<${component}>: its data prop has no "items" array`);
  return list as Json[];
}
const str = (item: Json, key: string): string | undefined =>
  typeof item[key] === 'string' ? (item[key] as string) : undefined;
const strings = (item: Json, key: string): string[] =>
  Array.isArray(item[key]) ? (item[key] as unknown[]).filter((v): v is string => typeof v === 'string') : [];

/** "Label: value" list items of an entry; values that are absent are left out. */
type Fact = [label: string, value: PhrasingContent[] | undefined];
function facts(entries: Fact[]): RootContent[] {
  const shown = entries.filter((e): e is [string, PhrasingContent[]] => e[1] !== undefined);
  return shown.length === 0 ? [] : [list(shown.map(([label, value]) => [text(`${label}: `), ...value]))];
}

const opt = (value: string | undefined, f: (v: string) => PhrasingContent[]): PhrasingContent[] | undefined =>
  value ? f(value) : undefined;

const valueOf = (v: string | undefined): PhrasingContent[] | undefined =>
  v === undefined ? undefined : v === '' ? [{type: 'emphasis', children: [text('empty')]}] : [code(v)];

/** One reference entry: its name as a heading (the page anchors it by the name), what it does, its facts. */
function entry(name: string, deprecated: boolean, description: string | undefined, entryFacts: Fact[]): RootContent[] {
  return [
    heading(3, deprecated ? [code(name), text(' (deprecated)')] : [code(name)]),
    ...(description ? [paragraph(inlineCodeText(description))] : []),
    ...facts(entryFacts),
  ];
}

// ---------------------------------------------------------------- references

const CONFIG_TOPICS: [string, string][] = [
  ['logging', 'Logging'],
  ['server', 'Server'],
  ['metadata', 'Metadata and cluster'],
  ['query', 'Query engine'],
  ['loading', 'Loading and unloading'],
  ['storage', 'Storage'],
  ['shared-data', 'Shared-data'],
  ['other', 'Other'],
];

const configReference: ComponentRenderer = ({props}) => {
  const component = str(props.data as Json, 'component') === 'BE' ? 'BE' : 'FE';
  const all = items(props.data, 'ConfigReference');
  const known = new Set(CONFIG_TOPICS.map(([id]) => id));
  const topics = [
    ...CONFIG_TOPICS,
    ...[...new Set(all.map((i) => str(i, 'topic') ?? 'other'))]
      .filter((t) => !known.has(t))
      .map((t): [string, string] => [t, t]),
  ];
  return topics.flatMap(([topic, title]) => {
    const inTopic = all.filter((i) => (str(i, 'topic') ?? 'other') === topic);
    if (inTopic.length === 0) return [];
    return [
      heading(2, [text(title)]),
      ...inTopic.flatMap((i) =>
        entry(String(i.name), i.deprecated === true, str(i, 'description'), [
          ['Type', opt(str(i, 'type'), (v) => [code(v)])],
          ['Default', valueOf(str(i, 'default'))],
          ['Unit', opt(str(i, 'unit'), (v) => [text(v)])],
          ['Since', opt(str(i, 'since'), (v) => [text(sinceLabel(v))])],
          ['Changed', opt(str(i, 'changed'), (v) => inlineCodeText(v))],
          [
            'Changeable at runtime',
            [
              text(
                i.mutable === true
                  ? component === 'FE'
                    ? 'Yes (ADMIN SET FRONTEND CONFIG)'
                    : 'Yes (BE HTTP endpoint)'
                  : 'No (edit the file and restart)',
              ),
            ],
          ],
          ['Also accepted as', strings(i, 'aliases').length > 0 ? codeList(strings(i, 'aliases')) : undefined],
        ]),
      ),
    ];
  });
};

const errorMessages: ComponentRenderer = ({props}, env) => {
  const all = items(props.data, 'ErrorMessages');
  return Object.entries(TROUBLE_AREAS).flatMap(([area, title]) => {
    const inArea = all.filter((i) => str(i, 'area') === area);
    if (inArea.length === 0) return [];
    return [
      heading(2, [text(title)]),
      ...inArea.flatMap((i) => {
        const links = (Array.isArray(i.links) ? (i.links as Json[]) : []).map((l) => {
          const route = landingRoute(String(l.doc));
          return link(env.twinUrl(route), [text(String(l.title))]);
        });
        return [
          heading(3, [code(String(i.message))]),
          ...facts([
            ['Cause', opt(str(i, 'cause'), (v) => inlineCodeText(v))],
            ['How to confirm', opt(str(i, 'confirm'), (v) => inlineCodeText(v))],
            ['Fix', opt(str(i, 'fix'), (v) => inlineCodeText(v))],
            ['See also', links.length > 0 ? links.flatMap((l, n) => (n > 0 ? [text(', '), l] : [l])) : undefined],
          ]),
        ];
      }),
    ];
  });
};

const SCOPES: Record<string, string> = {
  session: 'Session or global',
  global: 'Global only',
  'session-only': 'Session only',
};

const systemVariableReference: ComponentRenderer = ({props}) =>
  items(props.data, 'SystemVariableReference').flatMap((i) => {
    const scope = SCOPES[str(i, 'scope') ?? ''] ?? str(i, 'scope');
    return entry(String(i.name), i.deprecated === true, str(i, 'description'), [
      ['Type', opt(str(i, 'type'), (v) => [code(v)])],
      ['Default', valueOf(str(i, 'default'))],
      ['Unit', opt(str(i, 'unit'), (v) => [text(v)])],
      ['Scope', scope ? [text(i.readOnly === true ? `${scope}, read-only` : scope)] : undefined],
      ['Values', opt(str(i, 'values'), (v) => inlineCodeText(v))],
      ['Also named', opt(str(i, 'alias'), (v) => [code(v)])],
      ['Since', opt(str(i, 'since'), (v) => [text(sinceLabel(v))])],
      ['Changed', opt(str(i, 'changed'), (v) => inlineCodeText(v))],
    ]);
  });

const errorCodeLookup: ComponentRenderer = ({props}) => [
  table(
    ['Code', 'SQLSTATE', 'Name', 'Message', 'Usual cause', 'What to do'],
    items(props.data, 'ErrorCodeLookup').map((i) => [
      [text(String(i.code))],
      [code(str(i, 'sqlstate') ?? '')],
      [code(String(i.name))],
      [code(str(i, 'message') ?? '')],
      inlineCodeText(str(i, 'cause') ?? ''),
      inlineCodeText(str(i, 'action') ?? ''),
    ]),
  ),
];

const metricsReference: ComponentRenderer = ({props}) => {
  const data = props.data as Json;
  const all = items(data, 'MetricsReference');
  const groups = Array.isArray(data.groups) ? (data.groups as Json[]) : [];
  const excluded = Array.isArray(data.excluded) ? (data.excluded as Json[]) : [];
  const grouped = new Set(groups.map((g) => str(g, 'id')));
  const orphans = all.filter((i) => !grouped.has(str(i, 'group')));
  if (orphans.length > 0) {
    throw new Error(`<MetricsReference>: metrics in no group of the data: ${orphans.map((i) => i.name).join(', ')}`);
  }
  const metric = (i: Json): RootContent[] => {
    const legacy = i.legacy === true;
    const series = str(i, 'series');
    const notes: BlockContent[] = [
      ...(str(i, 'changed') ? [paragraph(inlineCodeText(str(i, 'changed')!))] : []),
      ...(str(i, 'alert')
        ? [paragraph([strong([text('Alert:')]), text(' '), ...inlineCodeText(str(i, 'alert')!)])]
        : []),
    ];
    return [
      ...entry(String(i.name), i.deprecated === true, str(i, 'description'), [
        ['Computed as', legacy ? [code(str(i, 'expression') ?? series ?? '')] : undefined],
        ['Exported as', !legacy && series && series !== i.name ? [code(series)] : undefined],
        ['Node', opt(str(i, 'component'), (v) => [text(v)])],
        ['Type', opt(str(i, 'type'), (v) => [text(legacy ? `derived from a ${v}` : v)])],
        ['Unit', opt(str(i, 'unit'), (v) => [text(v)])],
        ['Labels', strings(i, 'labels').length > 0 ? codeList(strings(i, 'labels')) : undefined],
        ['Since', opt(str(i, 'since'), (v) => [text(sinceLabel(v))])],
      ]),
      ...notes,
    ];
  };
  return [
    ...groups.flatMap((g) => {
      const inGroup = all.filter((i) => str(i, 'group') === str(g, 'id'));
      return inGroup.length === 0
        ? []
        : [heading(2, [text(str(g, 'title') ?? String(g.id))]), ...inGroup.flatMap(metric)];
    }),
    ...(excluded.length === 0
      ? []
      : [
          heading(2, [text(`Names not exported by ${DOC_VERSION}`)]),
          paragraph([
            text(
              `These names appear in StarRocks documentation of other releases but a ${DOC_VERSION} node does not export them. Each has the reason and the evidence.`,
            ),
          ]),
          list(excluded.map((e) => [code(String(e.name)), text(': '), ...inlineCodeText(str(e, 'reason') ?? '')])),
        ]),
  ];
};

// ---------------------------------------------------------------- functions

const functionSignatures: ComponentRenderer = ({props}) => {
  const name = String(props.name ?? '');
  const sig = signatureOf(name);
  if (!sig)
    throw new Error(`<FunctionSignatures name="${name}"/>: no signature data for "${name}" (src/data/functions)`);
  const since = sinceOf(name);
  return [
    ...(since ? [paragraph([text(sinceText(since.since))])] : []),
    table(
      ['Signature', 'Returns'],
      sig.overloads.map((o) => [[code(formatOverload(sig.name, o))], [code(displayType(o.returns))]]),
    ),
  ];
};

/** The listed pages under a category, depth first, as the function components collect them. */
function leaves(items: SidebarItem[]): {label: string; href: string; docId: string}[] {
  return listedDocLinks(items);
}

interface PageEntry {
  label: PhrasingContent;
  href: string;
  /** Said after the description, e.g. "Since v3.1." */
  note?: string;
}

function pageLinks(entries: PageEntry[], env: RenderEnv): RootContent[] {
  if (entries.length === 0) return [];
  return [
    list(
      entries.map(({label, href, note}) => {
        const description = env.pageAt(href)?.description;
        const after = [description, note].filter(Boolean).join(' ');
        return [link(env.twinUrl(href), [label]), ...(after ? [text(`: ${after}`)] : [])];
      }),
    ),
  ];
}

const functionList: ComponentRenderer = (_call, env) =>
  pageLinks(
    leaves(env.currentCategory().items).map(({label, href}) => ({label: code(label), href})),
    env,
  );

const functionFinder: ComponentRenderer = (_call, env) =>
  env.currentCategory().items.flatMap((group) =>
    group.type === 'category'
      ? [
          heading(3, [text(group.label)]),
          ...pageLinks(
            leaves(group.items).map(({label, href, docId}) => {
              const since = sinceOf(functionOfPage(docId.split('/').at(-1)!));
              return {label: code(label), href, note: since ? `${sinceText(since.since)}.` : undefined};
            }),
            env,
          ),
        ]
      : [],
  );

// ---------------------------------------------------------------- page lists

/** The direct items of a category: pages as links, sub-groups by their landing. */
export function categoryItemLinks(
  items: SidebarItem[],
  env: RenderEnv,
  label: (name: string, isCategory: boolean) => PhrasingContent,
): RootContent[] {
  const entries = items.flatMap((item): PageEntry[] => {
    if (isListedDocLink(item)) return [{label: label(item.label, false), href: item.href}];
    if (isListedCategoryPage(item)) return [{label: label(item.label, true), href: item.href}];
    return [];
  });
  const external = items.flatMap((item) =>
    item.type === 'link' && !item.docId ? [[link(item.href, [text(item.label)])] as PhrasingContent[]] : [],
  );
  return [...pageLinks(entries, env), ...(external.length > 0 ? [list(external)] : [])];
}

const statementList: ComponentRenderer = (_call, env) =>
  categoryItemLinks(env.currentCategory().items, env, (name, isCategory) =>
    isCategory ? strong([text(name)]) : code(name),
  );

const docCardList: ComponentRenderer = (_call, env) =>
  categoryItemLinks(env.currentCategory().items, env, (name) => text(name));

/** Every component pages may use, by the name they use it with. */
export const COMPONENTS: Record<string, ComponentRenderer> = {
  ConfigReference: configReference,
  SystemVariableReference: systemVariableReference,
  ErrorCodeLookup: errorCodeLookup,
  ErrorMessages: errorMessages,
  MetricsReference: metricsReference,
  FunctionSignatures: functionSignatures,
  FunctionList: functionList,
  FunctionFinder: functionFinder,
  StatementList: statementList,
  DocCardList: docCardList,
};
