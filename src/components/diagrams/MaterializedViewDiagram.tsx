/** Asynchronous materialized views: background refresh, and query rewrite in the optimizer. */
import React, {type ReactNode} from 'react';
import Diagram, {Arrow, Box, Text} from './Diagram';

export const title = 'Asynchronous materialized view refresh and query rewrite';
export const desc =
  'Top: a refresh task, started when a base table changes, on a schedule or by a REFRESH statement, re-runs the ' +
  'defining query for the partitions whose base data changed and writes the result into the materialized view. ' +
  'Bottom: for a query on the base tables, the optimizer looks for a materialized view that can answer it and ' +
  'checks which of its partitions are fresh. It then reads the view, reads the view plus the base tables for ' +
  'stale partitions, or reads only the base tables when no view matches.';

export default function MaterializedViewDiagram(): ReactNode {
  const outcomes = [
    {heading: 'Read the MV', lines: ['the partitions needed', 'are all fresh'], emphasis: true},
    {heading: 'MV + base tables', lines: ['stale partitions are', 'read from base tables'], emphasis: false},
    {heading: 'Base tables only', lines: ['no MV matches, or', 'its data is too stale'], emphasis: false},
  ];
  return (
    <Diagram
      id="diagram-mv-refresh-rewrite"
      title={title}
      desc={desc}
      width={680}
      height={444}
      caption="Refresh keeps the view's partitions up to date in the background; at query time the optimizer rewrites queries on the base tables to read the view wherever its data is fresh."
    >
      <Text x={10} y={20} lines={['Refresh, in the background']} kind="heading" />
      <Box
        x={10}
        y={34}
        w={160}
        h={70}
        kind="client"
        heading="Base tables"
        lines={['StarRocks tables or', 'external catalogs']}
      />
      <Arrow
        points={[
          [170, 69],
          [230, 69],
        ]}
      />
      <Text x={200} y={62} lines={['read']} kind="muted" anchor="middle" />
      <Box
        x={230}
        y={34}
        w={210}
        h={70}
        kind="fe"
        heading="Refresh task"
        lines={['re-runs the defining query', 'for partitions that changed']}
      />
      <Arrow
        points={[
          [440, 69],
          [494, 69],
        ]}
      />
      <Text x={467} y={62} lines={['write']} kind="muted" anchor="middle" />
      <Box
        x={494}
        y={34}
        w={176}
        h={70}
        kind="store"
        heading="Materialized view"
        lines={['the stored result,', 'a partitioned table']}
        emphasis
      />
      <Box
        x={230}
        y={126}
        w={210}
        h={78}
        kind="plain"
        heading="Runs when"
        lines={['base table changes (ASYNC)', 'a schedule fires (EVERY …)', 'you run REFRESH (MANUAL)']}
      />
      <Arrow
        points={[
          [335, 126],
          [335, 104],
        ]}
      />

      <line
        x1={10}
        y1={222}
        x2={670}
        y2={222}
        stroke="var(--dg-region-line)"
        strokeWidth={1.25}
        strokeDasharray="6 4"
      />
      <Arrow
        points={[
          [585, 104],
          [585, 252],
        ]}
        dashed
        accent
      />
      <Text x={576} y={158} lines={['rewritten', 'queries read it']} kind="muted" anchor="end" />

      <Text x={10} y={246} lines={['Query rewrite, for each query']} kind="heading" />
      <Box x={10} y={290} w={160} h={60} kind="client" heading="Query" lines={['on the base tables']} />
      <Arrow
        points={[
          [170, 320],
          [230, 320],
        ]}
      />
      <Box
        x={230}
        y={276}
        w={210}
        h={88}
        kind="fe"
        heading="Optimizer"
        lines={['finds an MV that can', 'answer the query, checks', 'which partitions are fresh']}
      />
      {outcomes.map((o, i) => {
        const y = 252 + i * 62;
        return (
          <g key={o.heading}>
            <Arrow
              points={[
                [440, 320],
                [465, 320],
                [465, y + 28],
                [490, y + 28],
              ]}
            />
            <Box x={490} y={y} w={180} h={56} kind="worker" heading={o.heading} lines={o.lines} emphasis={o.emphasis} />
          </g>
        );
      })}
    </Diagram>
  );
}
