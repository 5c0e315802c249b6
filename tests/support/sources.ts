/** The Markdown/MDX sources of the docs, read the way the content tests need them. */
import fs from 'node:fs';
import path from 'node:path';
import {DOCS_SOURCE_DIR} from '../../src/site/rules';

/** The folder of the documented version's sources. */
export const DOCS_DIR = path.resolve(import.meta.dirname, '../..', DOCS_SOURCE_DIR);

/**
 * Every page source (.md, .mdx) below `dir`, as absolute paths in a stable order; files whose
 * name starts with "_" are partials, not pages, and are left out.
 */
export function docSourceFiles(dir = DOCS_DIR): string[] {
  return (fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}) as string[])
    .filter((rel) => /\.mdx?$/.test(rel) && !path.basename(rel).startsWith('_'))
    .sort()
    .map((rel) => path.join(dir, rel));
}

/** The source file of a page, `rel` without extension below `dir`, if it exists. */
export function sourceFile(dir: string, rel: string): string | undefined {
  return ['.md', '.mdx'].map((ext) => path.join(dir, rel + ext)).find((f) => fs.existsSync(f));
}

/** The `title` of a page's front matter (quotes removed), or undefined. Also used by scripts/reference/importMessages.ts. */
export function pageTitle(text: string): string | undefined {
  return /^title:\s*["']?(.+?)["']?\s*$/m.exec(text)?.[1];
}

/** A page's text without its front matter. */
export function markdownBody(text: string): string {
  return text.replace(/^---[\s\S]*?\n---\n/, '');
}

/** The `## name` section of a page, from its heading to the next `##`. */
export function markdownSection(text: string, name: string): string | undefined {
  return markdownBody(text)
    .split(/^## /m)
    .find((s) => s.startsWith(name));
}

/** Words of prose in a page body: code blocks, inline code, tags and table bars left out. */
export function proseWords(body: string): number {
  const prose = body
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/^\s*(import|export)\s.*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/`[^`]*`/g, ' x ')
    .replace(/\|/g, ' ');
  return (prose.match(/[A-Za-z][A-Za-z'-]*/g) ?? []).length;
}

/**
 * The function pages below the SQL functions folder `dir`: the leaves of its group folders, the
 * group landings (`<group>/<group>.md`) and the folder's own landing left out. `rel` is the path
 * below `dir` without extension.
 */
export function functionPageFiles(dir: string): {rel: string; file: string}[] {
  return docSourceFiles(dir).flatMap((file) => {
    if (path.dirname(file) === dir) return [];
    const rel = path.relative(dir, file).replace(/\.mdx?$/, '');
    const parts = rel.split('/');
    return parts.at(-1) === parts.at(-2) ? [] : [{rel, file}];
  });
}
