import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import SectionCards from '@site/src/components/SectionCards';
import StaticArticle from '@site/src/components/islands/StaticArticle';
import styles from './index.module.css';
import {DOC_VERSION, docRoute} from '@site/src/site/rules';

export default function Home(): ReactNode {
  return (
    <Layout
      title={`StarRocks ${DOC_VERSION} documentation`}
      description={`Deploy, load, query and operate StarRocks ${DOC_VERSION}, the open-source columnar MPP database for real-time analytics.`}
    >
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1">StarRocks {DOC_VERSION} documentation</Heading>
          <div className={styles.lead}>
            Deploy StarRocks, load batch and streaming data, query your data lake in place and keep sub-second analytics
            fast as data grows.
          </div>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to={docRoute('quick_start/')}>
              Start in five minutes
            </Link>
            <Link className="button button--secondary button--lg" to={docRoute('introduction/')}>
              What is StarRocks?
            </Link>
          </div>
        </div>
      </header>
      <main className="container">
        {/* Cards of links: kept as the server rendered them on first load. */}
        <StaticArticle>
          <SectionCards />
        </StaticArticle>
      </main>
    </Layout>
  );
}
