/**
 * Gives each `<FunctionSignatures name="…" />` of a function page its own data at compile time:
 * the function's overloads and first release, as a `data` attribute (JSON). The data lands in that
 * page's chunk only, instead of every signature of every function riding along with the MDX
 * components that all doc pages load. An unknown name fails the build, naming the page.
 */
import type {Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {VFile} from 'vfile';
import {signatureOf, sinceOf} from '../../data/functions';
import type {SignatureCard} from '../../components/functions/signatureCard';

const COMPONENT = 'FunctionSignatures';

function* jsxElements(node: Root | Root['children'][number]): Generator<MdxJsxFlowElement> {
  if (node.type === 'mdxJsxFlowElement' && node.name === COMPONENT) yield node;
  if ('children' in node) for (const child of node.children) yield* jsxElements(child as Root['children'][number]);
}

function signatureCard(name: string): SignatureCard | undefined {
  const sig = signatureOf(name);
  if (!sig) return undefined;
  return {name: sig.name, overloads: sig.overloads, since: sinceOf(name)?.since ?? null};
}

export default function remarkFunctionSignatures() {
  return (tree: Root, file: VFile): void => {
    for (const node of jsxElements(tree)) {
      const attr = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'name');
      const name = attr && typeof attr.value === 'string' ? attr.value : undefined;
      if (!name) throw new Error(`${file.path}: <${COMPONENT}> needs a name="…" attribute`);
      const card = signatureCard(name);
      if (!card)
        throw new Error(`${file.path}: <${COMPONENT} name="${name}"/> has no signature data (src/data/functions)`);
      node.attributes = node.attributes.filter((a) => !(a.type === 'mdxJsxAttribute' && a.name === 'data'));
      node.attributes.push({type: 'mdxJsxAttribute', name: 'data', value: JSON.stringify(card)});
    }
  };
}
