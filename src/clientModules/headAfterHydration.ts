/**
 * The document's head is written once hydration has committed, not while it runs
 * (src/plugins/docusaurusInternals/helmet.ts says why). This module runs before the page hydrates;
 * Docusaurus calls `onRouteDidUpdate` from a layout effect of the first commit, before the effect
 * that marks the page hydrated, which is the first `<Head>` change after it. Later navigations
 * write their heads as before.
 */
import {holdHeadWrites, releaseHeadWrites} from '@site/src/plugins/docusaurusInternals/helmet';

holdHeadWrites();

export function onRouteDidUpdate(): void {
  releaseHeadWrites();
}
