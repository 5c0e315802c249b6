/**
 * Components every MDX page can use without importing them: the light ones that many pages use.
 * Each gets its data from its own page (a compile-time attribute or the landing's route), never
 * from a site-wide table. Data-heavy components (the function finder, the configuration, variable,
 * metrics and error-code references) are imported by the one page that shows them.
 */
import MDXComponents from '@theme-original/MDXComponents';
import FunctionSignatures from '@site/src/components/functions/FunctionSignatures';
import FunctionList from '@site/src/components/functions/FunctionList';
import StatementList from '@site/src/components/statements/StatementList';
import HighlightedCode from '@site/src/components/highlightedCode';

export default {
  ...MDXComponents,
  FunctionSignatures,
  FunctionList,
  StatementList,
  // Every fenced code block, highlighted at build time (src/plugins/code).
  HighlightedCode,
};
