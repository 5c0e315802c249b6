/**
 * The MCP server (src/mcp/) as an agent uses it: the SDK's client starts it as a child process
 * over stdio against the built site, lists its tools and calls each, with good and bad input.
 * Every call is answered (a result or a clear error) within a time bound, and the server still
 * answers afterwards. MCP_BUILD_DIR points it at another build (default build/).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {after, before, test} from 'node:test';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {BUILD_DIR} from '../support/site';
import {docRoute} from '../../src/site/rules';
import variables from '../../src/data/reference/system-variables.json';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILD = process.env.MCP_BUILD_DIR ? path.resolve(process.env.MCP_BUILD_DIR) : BUILD_DIR;
const STREAM_LOAD = docRoute('loading/StreamLoad');
/** The slowest answer allowed. */
const BOUND_MS = 5_000;
/** The server loads the index when it starts; a search before that is done waits for it. */
const FIRST_LOAD_MS = 30_000;

let client: Client;
const latencies: Record<string, number[]> = {};

async function start(args: string[]): Promise<Client> {
  const c = new Client({name: 'mcp-test', version: '0'});
  await c.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: ['--import', 'tsx', path.join(ROOT, 'src/mcp/server.ts'), ...args],
      cwd: ROOT,
      stderr: 'ignore',
    }),
  );
  return c;
}

async function call(name: string, args: Record<string, unknown>, on = client): Promise<CallToolResult> {
  const t0 = performance.now();
  const result = (await on.callTool({name, arguments: args}, undefined, {timeout: BOUND_MS})) as CallToolResult;
  const ms = performance.now() - t0;
  (latencies[name] ??= []).push(ms);
  assert.ok(ms < BOUND_MS, `${name} answered in ${ms.toFixed(0)} ms`);
  return result;
}

function textOf(result: CallToolResult): string {
  const first = result.content[0];
  assert.equal(first?.type, 'text');
  return (first as {text: string}).text;
}

/** A successful tool result's JSON. */
function json<T>(result: CallToolResult): T {
  assert.ok(!result.isError, `not an error: ${textOf(result).slice(0, 300)}`);
  return JSON.parse(textOf(result)) as T;
}

/** An error result, with its message. */
function error(result: CallToolResult): string {
  assert.equal(result.isError, true, `an error: ${textOf(result).slice(0, 300)}`);
  return textOf(result);
}

