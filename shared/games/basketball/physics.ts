// The ball is a real projectile: x = x0 + vx·t, y = y0 + vy·t − g·t²/2, from the release point, with
// v0 from the power and the launch angle from the slider. Everything about a shot is known at release.
//
// The make window: a shot scores when the ball centre comes down through rim height (3.05 m) within
// 0.2 m of the hoop centre (4.6 m in front of the release point, released at 2.0 m), before touching the
// backboard. With v0 = 6.25 + 0.02 × power m/s and power in steps of 5, that means: 45° scores at 65, 70
// and 75 (60 falls short, 80 goes long); 40° at 80–85; 50° and 55° at 60–70; 60° at 70–80; 65° at 90–100;
// at 35° or below and at 70° or above nothing scores. A miss is short or long, so the player knows which
// way to correct, and sweetSpot gives the band the power bar shows.
import { detCos, detSin } from '../core/detMath';
import {
  BALL_RADIUS,
  BOARD_BOTTOM_Y,
  BOARD_TOP_Y,
  BOARD_X,
  COURT_WIDTH,
  GRAVITY,
  HOOP_X,
  LAUNCH_SPEED_MAX,
  LAUNCH_SPEED_MIN,
  MAKE_TOLERANCE,
  MIN_SHOT_POWER,
  POLE_X,
  POWER_MAX,
  POWER_STEP,
  RELEASE_X,
  RELEASE_Y,
  RIM_RADIUS,
  RIM_Y,
} from './constants';

export interface Launch {
  power: number;
  angleDeg: number;
  /** m/s */
  vx: number;
  vy: number;
  /**
   * Seconds after release when the ball's forward flight stops: it touches the backboard, comes down on the
   * rim (a miss by a hair, which clanks off it), or the pole under the board (a ball that falls past the rim
   * low); null when nothing is in its way.
   */
  boardAtS: number | null;
  /** The miss came down on the rim. */
  rim: boolean;
  /** Milliseconds (rounded up) after release when the ball drops through the hoop, or null for a miss. */
  makeAtMs: number | null;
  /** Milliseconds (rounded up) after release when the ball lands or leaves the court. */
  endMs: number;
  /** Which way a miss went: short of the hoop, or long (past it, or off the backboard); null for a make. */
  miss: ShotMiss | null;
}

export type ShotMiss = 'short' | 'long';

/** The powers (whole steps from MIN_SHOT_POWER) that score at an angle, as a band, or null if none does. */
export interface SweetSpot {
  min: number;
  max: number;
}

export interface BallPosition {
  x: number;
  y: number;
}

export function launchSpeed(power: number): number {
  return LAUNCH_SPEED_MIN + (power / POWER_MAX) * (LAUNCH_SPEED_MAX - LAUNCH_SPEED_MIN);
}

/** The later time the height y0 + vy·t − g·t²/2 equals height, or null if it never gets there. */
function descendingTimeAt(height: number, vy: number): number | null {
  const disc = vy * vy - 2 * GRAVITY * (height - RELEASE_Y);
  return disc < 0 ? null : (vy + Math.sqrt(disc)) / GRAVITY;
}

const heightAt = (vy: number, t: number) => RELEASE_Y + vy * t - (GRAVITY * t * t) / 2;

export function launch(power: number, angleDeg: number): Launch {
  const radians = (angleDeg * Math.PI) / 180;
  const speed = launchSpeed(power);
  const vx = speed * detCos(radians);
  const vy = speed * detSin(radians);

  const landS = descendingTimeAt(BALL_RADIUS, vy) ?? 0;
  const toBoard = (BOARD_X - BALL_RADIUS - RELEASE_X) / vx;
  const boardHeight = heightAt(vy, toBoard);
  const toPole = (POLE_X - BALL_RADIUS - RELEASE_X) / vx;
  const boardAtS =
    boardHeight >= BOARD_BOTTOM_Y - BALL_RADIUS && boardHeight <= BOARD_TOP_Y + BALL_RADIUS
      ? toBoard
      : boardHeight < BOARD_BOTTOM_Y - BALL_RADIUS &&
          heightAt(vy, toPole) <= BOARD_BOTTOM_Y &&
          toPole < landS
        ? toPole
        : null;

  const throughRim = descendingTimeAt(RIM_Y, vy);
  const beforeBoard = throughRim !== null && (boardAtS === null || throughRim < boardAtS);
  const offset = throughRim === null ? -Infinity : RELEASE_X + vx * throughRim - HOOP_X;
  const made = beforeBoard && Math.abs(offset) <= MAKE_TOLERANCE;
  const miss: ShotMiss | null = made
    ? null
    : throughRim !== null && (!beforeBoard || offset > 0)
      ? 'long'
      : 'short';

  // A miss that comes down on the rim (within its radius and the ball's of the hoop centre) clanks off it and
  // drops there, instead of passing through the rim.
  const onRim = !made && beforeBoard && Math.abs(offset) <= RIM_RADIUS + BALL_RADIUS;
  const stopAtS = onRim ? throughRim : boardAtS;

  const exitS = stopAtS === null ? (COURT_WIDTH + BALL_RADIUS - RELEASE_X) / vx : Infinity;
  return {
    power,
    angleDeg,
    vx,
    vy,
    boardAtS: stopAtS,
    rim: onRim,
    makeAtMs: made && throughRim !== null ? Math.ceil(throughRim * 1000) : null,
    endMs: Math.ceil(Math.min(landS, exitS) * 1000),
    miss,
  };
}

const sweetSpots = new Map<number, SweetSpot | null>();

/** The band of charge powers (in POWER_STEP steps) that scores at this angle, or null if none does. */
export function sweetSpot(angleDeg: number): SweetSpot | null {
  const known = sweetSpots.get(angleDeg);
  if (known !== undefined) return known;
  const scoring: number[] = [];
  for (let power = MIN_SHOT_POWER; power <= POWER_MAX; power += POWER_STEP) {
    if (launch(power, angleDeg).makeAtMs !== null) scoring.push(power);
  }
  const band = scoring.length ? { min: scoring[0]!, max: scoring.at(-1)! } : null;
  sweetSpots.set(angleDeg, band);
  return band;
}

/** Where the ball is flightMs after release (it stops where the flight ends). */
export function ballAt(shot: Launch, flightMs: number): BallPosition {
  const t = Math.min(flightMs, shot.endMs) / 1000;
  const forward = shot.boardAtS === null ? t : Math.min(t, shot.boardAtS);
  return {
    x: RELEASE_X + shot.vx * forward,
    y: Math.max(BALL_RADIUS, heightAt(shot.vy, t)),
  };
}
