/**
 * Turns each fenced code block of a page into `<HighlightedCode language code html title? />`
 * (src/components/highlightedCode), with its highlighted lines written at build time (./highlight.ts),
 * so the browser neither loads Prism nor tokenizes code while the page hydrates.
 *
 * A fence may name its language and a `title="…"`; any other meta (line highlights, line numbers)
 * or a magic comment (`highlight-next-line`, `highlight-start`) fails the build, naming the page
 * and line: build-time highlighting renders neither.
 */
import type {Code, Root, RootContent} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {VFile} from 'vfile';
import {highlightedLines} from './highlight';

export const COMPONENT = 'HighlightedCode';

const TITLE = /^title=(?:"([^"]*)"|'([^']*)')$/;
const MAGIC_COMMENT = /\bhighlight-(?:next-line|start|end)\b/;

const attribute = (name: string, value: string): MdxJsxAttribute => ({type: 'mdxJsxAttribute', name, value});

function where(file: VFile, node: Code): string {
  return `${file.path}:${node.position?.start.line ?? '?'}`;
}

/** The title of a fence's meta, or undefined; throws on any other meta. */
function titleOf(node: Code, file: VFile): string | undefined {
  const meta = node.meta?.trim();
  if (!meta) return undefined;
  const match = TITLE.exec(meta);
  if (!match) {
    throw new Error(
      `${where(file, node)}: code fence meta "${meta}" is not supported (only title="…"): src/plugins/code highlights at build time.`,
    );
  }
  return match[1] ?? match[2];
}

export function highlightedCodeElement(node: Code, file: VFile): MdxJsxFlowElement {
  if (MAGIC_COMMENT.test(node.value)) {
    throw new Error(
      `${where(file, node)}: magic comments (highlight-next-line, highlight-start/end) are not supported: src/plugins/code highlights at build time.`,
    );
  }
  const language = node.lang ?? 'text';
  const title = titleOf(node, file);
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: [
      attribute('language', language),
      attribute('code', node.value),
      attribute('html', highlightedLines(node.value, language)),
      ...(title !== undefined ? [attribute('title', title)] : []),
    ],
    children: [],
    ...(node.position && {position: node.position}),
  };
}

function replaceCode(parent: {children: RootContent[]}, file: VFile): void {
  parent.children = parent.children.map((child) => {
    if (child.type === 'code') return highlightedCodeElement(child, file);
    if ('children' in child) replaceCode(child as {children: RootContent[]}, file);
    return child;
  });
}

export default function remarkHighlightedCode() {
  return (tree: Root, file: VFile): void => replaceCode(tree, file);
}
