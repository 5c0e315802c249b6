/** The documentation's top-level sections as the home and 404 pages offer them. */
import {docRoute} from '../site/rules';
export interface Section {
  readonly title: string;
  readonly to: string;
  readonly summary: string;
}

export const sections: readonly Section[] = [
  {
    title: 'Introduction',
    to: docRoute('introduction/'),
    summary: 'What StarRocks is, its architecture and how features mature.',
  },
  {
    title: 'Quick start',
    to: docRoute('quick_start/'),
    summary: 'Run StarRocks in minutes, load data and run your first queries.',
  },
  {
    title: 'Deployment',
    to: docRoute('deployment/deployment_overview'),
    summary: 'Plan, deploy and upgrade shared-nothing and shared-data clusters.',
  },
  {
    title: 'Table design',
    to: docRoute('category/table-design'),
    summary: 'Table types, partitioning, bucketing, sort keys and indexes.',
  },
  {
    title: 'Data loading',
    to: docRoute('loading/'),
    summary: 'Stream Load, Broker Load, Routine Load, INSERT and connectors.',
  },
  {
    title: 'Data unloading',
    to: docRoute('unloading/'),
    summary: 'Export data to files, Spark, Flink and Arrow Flight clients.',
  },
  {
    title: 'Data lakes',
    to: docRoute('data_source/data_lakes'),
    summary: 'Query Hive, Iceberg, Hudi, Delta Lake and Paimon in place.',
  },
  {
    title: 'Query acceleration',
    to: docRoute('category/query-acceleration'),
    summary: 'Materialized views, caches, the optimizer and colocation.',
  },
  {
    title: 'Integrations',
    to: docRoute('integrations/'),
    summary: 'BI tools, IDEs, drivers, loading tools and cloud authentication.',
  },
  {
    title: 'Administration',
    to: docRoute('administration/'),
    summary: 'Operate a cluster: scaling, backup, monitoring and privileges.',
  },
  {
    title: 'Best practices',
    to: docRoute('category/best-practices'),
    summary: 'Design and tuning advice that keeps queries fast at scale.',
  },
  {
    title: 'Reference',
    to: docRoute('category/reference'),
    summary: 'Data types, functions, statements, variables and limits.',
  },
];
