import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import SectionCards from '@site/src/components/SectionCards';
import styles from './index.module.css';

export default function Home(): ReactNode {
  return (
    <Layout
      title="StarRocks 3.5 documentation"
      description="Deploy, load, query and operate StarRocks 3.5, the open-source columnar MPP database for real-time analytics.">
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1">StarRocks 3.5 documentation</Heading>
          <div className={styles.lead}>
            Deploy StarRocks, load batch and streaming data, query your data lake in place and
            keep sub-second analytics fast as data grows.
          </div>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs/quick_start/">
              Start in five minutes
            </Link>
            <Link className="button button--secondary button--lg" to="/docs/introduction/">
              What is StarRocks?
            </Link>
          </div>
        </div>
      </header>
      <main className="container">
        <SectionCards />
      </main>
    </Layout>
  );
}
