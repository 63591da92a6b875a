// The court that never moves: floor, the shooter's figure, pole, backboard, rim and net.
import { memo } from 'react';
import {
  BOARD_BOTTOM_Y,
  BOARD_TOP_Y,
  BOARD_X,
  POLE_X,
  COURT_HEIGHT,
  COURT_WIDTH,
  HOOP_X,
  RELEASE_X,
  RELEASE_Y,
  RIM_RADIUS,
  RIM_Y,
} from '../../../shared/games/basketball/constants';
import { px, py } from './courtGeometry';

export const CourtBackground = memo(function CourtBackground() {
  const rimLeft = HOOP_X - RIM_RADIUS;
  const rimRight = HOOP_X + RIM_RADIUS;
  return (
    <g>
      <rect width={px(COURT_WIDTH)} height={px(COURT_HEIGHT)} fill="#e0f2fe" />
      <rect y={py(0)} width={px(COURT_WIDTH)} height={px(0.3)} fill="#b45309" />
      <rect y={py(0.3)} width={px(COURT_WIDTH)} height={px(0.3)} fill="#d97706" />
      {/* The shooter: a figure whose hands are at the release point. */}
      <g stroke="#1e293b" strokeWidth={6} strokeLinecap="round" fill="none">
        <line x1={px(RELEASE_X - 0.15)} y1={py(0)} x2={px(RELEASE_X - 0.3)} y2={py(0.9)} />
        <line x1={px(RELEASE_X - 0.45)} y1={py(0)} x2={px(RELEASE_X - 0.3)} y2={py(0.9)} />
        <line x1={px(RELEASE_X - 0.3)} y1={py(0.9)} x2={px(RELEASE_X - 0.3)} y2={py(1.55)} />
        <line x1={px(RELEASE_X - 0.3)} y1={py(1.45)} x2={px(RELEASE_X)} y2={py(RELEASE_Y - 0.1)} />
      </g>
      <circle cx={px(RELEASE_X - 0.3)} cy={py(1.72)} r={px(0.15)} fill="#1e293b" />
      {/* Pole, backboard, rim and net. */}
      <rect
        x={px(POLE_X)}
        y={py(BOARD_BOTTOM_Y)}
        width={px(0.12)}
        height={px(BOARD_BOTTOM_Y)}
        fill="#475569"
      />
      <rect x={px(BOARD_X)} y={py(3.3)} width={px(0.4)} height={px(0.08)} fill="#475569" />
      <rect
        x={px(BOARD_X)}
        y={py(BOARD_TOP_Y)}
        width={px(0.07)}
        height={px(BOARD_TOP_Y - BOARD_BOTTOM_Y)}
        fill="#ffffff"
        stroke="#334155"
        strokeWidth={2}
      />
      <g stroke="#f8fafc" strokeWidth={2}>
        <line x1={px(rimLeft)} y1={py(RIM_Y)} x2={px(rimLeft + 0.08)} y2={py(RIM_Y - 0.4)} />
        <line x1={px(rimRight)} y1={py(RIM_Y)} x2={px(rimRight - 0.08)} y2={py(RIM_Y - 0.4)} />
        <line x1={px(HOOP_X - 0.08)} y1={py(RIM_Y)} x2={px(HOOP_X - 0.04)} y2={py(RIM_Y - 0.4)} />
        <line x1={px(HOOP_X + 0.08)} y1={py(RIM_Y)} x2={px(HOOP_X + 0.04)} y2={py(RIM_Y - 0.4)} />
      </g>
      <line
        x1={px(rimRight)}
        y1={py(RIM_Y)}
        x2={px(BOARD_X)}
        y2={py(RIM_Y)}
        stroke="#c2410c"
        strokeWidth={4}
      />
      <line
        x1={px(rimLeft)}
        y1={py(RIM_Y)}
        x2={px(rimRight)}
        y2={py(RIM_Y)}
        stroke="#ea580c"
        strokeWidth={5}
        strokeLinecap="round"
      />
    </g>
  );
});
