/**
 * The diagrams in Chromium: they fit a 390 px phone screen without horizontal scrolling, their
 * text stands out from the page and from every shape in the light theme, the dark theme and in
 * print, and at full width no text is smaller than 12 px.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {switchThemeInPlace, useBrowserSite, type OpenedPage, type Theme} from '../support/browser';
import {DIAGRAM_PAGES, routeOf} from '../support/diagrams';

const site = useBrowserSite();

const routeIn = (docId: string, theme: Theme) =>
  // Docusaurus takes the colour mode from this query parameter before the page paints.
  routeOf(docId) + (theme === 'dark' ? '?docusaurus-theme=dark' : '');

/** Checks that a diagram page loaded in a theme without an error, and scrolls its drawing into view. */
async function showDiagram(opened: OpenedPage, docId: string, diagram: string, theme: Theme): Promise<void> {
  const {page, errors, consoleErrors, status} = opened;
  assert.equal(status, 200, docId);
  await page.waitForSelector(`html[data-theme="${theme}"]`, {state: 'attached'});
  await page.locator(`figure[data-diagram="${diagram}"] svg`).scrollIntoViewIfNeeded();
  assert.deepEqual(errors, [], `${docId}: no script error`);
  assert.deepEqual(consoleErrors, [], `${docId}: no console error (hydration)`);
}

/** Opens a diagram page at a viewport width, in a colour theme, with the diagram scrolled into view. */
async function openDiagram(docId: string, diagram: string, width: number, theme: Theme): Promise<Page> {
  const opened = await site.open(routeIn(docId, theme), {viewport: {width, height: 844}});
  await showDiagram(opened, docId, diagram, theme);
  return opened.page;
}

/** Opens every diagram page in turn in one tab at a viewport width, in the light theme, as openDiagram does. */
function eachDiagramPage(width: number, visit: (page: Page, docId: string, diagram: string) => Promise<void>) {
  const routes = DIAGRAM_PAGES.map((d) => routeIn(d.docId, 'light'));
  return site.openInTurn(routes, {viewport: {width, height: 844}}, async (_route, opened, i) => {
    const {docId, diagram} = DIAGRAM_PAGES[i]!;
    await showDiagram(opened, docId, diagram, 'light');
    await visit(opened.page, docId, diagram);
  });
}

interface Colours {
  /** Fill colours of the drawing's text. */
  text: string[];
  /** Fill colours of the drawing's shapes, and the colour behind the drawing. */
  surfaces: string[];
}

/** The distinct colours a diagram paints, as rgb() strings. */
function colours(page: Page, diagram: string): Promise<Colours> {
  return page.evaluate((id) => {
    // No named helper functions in here: the test runner's transpiler would wrap them in a
    // helper that does not exist in the page.
    const figure = document.querySelector(`figure[data-diagram="${id}"]`)!;
    const text = [...new Set([...figure.querySelectorAll('svg text')].map((el) => getComputedStyle(el).fill))];
    // Graphviz draws boxes (nodes, clusters) as paths and polygons.
    const shapes = [...figure.querySelectorAll('svg :is(.node, .cluster) > :is(rect, path, polygon, ellipse)')]
      .map((el) => getComputedStyle(el).fill)
      .filter((f) => f !== 'none' && !f.startsWith('url'));
    let el: Element | null = figure;
    let background = 'rgb(255, 255, 255)';
    for (; el; el = el.parentElement) {
      const bg = getComputedStyle(el).backgroundColor;
      if (bg !== 'transparent' && bg !== 'rgba(0, 0, 0, 0)') {
        background = bg;
        break;
      }
    }
    return {text, surfaces: [...new Set([...shapes, background])]};
  }, diagram);
}

function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? [])
    .slice(0, 3)
    .map(Number)
    .map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** Pairs of text colour and surface colour whose contrast is below WCAG AA for normal text. */
function weakPairs({text, surfaces}: Colours): string[] {
  return text.flatMap((t) =>
    surfaces.filter((s) => contrast(t, s) < 4.5).map((s) => `${t} on ${s} (${contrast(t, s).toFixed(2)})`),
  );
}

test('at 390 px the diagram pages do not scroll sideways and the drawing fits the screen', async () => {
  await eachDiagramPage(390, async (page, docId, diagram) => {
    const {scrollWidth, svgRight} = await page.evaluate(
      (id) => ({
        scrollWidth: document.documentElement.scrollWidth,
        svgRight: document.querySelector(`figure[data-diagram="${id}"] svg`)!.getBoundingClientRect().right,
      }),
      diagram,
    );
    assert.ok(scrollWidth <= 390, `${docId}: scrollWidth ${scrollWidth} > 390`);
    assert.ok(svgRight <= 390, `${docId}: the drawing ends at ${svgRight}px`);
  });
});

test('diagram text contrasts with the page and every shape, in light and dark mode, and at full width is at least 12 px', async () => {
  // Each page is loaded in the light theme, then switched to the dark one in place, as the toggle does.
  await eachDiagramPage(1280, async (page, docId, diagram) => {
    const text: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      if (theme === 'dark') await switchThemeInPlace(page, theme);
      const c = await colours(page, diagram);
      assert.ok(c.text.length > 0 && c.surfaces.length > 1, `${docId} (${theme}): colours found`);
      assert.deepEqual(weakPairs(c), [], `${docId} (${theme})`);
      text.push(c.text.join());
    }
    assert.notEqual(text[0], text[1], `${docId}: the text colour follows the theme`);
    const smallest = await page.evaluate((id) => {
      const svg = document.querySelector<SVGSVGElement>(`figure[data-diagram="${id}"] svg`)!;
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      return Math.min(
        ...[...svg.querySelectorAll('text')].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale),
      );
    }, diagram);
    assert.ok(smallest >= 12, `${docId}: smallest text ${smallest.toFixed(1)}px`);
  });
});

test('printed from dark mode, a diagram is black on white', async () => {
  const {docId, diagram} = DIAGRAM_PAGES[0]!;
  const page = await openDiagram(docId, diagram, 1280, 'dark');
  await page.emulateMedia({media: 'print'});
  const c = await colours(page, diagram);
  assert.deepEqual(c.text, ['rgb(0, 0, 0)']);
  assert.ok(c.surfaces.includes('rgb(255, 255, 255)'), 'shapes are white');
  await page.close();
});
