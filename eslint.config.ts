/**
 * ESLint for the project's TypeScript: the recommended JavaScript and typescript-eslint rules
 * (syntax-based, so `npm run check` stays fast) and React's rules of hooks. Formatting is
 * Prettier's job (.prettierrc.json), so no stylistic rule is enabled here.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

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
    // Plain Node scripts (the benchmark's loader hook, the Markdown worker).
    files: ['**/*.mjs'],
    languageOptions: {globals: {process: 'readonly', console: 'readonly', URL: 'readonly', performance: 'readonly'}},
  },
);
