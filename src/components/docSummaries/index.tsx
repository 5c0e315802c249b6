/**
 * The summaries of the pages a landing lists, handed down from the landing's route (see
 * src/plugins/docs): the landing tables and doc cards read them here.
 */
import React, {createContext, useContext, type ReactNode} from 'react';
import type {DocSummaries} from './types';

export type {DocSummaries, DocSummary} from './types';

const NONE: DocSummaries = {};
const DocSummariesContext = createContext<DocSummaries>(NONE);

export function DocSummariesProvider({summaries, children}: {summaries?: DocSummaries; children: ReactNode}): ReactNode {
  return <DocSummariesContext.Provider value={summaries ?? NONE}>{children}</DocSummariesContext.Provider>;
}

/** The summaries of the current landing's pages, by doc id (empty on pages that list none). */
export function useDocSummaries(): DocSummaries {
  return useContext(DocSummariesContext);
}
