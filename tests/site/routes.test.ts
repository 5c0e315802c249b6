import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {docLink, docsSidebar, pageRecords, serveBuild, walkSidebar, type ServedSite} from '../support/site';
import {EXAMPLE_LEAVES, REFERENCE_ROUTES, TOP_LEVEL, UNLISTED_DOC_IDS} from '../support/spec';
import {PAGE_RECORDS_FILE, VERSION_RECORDS_FILE, docRoute} from '../../src/site/rules';

let site: ServedSite;
before(async () => {
  site = await serveBuild();
});
after(async () => {
  await site?.close();
});

async function status(route: string): Promise<number> {
  const res = await fetch(site.url + route, {redirect: 'manual'});
  await res.arrayBuffer();
  return res.status;
}

test('every internal href of the sidebar answers 200', async () => {
  const hrefs = new Set<string>();
  for (const item of walkSidebar(docsSidebar())) {
    if (item.href?.startsWith('/')) hrefs.add(item.href);
  }
  assert.ok(hrefs.size >= pageRecords().length, 'every page has a sidebar href');
  const failures: string[] = [];
  for (const href of hrefs) {
    const code = await status(href);
    if (code !== 200) failures.push(`${href} → ${code}`);
  }
  assert.deepEqual(failures, []);
});

test('the landing routes, the example leaves, the reference routes and the unlisted pages answer 200', async () => {
  const unlisted = UNLISTED_DOC_IDS.map((id) => docLink(id).href);
  for (const route of [...TOP_LEVEL.map((t) => t.href), ...EXAMPLE_LEAVES, ...REFERENCE_ROUTES, ...unlisted, '/']) {
    assert.equal(await status(route), 200, route);
  }
});

test('the records are served as JSON', async () => {
  for (const route of [`/${VERSION_RECORDS_FILE}`, `/${PAGE_RECORDS_FILE}`]) {
    const res = await fetch(site.url + route);
    assert.equal(res.status, 200, route);
    assert.ok(Array.isArray(await res.json()), route);
  }
});

test('unknown routes answer 404 with the 404 page', async () => {
  for (const route of [docRoute('no-such-page'), '/nope/', docRoute('loading/StreamLoad/extra')]) {
    const res = await fetch(site.url + route);
    assert.equal(res.status, 404, route);
    assert.match(await res.text(), /Page not found/);
  }
});
