/**
 * Diagrams as text (src/plugins/diagrams): a page's `::diagram{file="…"}` line becomes a figure
 * whose SVG is labelled by its title and description and followed by its caption, with ids unique
 * to the diagram, colours left to the stylesheet; a source Graphviz cannot draw fails the build
 * naming the file; and every source of the site draws within its design width.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkDirective from 'remark-directive';
import {toHast} from 'mdast-util-to-hast';
import {toHtml} from 'hast-util-to-html';
import {parse} from 'node-html-parser';
import {VFile} from 'vfile';
import type {Root} from 'mdast';
import remarkDiagrams, {DEFAULT_DIR} from '../../src/plugins/diagrams/remarkDiagrams';

const SOURCE = `digraph {
  title = "Two steps"
  desc = "A small drawing: the first step leads to the second, which is where the work is done."
  caption = "First, then second."
  first [class = client, label = <<b>First</b><br/>a step>]
  second [class = "worker emphasis", label = <<b>Second</b><br/>the work>]
  first -> second [label = "then"]
}
`;

/** A folder holding the given sources, as the plugin's `dir`. */
function sourceDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagrams-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

/** The page's Markdown through the plugin, as the HTML of its body, and the compiled tree. */
async function render(markdown: string, dir: string): Promise<{html: string; tree: Root}> {
  const processor = unified().use(remarkParse).use(remarkDirective).use(remarkDiagrams, {dir});
  const file = new VFile({path: '/site/page.mdx', value: markdown});
  const tree = (await processor.run(processor.parse(file), file)) as Root;
  const body: Root = {...tree, children: tree.children.filter((n) => n.type !== 'mdxjsEsm')};
  return {html: toHtml(toHast(body)), tree};
}

test('a ::diagram line becomes a figure: svg role=img labelled by its title and desc, then a caption', async () => {
  const {html, tree} = await render(
    'Before.\n\n::diagram{file="two-steps.dot"}\n\nAfter.',
    sourceDir({'two-steps.dot': SOURCE}),
  );
  const figure = parse(html).querySelector('figure')!;
  assert.equal(figure.getAttribute('data-diagram'), 'diagram-two-steps');
  assert.equal(figure.getAttribute('class'), 'diagram');
  const svg = figure.firstElementChild!;
  assert.equal(svg.tagName, 'SVG');
  assert.equal(svg.getAttribute('role'), 'img');
  assert.equal(svg.getAttribute('aria-labelledby'), 'diagram-two-steps-title diagram-two-steps-desc');
  const [title, desc] = svg.children;
  assert.deepEqual([title!.tagName, title!.id, title!.textContent], ['TITLE', 'diagram-two-steps-title', 'Two steps']);
  assert.equal(desc!.tagName, 'DESC');
  assert.equal(desc!.id, 'diagram-two-steps-desc');
  assert.match(desc!.textContent, /^A small drawing: the first step leads to the second/);
  const [, width, height] = /^0 0 (\d+) (\d+)$/.exec(svg.getAttribute('viewBox')!)!.map(Number);
  assert.ok(width! > 50 && height! > 100, `viewBox ${width} x ${height}`);
  assert.equal(svg.getAttribute('style'), `max-width:${width}px`);
  assert.equal(figure.querySelector('figcaption')!.textContent, 'First, then second.');

  // The drawing: the boxes' text and classes, no Graphviz colours, tooltips or ids of its own.
  const texts = svg.querySelectorAll('text').map((t) => t.textContent);
  assert.deepEqual(texts, ['First', 'a step', 'Second', 'the work', 'then']);
  assert.ok(svg.querySelector('g.node.client') && svg.querySelector('g.node.worker.emphasis'));
  assert.equal(svg.querySelectorAll('g.node > rect[rx]').length, 2, 'the rounded boxes are rects');
  assert.equal(svg.querySelectorAll('title').length, 1, 'only the diagram has a <title>');
  assert.deepEqual(
    svg.querySelectorAll('[id]').map((e) => e.id),
    ['diagram-two-steps-title', 'diagram-two-steps-desc'],
  );
  assert.doesNotMatch(html, /fill="(?!none)|stroke="(?!none)|font-family=/, 'colours and font come from diagrams.css');
  assert.ok(
    svg.querySelectorAll('text').every((t) => t.getAttribute('text-anchor') === 'middle'),
    'lines are centred, whatever the font',
  );

  // The page imports the stylesheet once.
  const imports = tree.children.filter((n) => n.type === 'mdxjsEsm');
  assert.equal(imports.length, 1);
  assert.match(imports[0]!.value, /diagrams\.css"/);
  assert.match(html, /<p>Before\.<\/p>[\s\S]*<figure[\s\S]*<\/figure>[\s\S]*<p>After\.<\/p>/);
});

test('a page without a diagram is left alone', async () => {
  const {html, tree} = await render('Just text.', sourceDir({}));
  assert.equal(html, '<p>Just text.</p>');
  assert.equal(tree.children.length, 1);
});

test('a source Graphviz cannot draw fails the build, naming the file', async () => {
  const dir = sourceDir({'broken.dot': 'digraph { a -> }'});
  await assert.rejects(render('::diagram{file="broken.dot"}', dir), (e: Error) => {
    assert.ok(e.message.includes(path.join(dir, 'broken.dot')), e.message);
    assert.match(e.message, /syntax error/);
    return true;
  });
});

test('a source without its title, desc or caption, a missing source, a bad reference or a repeat fail', async () => {
  const dir = sourceDir({
    'untitled.dot': 'digraph { desc = "d"; caption = "c"; a -> b }',
    'two-steps.dot': SOURCE,
  });
  await assert.rejects(render('::diagram{file="untitled.dot"}', dir), /untitled\.dot: the graph needs a title=/);
  await assert.rejects(render('::diagram{file="absent.dot"}', dir), /page\.mdx:1: no diagram source .*absent\.dot/);
  await assert.rejects(render('::diagram{name="two-steps"}', dir), /page\.mdx:1: write a diagram as ::diagram\{file=/);
  await assert.rejects(
    render('::diagram{file="two-steps.dot"}\n\n::diagram{file="two-steps.dot"}', dir),
    /page\.mdx:3: two-steps\.dot is already on this page/,
  );
});

test("the site's sources all draw, each no wider than the text column (680 px)", async () => {
  const sources = fs.readdirSync(DEFAULT_DIR).filter((f) => f.endsWith('.dot'));
  assert.equal(sources.length, 8);
  for (const name of sources) {
    const {html} = await render(`::diagram{file="${name}"}`, DEFAULT_DIR);
    const width = Number(/viewBox="0 0 (\d+)/.exec(html)![1]);
    assert.ok(width <= 680, `${name}: ${width} px wide`);
  }
});
