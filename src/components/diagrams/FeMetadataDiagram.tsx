/** FE metadata: the leader writes the journal, followers acknowledge (quorum), observers replay, checkpoints. */
import React, {type ReactNode} from 'react';
import Diagram, {Arrow, Box, Text} from './Diagram';

export const title = 'FE metadata flow between leader, followers and observers';
export const desc =
  'A client sends a metadata change such as CREATE TABLE; it reaches the leader FE, because other FEs forward ' +
  'changes to it. The leader writes the change to its BDB JE journal and replicates it to the followers, which ' +
  'acknowledge it; the change commits once a majority of the followers, the leader included, has it. Observers ' +
  'receive and replay the journal but neither acknowledge nor vote. After about 50,000 journal entries a ' +
  'checkpoint writes a new image of the whole metadata, which the other FEs download; an FE that restarts loads ' +
  'its newest image and replays the journal entries that follow it.';

export default function FeMetadataDiagram(): ReactNode {
  return (
    <Diagram
      id="diagram-fe-metadata"
      title={title}
      desc={desc}
      width={680}
      height={456}
      caption="Every metadata change goes through the leader's journal and commits when a majority of followers has it; observers only replay. Checkpoints fold the journal into an image that the other FEs download."
    >
      <Box
        x={10}
        y={20}
        w={160}
        h={64}
        kind="client"
        heading="Client"
        lines={['a DDL statement,', 'e.g. CREATE TABLE']}
      />
      <Arrow
        points={[
          [170, 52],
          [240, 52],
        ]}
      />
      <Text x={205} y={45} lines={['change']} kind="muted" anchor="middle" />
      <Box
        x={240}
        y={14}
        w={200}
        h={82}
        kind="fe"
        heading="Leader FE"
        lines={['the only journal writer', 'BDB JE, in meta/bdb']}
        emphasis
      />
      <Text
        x={462}
        y={34}
        lines={['Sent to a follower or', 'an observer instead?', 'It forwards the change', 'to the leader.']}
        kind="muted"
      />

      <Arrow
        points={[
          [300, 96],
          [300, 128],
          [110, 128],
          [110, 160],
        ]}
        both
      />
      <Arrow
        points={[
          [340, 96],
          [340, 160],
        ]}
        both
      />
      <Arrow
        points={[
          [380, 96],
          [380, 128],
          [570, 128],
          [570, 160],
        ]}
        dashed
      />
      <Text x={205} y={121} lines={['journal + ack']} kind="muted" anchor="middle" />
      <Text x={475} y={121} lines={['journal, no ack']} kind="muted" anchor="middle" />

      <Box
        x={20}
        y={160}
        w={180}
        h={66}
        kind="fe"
        heading="Follower"
        lines={['replays, acknowledges,', 'votes for a leader']}
      />
      <Box
        x={250}
        y={160}
        w={180}
        h={66}
        kind="fe"
        heading="Follower"
        lines={['replays, acknowledges,', 'votes for a leader']}
      />
      <Box
        x={480}
        y={160}
        w={180}
        h={66}
        kind="plain"
        heading="Observer"
        lines={['replays only: no ack,', 'no vote']}
      />
      <Text
        x={225}
        y={252}
        lines={[
          'A change commits once a majority of the',
          'followers (leader included) has it: three',
          'followers survive the loss of one.',
        ]}
        kind="muted"
        anchor="middle"
      />
      <Text x={570} y={252} lines={['adds query capacity,', 'not availability']} kind="muted" anchor="middle" />

      <line
        x1={10}
        y1={312}
        x2={670}
        y2={312}
        stroke="var(--dg-region-line)"
        strokeWidth={1.25}
        strokeDasharray="6 4"
      />
      <Text x={10} y={336} lines={['Checkpoints']} kind="heading" />
      <Box x={20} y={348} w={180} h={54} kind="plain" heading="Journal entries" lines={['meta/bdb, keeps growing']} />
      <Arrow
        points={[
          [200, 375],
          [250, 375],
        ]}
      />
      <Box x={250} y={348} w={180} h={54} kind="store" heading="New image" lines={['meta/image/image.N']} />
      <Arrow
        points={[
          [430, 375],
          [480, 375],
        ]}
      />
      <Box x={480} y={348} w={180} h={54} kind="plain" heading="Other FEs" lines={['download the image']} />
      <Text
        x={340}
        y={428}
        lines={[
          'A checkpoint is written after about 50,000 entries (edit_log_roll_num);',
          'a restarting FE loads its newest image and replays the journal after it.',
        ]}
        kind="muted"
        anchor="middle"
      />
    </Diagram>
  );
}
