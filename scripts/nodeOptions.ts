/**
 * V8's young generation for the project's heavy Node processes: semi-spaces of 64 MB instead of
 * V8's default 16. Parsing (MDX, TypeScript, ESLint, HTML) allocates many short-lived objects; with
 * more room V8 collects them less often. A V8 flag holds for the whole process, worker threads
 * included. Measured on 2 cores (bench/README.md, "npm run bench:build"): `docusaurus build` took
 * 48-49 s with it and 56 s without (the collector took 12-26 % of the main thread's bundling), at
 * about 10 % more peak memory; 32 and 128 MB were slower than 64. tsc and ESLint use about a tenth
 * less CPU with it.
 *
 * Read by scripts/checks/check.ts (every script it runs) and scripts/production/build.ts (the
 * Docusaurus build); `npm run test:fast` in package.json writes the flag itself.
 */
export const YOUNG_GENERATION = '--max-semi-space-size=64';
