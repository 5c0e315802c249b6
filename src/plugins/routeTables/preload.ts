/**
 * Docusaurus's client `preload` (core/lib/client/preload.js: find the routes a pathname matches
 * and load their components), preceded by loading the route section the pathname is in
 * (./runtime.ts). Replaces the original in the production browser bundle (./index.ts); the
 * first render, every navigation and the preload on hover all go through it.
 */
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import {loadRoutesFor} from './runtime';

export default async function preload(pathname: string): Promise<unknown[]> {
  const paths = [...new Set([pathname, decodeURI(pathname)])];
  await Promise.all(paths.map(loadRoutesFor));
  const matches = paths.flatMap((p) => matchRoutes(routes, p));
  return Promise.all(matches.map((match) => match.route.component.preload?.()));
}
