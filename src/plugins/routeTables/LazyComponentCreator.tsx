/**
 * Docusaurus's ComponentCreator, deferred. The route table (main.js) calls ComponentCreator for
 * every route while the script is evaluated, and each call builds a react-loadable component
 * class: on this site ~1,000 of them before the first page can hydrate, a third of main.js's
 * start-up time on a slow phone. Here each route gets a light stand-in that builds its loadable
 * component the first time the route is rendered or preloaded, and renders it. Aliased in place
 * of `@docusaurus/ComponentCreator` for the production browser bundle (./index.ts); it wraps core's
 * own, which it gets through the door (src/plugins/docusaurusInternals/componentCreator.ts).
 */
import React, {type ComponentType, type ReactNode} from 'react';
import {ComponentCreator} from '../docusaurusInternals/componentCreator';

type RouteComponent = ReturnType<typeof ComponentCreator>;

export default function LazyComponentCreator(path: string, hash: string): RouteComponent {
  let created: RouteComponent | undefined;
  const route = (): RouteComponent => (created ??= ComponentCreator(path, hash));
  function Route(props: object): ReactNode {
    const Created = route() as ComponentType<object>;
    return <Created {...props} />;
  }
  Route.preload = () => route().preload();
  return Route as unknown as RouteComponent;
}
