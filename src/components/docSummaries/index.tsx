/**
 * The summaries of the pages a landing lists, handed down from the landing's route (see
 * src/plugins/docs): the landing tables and doc cards read them here.
 */
import React, {createContext, useContext, type ComponentType, type ReactNode} from 'react';
import type {DocSummaries} from './types';

export type {DocSummaries, DocSummary} from './types';

const NONE: DocSummaries = {};
const DocSummariesContext = createContext<DocSummaries>(NONE);

export function DocSummariesProvider({
  summaries,
  children,
}: {
  summaries?: DocSummaries;
  children: ReactNode;
}): ReactNode {
  return <DocSummariesContext.Provider value={summaries ?? NONE}>{children}</DocSummariesContext.Provider>;
}

/** The summaries of the current landing's pages, by doc id (empty on pages that list none). */
export function useDocSummaries(): DocSummaries {
  return useContext(DocSummariesContext);
}

/**
 * A route component that hands the `summaries` prop of its route (a landing's, see
 * src/plugins/docs) to what it renders; the rest of its props pass through unchanged.
 */
export function withDocSummaries<P extends object>(
  Component: ComponentType<P>,
): ComponentType<P & {summaries?: DocSummaries}> {
  return function WithDocSummaries({summaries, ...props}: P & {summaries?: DocSummaries}): ReactNode {
    return (
      <DocSummariesProvider summaries={summaries}>
        <Component {...(props as P)} />
      </DocSummariesProvider>
    );
  };
}
