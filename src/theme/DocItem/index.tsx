/**
 * A doc page, with the summaries its route carries when it is a landing (see src/plugins/docs)
 * made available to the landing tables on it.
 */
import DocItem from '@theme-original/DocItem';
import {withDocSummaries} from '@site/src/components/docSummaries';

export default withDocSummaries(DocItem);
