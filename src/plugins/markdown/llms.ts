/**
 * /llms.txt and /llms-full.txt, after the llms.txt convention
 * (https://llmstxt.org/): a title, a one-paragraph summary in a blockquote,
 * then one section per top-level sidebar category, in sidebar order, listing
 * the Markdown twin of each listed page with its one-line description.
 */
import {unified} from 'unified';
import remarkStringify from 'remark-stringify';
import remarkGfm from 'remark-gfm';
import type {PhrasingContent, Root, RootContent} from 'mdast';
import {blockquote, heading, link, list, paragraph, text} from './mdast';

export interface ListedPage {
  route: string;
  title: string;
  description: string;
  /** Absolute URL of the page's twin. */
  twinUrl: string;
}

export interface LlmsSection {
  title: string;
  pages: ListedPage[];
}

const printer = unified()
  .use(remarkStringify, {bullet: '-', listItemIndent: 'one', resourceLink: true, emphasis: '_', strong: '*'})
  .use(remarkGfm);

export function llmsTxt(args: {
  title: string;
  summary: string;
  details: PhrasingContent[][];
  sections: LlmsSection[];
}): string {
  const children: RootContent[] = [
    heading(1, [text(args.title)]),
    blockquote([paragraph([text(args.summary)])]),
    ...args.details.map((d) => paragraph(d)),
    ...args.sections.flatMap((s): RootContent[] => [
      heading(2, [text(s.title)]),
      list(
        s.pages.map((p) => [link(p.twinUrl, [text(p.title)]), ...(p.description ? [text(`: ${p.description}`)] : [])]),
      ),
    ]),
  ];
  return printer.stringify({type: 'root', children} as Root);
}

/** Every listed page's twin, in sidebar order, after a short header. */
export function llmsFullTxt(args: {title: string; summary: string; twins: string[]}): string {
  const head = printer.stringify({
    type: 'root',
    children: [heading(1, [text(args.title)]), blockquote([paragraph([text(args.summary)])])],
  } as Root);
  return [head, ...args.twins].map((t) => t.trimEnd()).join('\n\n') + '\n';
}
