/**
 * A doc card whose description comes from the landing's summaries: the version metadata no
 * longer carries every page's description (see src/plugins/docs).
 */
import React, {type ReactNode} from 'react';
import DocCard from '@theme-original/DocCard';
import type DocCardType from '@theme/DocCard';
import type {WrapperProps} from '@docusaurus/types';
import {useDocSummaries} from '@site/src/components/docSummaries';

type Props = WrapperProps<typeof DocCardType>;

export default function DocCardWrapper({item}: Props): ReactNode {
  const summaries = useDocSummaries();
  if (item.type !== 'link' || item.description || !item.docId) return <DocCard item={item} />;
  const description = summaries[item.docId]?.description;
  return <DocCard item={description ? {...item, description} : item} />;
}
