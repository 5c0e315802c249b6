/** Stream Load's request flow as a sequence diagram. */
import React, {type ReactNode} from 'react';
import Diagram, {Arrow, Box, Text} from './Diagram';

export const title = 'Stream Load request flow';
export const desc =
  'A sequence diagram. The client sends the PUT request to an FE, which answers with an HTTP 307 redirect to a ' +
  'BE. The client repeats the request with the data to that BE, the coordinator. The coordinator begins a ' +
  'transaction on the FE and gets the load plan, parses the rows and writes them to the BEs that hold the tablet ' +
  'replicas. It then asks the FE to commit; the FE publishes the new version to the BEs, and once the data is ' +
  'visible the coordinator returns the JSON result to the client.';

const CLIENT = 70;
const FE = 270;
const COORD = 460;
const BES = 606;
const LIFELINES = [CLIENT, FE, COORD, BES];

interface Message {
  from: number;
  to: number;
  label: string;
  reply?: boolean;
}

const MESSAGES: Message[] = [
  {from: CLIENT, to: FE, label: '1. PUT …/_stream_load'},
  {from: FE, to: CLIENT, label: '2. 307 redirect to a BE', reply: true},
  {from: CLIENT, to: COORD, label: '3. PUT with the data'},
  {from: COORD, to: FE, label: '4. begin txn, get plan'},
  {from: FE, to: COORD, label: '5. txn ID and plan', reply: true},
  {from: COORD, to: COORD, label: '6. parse rows'},
  {from: COORD, to: BES, label: '7. write to tablets'},
  {from: BES, to: COORD, label: '8. written', reply: true},
  {from: COORD, to: FE, label: '9. commit txn'},
  {from: FE, to: BES, label: '10. publish version'},
  {from: FE, to: COORD, label: '11. committed, visible', reply: true},
  {from: COORD, to: CLIENT, label: '12. JSON result', reply: true},
];

const FIRST = 96;
const STEP = 38;

export default function StreamLoadFlowDiagram(): ReactNode {
  const height = FIRST + (MESSAGES.length - 1) * STEP + 30;
  const heads = [
    {x: CLIENT, heading: 'Client', lines: ['curl or an app'], kind: 'client' as const},
    {x: FE, heading: 'FE', lines: ['http_port 8030'], kind: 'fe' as const},
    {x: COORD, heading: 'Coordinator BE', lines: ['be_http_port 8040'], kind: 'worker' as const},
    {x: BES, heading: 'BEs', lines: ['tablet replicas'], kind: 'store' as const},
  ];
  return (
    <Diagram
      id="diagram-stream-load"
      title={title}
      desc={desc}
      width={680}
      height={height}
      caption="The FE only redirects and runs the transaction; the data goes from the client to the coordinator BE, which writes it to the tablet replicas and answers once the load is committed and visible."
    >
      {heads.map((h) => (
        <g key={h.heading}>
          <line
            x1={h.x}
            y1={58}
            x2={h.x}
            y2={height - 8}
            stroke="var(--dg-region-line)"
            strokeWidth={1.25}
            strokeDasharray="4 4"
          />
          <Box x={h.x - 68} y={10} w={136} h={48} kind={h.kind} heading={h.heading} lines={h.lines} />
        </g>
      ))}
      {MESSAGES.map((m, i) => {
        const y = FIRST + i * STEP;
        if (m.from === m.to) {
          return (
            <g key={m.label}>
              <Arrow
                points={[
                  [m.from, y - 10],
                  [m.from + 28, y - 10],
                  [m.from + 28, y + 6],
                  [m.from + 2, y + 6],
                ]}
              />
              <Text x={m.from + 36} y={y + 2} lines={[m.label]} kind="muted" />
            </g>
          );
        }
        // The label sits between the sender's lifeline and the next one towards the receiver, so a
        // message that passes a lifeline never has that lifeline run through its label.
        const next = LIFELINES[LIFELINES.indexOf(m.from) + Math.sign(m.to - m.from)]!;
        const labelX = (m.from + next) / 2;
        return (
          <g key={m.label}>
            <Arrow
              points={[
                [m.from, y],
                [m.to, y],
              ]}
              dashed={m.reply}
            />
            <Text x={labelX} y={y - 7} lines={[m.label]} kind="muted" anchor="middle" />
          </g>
        );
      })}
    </Diagram>
  );
}
