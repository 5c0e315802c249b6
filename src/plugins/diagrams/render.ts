/**
 * One diagram source (Graphviz DOT) to the inline SVG of a page, at build time: Graphviz compiled
 * to WebAssembly (@viz-js/viz) lays it out in Node, and this module turns its SVG into a hast tree
 * themed by CSS classes (diagrams.css) instead of the colours Graphviz writes.
 *
 * A source is a graph whose attributes `title`, `desc` and `caption` give the SVG <title>, its
 * <desc> (the text alternative) and the visible caption. The house style (fonts, box shape,
 * arrowheads) is set here, so a source only says what is drawn and with which classes.
 */
import {instance, type Viz} from '@viz-js/viz';
import {fromHtml} from 'hast-util-from-html';
import type {Element, ElementContent} from 'hast';

/** What a source says in words: the drawing's name, its text alternative and its caption. */
export const TEXT_ATTRIBUTES = ['title', 'desc', 'caption'] as const;
export type DiagramText = Record<(typeof TEXT_ATTRIBUTES)[number], string>;

/**
 * Defaults of every source. Sizes are points, which the SVG's viewBox keeps as CSS pixels at the
 * drawing's full width: 14 px in boxes, 13 px on arrows. Graphviz measures text with Helvetica's
 * widths (it has no fonts here), so diagrams.css draws it in Helvetica or a font of the same widths.
 */
const HOUSE_STYLE = {
  graphAttributes: {fontname: 'Helvetica', fontsize: 14, nodesep: 0.3, ranksep: 0.4, style: 'rounded'},
  nodeAttributes: {
    fontname: 'Helvetica',
    fontsize: 14,
    shape: 'box',
    style: 'rounded,filled',
    margin: '0.14,0.07',
  },
  edgeAttributes: {fontname: 'Helvetica', fontsize: 13, arrowsize: 0.7},
};

/** Graphviz's note that it measured a character such as "…" like a space: harmless. */
const HARMLESS = /no value for width of non-ASCII character/;

let viz: Promise<Viz> | undefined;

/**
 * Graphviz writes each line of an HTML-like label from its left end, placed by its own estimate of
 * the text's width: in a wider font a centred line would drift right. The layout (xdot JSON) gives
 * each such line's estimated width, so the line is anchored at its middle instead.
 */
function lineWidths(layout: unknown, widths = new Map<string, number>()): Map<string, number> {
  if (Array.isArray(layout)) for (const item of layout) lineWidths(item, widths);
  else if (layout !== null && typeof layout === 'object') {
    const op = layout as {op?: string; align?: string; pt?: [number, number]; width?: number};
    if (op.op === 'T' && op.align === 'l') widths.set(`${op.pt![0]},${op.pt![1]}`, op.width!);
    else for (const value of Object.values(layout)) lineWidths(value, widths);
  }
  return widths;
}

/** A coordinate to a tenth of a pixel: finer than any screen shows, and shorter. */
const short = (n: number): string => String(Math.round(n * 10) / 10);

/** The x and y values of a path's or polygon's points. */
function points(list: string): {x: number[]; y: number[]} {
  const pairs = [...list.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)];
  return {x: pairs.map((m) => Number(m[1])), y: pairs.map((m) => Number(m[2]))};
}

/**
 * A rounded box's outline, which Graphviz writes as a path through its four sides' ends and
 * corners (at most six distinct x and six distinct y), as the rect it is; other paths stay.
 */
function roundedBox(path: string, group: string, attributes: string, d: string): string {
  const {x, y} = points(d);
  if (new Set(x).size > 6 || new Set(y).size > 6) return path;
  const [left, top] = [Math.min(...x), Math.min(...y)];
  const [width, height] = [Math.max(...x) - left, Math.max(...y) - top];
  return `${group}<rect${attributes} x="${short(left)}" y="${short(top)}" width="${short(width)}" height="${short(height)}" rx="6"/>`;
}

/**
 * Graphviz's drawing without what the theme or the page provides: its comments, tooltips
 * (<title>), ids (which could clash with the page's), white background and fixed colours. Fills
 * and strokes of `none` stay; diagrams.css colours the rest by class.
 */
function drawingMarkup(svg: string, widths: Map<string, number>): string {
  const inner = /<svg\b[^>]*>([\s\S]*)<\/svg>/.exec(svg)![1]!;
  return inner
    .replace(/<!--[\s\S]*?-->|<title>[^<]*<\/title>/g, '')
    .replace(/<polygon fill="white" stroke="none"[^>]*\/>/, '')
    .replace(/ (?:id|font-family|xml:space)="[^"]*"| (?:fill|stroke)="(?!none")[^"]*"/g, '')
    .replace(/\n+/g, '')
    .replace(/<g[^>]*><\/g>/g, '')
    .replace(/text-anchor="start" x="([-\d.]+)" y="([-\d.]+)"/g, (start, x: string, y: string) => {
      const width = widths.get(`${Number(x)},${-Number(y)}`);
      if (width === undefined) return start;
      return `text-anchor="middle" x="${Number(x) + width / 2}" y="${y}"`;
    })
    .replace(/(<g class="(?:node|cluster)[^"]*">)<path([^>]*?) d="([^"]*)"\/>/g, roundedBox)
    .replace(
      /="([^"]*\d\.\d[^"]*)"/g,
      (_, value: string) => `="${value.replace(/-?\d+\.\d+/g, (n) => short(Number(n)))}"`,
    );
}

const element = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

/** The figure of a diagram: its SVG (title, desc, drawing) and caption, as hast. */
export async function renderDiagram(source: string, file: string, id: string): Promise<Element> {
  const result = (await (viz ??= instance())).renderFormats(source, ['svg', 'json'], HOUSE_STYLE);
  const problems = result.errors.filter((e) => !HARMLESS.test(e.message)).map((e) => e.message.trim());
  if (result.status !== 'success' || problems.length > 0)
    throw new Error(`${file}: Graphviz cannot draw this diagram: ${problems.join('; ') || result.status}`);

  const attributes = JSON.parse(result.output.json) as Record<string, unknown>;
  const text = {} as DiagramText;
  for (const name of TEXT_ATTRIBUTES) {
    const value = attributes[name];
    if (typeof value !== 'string' || !value.trim()) throw new Error(`${file}: the graph needs a ${name}="…" attribute`);
    text[name] = value.trim().replace(/\s+/g, ' ');
  }
  const [, w, h] = /viewBox="[\d.]+ [\d.]+ ([\d.]+) ([\d.]+)"/.exec(result.output.svg)!;
  const width = Math.ceil(Number(w));
  const height = Math.ceil(Number(h));
  const drawing = fromHtml(`<svg>${drawingMarkup(result.output.svg, lineWidths(attributes))}</svg>`, {
    fragment: true,
    space: 'svg',
  });
  const svg = element(
    'svg',
    {
      role: 'img',
      ariaLabelledBy: [`${id}-title`, `${id}-desc`],
      viewBox: `0 0 ${width} ${height}`,
      style: `max-width:${width}px`,
    },
    [
      element('title', {id: `${id}-title`}, [{type: 'text', value: text.title}]),
      element('desc', {id: `${id}-desc`}, [{type: 'text', value: text.desc}]),
      ...(drawing.children[0] as Element).children,
    ],
  );
  return element('figure', {dataDiagram: id, className: ['diagram']}, [
    svg,
    element('figcaption', {}, [{type: 'text', value: text.caption}]),
  ]);
}
