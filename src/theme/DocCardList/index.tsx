/**
 * A category's cards, kept as the server rendered them on a page's first load: they only link
 * (src/components/islands/StaticArticle.tsx).
 */
import React, {type ReactNode} from 'react';
import DocCardList from '@theme-original/DocCardList';
import type DocCardListType from '@theme/DocCardList';
import type {WrapperProps} from '@docusaurus/types';
import StaticArticle from '@site/src/components/islands/StaticArticle';

type Props = WrapperProps<typeof DocCardListType>;

export default function StaticDocCardList(props: Props): ReactNode {
  return (
    <StaticArticle>
      <DocCardList {...props} />
    </StaticArticle>
  );
}
