/**
 * Code blocks in Chromium: every block of a page of code gets its copy button (added after
 * hydration, one block per idle period: src/theme/CodeBlock/Buttons), the button is reached by
 * keyboard and copies the block's code.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {useBrowserSite} from '../support/browser';
import {docRoute} from '../../src/site/rules';

const COPY = 'Copy code to clipboard';
const site = useBrowserSite();

test('every code block of Stream Load gets a copy button, and Enter on it copies the code', async () => {
  const {page, errors} = await site.open(docRoute('loading/StreamLoad'), {
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const blocks = page.locator('.theme-code-block');
  const count = await blocks.count();
  assert.ok(count >= 10, `Stream Load shows its code blocks (${count})`);
  await page.waitForFunction(
    ([label, n]) => document.querySelectorAll(`.theme-code-block button[aria-label="${label}"]`).length === n,
    [COPY, count] as const,
    {timeout: 10_000},
  );

  const last = blocks.nth(count - 1);
  const button = last.getByRole('button', {name: COPY});
  await button.focus();
  await page.keyboard.press('Enter');
  await last.getByRole('button', {name: 'Copied'}).waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  // The rendered lines, as the browser shows them (each line is its own element: no blank lines).
  const lines = (text: string) => text.split('\n').filter((l) => l.trim() !== '');
  assert.deepEqual(lines(copied), lines(await last.locator('code').innerText()));
  assert.deepEqual(errors, []);
  await page.close();
});
