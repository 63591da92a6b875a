import { memo, type Ref, type RefObject } from 'react';
import { paintAttribute, paintStyle } from '../core/paint';
import { FIELD_HEIGHT, FIELD_WIDTH, GATE_HALF_WIDTH } from '../../../shared/games/skiing/constants';
import { leanOf, type Gate, type Skier } from '../../../shared/games/skiing/rules';

/**
 * The skier is drawn this far from the top of the slope (below the gates count and the penalty notice, even on
 * a phone); the course scrolls past.
 */
export const SKIER_SCREEN_Y = 150;
/** The look-ahead marker (see LookAhead) stands this far up from the slope's bottom edge. */
export const LOOK_AHEAD_Y = FIELD_HEIGHT - 120;
export const MOGUL_SPACING = 110;
/** The moguls are drawn in batches of this many rows, so the batch in view changes only every 440 units. */
const MOGUL_BATCH = 4;
/** Rows drawn from the batch's first: enough for the screen from any row of the batch. */
export const MOGUL_ROWS = Math.ceil(FIELD_HEIGHT / MOGUL_SPACING) + MOGUL_BATCH;

const GateMark = memo(function GateMark({ gate }: { gate: Gate }) {
  const colour = gate.missed ? '#94a3b8' : gate.id % 2 ? '#dc2626' : '#1d4ed8';
  const left = gate.x - GATE_HALF_WIDTH;
  const right = gate.x + GATE_HALF_WIDTH;
  return (
    <g>
      <line
        x1={left}
        y1={gate.y}
        x2={right}
        y2={gate.y}
        stroke={gate.passed && !gate.missed ? '#16a34a' : '#cbd5e1'}
        strokeWidth={2}
        strokeDasharray="6 6"
      />
      {[left, right].map((x, side) => (
        <g key={side}>
          <line x1={x} y1={gate.y - 34} x2={x} y2={gate.y + 4} stroke="#334155" strokeWidth={3} />
          <path
            d={side ? `M${x} ${gate.y - 34} l-16 7 l16 7 z` : `M${x} ${gate.y - 34} l16 7 l-16 7 z`}
            fill={colour}
          />
        </g>
      ))}
      {gate.missed && (
        <path
          d={`M${gate.x - 9} ${gate.y - 9} l18 18 m0 -18 l-18 18`}
          stroke="#b91c1c"
          strokeWidth={4}
          strokeLinecap="round"
        />
      )}
    </g>
  );
});

/** The moguls in view, from `first` (see firstMogulAt); re-drawn only when that one changes, not every frame. */
const Moguls = memo(function Moguls({ first }: { first: number }) {
  return (
    <g>
      {Array.from({ length: MOGUL_ROWS }, (_, i) => {
        const k = first + i;
        return (
          <ellipse
            key={k}
            cx={(k * 173 + 41) % FIELD_WIDTH}
            cy={k * MOGUL_SPACING}
            rx={18}
            ry={6}
            fill="#e2e8f0"
          />
        );
      })}
    </g>
  );
});

/** The top of the slope in view when the skier is at `y`. */
const topAt = (y: number) => y - SKIER_SCREEN_Y;
const courseTransform = (y: number) => `translateY(${-topAt(y)}px)`;
const skierTransform = (x: number, y: number, lean: number) =>
  `translate(${x}px, ${y}px) rotate(${lean * -22}deg)`;

/**
 * The first mogul row drawn with the skier at `y`: the batch holding the first row on screen. The same row
 * draws the same moguls, only scrolled.
 */
export function firstMogulAt(y: number) {
  const firstOnScreen = Math.floor(topAt(y) / MOGUL_SPACING);
  return Math.floor(firstOnScreen / MOGUL_BATCH) * MOGUL_BATCH;
}

/**
 * The gates drawn, gates[from] up to gates[to − 1]: the last one passed and the next two. With the skier
 * between two gates 300 apart, no other gate is on the slope's 600 units of screen (a gate leaves the top
 * 160 after it is passed, the one after next is more than 600 ahead), so the gates drawn change only when
 * one is passed. The finish line shows with the last gate.
 */
