import fs from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {waitForHydration} from './support/browser';
import {BUILD_DIR} from './support/site';
import {freePort, startNginx} from '../scripts/production/nginx';

const N = Number(process.env.N ?? 120);
const TABS = Number(process.env.TABS ?? 2);
const EXTRA = (process.env.ARGS ?? '').split(' ').filter(Boolean);
function builtRoutes(): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.html') && file !== path.join(BUILD_DIR, '404.html')) {
        const rel = path.relative(BUILD_DIR, file).split(path.sep).join('/');
        routes.push(`/${rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`);
      }
    }
  };
  walk(BUILD_DIR);
  return routes.sort();
}
const cpu = () => { const f = fs.readFileSync('/proc/stat','utf8').split('\n')[0]!.split(/\s+/).slice(1).map(Number); const idle=f[3]!+f[4]!; const tot=f.reduce((a,b)=>a+b,0); return {idle,tot}; };
const routes = builtRoutes().filter((_, i) => i % Math.floor(1024 / N) === 0).slice(0, N);
const site = await startNginx({buildDir: BUILD_DIR, port: await freePort()});
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage','--disable-background-networking','--disable-component-update','--no-first-run', ...EXTRA]});
const queue = [...routes];
const reqs = new Map<string, number>();
const t0 = Date.now(); const c0 = cpu();
const persistent = process.env.PERSIST ? await chromium.launchPersistentContext(fs.mkdtempSync('/tmp/walkprof-'), {executablePath: '/usr/bin/chromium', headless: true, viewport: {width: 390, height: 844}, args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage','--disable-background-networking','--disable-component-update','--no-first-run', ...EXTRA]}) : null;
const tab = async () => {
  const context = persistent ?? await browser.newContext({viewport: {width: 390, height: 844}});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setBlockedURLs', {urls: ['*.css', '*.png', '*.jpg', '*.jpeg', '*.gif', '*.webp', '*.svg', '*.ico', '*.woff', '*.woff2']});
  if (process.env.REQS) page.on('request', (r) => { const u = r.url().replace(/\/[^/]*$/, '/').replace(site.url,''); const k = r.resourceType()+' '+(r.url().endsWith('.js')? 'js' : u.slice(0,40)); reqs.set(k, (reqs.get(k) ?? 0) + 1); });
  for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
    if (process.env.RENDERER && page.url().startsWith('http')) await Promise.all([page.waitForURL((u) => u.pathname.replace(/\/$/, '') === route.replace(/\/$/, ''), {waitUntil: 'commit'}), page.evaluate((u) => { location.href = u; }, site.url + route)]);
    else await page.goto(site.url + route, {waitUntil: 'commit'});
    await waitForHydration(page, {polling: 30});
  }
  if (!persistent) await context.close();
};
await Promise.all(Array.from({length: TABS}, tab));
const c1 = cpu();
console.log(`${routes.length} pages, ${TABS} tabs, ${((Date.now()-t0)/1000).toFixed(1)} s, cpu busy ${(100*(1-(c1.idle-c0.idle)/(c1.tot-c0.tot))).toFixed(0)}%`);
if (process.env.REQS) console.log([...reqs].sort((a,b)=>b[1]-a[1]).slice(0,20));
await persistent?.close(); await browser.close(); await site.close();
