/** Shared-nothing and shared-data clusters side by side: who stores the data and where. */
import React, {type ReactNode} from 'react';
import Diagram, {Arrow, Box, Text} from './Diagram';

export const title = 'Shared-nothing and shared-data architectures';
export const desc =
  'Two StarRocks clusters side by side. In both, frontends (FEs) hold the metadata and plan queries. ' +
  'In the shared-nothing cluster on the left, backends (BEs) keep the table data on their local disks as ' +
  'tablet replicas, three copies by default. In the shared-data cluster on the right, compute nodes (CNs) ' +
  'hold no durable data: all table data lives in object storage or HDFS, and each CN keeps a local cache of it ' +
  'in memory and on disk.';

const COLUMN = 340;

function Column({x0, shared}: {x0: number; shared: boolean}): ReactNode {
  const workers = [0, 1, 2].map((i) => x0 + 8 + i * 110);
  return (
    <g>
      <Text
        x={x0 + COLUMN / 2}
        y={22}
        lines={[shared ? 'Shared-data' : 'Shared-nothing']}
        kind="heading"
        anchor="middle"
      />
      <Text
        x={x0 + COLUMN / 2}
        y={40}
        lines={[shared ? 'run_mode = shared_data' : 'run_mode = shared_nothing (default)']}
        kind="muted"
        anchor="middle"
      />
      <Box
        x={x0 + 50}
        y={54}
        w={240}
        h={54}
        kind="fe"
        heading="Frontends (FEs)"
        lines={['metadata, parsing, planning']}
      />
      {workers.map((wx) => (
        <Arrow
          key={wx}
          points={[
            [x0 + COLUMN / 2, 108],
            [x0 + COLUMN / 2, 122],
            [wx + 50, 122],
            [wx + 50, 146],
          ]}
        />
      ))}
      {workers.map((wx, i) => (
        <g key={wx}>
          <Box x={wx} y={146} w={100} h={128} kind="worker" heading={`${shared ? 'CN' : 'BE'} ${i + 1}`} align="top" />
          {shared ? (
            <Box x={wx + 8} y={180} w={84} h={84} kind="cache" heading="Cache" lines={['memory', 'and disk']} />
          ) : (
            <g>
              <Box x={wx + 8} y={180} w={84} h={84} kind="store" lines={['local disk']} align="top" />
              {['T1', 'T2', 'T3'].map((t, j) => (
                <Box key={t} x={wx + 12 + j * 26} y={222} w={24} h={28} kind="plain" lines={[t]} rx={3} />
              ))}
            </g>
          )}
        </g>
      ))}
      {shared ? (
        <g>
          {workers.map((wx) => (
            <Arrow
              key={wx}
              points={[
                [wx + 50, 276],
                [wx + 50, 306],
              ]}
              both
            />
          ))}
          <Box
            x={x0 + 8}
            y={308}
            w={320}
            h={54}
            kind="store"
            heading="Object storage or HDFS"
            lines={['all table data, durable']}
          />
          <Text
            x={x0 + COLUMN / 2}
            y={388}
            lines={['Adding a CN moves no data;', 'a cold read goes to remote storage.']}
            kind="muted"
            anchor="middle"
          />
        </g>
      ) : (
        <g>
          <Arrow
            points={[
              [workers[0]! + 50, 276],
              [workers[0]! + 50, 292],
              [workers[2]! + 50, 292],
              [workers[2]! + 50, 276],
            ]}
            both
          />
          <Arrow
            points={[
              [workers[1]! + 50, 292],
              [workers[1]! + 50, 276],
            ]}
          />
          <Text
            x={x0 + COLUMN / 2}
            y={314}
            lines={[
              'Replicas are copied between BEs:',
              'each tablet (T1, T2, T3) has three',
              'copies on different BEs.',
            ]}
            kind="muted"
            anchor="middle"
          />
          <Text
            x={x0 + COLUMN / 2}
            y={388}
            lines={['Adding a BE moves tablets to it;', 'tablets are read from local disks.']}
            kind="muted"
            anchor="middle"
          />
        </g>
      )}
    </g>
  );
}

export default function ArchitectureDiagram(): ReactNode {
  return (
    <Diagram
      id="diagram-architecture"
      title={title}
      desc={desc}
      width={680}
      height={412}
      caption="Shared-nothing BEs store tablet replicas on their own disks; shared-data CNs keep only a cache and read and write table data in object storage or HDFS."
    >
      <Column x0={0} shared={false} />
      <line x1={340} y1={8} x2={340} y2={404} stroke="var(--dg-region-line)" strokeDasharray="6 4" strokeWidth={1.25} />
      <Column x0={340} shared />
    </Diagram>
  );
}
