// The slope seen from above: the gates, moguls, finish line, the skiers and the look-ahead arrow, as React
// draws them; slopePainting.ts moves the course and the skiers between renders.
import { memo, type Ref } from 'react';
import { FIELD_HEIGHT, FIELD_WIDTH, GATE_HALF_WIDTH } from '../../../shared/games/skiing/constants';
import { leanOf, type Gate, type Skier } from '../../../shared/games/skiing/rules';
import type { OtherMarks } from './slopePainting';
import { ghostLabel } from '../core/ui/ghostLabel';
import {
  courseTransform,
  firstMogulAt,
  ghostTransform,
  gatesDrawn,
  LOOK_AHEAD_Y,
  lookAheadAt,
  MOGUL_ROWS,
  MOGUL_SPACING,
  skierTransform,
  viewerTransform,
} from './slopeView';

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

function SkierFigure({
  x,
  lean,
  skierRef,
}: {
  x: number;
  lean: number;
  skierRef: Ref<SVGGElement>;
}) {
  return (
    <g ref={skierRef} style={{ transform: viewerTransform(x, lean) }}>
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

/**
 * A ghost race's ghost: the skier of the run raced, translucent and labelled with whose it is, on the same
 * course (it rides over the gates; it never touches this run). Moved every frame by paintSlope.
 */
function GhostSkier({
  name,
  skier,
  ghostRef,
}: {
  name: string;
  skier: Skier;
  ghostRef: Ref<SVGGElement>;
}) {
  return (
    <g
      ref={ghostRef}
      style={{ transform: ghostTransform(skier.x, skier.y) }}
      opacity={0.45}
      data-testid="ghost-skier"
    >
      <path
        d="M-9 -14 L-5 14 M9 -14 L5 14"
        stroke="#0f172a"
        strokeWidth={3}
        strokeLinecap="round"
      />
      <ellipse cx={0} cy={0} rx={8} ry={10} fill="#64748b" />
      <circle cx={0} cy={-2} r={5} fill="#e2e8f0" stroke="#334155" strokeWidth={1.5} />
      <text x={0} y={32} textAnchor="middle" fontSize={14} fontWeight={700} fill="#0f172a">
        {ghostLabel(name)}
      </text>
    </g>
  );
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
  /** A ghost race's ghost, drawn translucent. */
  ghost?: { name: string; skier: Skier } | null;
  label: string;
  /** The elements paintSlope writes to (see SlopeRefs). */
  svgRef: Ref<SVGSVGElement>;
  courseRef: Ref<SVGGElement>;
  skierRef: Ref<SVGGElement>;
  othersRef: OtherMarks;
  ghostRef?: Ref<SVGGElement>;
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
  ghost,
  label,
  svgRef,
  courseRef,
  skierRef,
  othersRef,
  ghostRef,
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
        {ghost && <GhostSkier name={ghost.name} skier={ghost.skier} ghostRef={ghostRef ?? null} />}
      </g>
      <SkierFigure x={x} lean={lean} skierRef={skierRef} />
      {beyond && <LookAhead gate={beyond} />}
      <rect x={0} y={0} width={3} height={FIELD_HEIGHT} fill="#0ea5e9" />
      <rect x={FIELD_WIDTH - 3} y={0} width={3} height={FIELD_HEIGHT} fill="#0ea5e9" />
    </svg>
  );
}
