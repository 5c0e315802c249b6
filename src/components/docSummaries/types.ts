/** A page as a landing lists it. */
export interface DocSummary {
  title: string;
  description: string;
}

/** The pages a landing may list, by doc id, and its categories, by their landing's path ("/…"). */
export type DocSummaries = Readonly<Record<string, DocSummary>>;
