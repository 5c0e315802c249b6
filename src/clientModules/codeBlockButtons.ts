/**
 * What the code blocks' buttons do (src/theme/CodeBlock/Buttons renders them in the server's
 * HTML): one set of listeners on the document for every block of every page, whether the block
 * is the server's HTML or was rendered by React after an in-site navigation.
 *
 * - Copy puts the block's code on the clipboard (its lines, as written in the Markdown) and says
 *   "Copied" for a second, in its label and its icon.
 * - Word wrap wraps the block's long lines, and unwraps them; it is offered on a block that
 *   scrolls sideways, which is measured when the reader first points at or focuses the block
 *   (the buttons only show then), not for every block at load.
 */
import type {ClientModule} from '@docusaurus/types';

/** The attribute that names a code block button's action. */
export const CODE_BUTTON = 'data-code-button';
export const COPY_LABEL = 'Copy code to clipboard';
const COPIED_LABEL = 'Copied';
export const WRAP_LABEL = 'Toggle word wrap';

const BLOCK = '.theme-code-block';
/** Set on a block whose lines are wider than it (the word-wrap button shows then). */
const SCROLLS = 'data-scrolls';
const COPIED = 'data-copied';

/** The block's code: one line per highlighted line, as the Markdown has it. */
function codeOf(block: Element): string {
  const lines = block.querySelectorAll('code .token-line');
  if (lines.length === 0) return block.querySelector('code')?.textContent ?? '';
  return Array.from(lines, (line) => line.textContent ?? '').join('\n');
}

async function writeClipboard(text: string): Promise<void> {
  // The clipboard API needs a secure context (HTTPS or localhost); elsewhere, the older way.
  if (navigator.clipboard) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

const resets = new WeakMap<HTMLElement, number>();

function copy(button: HTMLElement, block: Element): void {
  void writeClipboard(codeOf(block)).then(() => {
    button.setAttribute(COPIED, '');
    button.setAttribute('aria-label', COPIED_LABEL);
    window.clearTimeout(resets.get(button));
    resets.set(
      button,
      window.setTimeout(() => {
        button.removeAttribute(COPIED);
        button.setAttribute('aria-label', COPY_LABEL);
      }, 1000),
    );
  });
}

function toggleWrap(button: HTMLElement, block: Element): void {
  const code = block.querySelector<HTMLElement>('pre code');
  if (!code) return;
  const wrap = button.getAttribute('aria-pressed') !== 'true';
  code.style.whiteSpace = wrap ? 'pre-wrap' : '';
  code.style.overflowWrap = wrap ? 'anywhere' : '';
  button.setAttribute('aria-pressed', String(wrap));
}

/** Marks whether a block's lines are wider than the block, when the reader comes to it. */
function measure(e: PointerEvent | FocusEvent): void {
  const block = e.target instanceof Element ? e.target.closest(BLOCK) : null;
  const pre = block?.querySelector('pre');
  if (!block || !pre) return;
  // Moving within the block, or focus moving within it: measured when it was entered.
  if (e.relatedTarget instanceof Node && block.contains(e.relatedTarget)) return;
  block.toggleAttribute(SCROLLS, pre.scrollWidth > pre.clientWidth + 1);
}

function onClick(e: MouseEvent): void {
  const button = e.target instanceof Element ? e.target.closest<HTMLElement>(`[${CODE_BUTTON}]`) : null;
  const block = button?.closest(BLOCK);
  if (!button || !block) return;
  if (button.getAttribute(CODE_BUTTON) === 'copy') copy(button, block);
  else toggleWrap(button, block);
}

const codeBlockButtons: ClientModule = {};

if (typeof document !== 'undefined') {
  document.addEventListener('click', onClick);
  document.addEventListener('pointerover', measure, {passive: true});
  document.addEventListener('focusin', measure);
}

export default codeBlockButtons;
