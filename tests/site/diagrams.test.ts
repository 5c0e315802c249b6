/**
 * The diagrams, in the built HTML: each of the eight pages carries its drawing as inline SVG with
 * a text alternative and a caption, and no page or script ships a diagram library (Graphviz draws
 * them at build time, src/plugins/diagrams).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {parse, type HTMLElement} from 'node-html-parser';
import {BUILD_DIR, ROOT, htmlFileFor} from '../support/site';
import {DIAGRAM_PAGES, routeOf} from '../support/diagrams';
import {docRoute} from '../../src/site/rules';

const words = (s: string) => s.trim().split(/\s+/).filter(Boolean).length;

function figuresOf(route: string): HTMLElement[] {
  return parse(fs.readFileSync(htmlFileFor(route), 'utf8')).querySelectorAll('figure[data-diagram]');
}

test('each diagram page contains its SVG with role="img", a <title>, a <desc> and a caption', () => {
  for (const {docId, diagram} of DIAGRAM_PAGES) {
    const route = routeOf(docId);
    const html = fs.readFileSync(htmlFileFor(route), 'utf8');
    // The build minifies HTML: attribute values may lose their quotes.
    assert.match(html, /<svg [^>]*\brole="?img\b/, `${route} has an <svg role="img"`);
    const figure = parse(html).querySelector(`figure[data-diagram="${diagram}"]`);
    assert.ok(figure, `${route} has the figure ${diagram}`);
    const svg = figure.querySelector('svg');
    assert.ok(svg, `${route}: the figure holds an svg`);
    assert.equal(svg.getAttribute('role'), 'img', route);
    assert.match(svg.getAttribute('viewBox') ?? '', /^0 0 \d+ \d+$/, `${route}: the svg scales with its viewBox`);

    const title = svg.querySelector(':scope > title');
    const desc = svg.querySelector(':scope > desc');
    assert.ok(title && words(title.textContent) >= 3, `${route}: the svg has a <title>`);
    assert.ok(desc && words(desc.textContent) >= 25, `${route}: the svg has a <desc> that explains the drawing`);
    const labelledBy = (svg.getAttribute('aria-labelledby') ?? '').split(/\s+/);
    assert.deepEqual(labelledBy, [title.id, desc.id], `${route}: aria-labelledby names the title and the description`);
    assert.ok(title.id.startsWith(diagram) && desc.id.startsWith(diagram), route);

    assert.ok(svg.querySelectorAll('text').length >= 5, `${route}: the drawing is labelled`);
    const caption = figure.querySelector('figcaption');
    assert.ok(caption && words(caption.textContent) >= 8, `${route}: the figure has a visible caption`);
  }
});

test('a diagram appears once, on its own page only', () => {
  const ids = DIAGRAM_PAGES.map((p) => p.diagram);
  assert.equal(new Set(ids).size, ids.length, 'diagram ids are unique');
  for (const {docId, diagram} of DIAGRAM_PAGES) {
    assert.deepEqual(
      figuresOf(routeOf(docId)).map((f) => f.getAttribute('data-diagram')),
      [diagram],
      docId,
    );
  }
  for (const route of [docRoute('loading/BrokerLoad'), docRoute('introduction/Features'), docRoute('quick_start/')]) {
    assert.equal(figuresOf(route).length, 0, `${route} has no diagram`);
  }
});

test('no diagram library is shipped: Graphviz draws at build time only, and no script of the build carries one', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Record<
    string,
    Record<string, string> | undefined
  >;
  const deps = Object.keys({...pkg.dependencies, ...pkg.devDependencies});
  // The one diagram library is the build-time renderer of src/plugins/diagrams.
  assert.deepEqual(
    deps.filter((d) => /mermaid|plantuml|kroki|^d3(-|$)|graphviz|viz-js|excalidraw/.test(d)),
    ['@viz-js/viz'],
  );
  // Docusaurus itself only names mermaid in its (disabled) options; these are the renderers' own API names.
  const jsDir = path.join(BUILD_DIR, 'assets/js');
  const signature = /mermaidAPI|mermaid\.initialize|d3-selection|sequenceDiagram|graphvizVersion|renderSVGElement/;
  const offenders = fs
    .readdirSync(jsDir)
    .filter((f) => f.endsWith('.js') && signature.test(fs.readFileSync(path.join(jsDir, f), 'utf8')));
  assert.deepEqual(offenders, []);
  // The drawings travel in the chunks of their own pages, never in the bundle every page loads.
  const shared = fs.readdirSync(jsDir).filter((f) => /^(main|runtime~main)\.[0-9a-f]+\.js$/.test(f));
  assert.ok(shared.length >= 1);
  for (const f of shared)
    assert.doesNotMatch(fs.readFileSync(path.join(jsDir, f), 'utf8'), /data-diagram|diagram-architecture/, f);
});
