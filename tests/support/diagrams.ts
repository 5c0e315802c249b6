/** The pages that carry a diagram, and the id of the diagram on each. */
import {docLink, landingHref} from './site';

export interface DiagramPage {
  docId: string;
  /** The figure's data-diagram attribute (the id prefix of its title and description). */
  diagram: string;
}

export const DIAGRAM_PAGES: DiagramPage[] = [
  {docId: 'introduction/Architecture', diagram: 'diagram-architecture'},
  {docId: 'best_practices/query_tuning/query_plan_intro', diagram: 'diagram-query-execution'},
  {docId: 'table_design/data_distribution/Data_distribution', diagram: 'diagram-data-distribution'},
  {docId: 'loading/loading_introduction/Loading_intro', diagram: 'diagram-loading-methods'},
  {docId: 'loading/StreamLoad', diagram: 'diagram-stream-load'},
  {docId: 'using_starrocks/async_mv/Materialized_view', diagram: 'diagram-mv-refresh-rewrite'},
  {docId: 'data_source/data_cache/data_cache', diagram: 'diagram-data-cache'},
  {docId: 'administration/Meta_recovery', diagram: 'diagram-fe-metadata'},
];

/** The route of a doc, whether it has its own sidebar link or is its category's landing. */
export function routeOf(docId: string): string {
  return landingHref(docId) ?? docLink(docId).href;
}
