/**
 * Docusaurus's own ComponentCreator (core's client export, what `@docusaurus/ComponentCreator`
 * resolves to unless replaced: ./bundler.ts replaceRouteModules), for a replacement that wraps it
 * (src/plugins/routeTables/LazyComponentCreator.tsx). Browser side. It looks a route's chunks up
 * in the `@generated/registry` and `@generated/routesChunkNames` modules when it is called.
 */
export {default as ComponentCreator} from '@docusaurus/core/lib/client/exports/ComponentCreator';