/** The built HTML of a route has an element with this id (the answer's anchor resolves). */
function hasAnchor(url: string): void {
  const u = new URL(url);
  const html = fs.readFileSync(path.join(BUILD, u.pathname, 'index.html'), 'utf8');
  const id = u.hash.slice(1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  assert.match(html, new RegExp(`\\sid=["']?${id}["'\\s>]`), `${u.pathname} has the anchor ${u.hash}`);
}

before(async () => {
  assert.ok(fs.existsSync(path.join(BUILD, 'search-index/manifest.json')), `a build at ${BUILD}`);
  client = await start(['--build', BUILD]);
  const t0 = performance.now();
  await client.callTool({name: 'search_docs', arguments: {query: 'warm'}}, undefined, {timeout: FIRST_LOAD_MS});
  console.log(`First search (index loading at start): ${(performance.now() - t0).toFixed(0)} ms`);
});

after(async () => {
  await client?.close();
  const figures = Object.entries(latencies).map(([name, ms]) => {
    const sorted = [...ms].sort((a, b) => a - b);
    return `${name}: max ${sorted.at(-1)!.toFixed(0)} ms, median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms (${ms.length} calls)`;
  });
  console.log(`MCP tool latencies:\n  ${figures.join('\n  ')}`);
});

test('the server lists its tools and resources', async () => {
  const {tools} = await client.listTools();
  assert.deepEqual(tools.map((t) => t.name).sort(), [
    'lookup_config',
    'lookup_error',
    'lookup_function',
    'lookup_variable',
    'read_page',
    'search_docs',
  ]);
  const {resources} = await client.listResources();
  assert.ok(resources.some((r) => r.uri.endsWith('/llms.txt')));
  const streamLoad = resources.find((r) => r.uri.endsWith(`${docRoute('loading/StreamLoad')}.md`));
  assert.ok(streamLoad, 'the Stream Load twin is a resource');
  const read = await client.readResource({uri: streamLoad.uri});
  assert.match((read.contents[0] as {text: string}).text, /^# Stream Load/);
  const llms = await client.readResource({uri: resources.find((r) => r.uri.endsWith('/llms.txt'))!.uri});
  assert.match((llms.contents[0] as {text: string}).text, /^# StarRocks/);
});

test('search "stream load timeout" finds the Stream Load page first, with title, URL, section and snippet', async () => {
  const {results} = json<{results: {title: string; url: string; snippet: string; section: unknown}[]}>(
    await call('search_docs', {query: 'stream load timeout'}),
  );
  assert.ok(results.length > 0);
  assert.equal(new URL(results[0]!.url).pathname, docRoute('loading/StreamLoad'));
  assert.equal(results[0]!.title, 'Stream Load');
  assert.ok(results[0]!.snippet.length > 20, 'a snippet');
  assert.ok('section' in results[0]!);
  const few = json<{results: unknown[]}>(await call('search_docs', {query: 'materialized view', limit: 3}));
  assert.equal(few.results.length, 3);
});

test('search answers bad input with a result or a clear error', async () => {
  assert.match(error(await call('search_docs', {query: ''})), /Empty query/);
  assert.match(error(await call('search_docs', {query: '   '})), /Empty query/);
  const big = await call('search_docs', {query: 'stream load '.repeat(9000)});
  assert.ok(json<{query: string}>(big).query.length <= 800, 'a 100 KB query is cut like the search box cuts it');
  const junk = String.fromCharCode(...Array.from({length: 4000}, (_, i) => (i * 7919) % 0xffff));
  const junkResult = await call('search_docs', {query: junk});
  assert.ok(junkResult.content.length > 0);
  assert.ok(json<{results: unknown[]}>(await call('search_docs', {query: 'query_timeout'})).results.length > 0);
});

test('read_page returns the twin for a URL, a path with or without slash, and a .md path', async () => {
  const forms = [
    `https://docs.starrocks.example${STREAM_LOAD}`,
    STREAM_LOAD,
    `${STREAM_LOAD}/`,
    `${STREAM_LOAD.slice(1)}.md`,
    `${STREAM_LOAD}#timeout`,
  ];
  for (const form of forms)
    assert.match(textOf(await call('read_page', {url_or_path: form})), /^# Stream Load\n/, form);
  // A category landing: its route ends with a slash, its twin drops it.
  assert.match(textOf(await call('read_page', {url_or_path: docRoute('loading/')})), /^# /);
});

test('read_page refuses unknown pages and paths outside the site, clearly', async () => {
  assert.match(error(await call('read_page', {url_or_path: docRoute('no/such/page')})), /Unknown page/);
  for (const bad of [
    '../../etc/passwd',
    docRoute('%2e%2e/%2e%2e/%2e%2e/etc/passwd'),
    docRoute('..\\..\\etc\\passwd'),
    '\0',
  ])
    assert.doesNotMatch(textOf(await call('read_page', {url_or_path: bad})), /root:/, bad);
  assert.equal((await call('read_page', {url_or_path: '../../etc/passwd'})).isError, true);
  assert.match(error(await call('read_page', {url_or_path: ''})), /Empty page/);
  assert.equal((await call('read_page', {url_or_path: 'x'.repeat(100_000)})).isError, true);
});

test('lookup_variable("query_timeout") gives the 3.5 entry, with a URL to its anchor', async () => {
  const expected = variables.items.find((v) => v.name === 'query_timeout')!;
  const {found, entries} = json<{found: boolean; entries: {default: string; type: string; url: string}[]}>(
    await call('lookup_variable', {name: 'query_timeout'}),
  );
  assert.equal(found, true);
  assert.equal(entries[0]!.default, expected.default);
  assert.equal(entries[0]!.default, '300');
  assert.equal(entries[0]!.type, expected.type);
  hasAnchor(entries[0]!.url);
});

test('lookup_config, lookup_function and lookup_error give entries whose URLs resolve', async () => {
  const config = json<{entries: {component: string; default: string; mutable: boolean; url: string}[]}>(
    await call('lookup_config', {name: 'max_running_txn_num_per_db'}),
  );
  assert.equal(config.entries[0]!.component, 'FE');
  assert.equal(typeof config.entries[0]!.mutable, 'boolean');
  hasAnchor(config.entries[0]!.url);
  const be = json<{entries: {component: string; url: string}[]}>(
    await call('lookup_config', {name: 'abort_on_large_memory_allocation'}),
  );
  assert.equal(be.entries[0]!.component, 'BE');
  hasAnchor(be.entries[0]!.url);

  const fn = json<{entries: {signatures: string[]; url: string}[]}>(await call('lookup_function', {name: 'concat'}));
  assert.ok(fn.entries[0]!.signatures.some((s) => s.startsWith('concat(')));
  assert.ok(fs.existsSync(path.join(BUILD, new URL(fn.entries[0]!.url).pathname, 'index.html')), 'the function page');

  const byCode = json<{entries: {code?: number; url: string}[]}>(
    await call('lookup_error', {code_or_message: "ERROR 1045 (28000): Access denied for user 'bob'@'%'"}),
  );
  assert.equal(byCode.entries[0]!.code, 1045);
  hasAnchor(byCode.entries[0]!.url);
  const pasted = json<{entries: {kind: string; id?: string; url: string}[]}>(
    await call('lookup_error', {code_or_message: 'current running txns on db 11027 is 1000, larger than limit 1000'}),
  );
  assert.equal(pasted.entries[0]!.id, 'load-running-txns-exceed-limit');
  hasAnchor(pasted.entries[0]!.url);
});

test('an unknown name is answered with the nearest names', async () => {
  const variable = json<{found: boolean; nearest: string[]}>(await call('lookup_variable', {name: 'query_timout'}));
  assert.equal(variable.found, false);
  assert.ok(variable.nearest.includes('query_timeout'), variable.nearest.join());
  const config = json<{nearest: string[]}>(await call('lookup_config', {name: 'max_running_txn_num'}));
  assert.ok(config.nearest.includes('max_running_txn_num_per_db'), config.nearest.join());
  const fn = json<{nearest: string[]}>(await call('lookup_function', {name: 'concatt'}));
  assert.ok(fn.nearest.includes('concat'), fn.nearest.join());
  const err = json<{found: boolean; nearest: string[]}>(
    await call('lookup_error', {code_or_message: 'ERR_NO_SUCH_THING_XYZ'}),
  );
  assert.equal(err.found, false);
  const code = json<{found: boolean; nearest: string[]}>(await call('lookup_error', {code_or_message: '1064'}));
  assert.equal(code.found, false);
  assert.ok(
    code.nearest.some((n) => n.startsWith('1066 ')),
    code.nearest.join(),
  );
  for (const tool of ['lookup_config', 'lookup_variable', 'lookup_function'])
    assert.match(error(await call(tool, {name: ''})), /Empty/);
  const huge = await call('lookup_config', {name: 'a'.repeat(100_000)});
  assert.equal(json<{found: boolean}>(huge).found, false);
  const junk = await call('lookup_error', {code_or_message: '\u0000\uFFFF\uD800'.repeat(1000)});
  assert.ok(junk.content.length > 0);
});

test('the server still answers after bad input, and a call with the wrong arguments is an error, not a crash', async () => {
  const wrong = await client.callTool({name: 'search_docs', arguments: {query: 42}}).then(
    (r) => (r as CallToolResult).isError,
    () => true,
  );
  assert.equal(wrong, true);
  assert.equal(json<{found: boolean}>(await call('lookup_variable', {name: 'query_timeout'})).found, true);
});

test('without a build folder, the tools say so and the server stays up', async () => {
  const missing = await start(['--build', path.join(ROOT, 'no-such-build-folder')]);
  try {
    assert.match(error(await call('search_docs', {query: 'stream load'}, missing)), /No built site/);
    assert.match(error(await call('read_page', {url_or_path: STREAM_LOAD}, missing)), /No built site/);
    // The data lookups read src/data, so they still answer.
    assert.equal(json<{found: boolean}>(await call('lookup_variable', {name: 'query_timeout'}, missing)).found, true);
  } finally {
    await missing.close();
  }
});

test('a search result names its best section with a deep link that resolves', async () => {
  const {results} = json<{results: {url: string; section: {heading: string; url: string} | null}[]}>(
    await call('search_docs', {query: 'query_timeout'}),
  );
  const hit = results.find((r) => r.section?.heading === 'query_timeout');
  assert.ok(hit, 'a result with the query_timeout entry as its section');
  hasAnchor(hit.section!.url);
});

test('reading an unknown page resource is a protocol error with a clear message', async () => {
  const {resources} = await client.listResources();
  const origin = new URL(resources[0]!.uri).origin;
  await assert.rejects(client.readResource({uri: `${origin}${docRoute('no/such/page')}.md`}), /Unknown page/);
});

test('with --site, the server fetches the index and twins from that site only', async () => {
  const asked: string[] = [];
  const site = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    asked.push(url.pathname);
    const file = path.join(BUILD, decodeURIComponent(url.pathname));
    if (!file.startsWith(BUILD + path.sep) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200).end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(site.address() as {port: number}).port}`;
  const remote = await start(['--site', base]);
  try {
    await remote.callTool({name: 'search_docs', arguments: {query: 'warm'}}, undefined, {timeout: FIRST_LOAD_MS});
    const {results} = json<{results: {url: string}[]}>(
      await call('search_docs', {query: 'stream load timeout'}, remote),
    );
    assert.equal(results[0]!.url, `${base}${docRoute('loading/StreamLoad')}`);
    assert.match(textOf(await call('read_page', {url_or_path: `${base}${STREAM_LOAD}/`}, remote)), /^# Stream Load/);
    assert.match(error(await call('read_page', {url_or_path: docRoute('no/such/page')}, remote)), /Unknown page/);
    assert.equal((await call('read_page', {url_or_path: '../../etc/passwd'}, remote)).isError, true);
    assert.ok(
      asked.every((p) => !p.includes('..') && !p.includes('passwd')),
      asked.join(),
    );
    assert.ok(asked.includes('/search-index/manifest.json'));
  } finally {
    await remote.close();
    site.close();
  }
});
