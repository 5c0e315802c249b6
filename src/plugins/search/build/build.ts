/**
 * Turns extracted pages into the search payloads: a compact names index
 * that answers the first query alone, and body shards loaded afterwards.
 */
import MiniSearch from 'minisearch';
import {bodyIndexOptions, nameIndexOptions, slug, type BodyDoc, type BodyPayload, type Manifest, type NameDoc, type NamesPayload, type PageRow, type SectionRow} from '../engine/schema';
import type {ExtractedPage, ExtractedSection} from './extract';
import {identifierKey} from '../engine/text';
import {RELATED_ERRORS_HEADING} from '../../errorMessages/relatedErrors';
import {DEFAULT_RANKING, type Ranking} from '../engine/ranking';

import {DOCS_BASE, SEARCH_MANIFEST} from '../../../site/rules';


/** Headings every reference page repeats: they name nothing a reader looks for. */
const BOILERPLATE_HEADINGS = new Set([
  'syntax', 'parameters', 'parameter', 'return value', 'returns', 'examples', 'example', 'usage notes',
  'see also', 'next steps', 'description', 'limits', 'limitations', 'privileges', 'what to read next',
  RELATED_ERRORS_HEADING.toLowerCase(),
]);

/**
 * A heading of more words than this is prose (a question, a sentence, an error message), not a
 * name: it is found by its words in the body tier, which keeps the first query's index small.
 */
const PROSE_HEADING_WORDS = 6;
const isProseHeading = (heading: string) => (heading.match(/[\p{L}\p{N}_]+/gu) ?? []).length > PROSE_HEADING_WORDS;

const BASE = DOCS_BASE;
const TARGET_SHARD_CHARS = 400_000;

export type SearchFiles = Record<string, unknown>;

function sectionRow(page: number, s: ExtractedSection): SectionRow {
  return s.anchor === slug(s.heading) ? [page, s.heading] : [page, s.heading, s.anchor];
}

/**
 * The index's files by name. The manifest carries the ranking the engine will use (the plugin's
 * `ranking` option), so the weights reach the browser with the file it loads first anyway.
 */
export function buildSearchFiles(
  pages: (ExtractedPage & {url: string; label: string})[],
  hash: string,
  ranking: Ranking = DEFAULT_RANKING,
): SearchFiles {
  const crumbKeys = new Map<string, number>();
  const crumbs: string[][] = [];
  const pageRows: PageRow[] = pages.map((p) => {
    const key = p.breadcrumb.join('\u0000');
    if (!crumbKeys.has(key)) {
      crumbKeys.set(key, crumbs.length);
      crumbs.push(p.breadcrumb);
    }
    const url = p.url.startsWith(BASE) ? p.url.slice(BASE.length) : p.url;
    return [url, p.title, crumbKeys.get(key)!];
  });

  // Names-tier sections take ids 0..n-1 (their position); body-only sections follow.
  const named: {page: number; section: ExtractedSection}[] = [];
  const bodyOnly: {page: number; section: ExtractedSection}[] = [];
  pages.forEach((p, page) => {
    for (const section of p.sections) {
      const top = section.anchor === '';
      const bodyTier =
        section.bodyOnly === true ||
        BOILERPLATE_HEADINGS.has(section.heading.toLowerCase()) ||
        (isProseHeading(section.heading) && !section.keys?.length);
      (top || !bodyTier ? named : bodyOnly).push({page, section});
    }
  });

  const nameDocs: NameDoc[] = named.map(({page, section}, id) => {
    const top = section.anchor === '';
    const p = pages[page]!;
    const aliases = [p.label, ...p.keywords].filter((a) => a && a.toLowerCase() !== p.title.toLowerCase());
    const isEntry = identifierKey(section.heading) !== '';
    return {
      id,
      title: top ? p.title : '',
      aliases: top ? aliases.join(' | ') : '',
      heading: isEntry ? '' : section.heading,
      entry: isEntry ? section.heading : '',
      breadcrumb: top ? p.breadcrumb.join(' ') : '',
    };
  });
  const names = new MiniSearch<NameDoc>(nameIndexOptions);
  names.addAll(nameDocs);
  const {documentIds, ...namesIndex} = names.toJSON() as unknown as Record<string, unknown>;
  const ids = documentIds as Record<string, number>;
  if (Object.entries(ids).some(([short, id]) => Number(short) !== id)) {
    throw new Error('Search index: names documents must be added in id order');
  }
  const since: Record<string, number[]> = {};
  const previous = new Map<string, number>();
  named.forEach(({section}, id) => {
    if (!section.since) return;
    (since[section.since] ??= []).push(id - (previous.get(section.since) ?? 0));
    previous.set(section.since, id);
  });
  const namesFile = `names.${hash}.json`;
  const files: SearchFiles = {
    [namesFile]: {
      base: BASE,
      crumbs,
      pages: pageRows,
      sections: named.map(({page, section}) => sectionRow(page, section)),
      keys: named.flatMap(({section}, id) => (section.keys?.length ? [[id, ...section.keys] as [number, ...string[]]] : [])),
      ...(previous.size > 0 && {since}),
      index: namesIndex,
    } satisfies NamesPayload,
  };

  type BodyEntry = {doc: BodyDoc; row?: [number, ...SectionRow]; page?: number};
  const entries: BodyEntry[] = [
    ...named.map(({page, section}, id) => {
      const top = section.anchor === '';
      const description = top ? pages[page]!.description : '';
      return {doc: {id, description, text: section.text, code: section.code}, ...(top && {page})};
    }),
    ...bodyOnly.map(({page, section}, i) => {
      const id = named.length + i;
      // Its heading is not in the names tier: its words count here, with the section's text.
      const text = `${section.heading} ${section.text}`.trim();
      return {doc: {id, description: '', text, code: section.code}, row: [id, ...sectionRow(page, section)] as [number, ...SectionRow]};
    }),
  ].filter((e) => e.doc.description || e.doc.text || e.doc.code);

  const shards: BodyEntry[][] = [[]];
  let size = 0;
  for (const entry of entries) {
    const length = entry.doc.description.length + entry.doc.text.length + entry.doc.code.length;
    if (size + length > TARGET_SHARD_CHARS && shards.at(-1)!.length > 0) {
      shards.push([]);
      size = 0;
    }
    shards.at(-1)!.push(entry);
    size += length;
  }
  const bodyFiles = shards.map((shard, i) => {
    const index = new MiniSearch<BodyDoc>(bodyIndexOptions);
    index.addAll(shard.map((e) => e.doc));
    const file = `body-${i}.${hash}.json`;
    files[file] = {
      sections: shard.flatMap((e) => (e.row ? [e.row] : [])),
      descriptions: shard.flatMap((e) => (e.page !== undefined && e.doc.description ? [[e.page, e.doc.description] as [number, string]] : [])),
      index: index.toJSON(),
    } satisfies BodyPayload;
    return file;
  });
  files[SEARCH_MANIFEST] = {version: 3, names: namesFile, body: bodyFiles, ranking} satisfies Manifest;
  return files;
}
