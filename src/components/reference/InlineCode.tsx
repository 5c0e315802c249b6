import React, {type ReactNode} from 'react';

/** Plain text in which `backticked` names render as code. */
export default function InlineCode({text}: {text: string}): ReactNode {
  return text.split(/`([^`]+)`/).map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}
