/** Components every MDX page can use without importing them. */
import MDXComponents from '@theme-original/MDXComponents';
import FunctionSignatures from '@site/src/components/functions/FunctionSignatures';
import FunctionList from '@site/src/components/functions/FunctionList';
import FunctionFinder from '@site/src/components/functions/FunctionFinder';
import StatementList from '@site/src/components/statements/StatementList';

export default {
  ...MDXComponents,
  FunctionSignatures,
  FunctionList,
  FunctionFinder,
  StatementList,
};
