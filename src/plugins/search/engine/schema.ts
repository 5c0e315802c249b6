/**
 * The search payloads the build writes to /search-index/ and the browser reads.
 * Tier "names" answers the first query on its own: page titles, headings,
 * descriptions and breadcrumbs. Tier "body" (full text and code) loads
 * afterwards, in shards.
 */
import type {Options} from 'minisearch';
import type {Ranking} from './ranking';
import {processTerm, tokenize} from './text';

export interface PageEntry {
  url: string;
  title: string;
  description: string;
  /** Sidebar path of the page, from its section down to its category. */
  breadcrumb: string[];
  /** The release that first shipped the page's subject (a SQL function), when known. */
  since?: string;
}

/** A document of the names index: a page top or a heading. */
export interface NameDoc {
  id: number;
  title: string;
  /** The page's sidebar label and keywords, when they add words to the title. */
  aliases: string;
  heading: string;
  /**
   * A heading that is one identifier: a configuration item, variable or
   * column of a reference list. Weighed below prose headings; its exact name
   * still ranks it first.
   */
  entry: string;
  breadcrumb: string;
}

/** A document of a body shard: the text and code of one section, and the description of a page top. */
export interface BodyDoc {
  id: number;
  description: string;
  text: string;
  code: string;
}

export interface Manifest {
  version: 3;
  names: string;
  body: string[];
  /** The plugin's ranking option: the engine ranks with these weights. */
  ranking: Ranking;
}

/** A page, compactly: URL below the base, title, index into the breadcrumb table. */
export type PageRow = [url: string, title: string, crumbs: number];

/**
 * A section, compactly: its page, its heading ('' for the page top) and its
 * anchor when the anchor is not simply the slug of the heading.
 */
export type SectionRow = [page: number, heading: string, anchor?: string];

export interface NamesPayload {
  base: string;
  crumbs: string[][];
  pages: PageRow[];
  /** Sections of the names index; a section's id is its position here. */
  sections: SectionRow[];
  /** Exact names of entries that are not headings (an error's number and name): [section, ...names]. */
  keys?: [section: number, ...names: string[]][];
  /**
   * The release that first shipped each entry (and each function, on its page top) that has one,
   * shown next to an exact-name result: release -> its sections, by id ascending, each id written
   * as the gap from the previous one (the first from 0). Small gaps keep the first download small.
   */
  since?: Record<string, number[]>;
  /**
   * The MiniSearch index without its documentIds table: the names index adds
   * its documents in id order, so that table is the identity and is rebuilt
   * on load (see withIdentityIds).
   */
  index: Record<string, unknown>;
}

export interface BodyPayload {
  /** Sections only the body knows (boilerplate headings), with their ids. */
  sections: [id: number, ...row: SectionRow][];
  /** Descriptions of the pages whose top section is in this shard: [page, description]. */
  descriptions: [page: number, description: string][];
  index: unknown;
}

/** Puts back the identity documentIds table the build left out of the names index. */
export function withIdentityIds(index: Record<string, unknown>): Record<string, unknown> {
  const count = Number(index.nextId ?? 0);
  const documentIds: Record<number, number> = {};
  for (let i = 0; i < count; i++) documentIds[i] = i;
  return {...index, documentIds};
}

/** The anchor a heading gets when nothing else claims it. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

export const NAME_FIELDS = ['title', 'aliases', 'heading', 'entry', 'breadcrumb'] as const;
export const BODY_FIELDS = ['description', 'text', 'code'] as const;

export const nameIndexOptions: Options<NameDoc> = {
  fields: [...NAME_FIELDS],
  tokenize,
  processTerm,
};

export const bodyIndexOptions: Options<BodyDoc> = {
  fields: [...BODY_FIELDS],
  tokenize,
  processTerm,
};
