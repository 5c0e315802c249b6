/**
 * A doc page, with the summaries its route carries when it is a landing (see src/plugins/docs)
 * made available to the landing tables on it.
 */
import React, {type ReactNode} from 'react';
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type {WrapperProps} from '@docusaurus/types';
import {DocSummariesProvider, type DocSummaries} from '@site/src/components/docSummaries';

type Props = WrapperProps<typeof DocItemType> & {summaries?: DocSummaries};

export default function DocItemWrapper({summaries, ...props}: Props): ReactNode {
  return (
    <DocSummariesProvider summaries={summaries}>
      <DocItem {...props} />
    </DocSummariesProvider>
  );
}
