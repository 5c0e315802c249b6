/** Data distribution: table → partitions → buckets (tablets) → replicas on BEs. */
import React, {type ReactNode} from 'react';
import Diagram, {Arrow, Box, Text} from './Diagram';

export const title = 'Data distribution: partitions, buckets, tablets and replicas';
export const desc =
  'A table is split into partitions by its partitioning column, here one partition per day. Each partition is ' +
  'split into buckets by a hash of the bucketing key or at random, and each bucket is a tablet. In a ' +
  'shared-nothing cluster every tablet has three replicas, placed on three different BEs; the drawing follows ' +
  'tablet 0 of the first partition to its replicas on BE 1, BE 2 and BE 3.';

/** Which tablets each BE holds a replica of: every tablet on three of the four BEs. */
const PLACEMENT = [
  [0, 2, 3],
  [0, 1, 3],
  [0, 1, 2],
  [1, 2, 3],
];

export default function DataDistributionDiagram(): ReactNode {
  const partitions = ['p20250601', 'p20250602', 'p20250603'];
  const bes = PLACEMENT.map((_, i) => 180 + i * 124);
  return (
    <Diagram
      id="diagram-data-distribution"
      title={title}
      desc={desc}
      width={680}
      height={372}
      caption="Partitions split a table by the partitioning column; buckets split each partition into tablets; each tablet is stored as replicas on different BEs (three by default)."
    >
      {/* The levels, named on the left. */}
      <Text x={10} y={36} lines={['Table']} kind="heading" />
      <Text x={10} y={102} lines={['Partitions']} kind="heading" />
      <Text x={10} y={120} lines={['by the partitioning', 'column, e.g. a day']} kind="muted" />
      <Text x={10} y={190} lines={['Buckets = tablets']} kind="heading" />
      <Text x={10} y={208} lines={['by a hash of the', 'bucketing key, or', 'at random']} kind="muted" />
      <Text x={10} y={286} lines={['Replicas on BEs']} kind="heading" />
      <Text
        x={10}
        y={304}
        lines={['three copies of each', 'tablet, on different', 'BEs (shared-nothing)']}
        kind="muted"
      />

      <Box x={330} y={12} w={160} h={40} kind="plain" heading="Table orders" />
      {partitions.map((p, i) => (
        <g key={p}>
          <Arrow
            points={[
              [410, 52],
              [410, 66],
              [250 + i * 160, 66],
              [250 + i * 160, 84],
            ]}
            plain
          />
          <Box
            x={180 + i * 160}
            y={84}
            w={140}
            h={50}
            kind="plain"
            heading={p}
            lines={[i === 0 ? '4 tablets (below)' : '4 tablets']}
            emphasis={i === 0}
          />
        </g>
      ))}

      {[0, 1, 2, 3].map((t) => (
        <g key={t}>
          <Arrow
            points={[
              [250, 134],
              [250, 152],
              [230 + t * 124, 152],
              [230 + t * 124, 170],
            ]}
            plain
          />
          <Box x={180 + t * 124} y={170} w={100} h={40} kind="worker" heading={`tablet ${t}`} emphasis={t === 0} />
        </g>
      ))}

      {bes.map((bx, b) => (
        <g key={bx}>
          {PLACEMENT[b]!.includes(0) && (
            <Arrow
              points={[
                [230, 210],
                [230, 240],
                [bx + 22, 240],
                [bx + 22, 272],
              ]}
              accent
            />
          )}
          <Box x={bx} y={272} w={112} h={76} kind="store" heading={`BE ${b + 1}`} align="top" />
          {PLACEMENT[b]!.map((t, j) => (
            <Box
              key={t}
              x={bx + 8 + j * 33}
              y={306}
              w={30}
              h={30}
              kind="plain"
              lines={[`t${t}`]}
              emphasis={t === 0}
              rx={3}
            />
          ))}
        </g>
      ))}
    </Diagram>
  );
}
