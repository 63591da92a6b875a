import { memo } from 'react';
import { FencerFigure } from './FencerFigure';
import type { FencerAction } from '../../../shared/games/fencing/fencer';

const LEFT_EN_GARDE_X = 140;
const RIGHT_EN_GARDE_X = 260;
export const LEFT_ACCENT = '#38bdf8';
export const RIGHT_ACCENT = '#fb7185';
/** Room above the fencers for the bout clock, which the view lays over the middle of the strip's top. */
const CLOCK_BAND = 24;

function describe(action: FencerAction, label: string): string {
  const doing: Record<FencerAction, string> = {
    idle: 'en garde',
    lunge: 'lunging',
    parry: 'parrying',
    riposte: 'riposting',
    hit: 'touched',
  };
  return `${label} ${doing[action]}`;
}

// Primitives, not the fencers: each tick of the bout makes new fencer objects (their timers count down), and
// the strip shows only their poses and places.
interface FencingStripProps {
  leftAction: FencerAction;
  /** Units the left fencer has advanced (see FencerFigure). */
  leftPosition: number;
  rightAction: FencerAction;
  rightPosition: number;
  leftLabel: string;
  rightLabel: string;
}

/**
 * The piste seen from the side, with a scoring lamp over each fencer that lights on their touch. Renders only
 * when a pose, a place or a name changes.
 */
export const FencingStrip = memo(function FencingStrip({
  leftAction,
  leftPosition,
  rightAction,
  rightPosition,
  leftLabel,
  rightLabel,
}: FencingStripProps) {
  return (
    <svg
      viewBox={`0 0 400 ${150 + CLOCK_BAND}`}
      role="img"
      aria-label={`Fencing strip: ${describe(leftAction, leftLabel)}, ${describe(rightAction, rightLabel)}.`}
      className="w-full rounded-2xl bg-linear-to-b from-navy-900 to-navy-700"
    >
      <circle cx={24} cy={22} r={8} fill={rightAction === 'hit' ? '#22c55e' : '#334155'} />
      <text x={38} y={26} fontSize={12} fill="#e2e8f0">
        {leftLabel}
      </text>
      <circle cx={376} cy={22} r={8} fill={leftAction === 'hit' ? '#ef4444' : '#334155'} />
      <text x={362} y={26} fontSize={12} fill="#e2e8f0" textAnchor="end">
        {rightLabel}
      </text>
      <g transform={`translate(0 ${CLOCK_BAND})`}>
        <rect x={10} y={112} width={380} height={12} rx={3} fill="#64748b" />
        <line x1={200} y1={112} x2={200} y2={124} stroke="#f8fafc" strokeWidth={2} />
        <line x1={LEFT_EN_GARDE_X} y1={112} x2={LEFT_EN_GARDE_X} y2={124} stroke="#cbd5e1" />
        <line x1={RIGHT_EN_GARDE_X} y1={112} x2={RIGHT_EN_GARDE_X} y2={124} stroke="#cbd5e1" />
        <FencerFigure
          action={leftAction}
          position={leftPosition}
          baseX={LEFT_EN_GARDE_X}
          facing="right"
          accent={LEFT_ACCENT}
        />
        <FencerFigure
          action={rightAction}
          position={rightPosition}
          baseX={RIGHT_EN_GARDE_X}
          facing="left"
          accent={RIGHT_ACCENT}
        />
      </g>
    </svg>
  );
});
