/** Which links of an article kept as server HTML go through the router (src/components/islands/inSiteLinks.ts). */
import test from 'node:test';
import assert from 'node:assert/strict';
import {inSiteRoute} from '../../src/components/islands/inSiteLinks';
import {DOCS_BASE, docRoute} from '../../src/site/rules';

const here = new URL(`https://docs.example${docRoute('loading/StreamLoad')}?x=1`) as unknown as Location;
const anchor = (href: string, attrs: Record<string, string> = {}) =>
  ({
    href: new URL(href, here.href).href,
    target: attrs.target ?? '',
    hasAttribute: (name: string) => name in attrs,
  }) as unknown as HTMLAnchorElement;

test('a link to another route of the site goes through the router, with its query and hash', () => {
  assert.equal(inSiteRoute(anchor(docRoute('loading/BrokerLoad')), here), docRoute('loading/BrokerLoad'));
  assert.equal(inSiteRoute(anchor(docRoute('category/loading/')), here), docRoute('category/loading/'));
  assert.equal(inSiteRoute(anchor('../sql-reference/x#section'), here), `${DOCS_BASE}sql-reference/x#section`);
  assert.equal(
    inSiteRoute(anchor(`${DOCS_BASE}loading/StreamLoad#limits`), here),
    `${DOCS_BASE}loading/StreamLoad#limits`,
  );
});

test('the browser keeps a same-page anchor, files, other sites, new tabs and downloads', () => {
  assert.equal(inSiteRoute(anchor(`${DOCS_BASE}loading/StreamLoad?x=1#limits`), here), null);
  assert.equal(inSiteRoute(anchor('#limits'), here), null);
  assert.equal(inSiteRoute(anchor(docRoute('loading/StreamLoad.md')), here), null);
  assert.equal(inSiteRoute(anchor('/llms.txt'), here), null);
  assert.equal(inSiteRoute(anchor('https://github.com/StarRocks/starrocks'), here), null);
  assert.equal(inSiteRoute(anchor(docRoute('loading/BrokerLoad'), {target: '_blank'}), here), null);
  assert.equal(inSiteRoute(anchor(docRoute('loading/BrokerLoad'), {download: ''}), here), null);
  assert.equal(
    inSiteRoute(anchor(docRoute('loading/BrokerLoad'), {target: '_self'}), here),
    docRoute('loading/BrokerLoad'),
  );
});
