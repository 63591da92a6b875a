import { memo, type PointerEvent, type Ref, type RefObject } from 'react';
import { writeAttribute, writeStyle } from '../core/paint';
import {
  RING_COUNT,
  RING_WIDTH,
  TARGET_CENTRE,
  TARGET_SIZE,
} from '../../../shared/games/archery/constants';
import type { Point } from '../../../shared/games/archery/geometry';
import type { Arrow } from '../../../shared/games/archery/rules';
import { sameEach } from '../core/sameView';
import { targetLabel } from './texts';

/** Outermost first: white, black, blue, red, gold, two rings each (the World Archery colours). */
const RING_COLOURS = ['#f8fafc', '#1e293b', '#0284c7', '#dc2626', '#facc15'];
const RING_LINES = ['#64748b', '#94a3b8', '#0c4a6e', '#7f1d1d', '#a16207'];

const Rings = memo(function Rings() {
  return (
    <g>
      {Array.from({ length: RING_COUNT }, (_, i) => {
        const band = Math.floor(i / 2);
        return (
          <circle
            key={i}
            cx={TARGET_CENTRE}
            cy={TARGET_CENTRE}
            r={(RING_COUNT - i) * RING_WIDTH}
            fill={RING_COLOURS[band]}
            stroke={RING_LINES[band]}
            strokeWidth={1}
          />
        );
      })}
      <circle cx={TARGET_CENTRE} cy={TARGET_CENTRE} r={1.5} fill="#1e293b" />
    </g>
  );
});

const Marks = memo(function Marks({
  arrows,
  colour,
}: {
  arrows: readonly Arrow[];
  colour: string;
}) {
  return (
    <g>
      {arrows.map((arrow, i) => (
        <circle
          key={i}
          cx={arrow.x}
          cy={arrow.y}
          r={4}
          fill={colour}
          stroke="#ffffff"
          strokeWidth={1.5}
        />
      ))}
    </g>
  );
});

const crosshairTransform = (at: Point) => `translate(${at.x}px, ${at.y}px)`;

/** The crosshair, drawn around the origin and moved to the aim by its transform (see paintTarget). */
function Crosshair({
  at,
  crosshairRef,
  swayRef,
}: {
  at: Point;
  crosshairRef: Ref<SVGGElement>;
  swayRef: Ref<SVGCircleElement>;
}) {
  return (
    <g
      ref={crosshairRef}
      style={{ transform: crosshairTransform(at) }}
      stroke="#0f172a"
      strokeWidth={2}
      fill="none"
      pointerEvents="none"
    >
      {/* How far the arrow may stray while the bow still sways; it closes as the draw steadies. */}
      <circle
        ref={swayRef}
        data-sway=""
        cx={0}
        cy={0}
        r={0}
        stroke="#b45309"
        strokeWidth={2}
        strokeDasharray="6 5"
        opacity={0.9}
      />
      <circle cx={0} cy={0} r={12} stroke="#ffffff" strokeWidth={4} />
      <circle cx={0} cy={0} r={12} />
      <line x1={-20} y1={0} x2={20} y2={0} />
      <line x1={0} y1={-20} x2={0} y2={20} />
    </g>
  );
}

/** An arrow in the corner showing where the wind pushes (length grows with its strength). */
function WindVane({ drift }: { drift: Point }) {
  const from = { x: 32, y: 32 };
  const to = { x: from.x + drift.x * 0.6, y: from.y + drift.y * 0.6 };
  return (
    <g pointerEvents="none">
      <circle cx={from.x} cy={from.y} r={26} fill="#ffffff" fillOpacity={0.85} stroke="#475569" />
      <line
        x1={from.x}
        y1={from.y}
        x2={to.x}
        y2={to.y}
        stroke="#0f172a"
        strokeWidth={3}
        strokeLinecap="round"
      />
      <circle cx={to.x} cy={to.y} r={3.5} fill="#0f172a" />
    </g>
  );
}

export interface ArcherMarks {
  id: string;
  arrows: readonly Arrow[];
  colour: string;
}

/** The target's elements that follow the aim, written by the game's paint hook (see paintTarget). */
export interface TargetRefs {
  svg: RefObject<SVGSVGElement | null>;
  crosshair: RefObject<SVGGElement | null>;
  /** The crosshair's sway ring. */
  sway: RefObject<SVGCircleElement | null>;
}

