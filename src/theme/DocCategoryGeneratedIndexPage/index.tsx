/**
 * A category's generated index, with the summaries of its pages (carried by its route, see
 * src/plugins/docs) made available to its doc cards.
 */
import React, {type ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type {WrapperProps} from '@docusaurus/types';
import {DocSummariesProvider, type DocSummaries} from '@site/src/components/docSummaries';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType> & {summaries?: DocSummaries};

export default function DocCategoryGeneratedIndexPageWrapper({summaries, ...props}: Props): ReactNode {
  return (
    <DocSummariesProvider summaries={summaries}>
      <DocCategoryGeneratedIndexPage {...props} />
    </DocSummariesProvider>
  );
}
