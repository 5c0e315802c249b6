/** A page as a landing lists it. */
export interface DocSummary {
  title: string;
  description: string;
}

/** The pages a landing may list, by doc id. */
export type DocSummaries = Readonly<Record<string, DocSummary>>;
