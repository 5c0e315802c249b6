/**
 * /llms.txt and /llms-full.txt, after the llms.txt convention (https://llmstxt.org/): a title, a
 * one-paragraph summary in a blockquote, then one section per top-level sidebar category, in sidebar
 * order, listing the Markdown twin of each listed page with its one-line description.
 */
import {unified} from 'unified';
import remarkStringify from 'remark-stringify';
import remarkGfm from 'remark-gfm';
import type {Paragraph, PhrasingContent, Root, RootContent} from 'mdast';
import type {TwinPage} from './convert';
import type {LlmsSection} from './pages';
import {absoluteUrl, twinPath} from './paths';

const printer = unified()
  .use(remarkStringify, {bullet: '-', listItemIndent: 'one', resourceLink: true, emphasis: '_', strong: '*'})
  .use(remarkGfm);

const text = (value: string): PhrasingContent => ({type: 'text', value});
const link = (url: string, label: string): PhrasingContent => ({type: 'link', url, children: [text(label)]});
const paragraph = (children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});

export interface LlmsSite {
  url: string;
  baseUrl: string;
  /** "StarRocks" */
  title: string;
  versionName: string;
  versionLabel: string;
}

function head(site: LlmsSite): RootContent[] {
  const summary =
    `Documentation for ${site.title} ${site.versionName} (${site.versionLabel}), the open-source columnar MPP ` +
    'database for real-time analytics: deploying shared-nothing and shared-data clusters, designing tables, ' +
    'loading and unloading data, querying data lakes through external catalogs, accelerating queries with ' +
    'materialized views and caches, administering and monitoring a cluster, and the SQL, configuration and ' +
    'system-variable reference.';
  return [
    {type: 'heading', depth: 1, children: [text(`${site.title} ${site.versionName} documentation`)]},
    {type: 'blockquote', children: [{type: 'paragraph', children: [text(summary)]}]},
  ];
}

/** The index: every listed page's twin with its description, in sections. */
export function llmsTxt(site: LlmsSite, sections: LlmsSection[], pageAt: (route: string) => TwinPage): string {
  const fullUrl = absoluteUrl(site.url, `${site.baseUrl}llms-full.txt`);
  const children: RootContent[] = [
    ...head(site),
    paragraph([
      text(
        "Every link below is the Markdown version of a page: the page's address with .md appended " +
          "(a folder's landing page, whose address ends with a slash, drops the slash first). ",
      ),
      link(fullUrl, 'llms-full.txt'),
      text(' has all of them in one file, in this order.'),
    ]),
    ...sections.flatMap((s): RootContent[] => [
      {type: 'heading', depth: 2, children: [text(s.title)]},
      {
        type: 'list',
        ordered: false,
        spread: false,
        children: s.routes.map((route) => {
          const {title, description} = pageAt(route);
          const entry = [link(absoluteUrl(site.url, twinPath(route)), title)];
          if (description) entry.push(text(`: ${description}`));
          return {type: 'listItem', spread: false, children: [paragraph(entry)]};
        }),
      },
    ]),
  ];
  return printer.stringify({type: 'root', children} as Root);
}

/** Every listed page's twin, in sidebar order, after the same head. */
export function llmsFullTxt(site: LlmsSite, twins: string[]): string {
  const top = printer.stringify({type: 'root', children: head(site)} as Root);
  return [top, ...twins].map((t) => t.trimEnd()).join('\n\n') + '\n';
}
