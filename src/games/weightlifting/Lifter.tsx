import { memo } from 'react';
import type { LiftRefs } from './liftRefs';

type Outcome = 'success' | 'fail' | null;

interface LifterProps {
  /** Barbell height, 0 (on the floor) to 1 (locked out overhead). */
  height: number;
  /** Barbell tilt in degrees: level when the hold marker is on target. */
  tilt: number;
  /** null while the attempt is on. */
  outcome: Outcome;
  weightKg: number;
  refs: LiftRefs;
}

const FLOOR_Y = 150;
const OVERHEAD_Y = 38;
const SHOULDER_Y = 78;

// What the drawing shows of the barbell, for the render and the paint hook alike.
export const barbellY = (height: number) => FLOOR_Y - height * (FLOOR_Y - OVERHEAD_Y);
export const plateRadius = (weightKg: number) => Math.min(30, 12 + (weightKg - 100) / 10);
export const armsPath = (barY: number) =>
  `M93 ${SHOULDER_Y} L70 ${barY} M107 ${SHOULDER_Y} L130 ${barY}`;
export const barbellTilt = (tilt: number) => `rotate(${tilt}deg)`;
export const barbellOrigin = (barY: number) => `100px ${barY}px`;
export const lifterLabel = (weightKg: number, height: number, outcome: Outcome) =>
  `Lifter with ${weightKg} kg, barbell ${Math.round(height * 100)}% of the way up${
    outcome === 'success' ? ', held overhead' : outcome === 'fail' ? ', dropped' : ''
  }.`;

/**
 * The lifter on the platform; the barbell rises with the lift bar and wobbles off target while holding. It
 * re-renders for an attempt's outcome and weight; the barbell's height and tilt are painted in between.
 */
export const Lifter = memo(
  function Lifter({ height, tilt, outcome, weightKg, refs }: LifterProps) {
    const barY = barbellY(height);
    const plateR = plateRadius(weightKg);
    return (
      <svg
        ref={refs.figure}
        viewBox="0 0 200 180"
        role="img"
        aria-label={lifterLabel(weightKg, height, outcome)}
        className="h-full w-full rounded-2xl bg-linear-to-b from-slate-800 to-navy-900"
      >
        {outcome === 'success' && <circle cx={100} cy={60} r={70} fill="#22c55e" opacity={0.18} />}
        {outcome === 'fail' && <circle cx={100} cy={140} r={60} fill="#ef4444" opacity={0.2} />}
        <rect x={20} y={165} width={160} height={10} rx={2} fill="#a16207" />
        {/* Legs, torso, head */}
        <path
          d="M88 165 L92 130 L96 110 M112 165 L108 130 L104 110"
          stroke="#f8fafc"
          strokeWidth={7}
          strokeLinecap="round"
          fill="none"
        />
        <path d="M100 110 L100 78" stroke="#0ea5e9" strokeWidth={16} strokeLinecap="round" />
        <circle cx={100} cy={62} r={10} fill="#fcd34d" />
        {/* Arms to the grip */}
        <path
          ref={refs.arms}
          d={armsPath(barY)}
          stroke="#fcd34d"
          strokeWidth={6}
          strokeLinecap="round"
        />
        <g
          ref={refs.barbell}
          className="transition-transform duration-75 motion-reduce:transition-none"
          style={{ transform: barbellTilt(tilt), transformOrigin: barbellOrigin(barY) }}
        >
          <line
            ref={refs.barLine}
            x1={24}
            y1={barY}
            x2={176}
            y2={barY}
            stroke="#cbd5e1"
            strokeWidth={4}
          />
          {[
            { x: 30, plateRef: refs.leftPlate },
            { x: 161, plateRef: refs.rightPlate },
          ].map(({ x, plateRef }) => (
            <rect
              key={x}
              ref={plateRef}
              x={x}
              y={barY - plateR}
              width={9}
              height={plateR * 2}
              rx={2}
              fill="#dc2626"
            />
          ))}
        </g>
      </svg>
    );
  },
  (a, b) => a.outcome === b.outcome && a.weightKg === b.weightKg && a.refs === b.refs,
);
