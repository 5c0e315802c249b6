/**
 * A category's generated index, with the summaries of its pages (carried by its route, see
 * src/plugins/docs) made available to its doc cards.
 */
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import {withDocSummaries} from '@site/src/components/docSummaries';

export default withDocSummaries(DocCategoryGeneratedIndexPage);
