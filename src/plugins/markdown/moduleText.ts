/**
 * Reads the text alternative of a component from its module's source,
 * without running it: `export const title = '…'` and `export const desc = '…'`
 * (string literals, optionally joined with +). This is how a twin shows a
 * diagram: by the words its SVG <title> and <desc> carry.
 */
import fs from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mdx', '.md'];

/** The file an import specifier names: @site/… or relative to the importing page. */
export function resolveModule(specifier: string, fromFile: string, siteDir: string): string | undefined {
  const base = specifier.startsWith('@site/')
    ? path.join(siteDir, specifier.slice('@site/'.length))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(fromFile), specifier)
      : undefined;
  if (!base) return undefined;
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, `index${e}`))];
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile());
}

/** A string literal token at `at`, or undefined when there is none. */
function literal(source: string, at: number): {value: string; end: number} | undefined {
  const quote = source[at];
  if (quote !== "'" && quote !== '"' && quote !== '`') return undefined;
  let i = at + 1;
  while (i < source.length && source[i] !== quote) {
    if (source[i] === '\\') i++;
    else if (quote === '`' && source[i] === '$' && source[i + 1] === '{') return undefined;
    else if (quote !== '`' && source[i] === '\n') return undefined;
    i++;
  }
  if (i >= source.length) return undefined;
  const token = source.slice(at, i + 1);
  // The token is a single string literal (checked above), so evaluating it runs no code.
  return {value: new Function(`"use strict"; return ${token};`)() as string, end: i + 1};
}

/** The value of `export const <name> = 'a' + 'b';` in a module's source. */
export function exportedString(source: string, name: string): string | undefined {
  const start = new RegExp(`export\\s+const\\s+${name}\\s*(?::\\s*string\\s*)?=\\s*`).exec(source);
  if (!start) return undefined;
  let i = start.index + start[0].length;
  const parts: string[] = [];
  for (;;) {
    const token = literal(source, i);
    if (!token) return undefined;
    parts.push(token.value);
    i = token.end;
    while (/\s/.test(source[i] ?? '')) i++;
    if (source[i] !== '+') break;
    i++;
    while (/\s/.test(source[i] ?? '')) i++;
  }
  return parts.join('');
}

/** The title and description a component module exports for its text alternative, if it exports both. */
export function textAlternative(file: string): {title: string; desc: string} | undefined {
  const source = fs.readFileSync(file, 'utf8');
  const title = exportedString(source, 'title');
  const desc = exportedString(source, 'desc');
  return title && desc ? {title, desc} : undefined;
}
