import { memo } from 'react';
import {
  BALL_RADIUS,
  BOARD_BOTTOM_Y,
  BOARD_TOP_Y,
  BOARD_X,
  COURT_HEIGHT,
  COURT_WIDTH,
  HOOP_X,
  RELEASE_X,
  RELEASE_Y,
  RIM_RADIUS,
  RIM_Y,
} from './constants';
import { ballAt } from './physics';
import type { Shooter } from './rules';

/** SVG units per metre. */
const SCALE = 80;
const px = (x: number) => x * SCALE;
const py = (y: number) => (COURT_HEIGHT - y) * SCALE;
const TRAIL_STEP_MS = 40;

const CourtBackground = memo(function CourtBackground() {
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
        x={px(BOARD_X + 0.35)}
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

/** Where the ball has been so far, one dot every 40 ms (re-drawn only when a dot is added). */
const Trail = memo(function Trail({
  ball,
  dots,
  colour,
}: {
  ball: NonNullable<Shooter['ball']>;
  dots: number;
  colour: string;
}) {
  const points: string[] = [];
  for (let i = 0; i < dots; i++) {
    const p = ballAt(ball, i * TRAIL_STEP_MS);
    points.push(`${px(p.x).toFixed(1)},${py(p.y).toFixed(1)}`);
  }
  return (
    <polyline
      points={points.join(' ')}
      fill="none"
      stroke={colour}
      strokeWidth={2}
      strokeDasharray="2 6"
      strokeLinecap="round"
      opacity={0.7}
    />
  );
});

/** Dots of the trail so far: one at 0 ms and one every 40 ms of flight up to the ball's end. */
const trailDots = (shooter: Shooter, ball: NonNullable<Shooter['ball']>) =>
  Math.floor(Math.min(shooter.flightMs, ball.endMs) / TRAIL_STEP_MS) + 1;

function Ball({ x, y, colour }: { x: number; y: number; colour: string }) {
  return (
    <g>
      <circle
        cx={px(x)}
        cy={py(y)}
        r={px(BALL_RADIUS)}
        fill={colour}
        stroke="#1e293b"
        strokeWidth={1.5}
      />
      <line
        x1={px(x - BALL_RADIUS)}
        y1={py(y)}
        x2={px(x + BALL_RADIUS)}
        y2={py(y)}
        stroke="#1e293b"
        strokeWidth={1}
      />
    </g>
  );
}

/** The aim guide: the launch direction, longer with more power. */
function AimGuide({ angleDeg, power }: { angleDeg: number; power: number }) {
  const radians = (angleDeg * Math.PI) / 180;
  const length = 0.5 + (power / 100) * 1.5;
  return (
    <line
      x1={px(RELEASE_X)}
      y1={py(RELEASE_Y)}
      x2={px(RELEASE_X + Math.cos(radians) * length)}
      y2={py(RELEASE_Y + Math.sin(radians) * length)}
      stroke="#0f172a"
      strokeWidth={3}
      strokeDasharray="8 6"
      strokeLinecap="round"
    />
  );
}

export interface CourtShooter {
  shooter: Shooter;
  colour: string;
  human: boolean;
}

/** What the court draws of a shooter; its other fields (AI clocks) change without changing the picture. */
function sameDrawing(a: CourtShooter, b: CourtShooter | undefined) {
  if (!b || a.colour !== b.colour || a.human !== b.human) return false;
  const s = a.shooter;
  const t = b.shooter;
  return (
    s.player === t.player &&
    s.shot === t.shot &&
    s.angleDeg === t.angleDeg &&
    s.power === t.power &&
    s.scored === t.scored &&
    s.ball === t.ball &&
    (s.ball === null || s.flightMs === t.flightMs)
  );
}

interface CourtProps {
  shooters: readonly CourtShooter[];
  label: string;
}

const sameCourt = (a: CourtProps, b: CourtProps) =>
  a.label === b.label &&
  a.shooters.length === b.shooters.length &&
  a.shooters.every((shooter, i) => sameDrawing(shooter, b.shooters[i]));

/**
 * A side view of the court: every player shoots from the same spot at the same hoop. Re-renders only when
 * the picture changes (a ball flies, the aim moves), not on every frame of the game clock.
 */
export const Court = memo(function Court({ shooters, label }: CourtProps) {
  return (
    <svg
      viewBox={`0 0 ${px(COURT_WIDTH)} ${px(COURT_HEIGHT)}`}
      role="img"
      aria-label={label}
      className="block h-auto w-full rounded-2xl border-4 border-amber-900 select-none"
    >
      <CourtBackground />
      {shooters.map(({ shooter, colour, human }) => {
        const inHand = shooter.shot === 'idle' || shooter.shot === 'charging';
        return (
          <g key={shooter.player.id}>
            {human && inHand && <AimGuide angleDeg={shooter.angleDeg} power={shooter.power} />}
            {shooter.ball && (
              <Trail ball={shooter.ball} dots={trailDots(shooter, shooter.ball)} colour={colour} />
            )}
            {shooter.ball ? (
              <Ball {...ballAt(shooter.ball, shooter.flightMs)} colour={colour} />
            ) : (
              human && <Ball x={RELEASE_X} y={RELEASE_Y} colour={colour} />
            )}
            {shooter.scored && (
              <text
                x={px(HOOP_X)}
                y={py(RIM_Y + 0.5)}
                textAnchor="middle"
                fontSize={28}
                fontWeight={800}
                fill="#14532d"
              >
                +2
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}, sameCourt);
