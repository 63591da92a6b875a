// The ball is a real projectile: x = x0 + vx·t, y = y0 + vy·t − g·t²/2, from the release point, with
// v0 from the power and the launch angle from the slider. Everything about a shot is known at release.
//
// The make window: a shot scores when the ball centre comes down through rim height (3.05 m) within
// 0.2 m of the hoop centre (4.6 m in front of the release point, released at 2.0 m), before touching the
// backboard. With v0 = 4.15 + 0.05 × power m/s and power in steps of 5, that means: 45° scores at power 70
// (65 and 75 miss); 35° at 85; 40° at 75; 50°, 55° and 60° at 70; 65° at 80; 70° at 90 or 95; at 30° or below nothing
// reaches. The AI's 60–80 power and 40–50° scores roughly a quarter of its shots.
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
  POWER_MAX,
  RELEASE_X,
  RELEASE_Y,
  RIM_Y,
} from './constants';

export interface Launch {
  power: number;
  angleDeg: number;
  /** m/s */
  vx: number;
  vy: number;
  /** Seconds after release when the ball touches the backboard, or null. */
  boardAtS: number | null;
  /** Milliseconds (rounded up) after release when the ball drops through the hoop, or null for a miss. */
  makeAtMs: number | null;
  /** Milliseconds (rounded up) after release when the ball lands or leaves the court. */
  endMs: number;
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
  const vx = speed * Math.cos(radians);
  const vy = speed * Math.sin(radians);

  const toBoard = (BOARD_X - BALL_RADIUS - RELEASE_X) / vx;
  const boardHeight = heightAt(vy, toBoard);
  const boardAtS =
    boardHeight >= BOARD_BOTTOM_Y - BALL_RADIUS && boardHeight <= BOARD_TOP_Y + BALL_RADIUS
      ? toBoard
      : null;

  const throughRim = descendingTimeAt(RIM_Y, vy);
  const made =
    throughRim !== null &&
    (boardAtS === null || throughRim < boardAtS) &&
    Math.abs(RELEASE_X + vx * throughRim - HOOP_X) <= MAKE_TOLERANCE;

  const landS = descendingTimeAt(BALL_RADIUS, vy) ?? 0;
  const exitS = boardAtS === null ? (COURT_WIDTH + BALL_RADIUS - RELEASE_X) / vx : Infinity;
  return {
    power,
    angleDeg,
    vx,
    vy,
    boardAtS,
    makeAtMs: made && throughRim !== null ? Math.ceil(throughRim * 1000) : null,
    endMs: Math.ceil(Math.min(landS, exitS) * 1000),
  };
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
