/**
 * Docusaurus's client `preload`, preceded by loading the route section the pathname is in
 * (./runtime.ts). Replaces core's in the production browser bundle (./index.ts); the first
 * render, every navigation and the preload on hover all go through it. The rest of it is
 * core's, rebuilt in the door (src/plugins/docusaurusInternals/preload.ts).
 */
import {preloadAfter} from '../docusaurusInternals/preload';
import {loadRoutesFor} from './runtime';

export default preloadAfter(loadRoutesFor);