/** What paintTarget wrote last, so a frame in which nothing moved writes nothing and reads nothing back. */
export interface PaintedAim {
  x: number;
  y: number;
  sway: number;
}

/** A PaintedAim that matches no aim: the first paint writes everything. */
export const NOTHING_PAINTED: PaintedAim = { x: Number.NaN, y: Number.NaN, sway: Number.NaN };

/**
 * Moves the crosshair to `aim`, sizes its sway ring (`sway` target units, 0 once steady) and sets the target's
 * description, straight in the DOM, when they differ from `last` (what it painted before) or `rendered` (React
 * has just drawn the target: it may show older values); returns what it painted.
 */
export function paintTarget(
  refs: TargetRefs,
  aim: Point,
  sway: number,
  last: PaintedAim,
  rendered: boolean,
): PaintedAim {
  // The ring's radius is written to a tenth of a unit: a finer change shows nothing.
  const ring = Math.round(sway * 10) / 10;
  const moved = rendered || aim.x !== last.x || aim.y !== last.y;
  // Each is written without reading the DOM back (the aim sways on every frame): what was painted last says
  // whether it differs, and after a render everything is written.
  if (moved) writeStyle(refs.crosshair.current, 'transform', crosshairTransform(aim));
  // The label words the crosshair's place in whole units.
  if (
    rendered ||
    Math.round(aim.x) !== Math.round(last.x) ||
    Math.round(aim.y) !== Math.round(last.y)
  ) {
    writeAttribute(refs.svg.current, 'aria-label', targetLabel(aim));
  }
  if (rendered || ring !== last.sway) writeAttribute(refs.sway.current, 'r', ring.toFixed(1));
  return moved || ring !== last.sway ? { x: aim.x, y: aim.y, sway: ring } : last;
}

interface TargetProps {
  /** Where the viewer aims; null for someone only watching (no crosshair). */
  aim: Point | null;
  drift: Point;
  marks: readonly ArcherMarks[];
  label: string;
  /** The elements paintTarget writes to (see TargetRefs). */
  svgRef: Ref<SVGSVGElement>;
  crosshairRef: Ref<SVGGElement>;
  swayRef: Ref<SVGCircleElement>;
  onPointer(point: Point, event: PointerEvent<SVGSVGElement>): void;
}

const samePoint = (a: Point, b: Point) => a.x === b.x && a.y === b.y;

/**
 * Same wind, marks and handler: the target would draw the same (its props are new objects each render),
 * but for the aim, which the game's paint hook keeps current (paintTarget) as the pointer moves.
 */
function sameTarget(a: TargetProps, b: TargetProps) {
  return (
    samePoint(a.drift, b.drift) &&
    (a.aim === null) === (b.aim === null) &&
    a.svgRef === b.svgRef &&
    a.crosshairRef === b.crosshairRef &&
    a.swayRef === b.swayRef &&
    a.onPointer === b.onPointer &&
    sameEach(
      a.marks,
      b.marks,
      (m, other) => m.id === other.id && m.arrows === other.arrows && m.colour === other.colour,
    )
  );
}

/** The 300 × 300 target, scaled to fit by its viewBox. Pointer positions are reported in target units. */
export const Target = memo(function Target({
  aim,
  drift,
  marks,
  label,
  svgRef,
  crosshairRef,
  swayRef,
  onPointer,
}: TargetProps) {
  const report = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onPointer(
      {
        x: ((event.clientX - box.left) / box.width) * TARGET_SIZE,
        y: ((event.clientY - box.top) / box.height) * TARGET_SIZE,
      },
      event,
    );
  };
  return (
    <svg
      ref={svgRef}
      viewBox={`0 0 ${TARGET_SIZE} ${TARGET_SIZE}`}
      role="img"
      aria-label={label}
      className="mx-auto block aspect-square w-full max-w-[300px] cursor-crosshair touch-none select-none"
      onPointerMove={report}
      onPointerDown={report}
      onContextMenu={(event) => event.preventDefault()}
    >
      <rect width={TARGET_SIZE} height={TARGET_SIZE} fill="#dcfce7" />
      <Rings />
      {marks.map((m) => (
        <Marks key={m.id} arrows={m.arrows} colour={m.colour} />
      ))}
      <WindVane drift={drift} />
      {aim && <Crosshair at={aim} crosshairRef={crosshairRef} swayRef={swayRef} />}
    </svg>
  );
}, sameTarget);