export function gatesDrawn(gates: readonly Gate[], gatesPassed: number) {
  return { from: Math.max(0, gatesPassed - 1), to: Math.min(gates.length, gatesPassed + 2) };
}

function SkierFigure({
  x,
  y,
  lean,
  skierRef,
}: {
  x: number;
  y: number;
  lean: number;
  skierRef: Ref<SVGGElement>;
}) {
  return (
    <g ref={skierRef} style={{ transform: skierTransform(x, y, lean) }}>
      <path
        d="M-9 -14 L-5 14 M9 -14 L5 14"
        stroke="#0f172a"
        strokeWidth={3}
        strokeLinecap="round"
      />
      <ellipse cx={0} cy={0} rx={8} ry={10} fill="#f97316" />
      <circle cx={0} cy={-2} r={5} fill="#fde68a" stroke="#7c2d12" strokeWidth={1.5} />
    </g>
  );
}

/** Flags stand this far above a gate's line. */
const FLAG_HEIGHT = 34;

/**
 * The index of the first gate not yet on the slope with the skier at `y` (its flags still below the
 * bottom edge), or gates.length when every gate left has come into view. It is the gate after the next one
 * until that one's flags come up over the edge (184 after a gate), then the one after it (never on screen), so
 * it changes twice a gate.
 */
export function lookAheadAt(gates: readonly Gate[], gatesPassed: number, y: number) {
  const bottom = topAt(y) + FIELD_HEIGHT;
  const after = gates[gatesPassed + 1];
  if (after && after.y - FLAG_HEIGHT >= bottom) return gatesPassed + 1;
  return Math.min(gates.length, gatesPassed + 2);
}

/**
 * Where the first gate not yet on the slope (see lookAheadAt) will come up across, so a skier can
 * plan their line a gate further on: a faded arrow in that gate's colour pointing down, with a dashed line as
 * wide as the gate, standing above the steer buttons.
 */
const LookAhead = memo(function LookAhead({ gate }: { gate: Gate }) {
  const colour = gate.id % 2 ? '#dc2626' : '#1d4ed8';
  return (
    <g data-testid="look-ahead" opacity={0.55}>
      <line
        x1={gate.x - GATE_HALF_WIDTH}
        y1={LOOK_AHEAD_Y}
        x2={gate.x + GATE_HALF_WIDTH}
        y2={LOOK_AHEAD_Y}
        stroke={colour}
        strokeWidth={2}
        strokeDasharray="4 6"
      />
      <path
        d={`M${gate.x - 12} ${LOOK_AHEAD_Y - 14} h24 l-12 18 z`}
        fill={colour}
        stroke="#f8fafc"
        strokeWidth={1.5}
      />
    </g>
  );
});

/** The other skiers' markers by seat id, for paintSlope. */
export type OtherMarks = RefObject<Map<string, SVGGElement>>;

/**
 * Another seat's skier on the same course (near the viewer's, ahead or behind by its own speed): a
 * simple marker with their initial, moved every frame by paintSlope.
 */
function OtherSkier({ skier, marks }: { skier: Skier; marks: OtherMarks }) {
  const id = skier.player.id;
  return (
    <g
      ref={(element) => {
        if (!element) return;
        marks.current.set(id, element);
        return () => {
          if (marks.current.get(id) === element) marks.current.delete(id);
        };
      }}
      style={{ transform: skierTransform(skier.x, skier.y, leanOf(skier)) }}
      opacity={0.75}
      data-testid="other-skier"
    >
      <circle cx={0} cy={0} r={14} fill="#0369a1" stroke="#f8fafc" strokeWidth={2} />
      <text x={0} y={6} textAnchor="middle" fontSize={17} fontWeight={700} fill="#f8fafc">
        {skier.player.name.slice(0, 1).toUpperCase()}
      </text>
    </g>
  );
}

