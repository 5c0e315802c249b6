/**
 * The 404 page: says plainly that the page does not exist and offers the
 * ways on that a reader is most likely to want.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import SectionCards from '@site/src/components/SectionCards';

export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <Heading as="h1" className="hero__title">
        Page not found
      </Heading>
      <p>
        There is no page at this address. It may have moved when the documentation was
        reorganised for 3.5, or the link that brought you here has a typo.
      </p>
      <p>
        Start again from the <Link to="/">documentation home</Link>, or pick a section:
      </p>
      <SectionCards />
    </main>
  );
}
