/** Choosing a loading method: a decision chart by where the data is and how often it arrives. */
import React, {type ReactNode} from 'react';
import Diagram, {Arrow, Box, Text} from './Diagram';

export const title = 'Choosing a loading method by source and frequency';
export const desc =
  'A decision chart. Files on your machine or data from an application: Stream Load. Files in object storage ' +
  'or HDFS: INSERT from FILES() or Broker Load for one-off or batch loads, Pipe when new files keep arriving. ' +
  'Kafka or Pulsar: Routine Load, or the Kafka connector. A Flink or Spark job: the Flink or Spark connector. ' +
  'MySQL, PostgreSQL and other databases: a JDBC catalog with INSERT for a one-off copy, Flink CDC or ' +
  'CloudCanal for continuous change capture. Hive, Iceberg, Hudi, Delta Lake or Paimon tables: an external ' +
  'catalog with INSERT.';

interface Choice {
  when: string;
  method: string;
  detail: string;
}

interface Source {
  heading: string;
  lines: string[];
  choices: Choice[];
}

const SOURCES: Source[] = [
  {
    heading: 'Local files',
    lines: ['or an application'],
    choices: [{when: 'on demand', method: 'Stream Load', detail: 'synchronous, over HTTP'}],
  },
  {
    heading: 'Object storage, HDFS',
    lines: ['S3, GCS, Azure, MinIO'],
    choices: [
      {when: 'once or in batches', method: 'INSERT … FROM FILES()', detail: 'synchronous; or Broker Load (async)'},
      {when: 'new files keep coming', method: 'Pipe (from v3.2)', detail: 'asynchronous, continuous'},
    ],
  },
  {
    heading: 'Kafka or Pulsar',
    lines: ['message streams'],
    choices: [{when: 'continuous, seconds', method: 'Routine Load', detail: 'asynchronous; or Kafka connector'}],
  },
  {
    heading: 'Flink or Spark job',
    lines: ['your own pipeline'],
    choices: [{when: 'stream or batch', method: 'Flink or Spark connector', detail: 'writes through Stream Load'}],
  },
  {
    heading: 'MySQL, PostgreSQL …',
    lines: ['operational databases'],
    choices: [
      {when: 'one-off copy', method: 'JDBC catalog + INSERT', detail: 'synchronous SQL'},
      {when: 'continuous changes', method: 'Flink CDC or CloudCanal', detail: 'change data capture'},
    ],
  },
  {
    heading: 'Data lake tables',
    lines: ['Hive, Iceberg, Hudi, Delta'],
    choices: [{when: 'once or in batches', method: 'External catalog + INSERT', detail: 'synchronous SQL'}],
  },
];

const TOP = 44;
const ROW = 44;
const GAP = 8;
const GROUP_GAP = 10;

export default function LoadingMethodDiagram(): ReactNode {
  let y = TOP;
  const layout = SOURCES.map((s) => {
    const top = y;
    const ys = s.choices.map((_, i) => top + i * (ROW + GAP));
    const h = s.choices.length * ROW + (s.choices.length - 1) * GAP;
    y = top + h + GROUP_GAP;
    return {s, top, h, ys};
  });
  return (
    <Diagram
      id="diagram-loading-methods"
      title={title}
      desc={desc}
      width={680}
      height={y + 2}
      caption="Start from where the data is, follow the branch for how often it arrives, and read the loading method to use on the right."
    >
      <Text x={110} y={22} lines={['Where is the data?']} kind="heading" anchor="middle" />
      <Text x={318} y={22} lines={['How often?']} kind="heading" anchor="middle" />
      <Text x={540} y={22} lines={['Method']} kind="heading" anchor="middle" />
      {layout.map(({s, top, h, ys}) => (
        <g key={s.heading}>
          <Box x={10} y={top} w={200} h={h} kind="client" heading={s.heading} lines={s.lines} />
          {s.choices.map((c, i) => {
            const cy = ys[i]! + ROW / 2;
            const path: [number, number][] =
              s.choices.length === 1
                ? [
                    [210, cy],
                    [410, cy],
                  ]
                : [
                    [210, top + h / 2],
                    [236, top + h / 2],
                    [236, cy],
                    [410, cy],
                  ];
            return (
              <g key={c.method}>
                <Arrow points={path} />
                <Text x={325} y={cy - 6} lines={[c.when]} kind="muted" anchor="middle" />
                <Box x={410} y={ys[i]!} w={260} h={ROW} kind="worker" heading={c.method} lines={[c.detail]} />
              </g>
            );
          })}
        </g>
      ))}
    </Diagram>
  );
}
