import React, {type ReactNode} from 'react';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The text with the query's terms marked. Built from React elements, never
 * from HTML, so neither the query nor the content can inject markup.
 */
export function highlight(text: string, terms: string[]): ReactNode {
  const words = [...new Set(terms.flatMap((t) => t.split('_')).filter((t) => t.length >= 2))]
    .sort((a, b) => b.length - a.length)
    .slice(0, 12);
  if (words.length === 0 || !text) return text;
  const pattern = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'gi');
  return text.split(pattern).map((part, i) => (i % 2 === 1 ? <mark key={i}>{part}</mark> : part));
}
