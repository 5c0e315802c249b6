/**
 * The doc's desktop table of contents, kept as the server's HTML on a phone (the theme's CSS hides
 * it there, and the theme removes it right after hydration): hydrating its links on a phone is
 * work no one sees. See ServerHtmlWhileHidden.
 */
import React, {type ReactNode} from 'react';
import DocItemTOCDesktop from '@theme-original/DocItem/TOC/Desktop';
import ServerHtmlWhileHidden from '@site/src/components/islands/ServerHtmlWhileHidden';

export default function DocItemTOCDesktopWrapper(): ReactNode {
  return (
    <ServerHtmlWhileHidden>
      <DocItemTOCDesktop />
    </ServerHtmlWhileHidden>
  );
}
