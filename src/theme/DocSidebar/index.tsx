/**
 * The docs sidebar without its work at hydration on a phone. The theme renders the desktop
 * sidebar on the server, hydrates it, then, on a phone-sized screen, removes it right after
 * hydration and mounts the phone one (which fills the drawer's menu), in one synchronous task of
 * ~150 ms on a mid-range phone. Here, on a phone, the desktop sidebar stays the server's HTML,
 * not hydrated (its container is hidden below 997 px by the theme's CSS:
 * ServerHtmlWhileHidden), and the phone one is mounted when the reader reaches for the menu
 * button (useMenuReached), before the drawer opens.
 */
import React, {type ReactNode} from 'react';
import type {Props} from '@theme/DocSidebar';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import {useMenuReached} from '@site/src/components/mobileMenu/useMenuReached';
import ServerHtmlWhileHidden from '@site/src/components/islands/ServerHtmlWhileHidden';

export default function DocSidebar(props: Props): ReactNode {
  const menuReached = useMenuReached();
  return (
    <>
      <ServerHtmlWhileHidden>
        <DocSidebarDesktop {...props} />
      </ServerHtmlWhileHidden>
      {menuReached && <DocSidebarMobile {...props} />}
    </>
  );
}
