#!/usr/bin/env node
// `npx <this repository> [--build <dir> | --site <url>]`: the MCP server (server.ts), run with
// tsx as `npm run mcp` runs it. A child process, since tsx must be loaded before the server is.
import {spawn} from 'node:child_process';
import {fileURLToPath} from 'node:url';

const server = fileURLToPath(new URL('./server.ts', import.meta.url));
const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), server, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
