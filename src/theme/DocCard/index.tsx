/**
 * A doc card whose description comes from the landing's summaries: the version metadata carries
 * no page list and its sidebar no category descriptions (see src/plugins/docs), so the card must
 * not look its doc up by id (the theme's useDocById would find nothing and throw). The card keeps
 * its link, label and icon.
 */
import React, {type ReactNode} from 'react';
import DocCard from '@theme-original/DocCard';
import type DocCardType from '@theme/DocCard';
import type {WrapperProps} from '@docusaurus/types';
import {useDocSummaries} from '@site/src/components/docSummaries';

type Props = WrapperProps<typeof DocCardType>;

export default function DocCardWrapper({item}: Props): ReactNode {
  const summaries = useDocSummaries();
  if (item.type === 'category') {
    const description = item.description ?? (item.href ? summaries[item.href]?.description : undefined);
    return <DocCard item={description ? {...item, description} : item} />;
  }
  if (item.type !== 'link' || !item.docId) return <DocCard item={item} />;
  const description = item.description ?? summaries[item.docId]?.description;
  return <DocCard item={{...item, docId: undefined, ...(description && {description})}} />;
}
