/**
 * Docusaurus's route tables, made smaller for the browser. They ship in main.js, so every page of
 * the site loads them, and they grow with the page count:
 *
 * - registry.js maps each chunk name (an 8-character hash) to its import, its module path and
 *   the module's id. The module path is read only while rendering on the server (react-loadable
 *   reports it so that the page's HTML names its chunks); in the browser it is dead weight. The
 *   `webpackChunkName` comment names each chunk after its hash, which makes the bundler's runtime
 *   carry two more maps of every chunk (id to name for file names, name to id for Docusaurus's
 *   link prefetch, which src/clientModules/prefetchOnIntent.ts turns off).
 * - routesChunkNames.json names, for every route, the registry entries its component and props
 *   come from, again by hash.
 * - routes.js lists every route with its component.
 *
 * The compact form keeps the imports and module ids, drops the module paths and the chunk names,
 * and replaces each hash by a short key (base 36 of its rank), the same in every table; and the
 * pages of a large route (the docs) move out of main.js into one chunk per section (./sections.ts,
 * loaded by ./runtime.ts). The server bundle keeps the original tables.
 */
import {routeData, parseRoutes, splitRoutes, type ParsedRoute} from './sections';

/** One registry line as Docusaurus 3 writes it (core/lib/server/codegen/codegenRoutes.js). */
const ENTRY =
  /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ ("(?:[^"\\]|\\.)*")\), \2, require\.resolveWeak\(\2\)\],(\};)?$/;

function formatError(file: string, detail: string): Error {
  return new Error(
    `src/plugins/routeTables: ${file} is not in the form Docusaurus 3 writes (${detail}); adapt src/plugins/routeTables/compact.ts to the new form.`,
  );
}

/** The registry's entries, [hash, quoted module path], in file order. */
export function registryEntries(registry: string): Array<[string, string]> {
  const lines = registry.trimEnd().split('\n');
  if (lines[0] !== 'export default {') throw formatError('registry.js', 'first line');
  const body = lines.slice(1);
  if (body.length === 0) throw formatError('registry.js', 'no entries');
  return body.map((line, i) => {
    const match = ENTRY.exec(line);
    if (!match || (match[3] !== undefined) !== (i === body.length - 1)) {
      throw formatError('registry.js', `line ${i + 2}: ${line.slice(0, 120)}`);
    }
    return [match[1]!, match[2]!];
  });
}

/** The generated files Docusaurus writes, as read from its generated-files folder. */
export interface GeneratedTables {
  registry: string;
  routesChunkNames: string;
  routes: string;
}

/** The browser's copies: three modules for main.js and one module per section. */
export interface ClientTables {
  registry: string;
  routesChunkNames: string;
  routes: string;
  sections: Array<{file: string; code: string}>;
}

type ChunkNames = Record<string, unknown>;

/** Replaces every string of a JSON value through `key`; other values stay. */
function mapStrings(value: unknown, key: (s: string) => string): unknown {
  if (typeof value === 'string') return key(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, key)]));
  }
  return value;
}

function strings(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}

const jsonModule = (value: unknown): string => `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;

/** A route's key in routesChunkNames, as Docusaurus's ComponentCreator looks it up. */
const chunkNamesKey = (route: ParsedRoute): string => `${route.path}-${route.hash}`;

export function clientTables(generated: GeneratedTables, runtimeModule: string): ClientTables {
  const entries = registryEntries(generated.registry);
  const short = new Map(entries.map(([hash], i) => [hash, i.toString(36)]));
  const parsed: unknown = JSON.parse(generated.routesChunkNames);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw formatError('routesChunkNames.json', 'not an object of routes');
  }
  const key = (hash: string): string => {
    const k = short.get(hash);
    if (k === undefined) throw formatError('routesChunkNames.json', `chunk "${hash}" is not in registry.js`);
    return k;
  };
  const chunkNames = mapStrings(parsed, key) as ChunkNames;
  const {tree, splits} = splitRoutes(parseRoutes(generated.routes));

  // Which section each route's chunk names and each registry entry go to: an entry used by one
  // section only goes with it; one used by several, or by a route of main.js, stays global.
  const GLOBAL = -1;
  const sections: Array<{split: number; key: string; file: string; pages: ParsedRoute[]; chunkNames: ChunkNames}> = [];
  const globalChunkNames: ChunkNames = {...chunkNames};
  const usedBy = new Map<string, Set<number>>();
  const recordUsers = (names: unknown, user: number) => {
    for (const chunk of strings(names)) usedBy.set(chunk, (usedBy.get(chunk) ?? new Set()).add(user));
  };
  for (const [s, split] of splits.entries()) {
    for (const [key, pages] of split.sections) {
      const index = sections.length;
      const own: ChunkNames = {};
      for (const page of pages) {
        const k = chunkNamesKey(page);
        if (!(k in chunkNames)) throw formatError('routesChunkNames.json', `no entry for route ${page.path}`);
        own[k] = chunkNames[k];
        delete globalChunkNames[k];
        recordUsers(chunkNames[k], index);
      }
      sections.push({split: s, key, file: `routes.client.${s}-${index}.js`, pages, chunkNames: own});
    }
  }
  recordUsers(globalChunkNames, GLOBAL);
  const entriesOf = new Map<number, Array<[string, string]>>();
  for (const entry of entries) {
    const users = usedBy.get(short.get(entry[0])!);
    const home = users?.size === 1 ? [...users][0]! : GLOBAL;
    if (!entriesOf.has(home)) entriesOf.set(home, []);
    entriesOf.get(home)!.push(entry);
  }
  const registryBody = (home: number) =>
    (entriesOf.get(home) ?? [])
      .map(
        ([hash, path]) =>
          `  ${JSON.stringify(short.get(hash))}: [() => import(${path}), "", require.resolveWeak(${path})],`,
      )
      .join('\n');
  const specs = splits.map((split, s) => {
    const loaders = sections
      .filter((section) => section.split === s)
      .map((section) => `${JSON.stringify(section.key)}: () => import("./${section.file}")`);
    return `{prefix: ${JSON.stringify(split.prefix)}, deeper: ${JSON.stringify([...split.deeper])}, sections: {${loaders.join(', ')}}}`;
  });
  return {
    registry: `export default {\n${registryBody(GLOBAL)}\n};\n`,
    routesChunkNames: `export default ${jsonModule(globalChunkNames)};\n`,
    routes: [
      `import {buildRoutes} from ${JSON.stringify(runtimeModule)};`,
      `export default buildRoutes(${jsonModule(tree)}, [${specs.join(', ')}]);`,
      '',
    ].join('\n'),
    sections: sections.map(({file, pages, chunkNames: own}, index) => ({
      file,
      code: [
        '// Generated by src/plugins/routeTables: one section of the route tree (see runtime.ts).',
        `export const registry = {\n${registryBody(index)}\n};`,
        `export const chunkNames = ${jsonModule(own)};`,
        `export const routes = ${jsonModule(pages.map(routeData))};`,
        '',
      ].join('\n'),
    })),
  };
}
