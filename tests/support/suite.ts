/**
 * The fast tests as one process per folder. `npm run test:fast` hands `node --test` one entry per
 * folder (unitTests.ts, contentTests.ts) instead of one per test file: each process that loads
 * tsx costs about half a second of CPU before its first test, 40 of them cost more than the tests
 * they ran, and in one process the files share the modules and data they import. The files change
 * no global state (no hooks at the top level, no environment, no working folder). Each file
 * becomes a suite named after it, so the report still says which file a test is in, and a file
 * that fails to load fails its suite. A file that alone takes as long as the rest of its folder
 * (tests/content/mdx.test.ts, which parses every page) is named in `apart`: test:fast runs it as a
 * process of its own, so that the two cores share the work evenly.
 */
import {describe} from 'node:test';
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

const TESTS_DIR = path.resolve(import.meta.dirname, '..');

/**
 * Registers every `*.test.ts` of `tests/<folder>` (in name order) as a suite of this process, but
 * the files named in `apart` (which test:fast names on its own).
 */
export function testFolder(folder: string, apart: string[] = []): void {
  const dir = path.join(TESTS_DIR, folder);
  const all = fs.readdirSync(dir).filter((f) => f.endsWith('.test.ts'));
  const missing = apart.filter((f) => !all.includes(f));
  if (missing.length) throw new Error(`no ${missing.join(', ')} in ${dir} to run apart`);
  const files = all.filter((f) => !apart.includes(f)).sort();
  if (files.length === 0) throw new Error(`no test files in ${dir}`);
  for (const file of files) {
    describe(`${folder}/${file}`, async () => {
      await import(pathToFileURL(path.join(dir, file)).href);
    });
  }
}
