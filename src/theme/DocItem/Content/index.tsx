/**
 * The doc's article, kept as the server rendered it on a page's first load; only its islands are
 * hydrated (src/components/islands/StaticArticle.tsx).
 */
import React, {type ReactElement, type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import StaticArticle from '@site/src/components/islands/StaticArticle';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <StaticArticle content={props.children as ReactElement}>
      <Content {...props} />
    </StaticArticle>
  );
}
