import {createContext} from 'react';

/** The inner HTML of the current code block's <code>, highlighted at build time (src/plugins/code). */
export const HighlightedHtml = createContext<string | undefined>(undefined);
