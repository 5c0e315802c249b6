/**
 * What the search plugin gives the browser through Docusaurus's global data (read with
 * usePluginData, see ui/useSearchOptions.ts): where the index is and the query caps. A few
 * dozen bytes; the ranking weights go in the index manifest instead, which only search loads.
 */
import type {QueryCaps} from './engine/text';

/** The plugin's name, under which Docusaurus keeps its global data. */
export const SEARCH_PLUGIN_NAME = 'starrocks-search';

export interface SearchGlobalData extends QueryCaps {
  /** The index's folder below the base URL (the indexPath option). */
  indexPath: string;
}
