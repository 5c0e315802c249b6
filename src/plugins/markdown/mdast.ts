/**
 * Small builders of mdast nodes, so that the renderers read as the Markdown
 * they produce. Every twin is built as an mdast tree and printed by
 * remark-stringify: escaping is never done by hand.
 */
import type {
  Blockquote,
  BlockContent,
  Heading,
  InlineCode,
  Link,
  List,
  ListItem,
  Paragraph,
  PhrasingContent,
  Strong,
  Table,
  TableRow,
  Text,
} from 'mdast';

export const text = (value: string): Text => ({type: 'text', value});
export const code = (value: string): InlineCode => ({type: 'inlineCode', value});
export const strong = (children: PhrasingContent[]): Strong => ({type: 'strong', children});
export const link = (url: string, children: PhrasingContent[]): Link => ({type: 'link', url, children});
export const paragraph = (children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
export const heading = (depth: 1 | 2 | 3 | 4 | 5 | 6, children: PhrasingContent[]): Heading => ({
  type: 'heading',
  depth,
  children,
});
export const blockquote = (children: BlockContent[]): Blockquote => ({type: 'blockquote', children});

/** A tight bullet list, one paragraph per item. */
export function list(items: PhrasingContent[][]): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((children): ListItem => ({type: 'listItem', spread: false, children: [paragraph(children)]})),
  };
}

/** A GFM table: a header row and body rows of phrasing content. */
export function table(head: string[], rows: PhrasingContent[][][]): Table {
  const row = (cells: PhrasingContent[][]): TableRow => ({
    type: 'tableRow',
    children: cells.map((children) => ({type: 'tableCell', children})),
  });
  return {type: 'table', align: head.map(() => null), children: [row(head.map((h) => [text(h)])), ...rows.map(row)]};
}

/** Plain text in which `backticked` names become inline code, as the site's InlineCode component shows it. */
export function inlineCodeText(value: string): PhrasingContent[] {
  return value
    .split(/`([^`]+)`/)
    .map((part, i) => (i % 2 === 1 ? code(part) : text(part)))
    .filter((n) => n.value !== '');
}

/** `a`, `b`, `c` */
export function codeList(values: string[]): PhrasingContent[] {
  return values.flatMap((v, i) => (i === 0 ? [code(v)] : [text(', '), code(v)]));
}
