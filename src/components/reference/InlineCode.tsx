import React, {type ReactNode} from 'react';

/** Plain text in which `backticked` names render as code. */
export default function InlineCode({text}: {text: string}): ReactNode {
  return text.split(/`([^`]+)`/).map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

/**
 * A long identifier (`max_routine_load_task_num_per_be`) or call
 * (`approx_count_distinct(T)`) that may wrap after its underscores, dots and
 * opening parenthesis on a narrow screen rather than anywhere: a <wbr> after
 * each, which adds no text to copy, search or find in the page.
 */
export function Breakable({text}: {text: string}): ReactNode {
  // Each piece ends with its underscore, dot or parenthesis (no lookbehind: older Safari cannot parse one).
  const parts = text.match(/[^_.(]*[_.(]|[^_.(]+$/g) ?? [text];
  return parts.map((part, i) => (
    <React.Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </React.Fragment>
  ));
}