/** The slope's elements that move every frame, written by the game's paint hook (see paintSlope). */
export interface SlopeRefs {
  svg: RefObject<SVGSVGElement | null>;
  course: RefObject<SVGGElement | null>;
  skier: RefObject<SVGGElement | null>;
  others: OtherMarks;
}

/**
 * Scrolls the course, moves the viewer's skier to (x, y) and the others to theirs, and sets the slope's
 * description, straight in the DOM: what a render of the Slope with these props would draw, but for the
 * moguls (see firstMogulAt).
 */
export function paintSlope(
  refs: SlopeRefs,
  { x, y, lean, label, others }: Pick<SlopeProps, 'x' | 'y' | 'lean' | 'label' | 'others'>,
) {
  paintStyle(refs.course.current, 'transform', courseTransform(y));
  paintStyle(refs.skier.current, 'transform', skierTransform(x, y, lean));
  for (const other of others) {
    const mark = refs.others.current.get(other.player.id) ?? null;
    paintStyle(mark, 'transform', skierTransform(other.x, other.y, leanOf(other)));
  }
  paintAttribute(refs.svg.current, 'aria-label', label);
}

interface SlopeProps {
  gates: readonly Gate[];
  gatesPassed: number;
  /** The viewer's skier. */
  x: number;
  y: number;
  /** −1 steering left, 0 straight, 1 right. */
  lean: number;
  /** Every other seat's skier, drawn as a marker. */
  others: readonly Skier[];
  label: string;
  /** The elements paintSlope writes to (see SlopeRefs). */
  svgRef: Ref<SVGSVGElement>;
  courseRef: Ref<SVGGElement>;
  skierRef: Ref<SVGGElement>;
  othersRef: OtherMarks;
}

/**
 * The slope seen from above, scrolled so the viewer's skier stays near the top and the gates come up to meet
 * them; the gates drawn are the viewer's (passed, missed), the other skiers are markers beside them.
 */
export function Slope({
  gates,
  gatesPassed,
  x,
  y,
  lean,
  others,
  label,
  svgRef,
  courseRef,
  skierRef,
  othersRef,
}: SlopeProps) {
  const { from, to } = gatesDrawn(gates, gatesPassed);
  const inView = gates.slice(from, to);
  const last = gates.at(-1);
  const beyond = gates[lookAheadAt(gates, gatesPassed, y)];
  return (
    <svg
      ref={svgRef}
      viewBox={`0 0 ${FIELD_WIDTH} ${FIELD_HEIGHT}`}
      role="img"
      aria-label={label}
      className="block h-full w-full"
    >
      <rect width={FIELD_WIDTH} height={FIELD_HEIGHT} fill="#f8fafc" />
      <g ref={courseRef} style={{ transform: courseTransform(y) }}>
        <Moguls first={firstMogulAt(y)} />
        {last && to === gates.length && from < gates.length && (
          <g>
            <rect
              x={0}
              y={last.y + 12}
              width={FIELD_WIDTH}
              height={8}
              fill="#0f172a"
              opacity={0.85}
            />
            <text
              x={FIELD_WIDTH / 2}
              y={last.y + 48}
              textAnchor="middle"
              fontSize={28}
              fontWeight={800}
              fill="#0f172a"
            >
              FINISH
            </text>
          </g>
        )}
        {inView.map((gate) => (
          <GateMark key={gate.id} gate={gate} />
        ))}
        {others.map((other) => (
          <OtherSkier key={other.player.id} skier={other} marks={othersRef} />
        ))}
        <SkierFigure x={x} y={y} lean={lean} skierRef={skierRef} />
      </g>
      {beyond && <LookAhead gate={beyond} />}
      <rect x={0} y={0} width={3} height={FIELD_HEIGHT} fill="#0ea5e9" />
      <rect x={FIELD_WIDTH - 3} y={0} width={3} height={FIELD_HEIGHT} fill="#0ea5e9" />
    </svg>
  );
}
