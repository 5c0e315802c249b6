/**
 * Builds src/data/reference/error-messages.json from drafted entries (one or more JSON files of
 * `{items: [...]}` whose `links` are doc paths, or `{doc}` objects as in the reference): each link
 * gets the title of the page it names, read from the page's front matter, and the result is
 * validated with the schema the page and the tests use. An unknown page or an invalid entry stops
 * the import, naming it.
 *
 *   node --import tsx scripts/reference/importMessages.ts [--append] <draft.json> [<draft.json> ...]
 *
 * With --append, the entries already in the reference stay (first, as they are, their link titles
 * refreshed) and the drafts' entries are added after them; the schema refuses an id used twice.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {troubleshootingSchema} from '../../src/data/reference/schema';
import {parseOrExplain} from '../../src/data/schemaCheck';
import {DOCS_SOURCE_DIR} from '../../src/site/rules';
import {pageTitle} from '../../tests/support/sources';

const ROOT = path.join(import.meta.dirname, '..', '..');
const OUT = path.join(ROOT, 'src', 'data', 'reference', 'error-messages.json');

/**
 * A link to a page by its doc id, with the `title` of the page's front matter; a folder's path
 * names its landing doc (`<folder>/<folder>`). Pages show the link at the doc's route
 * (landingRoute: a landing's ends in `/`).
 */
function pageLink(doc: string): {doc: string; title: string} {
  const folder = doc.replace(/\/$/, '');
  for (const id of [folder, `${folder}/${path.basename(folder)}`])
    for (const ext of ['.md', '.mdx']) {
      let text: string;
      try {
        text = readFileSync(path.join(ROOT, DOCS_SOURCE_DIR, id + ext), 'utf8');
      } catch {
        continue;
      }
      const title = pageTitle(text);
      if (title) return {doc: id, title};
    }
  throw new Error(`no page ${doc} (links name doc paths below ${DOCS_SOURCE_DIR})`);
}

interface Draft {
  links: (string | {doc: string})[];
  [key: string]: unknown;
}

const args = process.argv.slice(2);
const append = args.includes('--append');
const drafts = args.filter((a) => a !== '--append');
if (drafts.length === 0) {
  console.error('usage: importMessages.ts [--append] <draft.json> [<draft.json> ...]');
  process.exit(2);
}
const kept: Draft[] = append ? (JSON.parse(readFileSync(OUT, 'utf8')) as {items: Draft[]}).items : [];
const items = [
  ...kept,
  ...drafts.flatMap((file) => (JSON.parse(readFileSync(file, 'utf8')) as {items: Draft[]}).items),
];
const data = {
  note: 'Error messages that users of the documented version hit, each found in StarRocks issues or discussions and confirmed where the 3.5.7 source raises it (`source`), with the cause, how to confirm it and the fix in our words. Built by scripts/reference/importMessages.ts from drafts; edit entries here.',
  items: items.map((item) => ({
    ...item,
    links: item.links.map((l) => {
      const doc = typeof l === 'string' ? l : l?.doc;
      if (typeof doc !== 'string')
        throw new Error(`entry "${String(item.id)}": a link is neither a doc path nor {doc}`);
      return pageLink(doc);
    }),
  })),
};
parseOrExplain(troubleshootingSchema, data, OUT);
writeFileSync(OUT, JSON.stringify(data, null, 1) + '\n');
console.log(`wrote ${path.relative(ROOT, OUT)}: ${data.items.length} messages`);
