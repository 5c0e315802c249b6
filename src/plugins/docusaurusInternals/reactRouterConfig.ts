/**
 * react-router-config itself, for the tests that hold ./routeMatching.ts to it
 * (tests/unit/routeMatching.test.ts). Node side only: the bundles' `react-router-config` is
 * ./routeMatching.ts (./bundler.ts `replaceRouteMatching`).
 */
export {matchRoutes, renderRoutes} from 'react-router-config';
