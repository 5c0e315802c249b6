/**
 * The code block's copy and word-wrap buttons, added one block at a time when the browser is idle
 * after hydration instead of during it. The theme renders them in the browser only (they are
 * invisible until a block is hovered or a button focused), so on a page of code they were
 * hundreds of elements created inside hydration's one long task: Stream Load's 19 blocks made
 * ~170. One block per idle period keeps each of those tasks short.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type {WrapperProps} from '@docusaurus/types';
import {whenIdle} from '@site/src/components/islands/whenIdle';

type Props = WrapperProps<typeof ButtonsType>;

export default function IdleCodeBlockButtons(props: Props): ReactNode {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    // Rendered synchronously inside the idle callback: each block's buttons in a task of their own.
    return whenIdle(() => flushSync(() => setShown(true)));
  }, []);
  return shown ? <Buttons {...props} /> : null;
}
