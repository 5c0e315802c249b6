/** The Markdown/MDX sources of the docs, read the way the content tests need them. */
import fs from 'node:fs';
import path from 'node:path';

/** The source file of a page, `rel` without extension below `dir`, if it exists. */
export function sourceFile(dir: string, rel: string): string | undefined {
  return ['.md', '.mdx'].map((ext) => path.join(dir, rel + ext)).find((f) => fs.existsSync(f));
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
  const out: {rel: string; file: string}[] = [];
  const walk = (folder: string) => {
    for (const e of fs.readdirSync(folder, {withFileTypes: true})) {
      const p = path.join(folder, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.mdx?$/.test(e.name) && path.dirname(p) !== dir) {
        const rel = path.relative(dir, p).replace(/\.mdx?$/, '');
        const parts = rel.split('/');
        if (parts.at(-1) !== parts.at(-2)) out.push({rel, file: p});
      }
    }
  };
  walk(dir);
  return out;
}
