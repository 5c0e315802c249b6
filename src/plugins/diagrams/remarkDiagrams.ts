/**
 * Turns each `::diagram{file="name.dot"}` line of a page into the diagram's figure, drawn at build
 * time (./render.ts): `<figure data-diagram="diagram-name">` holding an `<svg role="img">` labelled
 * by its <title> and <desc>, and a <figcaption>. The page's HTML carries the drawing; no diagram
 * code reaches the browser. The page also imports ./diagrams.css, whose custom properties colour
 * the drawing in the light and dark themes and in print.
 *
 * A source that is missing or that Graphviz cannot draw fails the build, naming the page and the
 * file; so does a second figure of the same diagram on a page (its ids would repeat).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import type {LeafDirective} from 'mdast-util-directive';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import type {VFile} from 'vfile';
import {renderDiagram} from './render';

export interface Options {
  /** The folder of the diagram sources (default: src/components/diagrams). */
  dir?: string;
}

export const DEFAULT_DIR = path.join(__dirname, '../../components/diagrams');
const STYLESHEET = path.join(__dirname, 'diagrams.css');

function* directives(node: Root | RootContent): Generator<LeafDirective> {
  if (node.type === 'leafDirective' && node.name === 'diagram') yield node;
  if ('children' in node) for (const child of node.children) yield* directives(child);
}

/** `import "<stylesheet>";` as MDX's ESM node. */
function stylesheetImport(file: string): MdxjsEsm {
  const source = {type: 'Literal' as const, value: file, raw: JSON.stringify(file)};
  return {
    type: 'mdxjsEsm',
    value: `import ${source.raw};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{type: 'ImportDeclaration', specifiers: [], source, attributes: []}],
      },
    },
  };
}

export default function remarkDiagrams(options: Options = {}) {
  const dir = options.dir ?? DEFAULT_DIR;
  return async (tree: Root, file: VFile): Promise<void> => {
    const seen = new Set<string>();
    for (const node of directives(tree)) {
      const where = `${file.path}:${node.position?.start.line ?? '?'}`;
      const name = node.attributes?.file;
      if (!name || !/^[\w-]+\.dot$/.test(name) || Object.keys(node.attributes ?? {}).length > 1 || node.children.length)
        throw new Error(`${where}: write a diagram as ::diagram{file="name.dot"}, naming a source in ${dir}`);
      const id = `diagram-${name.slice(0, -'.dot'.length)}`;
      if (seen.has(id)) throw new Error(`${where}: ${name} is already on this page`);
      seen.add(id);
      const sourceFile = path.join(dir, name);
      const source = await fs.readFile(sourceFile, 'utf8').catch(() => {
        throw new Error(`${where}: no diagram source ${sourceFile}`);
      });
      const figure = await renderDiagram(source, sourceFile, id);
      node.data = {hName: figure.tagName, hProperties: figure.properties, hChildren: figure.children};
    }
    if (seen.size > 0) tree.children.unshift(stylesheetImport(STYLESHEET));
  };
}
