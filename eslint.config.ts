/**
 * ESLint for the project's TypeScript: the recommended JavaScript and typescript-eslint rules
 * (syntax-based, so `npm run check` stays fast) and React's rules of hooks. Formatting is
 * Prettier's job (.prettierrc.json), so no stylistic rule is enabled here.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import type {Linter} from 'eslint';

/**
 * Docusaurus's internals (its packages' lib/ and internal entries, react-router-config,
 * react-helmet-async, the global `window.docusaurus`, module aliases and replacements onto its
 * files) are used through one door, src/plugins/docusaurusInternals/, so that an upgrade is
 * checked in one place. Elsewhere these rules fail, naming the door; tests/unit/internalsDoor.test.ts
 * holds them to it.
 */
export const DOOR = 'src/plugins/docusaurusInternals/';
const throughTheDoor = (what: string) =>
  `${what} is a Docusaurus internal: use it through ${DOOR} (add what you need there; see its README).`;
/** The specifiers of Docusaurus's internal modules, as a selector's regular expression. */
const INTERNAL_MODULE = String.raw`^@docusaurus\/[a-z-]+\/(lib|internal)(\/|$)|^react-router-config$|^react-helmet-async$`;
const internalsOnlyThroughTheDoor: Linter.RulesRecord = {
  'no-restricted-imports': [
    'error',
    {
      paths: [
        {name: 'react-router-config', message: throughTheDoor('react-router-config')},
        {name: 'react-helmet-async', message: throughTheDoor('react-helmet-async')},
      ],
      patterns: [
        {
          regex: '^@docusaurus/[^/]+/(lib|internal)(/|$)',
          message: throughTheDoor("A Docusaurus package's lib/ or internal entry"),
        },
      ],
    },
  ],
  'no-restricted-properties': [
    'error',
    {object: 'window', property: 'docusaurus', message: throughTheDoor('window.docusaurus')},
    {object: 'globalThis', property: 'docusaurus', message: throughTheDoor('window.docusaurus')},
  ],
  'no-restricted-globals': ['error', {name: 'docusaurus', message: throughTheDoor('window.docusaurus')}],
  'no-restricted-syntax': [
    'error',
    {
      selector: `:matches(ImportExpression, CallExpression[callee.name="require"], CallExpression[callee.object.name="require"]) > Literal[value=/${INTERNAL_MODULE}/]`,
      message: throughTheDoor("A Docusaurus package's lib/ or internal entry"),
    },
    {
      selector: 'CallExpression[callee.property.name=/^define(Property|Getter|Setter)$/] > Literal[value="docusaurus"]',
      message: throughTheDoor('window.docusaurus'),
    },
    {
      selector: 'Literal[value=/^@(docusaurus|generated)\\/.*\\$$|prism-include-languages/]',
      message: throughTheDoor("A module alias onto Docusaurus's files"),
    },
    {
      selector:
        'NewExpression:matches([callee.name="NormalModuleReplacementPlugin"], [callee.property.name="NormalModuleReplacementPlugin"])',
      message: throughTheDoor('Replacing a module of Docusaurus'),
    },
  ],
};

export default tseslint.config(
  {ignores: ['build/', '.docusaurus/', 'node_modules/', 'bench/results/', 'versioned_docs/', 'static/']},
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // The rules of hooks (not the React Compiler rules: the components read browser state after
    // hydration in effects on purpose, so that the server HTML and the first render agree).
    files: ['src/**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: {'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error'},
  },
  {
    languageOptions: {ecmaVersion: 2022, sourceType: 'module'},
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none'},
      ],
      '@typescript-eslint/consistent-type-imports': ['error', {fixStyle: 'inline-type-imports'}],
    },
  },
  {
    // The rules' own definition (this file) names what they forbid.
    ignores: [`${DOOR}**`, 'eslint.config.ts'],
    rules: internalsOnlyThroughTheDoor,
  },
  {
    // Plain Node scripts (the benchmark's loader hook, the Markdown worker).
    files: ['**/*.mjs'],
    languageOptions: {globals: {process: 'readonly', console: 'readonly', URL: 'readonly', performance: 'readonly'}},
  },
);
