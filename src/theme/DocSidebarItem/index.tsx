/**
 * Wraps the theme's sidebar item so that unlisted pages never show in the
 * rendered sidebar, not even while the reader is on one (the theme would
 * otherwise show the active unlisted item).
 */
import React, {type ReactNode} from 'react';
import DocSidebarItem from '@theme-original/DocSidebarItem';
import type DocSidebarItemType from '@theme/DocSidebarItem';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof DocSidebarItemType>;

export default function DocSidebarItemWrapper(props: Props): ReactNode {
  if (props.item.type === 'link' && props.item.unlisted) return null;
  return <DocSidebarItem {...props} />;
}
