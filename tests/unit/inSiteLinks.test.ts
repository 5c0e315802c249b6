/** Which links of an article kept as server HTML go through the router (src/components/islands/inSiteLinks.ts). */
import test from 'node:test';
import assert from 'node:assert/strict';
import {inSiteRoute} from '../../src/components/islands/inSiteLinks';

const here = new URL('https://docs.example/docs/loading/StreamLoad?x=1') as unknown as Location;
const anchor = (href: string, attrs: Record<string, string> = {}) =>
  ({
    href: new URL(href, here.href).href,
    target: attrs.target ?? '',
    hasAttribute: (name: string) => name in attrs,
  }) as unknown as HTMLAnchorElement;

test('a link to another route of the site goes through the router, with its query and hash', () => {
  assert.equal(inSiteRoute(anchor('/docs/loading/BrokerLoad'), here), '/docs/loading/BrokerLoad');
  assert.equal(inSiteRoute(anchor('/docs/category/loading/'), here), '/docs/category/loading/');
  assert.equal(inSiteRoute(anchor('../sql-reference/x#section'), here), '/docs/sql-reference/x#section');
  assert.equal(inSiteRoute(anchor('/docs/loading/StreamLoad#limits'), here), '/docs/loading/StreamLoad#limits');
});

test('the browser keeps a same-page anchor, files, other sites, new tabs and downloads', () => {
  assert.equal(inSiteRoute(anchor('/docs/loading/StreamLoad?x=1#limits'), here), null);
  assert.equal(inSiteRoute(anchor('#limits'), here), null);
  assert.equal(inSiteRoute(anchor('/docs/loading/StreamLoad.md'), here), null);
  assert.equal(inSiteRoute(anchor('/llms.txt'), here), null);
  assert.equal(inSiteRoute(anchor('https://github.com/StarRocks/starrocks'), here), null);
  assert.equal(inSiteRoute(anchor('/docs/loading/BrokerLoad', {target: '_blank'}), here), null);
  assert.equal(inSiteRoute(anchor('/docs/loading/BrokerLoad', {download: ''}), here), null);
  assert.equal(inSiteRoute(anchor('/docs/loading/BrokerLoad', {target: '_self'}), here), '/docs/loading/BrokerLoad');
});
