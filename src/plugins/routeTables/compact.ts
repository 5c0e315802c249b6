/**
 * Docusaurus's chunk registry and route chunk names, made smaller for the browser. Both ship in
 * main.js, so every page of the site loads them, and both grow with the page count:
 *
 * - registry.js maps each chunk name (an 8-character hash) to its import, its module path and
 *   the module's id. The module path is read only while rendering on the server (react-loadable
 *   reports it so that the page's HTML names its chunks); in the browser it is dead weight. The
 *   `webpackChunkName` comment names each chunk after its hash, which makes the bundler's runtime
 *   carry two more maps of every chunk (id to name for file names, name to id for Docusaurus's
 *   link prefetch, which src/clientModules/prefetchOnIntent.ts turns off).
 * - routesChunkNames.json names, for every route, the registry entries its component and props
 *   come from, again by hash.
 *
 * The compact form keeps the imports and module ids, drops the module paths and the chunk names,
 * and replaces each hash by a short key (base 36 of its rank), the same in both tables. The
 * server bundle keeps the original tables.
 */

/** One registry line as Docusaurus 3 writes it (core/lib/server/codegen/codegenRoutes.js). */
const ENTRY =
  /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ ("(?:[^"\\]|\\.)*")\), \2, require\.resolveWeak\(\2\)\],(\};)?$/;

export interface CompactTables {
  registry: string;
  routesChunkNames: string;
}

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

/** Replaces every string of a JSON value through `key`; other values stay. */
function mapStrings(value: unknown, key: (s: string) => string): unknown {
  if (typeof value === 'string') return key(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, key)]));
  }
  return value;
}

export function compactTables(registry: string, routesChunkNames: string): CompactTables {
  const entries = registryEntries(registry);
  const short = new Map(entries.map(([hash], i) => [hash, i.toString(36)]));
  const chunkNames: unknown = JSON.parse(routesChunkNames);
  if (!chunkNames || typeof chunkNames !== 'object' || Array.isArray(chunkNames)) {
    throw formatError('routesChunkNames.json', 'not an object of routes');
  }
  const key = (hash: string): string => {
    const k = short.get(hash);
    if (k === undefined) throw formatError('routesChunkNames.json', `chunk "${hash}" is not in registry.js`);
    return k;
  };
  const lines = entries.map(
    ([hash, modulePath]) =>
      `  ${JSON.stringify(short.get(hash))}: [() => import(${modulePath}), "", require.resolveWeak(${modulePath})],`,
  );
  return {
    registry: `export default {\n${lines.join('\n')}\n};\n`,
    routesChunkNames: JSON.stringify(mapStrings(chunkNames, key)),
  };
}
