/**
 * Code blocks in Chromium: every block of a page of code has its copy button in the server HTML
 * (src/theme/CodeBlock/Buttons; src/clientModules/codeBlockButtons.ts makes them work), the button
 * is reached by keyboard and copies the block's code; a block wider than the screen offers word
 * wrap, which wraps its lines and says so.
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
  assert.equal(await page.locator(`.theme-code-block button[aria-label="${COPY}"]`).count(), count);

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

test('a block wider than a phone offers word wrap: Enter wraps its lines, and again unwraps them', async () => {
  const {page, errors} = await site.open(docRoute('loading/StreamLoad'), {viewport: {width: 390, height: 844}});
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('.theme-code-block pre')].findIndex((pre) => pre.scrollWidth > pre.clientWidth + 1),
  );
  assert.ok(wide >= 0, 'Stream Load has a code block wider than the phone');
  const block = page.locator('.theme-code-block').nth(wide);
  const wrap = block.getByRole('button', {name: 'Toggle word wrap'});
  assert.equal(await wrap.isVisible(), false, 'word wrap is offered only once the reader comes to the block');
  // By keyboard: focus the scrolling block, then Tab to its word-wrap button.
  await block.locator('pre').focus();
  await page.keyboard.press('Tab');
  assert.equal(
    await wrap.evaluate((el) => el === document.activeElement),
    true,
    'Tab from the block reaches word wrap',
  );
  await page.keyboard.press('Enter');
  assert.equal(await wrap.getAttribute('aria-pressed'), 'true');
  assert.ok(
    await block.locator('pre').evaluate((pre) => pre.scrollWidth <= pre.clientWidth + 1),
    'the wrapped block no longer scrolls sideways',
  );
  await page.keyboard.press('Enter');
  assert.equal(await wrap.getAttribute('aria-pressed'), 'false');
  assert.ok(await block.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth + 1), 'unwrapped again');
  // A block that fits offers no word wrap when the pointer comes to it.
  const fits = await page.evaluate(() =>
    [...document.querySelectorAll('.theme-code-block pre')].findIndex((pre) => pre.scrollWidth <= pre.clientWidth),
  );
  if (fits >= 0) {
    const narrow = page.locator('.theme-code-block').nth(fits);
    await narrow.hover();
    assert.equal(await narrow.getByRole('button', {name: 'Toggle word wrap'}).isVisible(), false);
  }
  assert.deepEqual(errors, []);
  await page.close();
});
