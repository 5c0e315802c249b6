/**
 * The doc page footer, preceded by the page actions: copy or view the page as
 * Markdown, edit its source, report a problem with it.
 */
import React, {type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageActions from '@site/src/components/pageActions';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <PageActions page={{title: metadata.title, permalink: metadata.permalink, source: metadata.source}} />
      <Footer {...props} />
    </>
  );
}
