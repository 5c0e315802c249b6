/** How a query runs: FE planning, fragment instances on BEs, pipelines, exchange, result. */
import React, {type ReactNode} from 'react';
import Diagram, {Arrow, Box, Text} from './Diagram';

export const title = 'How StarRocks runs a query';
export const desc =
  'The client sends SQL to an FE, which parses and analyzes it, optimizes it with rules and costs, cuts the ' +
  'plan into fragments and sends fragment instances to the BEs or CNs. On each BE an instance runs as pipelines ' +
  'of operators such as scan, join and pre-aggregation, each pipeline executed by several drivers in parallel. ' +
  'BEs exchange rows with each other over the network, a final single-instance fragment merges the partial ' +
  'results, and the rows return through the FE to the client.';

function Worker({x0, n}: {x0: number; n: number}): ReactNode {
  const ops = ['Scan', 'Join', 'Pre-agg'];
  return (
    <g>
      <Box x={x0} y={160} w={310} h={140} kind="worker" heading={`BE ${n} · fragment 1 instance`} align="top" />
      {ops.map((op, i) => {
        const ox = x0 + 14 + i * 104;
        return (
          <g key={op}>
            <rect
              x={ox + 5}
              y={201}
              width={80}
              height={36}
              rx={4}
              fill="var(--dg-plain-bg)"
              stroke="var(--dg-plain-line)"
              strokeWidth={1.25}
            />
            <Box x={ox} y={196} w={80} h={36} kind="plain" heading={op} rx={4} />
            {i < ops.length - 1 && (
              <Arrow
                points={[
                  [ox + 85, 214],
                  [ox + 104, 214],
                ]}
              />
            )}
          </g>
        );
      })}
      <Text
        x={x0 + 155}
        y={262}
        lines={['one pipeline of operators, run by', 'several drivers in parallel']}
        kind="muted"
        anchor="middle"
      />
    </g>
  );
}

export default function QueryExecutionDiagram(): ReactNode {
  const steps = [
    {heading: 'Parse, analyze', lines: ['check names and', 'privileges']},
    {heading: 'Optimize', lines: ['rewrite rules,', 'cost-based plan']},
    {heading: 'Schedule', lines: ['cut into fragments,', 'send to BEs or CNs']},
  ];
  return (
    <Diagram
      id="diagram-query-execution"
      title={title}
      desc={desc}
      width={680}
      height={424}
      caption="The FE plans the query and schedules fragment instances; BEs run them as parallel pipelines, exchange rows with each other, and a final fragment returns the result through the FE."
    >
      <Box x={10} y={30} w={92} h={80} kind="client" heading="Client" lines={['sends SQL,', 'gets rows']} />
      <Arrow
        points={[
          [102, 52],
          [130, 52],
        ]}
      />
      <Arrow
        points={[
          [130, 90],
          [102, 90],
        ]}
      />

      <Box x={130} y={14} w={540} h={112} kind="fe" heading="FE" align="top" />
      {steps.map((s, i) => (
        <g key={s.heading}>
          <Box x={142 + i * 180} y={46} w={160} h={62} kind="plain" heading={s.heading} lines={s.lines} />
          {i < steps.length - 1 && (
            <Arrow
              points={[
                [302 + i * 180, 77],
                [322 + i * 180, 77],
              ]}
            />
          )}
        </g>
      ))}

      <Arrow
        points={[
          [400, 126],
          [400, 144],
          [165, 144],
          [165, 160],
        ]}
      />
      <Arrow
        points={[
          [400, 144],
          [495, 144],
          [495, 160],
        ]}
      />
      <Text x={410} y={137} lines={['fragment instances']} kind="muted" />

      <Worker x0={10} n={1} />
      <Worker x0={340} n={2} />

      <Arrow
        points={[
          [165, 300],
          [165, 322],
          [495, 322],
          [495, 300],
        ]}
        both
        accent
      />
      <Arrow
        points={[
          [400, 322],
          [400, 356],
        ]}
        accent
      />
      <Text x={390} y={344} lines={['exchange: rows move between BEs']} kind="muted" anchor="end" />

      <Box
        x={180}
        y={356}
        w={320}
        h={56}
        kind="worker"
        heading="Fragment 0 (one instance)"
        lines={['merges partial results, result sink']}
      />
      <Arrow
        points={[
          [500, 384],
          [666, 384],
          [666, 126],
        ]}
      />
      <Text x={583} y={376} lines={['result rows']} kind="muted" anchor="middle" />
    </Diagram>
  );
}
