// The basketball court as React draws it: the court, each shooter's ball, trail and aim, and who just
// scored. It re-renders only when the picture changes; courtPainting.ts moves the balls in between.
import { memo } from 'react';
import {
  BOARD_X,
  COURT_HEIGHT,
  COURT_WIDTH,
  POINTS_PER_BASKET,
  RELEASE_X,
  RELEASE_Y,
  RIM_Y,
} from '../../../shared/games/basketball/constants';
import { ballAt } from '../../../shared/games/basketball/physics';
import type { Shooter } from '../../../shared/games/basketball/rules';
import { sameEach } from '../core/sameView';
import { CourtBackground } from './CourtBackground';
import { AimGuide, Ball, Trail } from './CourtPieces';
import type { CourtRefs } from './courtPainting';
import { px, py } from './courtGeometry';

/** SVG units between two scorer tags stacked above the hoop. */
const TAG_LINE = 30;

/**
 * '+2' and who scored it, above the hoop while the basket is fresh (from the ball dropping in to the shot's
 * reset); baskets at the same moment stack upwards.
 */
function ScorerTag({ scorer, line }: { scorer: CourtShooter; line: number }) {
  const { shooter, colour, human } = scorer;
  const y = py(RIM_Y + 0.55) - line * TAG_LINE;
  const right = px(BOARD_X) - 8;
  return (
    <g data-scorer={shooter.player.id}>
      <text
        x={right}
        y={y}
        textAnchor="end"
        fontSize={24}
        fontWeight={800}
        fill="#14532d"
        stroke="#ffffff"
        strokeWidth={5}
        paintOrder="stroke"
      >
        <tspan fill={colour}>●</tspan> {human ? 'You' : shooter.player.name} +{POINTS_PER_BASKET}
      </text>
    </g>
  );
}

export interface CourtShooter {
  shooter: Shooter;
  colour: string;
  human: boolean;
}

/**
 * What a render of the court draws of a shooter; its other fields (AI clocks) change without changing the
 * picture, and the ones that change on every frame (the power, the ball's flight) are painted (paintCourt).
 */
function sameDrawing(a: CourtShooter, b: CourtShooter) {
  if (a.colour !== b.colour || a.human !== b.human) return false;
  const s = a.shooter;
  const t = b.shooter;
  return (
    s.player === t.player &&
    s.shot === t.shot &&
    s.angleDeg === t.angleDeg &&
    s.scored === t.scored &&
    s.ball === t.ball
  );
}

interface CourtProps {
  shooters: readonly CourtShooter[];
  label: string;
  /** Where the Court hands its moving elements to the view's paint hook (see useCourtElements). */
  refs: CourtRefs;
}

const sameCourt = (a: CourtProps, b: CourtProps) =>
  a.label === b.label && a.refs === b.refs && sameEach(a.shooters, b.shooters, sameDrawing);

/**
 * A side view of the court: every player shoots from the same spot at the same hoop. Re-renders only when
 * the picture changes (a shot, the aim), not on every frame of the game clock: the view's paint hook moves
 * the balls and the aim guide in between (paintCourt).
 */
export const Court = memo(function Court({ shooters, label, refs }: CourtProps) {
  const scorers = shooters.filter(({ shooter }) => shooter.scored);
  return (
    <svg
      viewBox={`0 0 ${px(COURT_WIDTH)} ${px(COURT_HEIGHT)}`}
      role="img"
      aria-label={label}
      className="mx-auto block h-auto w-full rounded-2xl border-4 border-amber-900 select-none max-sm:max-h-[210px] max-sm:w-auto max-sm:max-w-full"
    >
      <CourtBackground />
      {shooters.map(({ shooter, colour, human }) => {
        const inHand = shooter.shot === 'idle' || shooter.shot === 'charging';
        const id = shooter.player.id;
        return (
          <g key={id} data-shooter={id}>
            {human && inHand && (
              <AimGuide angleDeg={shooter.angleDeg} power={shooter.power} aimRef={refs.aim} />
            )}
            {shooter.ball && <Trail colour={colour} trailRef={refs.trail(id)} />}
            {shooter.ball ? (
              <Ball
                {...ballAt(shooter.ball, shooter.flightMs)}
                colour={colour}
                yours={human}
                ballRef={refs.ball(id)}
              />
            ) : (
              human && (
                <Ball x={RELEASE_X} y={RELEASE_Y} colour={colour} yours ballRef={refs.ball(id)} />
              )
            )}
          </g>
        );
      })}
      {scorers.map((scorer, line) => (
        <ScorerTag key={scorer.shooter.player.id} scorer={scorer} line={line} />
      ))}
    </svg>
  );
}, sameCourt);
