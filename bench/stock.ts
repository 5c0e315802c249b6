/**
 * The baseline of `npm run bench:pages`: the same content built the stock Docusaurus way. A copy
 * of the committed site is built with STARROCKS_DOCS_BUILD=stock (docusaurus.config.ts: the docs
 * plugin unwrapped, Prism in the browser, no route-table or code plugins, the theme's viewport
 * prefetch) and without the swizzles that only exist because of those plugins.
 */
import fs from 'node:fs';
import path from 'node:path';
import {buildCopy, committedSiteCopy} from './siteCopy';

/** Swizzles that go with our plugins or only make our pages lighter: the theme's own components take their place. */
const OUR_SWIZZLES = [
  'src/theme/CodeBlock', // lines highlighted at build time (src/plugins/code), no remount
  'src/theme/DocCard', // descriptions from the landing's summaries (src/plugins/docs)
  'src/theme/DocSidebar/index.tsx', // on a phone, the desktop sidebar not hydrated, the drawer's filled on demand
  'src/theme/DocItem/TOC', // on a phone, the desktop table of contents not hydrated
];

/**
 * Our code replaced in the copy: the article, the home page's and categories' cards are hydrated
 * whole, as the theme does (src/components/islands/ keeps them as server HTML).
 */
const STOCK_REPLACEMENTS: Record<string, string> = {
  'src/components/islands/StaticArticle.tsx': [
    "import type {ReactNode} from 'react';",
    'export default function StaticArticle({children}: {children: ReactNode}): ReactNode {',
    '  return children;',
    '}',
    '',
  ].join('\n'),
};

/** The environment that makes docusaurus.config.ts build the stock way. */
export const STOCK_ENV = {STARROCKS_DOCS_BUILD: 'stock'};

/**
 * A copy of the committed site made stock: without our swizzles, with the replacements. The one
 * preparation of both benchmarks that build stock (bench:pages below, bench:build).
 */
export function stockSiteCopy(prefix: string): string {
  const dir = committedSiteCopy(prefix);
  for (const rel of OUR_SWIZZLES) fs.rmSync(path.join(dir, rel), {recursive: true});
  for (const [rel, text] of Object.entries(STOCK_REPLACEMENTS)) fs.writeFileSync(path.join(dir, rel), text);
  return dir;
}

export function buildStockSite(): {dir: string; buildDir: string; seconds: number} {
  const dir = stockSiteCopy('sr-stock-');
  return {dir, ...buildCopy(dir, STOCK_ENV)};
}
