/**
 * react-helmet-async, through which Docusaurus's `<Head>` writes the document's head. Browser side.
 *
 * In the browser each `<Head>` hands the head its state while it renders, and the state is written
 * to the DOM on the next animation frame. Hydration is a transition that yields to the browser
 * every few milliseconds, so those frames fall inside it and write partial states: the `<html>`
 * classes of the page change several times (each a style recalculation of the whole document) and
 * the page's meta tags are removed and added back. The server's head is already the page's own, so
 * writing is held until the hydrated tree commits: while held, the `<Head>`s keep their state the
 * way they do on the server, and the first write after it is the whole state at once.
 */
import {HelmetProvider} from 'react-helmet-async';

/** From now on, the `<Head>`s keep their state and write nothing to the document. */
export function holdHeadWrites(): void {
  if (typeof window !== 'undefined') HelmetProvider.canUseDOM = false;
}

/** The `<Head>`s write to the document again, starting with the next change of any of them. */
export function releaseHeadWrites(): void {
  if (typeof window !== 'undefined') HelmetProvider.canUseDOM = true;
}
