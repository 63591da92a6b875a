import { memo } from 'react';

interface LifterProps {
  /** Barbell height, 0 (on the floor) to 1 (locked out overhead). */
  height: number;
  /** Barbell tilt in degrees: level when the hold marker is on target. */
  tilt: number;
  /** null while the attempt is on. */
  outcome: 'success' | 'fail' | null;
  weightKg: number;
}

const FLOOR_Y = 150;
const OVERHEAD_Y = 38;

/** The lifter on the platform; the barbell rises with the lift bar and wobbles off target while holding. */
export const Lifter = memo(function Lifter({ height, tilt, outcome, weightKg }: LifterProps) {
  const barY = FLOOR_Y - height * (FLOOR_Y - OVERHEAD_Y);
  const plateR = Math.min(30, 12 + (weightKg - 100) / 10);
  const shoulderY = 78;
  return (
    <svg
      viewBox="0 0 200 180"
      role="img"
      aria-label={`Lifter with ${weightKg} kg, barbell ${Math.round(height * 100)}% of the way up${
        outcome === 'success' ? ', held overhead' : outcome === 'fail' ? ', dropped' : ''
      }.`}
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
        d={`M93 ${shoulderY} L70 ${barY} M107 ${shoulderY} L130 ${barY}`}
        stroke="#fcd34d"
        strokeWidth={6}
        strokeLinecap="round"
      />
      <g
        className="transition-transform duration-75 motion-reduce:transition-none"
        style={{ transform: `rotate(${tilt}deg)`, transformOrigin: `100px ${barY}px` }}
      >
        <line x1={24} y1={barY} x2={176} y2={barY} stroke="#cbd5e1" strokeWidth={4} />
        <rect x={30} y={barY - plateR} width={9} height={plateR * 2} rx={2} fill="#dc2626" />
        <rect x={161} y={barY - plateR} width={9} height={plateR * 2} rx={2} fill="#dc2626" />
      </g>
    </svg>
  );
});
