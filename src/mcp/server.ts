/**
 * npm run mcp — the docs as a tool for agents: an MCP server over stdio that searches the built
 * site with the site's own engine, reads pages' Markdown twins and looks up reference entries.
 *
 *   node --import tsx src/mcp/server.ts [--build <dir> | --site <url>]
 *
 * With a folder (default build/) it reads files only; with --site it fetches from that site only.
 * See README.md beside this file.
 */
import path from 'node:path';
import {McpServer, ResourceTemplate} from '@modelcontextprotocol/sdk/server/mcp.js';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {DOC_VERSION, DOCS_BASE} from '../site/rules';
import {MAX_LIMIT, Pages} from './pages';
import {lookupConfig, lookupError, lookupFunction, lookupVariable} from './reference';
import {UserError, folderSite, urlSite, type Site} from './site';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface Options {
  /** A built site folder; default build/ of this repository. */
  build?: string;
  /** A deployed site's URL; wins over `build`. */
  site?: string;
}

export function parseArgs(argv: readonly string[]): Options {
  const options: Options = {};
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split(/=(.*)/s, 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i];
    if (flag === '--build') options.build = value();
    else if (flag === '--site') options.site = value();
    else if (flag === '--help' || flag === '-h') {
      process.stderr.write('Usage: npm run mcp -- [--build <dir> | --site <url>]\n');
      process.exit(0);
    } else throw new Error(`Unknown option ${flag}: use --build <dir> or --site <url>.`);
  }
  return options;
}

/** A tool's answer as JSON text; a reader's mistake as an error result with its message; anything else rethrown. */
async function answer<T>(
  run: () => Promise<T> | T,
  toText: (result: T) => string = (result) => JSON.stringify(result, null, 2),
): Promise<CallToolResult> {
  try {
    return {content: [{type: 'text', text: toText(await run())}]};
  } catch (e) {
    if (e instanceof UserError) return {isError: true, content: [{type: 'text', text: e.message}]};
    return {isError: true, content: [{type: 'text', text: `Failed: ${(e as Error).message ?? String(e)}`}]};
  }
}

/** The string inputs: any length is accepted and capped by the tools (as the search box caps a paste). */
const text = (description: string) => z.string().describe(description);

export async function createServer(site: Site, pages = new Pages(site)): Promise<McpServer> {
  const server = new McpServer(
    {name: 'starrocks-docs', version: DOC_VERSION},
    {
      instructions: `StarRocks ${DOC_VERSION} documentation. Search with search_docs, read a page as Markdown with read_page, and look up configuration items, system variables, SQL functions and errors by name with the lookup_* tools. Every answer links to the page.`,
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the documentation',
      description: `Search the StarRocks ${DOC_VERSION} docs with the site's own search (exact names first, then titles, headings and text; pasted error messages find their entry). Returns pages with title, URL, best section and a snippet.`,
      inputSchema: {
        query: text('Words, a name, or a pasted error message.'),
        limit: z.number().int().min(1).max(MAX_LIMIT).optional().describe('How many pages (default 10).'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({query, limit}) => answer(() => pages.search(query, limit)),
  );

  server.registerTool(
    'read_page',
    {
      title: 'Read a page as Markdown',
      description:
        'The Markdown version of a docs page. Accepts a full URL, a path with or without a trailing slash (/docs/loading/StreamLoad), or its .md path.',
      inputSchema: {url_or_path: text('The page: URL or path.')},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({url_or_path}) =>
      answer(
        () => pages.twin(url_or_path),
        ({markdown}) => markdown,
      ),
  );

  const lookups = [
    ['lookup_config', 'an FE or BE configuration item', lookupConfig],
    ['lookup_variable', 'a system (session or global) variable', lookupVariable],
  ] as const;
  for (const [name, what, lookup] of lookups)
    server.registerTool(
      name,
      {
        title: `Look up ${what}`,
        description: `The reference entry of ${what}: type, default, whether it can change at runtime, first release, description and URL. Without an exact match, the nearest names.`,
        inputSchema: {name: text('The exact name, e.g. query_timeout.')},
        annotations: {readOnlyHint: true, openWorldHint: false},
      },
      ({name: query}) => answer(async () => lookup(query, await site.origin())),
    );

  server.registerTool(
    'lookup_function',
    {
      title: 'Look up a SQL function',
      description:
        'A SQL function: its signatures (argument and return types), first release and page URL. Without an exact match, the nearest names.',
      inputSchema: {name: text('The function name, e.g. date_trunc.')},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({name}) =>
      answer(async () => {
        const routes = await pages.pageList().then(
          (list) => list.map((p) => p.route),
          () => [] as string[],
        );
        return lookupFunction(name, await site.origin(), routes);
      }),
  );

  server.registerTool(
    'lookup_error',
    {
      title: 'Look up an error',
      description:
        'An error by code (1064, or a client line "ERROR 1064 (42000): …"), by name (ERR_…) or by message (pasted with its values): cause, what to do and URL. Without a match, the nearest names.',
      inputSchema: {code_or_message: text('The code, name or message.')},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({code_or_message}) => answer(async () => lookupError(code_or_message, await site.origin())),
  );

  await registerResources(server, site, pages);
  return server;
}

async function registerResources(server: McpServer, site: Site, pages: Pages): Promise<void> {
  const origin = await site.origin().catch(() => 'http://localhost:3000');
  server.registerResource(
    'llms.txt',
    `${origin}/llms.txt`,
    {title: 'llms.txt: every page with its Markdown link', mimeType: 'text/markdown'},
    async (uri) => {
      const body = await site.read('llms.txt');
      if (body === undefined) throw new Error(`${site.label} has no llms.txt`);
      return {contents: [{uri: uri.href, mimeType: 'text/markdown', text: body}]};
    },
  );
  server.registerResource(
    'page',
    new ResourceTemplate(`${origin}${DOCS_BASE}{+path}.md`, {
      list: async () => ({
        resources: (await pages.pageList().catch(() => []))
          .filter((p) => p.route.startsWith(DOCS_BASE))
          .map((p) => ({
            uri: origin + p.route.replace(/\/+$/, '') + '.md',
            name: p.title,
            mimeType: 'text/markdown',
          })),
      }),
    }),
    {title: 'A docs page as Markdown', mimeType: 'text/markdown'},
    async (uri) => {
      const {markdown} = await pages.twin(uri.href);
      return {contents: [{uri: uri.href, mimeType: 'text/markdown', text: markdown}]};
    },
  );
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const site = options.site
    ? urlSite(options.site)
    : folderSite(path.resolve(options.build ?? path.join(ROOT, 'build')));
  const pages = new Pages(site);
  const server = await createServer(site, pages);
  await server.connect(new StdioServerTransport());
  pages.warm();
  process.stderr.write(`starrocks-docs MCP server reading ${site.label}\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`${(e as Error).message ?? String(e)}\n`);
  process.exit(1);
});
