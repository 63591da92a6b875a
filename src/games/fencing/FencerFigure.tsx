import { memo } from 'react';
import type { FencerAction } from '../../../shared/games/fencing/fencer';

interface Pose {
  torso: string;
  legs: string;
  arm: string;
  blade: string;
}

// Stick-figure poses drawn facing right, feet on y = 0, body centre at x = 0.
const POSES: Record<FencerAction, Pose> = {
  idle: {
    torso: 'M0 -54 L-2 -30',
    legs: 'M-20 0 L-14 -15 L-2 -30 L10 -15 L14 0',
    arm: 'M0 -50 L12 -44 L22 -44 M0 -50 L-12 -56 L-16 -66',
    blade: 'M22 -44 L64 -52',
  },
  lunge: {
    torso: 'M4 -50 L-2 -26',
    legs: 'M-34 0 L-18 -13 L-2 -26 L20 -16 L30 0',
    arm: 'M4 -48 L28 -46 M4 -48 L-14 -46 L-24 -40',
    blade: 'M28 -46 L78 -46',
  },
  parry: {
    torso: 'M-2 -54 L-4 -30',
    legs: 'M-22 0 L-16 -15 L-4 -30 L8 -15 L12 0',
    arm: 'M-2 -50 L10 -52 L16 -56 M-2 -50 L-14 -56 L-18 -66',
    blade: 'M16 -56 L30 -94',
  },
  riposte: {
    torso: 'M4 -50 L-2 -26',
    legs: 'M-34 0 L-18 -13 L-2 -26 L20 -16 L30 0',
    arm: 'M4 -48 L28 -46 M4 -48 L-14 -46 L-24 -40',
    blade: 'M28 -46 L78 -42',
  },
  hit: {
    torso: 'M-6 -54 L-2 -30',
    legs: 'M-20 0 L-14 -15 L-2 -30 L8 -15 L12 0',
    arm: 'M-6 -50 L6 -40 L14 -34 M-6 -50 L-18 -52 L-26 -58',
    blade: 'M14 -34 L52 -22',
  },
};

const HEAD = {
  idle: [0, -62],
  lunge: [6, -58],
  parry: [-2, -62],
  riposte: [6, -58],
  hit: [-10, -62],
};

interface FencerFigureProps {
  action: FencerAction;
  /** SVG x of the en garde line. */
  baseX: number;
  /** Units advanced towards the opponent. */
  position: number;
  facing: 'right' | 'left';
  accent: string;
}

/** One fencer on the strip; re-renders only when its pose or place changes. */
export const FencerFigure = memo(function FencerFigure({
  action,
  baseX,
  position,
  facing,
  accent,
}: FencerFigureProps) {
  const pose = POSES[action];
  const [headX, headY] = HEAD[action] as [number, number];
  const x = baseX + (facing === 'right' ? position : -position);
  const bladeColour = action === 'riposte' ? '#facc15' : '#e2e8f0';
  return (
    <g
      className="transition-transform duration-100 ease-out motion-reduce:transition-none"
      style={{ transform: `translate(${x}px, 112px) scaleX(${facing === 'right' ? 1 : -1})` }}
    >
      {action === 'hit' && <circle cx={0} cy={-44} r={26} fill="#f43f5e" opacity={0.35} />}
      <path d={pose.blade} stroke={bladeColour} strokeWidth={2.5} strokeLinecap="round" />
      <path
        d={pose.legs}
        stroke="#f8fafc"
        strokeWidth={6}
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
      <path d={pose.torso} stroke="#f8fafc" strokeWidth={12} strokeLinecap="round" />
      <path
        d={pose.arm}
        stroke="#f8fafc"
        strokeWidth={5}
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
      <path d={pose.torso} stroke={accent} strokeWidth={3} strokeLinecap="round" />
      <circle cx={headX} cy={headY} r={8} fill="#1e293b" stroke="#f8fafc" strokeWidth={2} />
    </g>
  );
});
