import {usePluginData} from '@docusaurus/useGlobalData';
import {SEARCH_PLUGIN_NAME, type SearchGlobalData} from '../globalData';

/** The plugin's options the browser needs: the index folder and the query caps (maxQuery, maxPaste). */
export function useSearchOptions(): SearchGlobalData {
  return usePluginData(SEARCH_PLUGIN_NAME) as SearchGlobalData;
}
