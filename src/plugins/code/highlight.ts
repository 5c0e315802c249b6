/**
 * Syntax highlighting at build time. The theme highlights every code block in the browser with
 * Prism (prism-react-renderer plus the extra languages, ~100 KB of script in main.js on every
 * page) while the page hydrates; here the same Prism tokenizes each block once, in Node, into the
 * markup the theme would render, and the browser gets HTML (src/theme/CodeBlock/Content). The
 * token colours are CSS rules (src/css/custom.css, `.token.<type>`).
 */
import {createRequire} from 'node:module';
import {Prism, normalizeTokens} from 'prism-react-renderer';

/**
 * Languages the pages' code fences use beyond those prism-react-renderer bundles (json, python,
 * yaml, markup/xml, cpp are bundled). Order matters: scala extends java.
 */
export const ADDITIONAL_LANGUAGES = ['sql', 'bash', 'java', 'properties', 'scala', 'protobuf'] as const;

/**
 * Fence languages of the pages that are highlighted with another language's grammar. `sql-syntax`
 * marks syntax summaries and function signatures (templates with `[ ]`, `{ | }`, `...`,
 * `<placeholder>`), which the SQL check (scripts/checks/sqlGrammar.ts) does not parse: readers see
 * them coloured like SQL.
 */
export const LANGUAGE_ALIASES: Readonly<Record<string, (typeof ADDITIONAL_LANGUAGES)[number]>> = {
  'sql-syntax': 'sql',
};

let loaded = false;

/** Registers the additional languages on prism-react-renderer's Prism (once per process). */
function loadLanguages(): void {
  if (loaded) return;
  const requireHere = createRequire(__filename);
  const global = globalThis as {Prism?: unknown};
  const before = global.Prism;
  global.Prism = Prism;
  try {
    for (const language of ADDITIONAL_LANGUAGES) requireHere(`prismjs/components/prism-${language}`);
    for (const [alias, language] of Object.entries(LANGUAGE_ALIASES))
      Prism.languages[alias] = Prism.languages[language]!;
  } finally {
    if (before === undefined) delete global.Prism;
    else global.Prism = before;
  }
  loaded = true;
}

/** Whether Prism has a grammar for the language (else the block is shown as plain text). */
export function hasGrammar(language: string): boolean {
  loadLanguages();
  return Prism.languages[language] !== undefined;
}

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'};
const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ESCAPES[c]!);

type Token = ReturnType<typeof normalizeTokens>[number][number];

function tokenHtml(token: Token): string {
  if (token.content === '') return '';
  if (token.types.length === 1 && token.types[0] === 'plain') return escapeHtml(token.content);
  const classes = ['token', ...token.types].map(escapeHtml).join(' ');
  return `<span class="${classes}">${escapeHtml(token.content)}</span>`;
}

/**
 * The inner HTML of a block's <code>: one `token-line` per line, tokens as spans classed by their
 * Prism types (plain text unwrapped), each line ended by a <br> so that empty lines keep their
 * height, as the theme renders them.
 */
export function highlightedLines(code: string, language: string): string {
  loadLanguages();
  const grammar = Prism.languages[language];
  let tokens: Parameters<typeof normalizeTokens>[0];
  if (grammar) {
    const env = {code, grammar, language, tokens: [] as ReturnType<typeof Prism.tokenize>};
    Prism.hooks.run('before-tokenize', env);
    env.tokens = Prism.tokenize(env.code, env.grammar);
    Prism.hooks.run('after-tokenize', env);
    tokens = env.tokens;
  } else {
    tokens = [code];
  }
  return normalizeTokens(tokens)
    .map((line) => {
      // An empty line is one "\n" token: the <br> alone gives it its height.
      const content = line.length === 1 && line[0]!.content === '\n' ? '' : line.map(tokenHtml).join('');
      return `<div class="token-line">${content}<br></div>`;
    })
    .join('');
}
