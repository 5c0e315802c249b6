/**
 * The frame and drawing primitives of the documentation's diagrams.
 *
 * A diagram is plain inline SVG rendered by React at build time: no diagram library reaches the
 * browser, and only pages that import a diagram carry its (small) component. Every diagram is a
 * <figure> holding an <svg role="img"> labelled by its <title> and described by its <desc>, and
 * a visible <figcaption>. Colours come from custom properties of diagrams.module.css, so the same
 * drawing follows the light and dark themes and prints black on white. The viewBox makes it scale
 * down to narrow screens; it never grows beyond its design width, where text is 13 px or larger.
 */
import React, {createContext, useContext, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './diagrams.module.css';

export type BoxKind = 'plain' | 'fe' | 'worker' | 'store' | 'cache' | 'client';
export type TextKind = 'text' | 'heading' | 'muted';
export type Point = readonly [number, number];

/** The id prefix of the diagram being drawn, for marker references. */
const DiagramId = createContext('diagram');

export interface DiagramProps {
  /** Unique on the page; prefixes the ids of the title, description and markers. */
  id: string;
  /** Short accessible name of the drawing (the SVG <title>). */
  title: string;
  /** A sentence or two that says what the drawing shows (the SVG <desc>). */
  desc: string;
  /** The visible caption under the drawing. */
  caption: ReactNode;
  width: number;
  height: number;
  children: ReactNode;
}

/** The arrowheads every diagram defines: plain, and the accent one (a little larger). */
const ARROW_HEADS = [
  {suffix: '', size: 10, className: 'marker'},
  {suffix: '-accent', size: 11, className: 'markerAccent'},
] as const;

export default function Diagram({id, title, desc, caption, width, height, children}: DiagramProps): ReactNode {
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  return (
    <figure className={styles.figure} data-diagram={id}>
      <svg
        className={styles.svg}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        viewBox={`0 0 ${width} ${height}`}
        style={{maxWidth: width}}
        xmlns="http://www.w3.org/2000/svg"
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{desc}</desc>
        <defs>
          {ARROW_HEADS.map(({suffix, size, className}) => (
            <marker
              key={suffix}
              id={`${id}-arrow${suffix}`}
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerUnits="userSpaceOnUse"
              markerWidth={size}
              markerHeight={size}
              orient="auto-start-reverse"
            >
              <path className={styles[className]} d="M0 0.5 L10 5 L0 9.5 Z" />
            </marker>
          ))}
        </defs>
        <DiagramId.Provider value={id}>{children}</DiagramId.Provider>
      </svg>
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}

const LINE_HEIGHT: Record<TextKind, number> = {heading: 18, text: 17, muted: 17};

export interface TextProps {
  x: number;
  /** Baseline of the first line. */
  y: number;
  /** One entry per line. */
  lines: readonly string[];
  kind?: TextKind;
  anchor?: 'start' | 'middle' | 'end';
  /** Monospace, for identifiers such as file names. */
  code?: boolean;
}

/** One or more lines of text; SVG does not wrap, so each line is given. */
export function Text({x, y, lines, kind = 'text', anchor = 'start', code = false}: TextProps): ReactNode {
  return (
    <text className={clsx(styles[kind], code && styles.code)} x={x} y={y} textAnchor={anchor}>
      {lines.map((line, i) => (
        <tspan key={i} x={x} dy={i === 0 ? 0 : LINE_HEIGHT[kind]}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

export interface BoxProps {
  x: number;
  y: number;
  w: number;
  h: number;
  kind?: BoxKind;
  /** A bold first line. */
  heading?: string;
  /** Further lines, muted. */
  lines?: readonly string[];
  /** Outline in the accent colour: the element the drawing is about. */
  emphasis?: boolean;
  /** Text placement: centred (default) or from the top-left corner. */
  align?: 'center' | 'top';
  rx?: number;
}

/** A rounded rectangle with a heading and muted lines, centred in it. */
export function Box({
  x,
  y,
  w,
  h,
  kind = 'plain',
  heading,
  lines = [],
  emphasis = false,
  align = 'center',
  rx = 6,
}: BoxProps): ReactNode {
  const block = (heading ? LINE_HEIGHT.heading : 0) + lines.length * LINE_HEIGHT.muted;
  // Baseline of the first line: the text block is centred, a line's ink sits ~4 px above the next.
  const top = align === 'top' ? y + 8 : y + (h - block) / 2;
  const cx = align === 'top' ? x + 10 : x + w / 2;
  const anchor = align === 'top' ? 'start' : 'middle';
  const baseline = top + 13;
  const linesBaseline = baseline + (heading ? LINE_HEIGHT.heading : 0);
  return (
    <g>
      <rect
        className={clsx(styles.box, styles[kind], emphasis && styles.emphasis)}
        x={x}
        y={y}
        width={w}
        height={h}
        rx={rx}
      />
      {heading && <Text x={cx} y={baseline} lines={[heading]} kind="heading" anchor={anchor} />}
      {lines.length > 0 && <Text x={cx} y={linesBaseline} lines={lines} kind="muted" anchor={anchor} />}
    </g>
  );
}

/** A dashed outline that groups shapes, with an optional label in its top-left corner. */
export function Region({x, y, w, h, label}: {x: number; y: number; w: number; h: number; label?: string}): ReactNode {
  return (
    <g>
      <rect className={styles.region} x={x} y={y} width={w} height={h} rx={8} />
      {label && <Text x={x + 10} y={y + 17} lines={[label]} kind="muted" />}
    </g>
  );
}

export interface ArrowProps {
  /** The path, from start to end: two or more points joined by straight segments. */
  points: readonly Point[];
  /** Arrowhead at the start as well (a two-way flow). */
  both?: boolean;
  /** No arrowhead at the end (a plain connector). */
  plain?: boolean;
  dashed?: boolean;
  accent?: boolean;
}

/** A straight or bent arrow. */
export function Arrow({points, both = false, plain = false, dashed = false, accent = false}: ArrowProps): ReactNode {
  const id = useContext(DiagramId);
  const marker = `url(#${id}-${accent ? 'arrow-accent' : 'arrow'})`;
  return (
    <polyline
      className={clsx(styles.line, accent && styles.lineAccent, dashed && styles.dashed)}
      points={points.map(([px, py]) => `${px},${py}`).join(' ')}
      markerEnd={plain ? undefined : marker}
      markerStart={both ? marker : undefined}
    />
  );
}
