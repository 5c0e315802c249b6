/**
 * Docusaurus prefetches the code and data of every internal link that scrolls into view (its
 * global API's `prefetch`, called by each <Link> from an IntersectionObserver). On this site a
 * page shows dozens of links, and each prefetch matches the link against every route of the
 * site: measured on a function page, that was ~70 KB of speculative downloads and the largest
 * share of main-thread work after hydration on a slow phone. This module keeps Docusaurus's
 * `preload` (on hover, focus or touch, so a click still finds its page loaded) and turns the
 * viewport prefetch into a no-op, through the door to Docusaurus's internals.
 */
import {transformDocusaurusGlobal} from '@site/src/plugins/docusaurusInternals/clientGlobal';

transformDocusaurusGlobal((docusaurus) => ({...docusaurus, prefetch: () => false as const}));
