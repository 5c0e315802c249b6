/** Data Cache on the read path of an external table: memory and disk tiers, remote read, population. */
import React, {type ReactNode} from 'react';
import Diagram, {Arrow, Box, Region, Text} from './Diagram';

export const title = 'Data Cache on the read path of an external table';
export const desc =
  'A scan on a BE or CN needs a byte range of a Hive, Iceberg, Hudi, Delta Lake or Paimon file. The range is ' +
  'mapped to cache blocks keyed by file name, modification time and offset. Each block is looked up in the ' +
  'memory tier, then in the disk tier; a hit returns the block to the scan. On a miss the block is read from HDFS ' +
  'or object storage, returned to the scan, and, when the query may populate the cache, written to the local ' +
  'cache in the background.';

export default function DataCacheReadPathDiagram(): ReactNode {
  const tiers = [
    {y: 204, heading: 'Memory tier', lines: ['optional, looked up first']},
    {y: 284, heading: 'Disk tier', lines: ['local SSDs, kept on restart']},
  ];
  return (
    <Diagram
      id="diagram-data-cache"
      title={title}
      desc={desc}
      width={680}
      height={430}
      caption="A scan reads each block from the memory tier, the disk tier or, on a miss, from remote storage; blocks read remotely are written to the cache in the background when the query is allowed to populate it."
    >
      <Box
        x={240}
        y={14}
        w={220}
        h={58}
        kind="worker"
        heading="Scan on a BE or CN"
        lines={['needs bytes of a lake file']}
      />
      <Arrow
        points={[
          [350, 72],
          [350, 100],
        ]}
      />
      <Box
        x={240}
        y={100}
        w={220}
        h={54}
        kind="plain"
        heading="Map to cache blocks"
        lines={['key: file, mtime, offset']}
      />
      <Arrow
        points={[
          [350, 154],
          [350, 204],
        ]}
      />

      <Region x={224} y={170} w={252} h={170} label="Data Cache" />
      {tiers.map((t, i) => (
        <g key={t.heading}>
          <Box x={240} y={t.y} w={220} h={48} kind="cache" heading={t.heading} lines={t.lines} />
          <Arrow
            points={[
              [460, t.y + 24],
              [560, t.y + 24],
            ]}
            plain
          />
          <Text x={510} y={t.y + 18} lines={['hit']} kind="muted" anchor="middle" />
          <Arrow
            points={[
              [350, t.y + 48],
              [350, i === 0 ? 284 : 360],
            ]}
          />
          <Text x={358} y={t.y + 68} lines={['miss']} kind="muted" />
        </g>
      ))}

      <Box
        x={240}
        y={360}
        w={220}
        h={56}
        kind="store"
        heading="HDFS or object storage"
        lines={['remote read, the slowest']}
      />
      <Arrow
        points={[
          [460, 388],
          [560, 388],
        ]}
        plain
      />
      <Text x={510} y={382} lines={['read']} kind="muted" anchor="middle" />
      <Arrow
        points={[
          [560, 388],
          [560, 43],
          [460, 43],
        ]}
        accent
      />
      <Text x={572} y={120} lines={['block goes', 'back to', 'the scan']} kind="muted" />

      <Arrow
        points={[
          [240, 388],
          [196, 388],
          [196, 255],
          [224, 255],
        ]}
        dashed
      />
      <Text
        x={186}
        y={292}
        lines={['populate: the block is', 'written to the cache', 'in the background, if', 'the query may fill it']}
        kind="muted"
        anchor="end"
      />
    </Diagram>
  );
}
