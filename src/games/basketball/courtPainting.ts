// The court between renders: the balls in the air, their trails and the aim guide are painted straight in
// the DOM on every frame (paintCourt), through elements the Court hands over by ref (useCourtElements).
import { useCallback, useMemo, useRef } from 'react';
import { paintAttribute, writeStyle } from '../core/paint';
import { RELEASE_X, RELEASE_Y } from '../../../shared/games/basketball/constants';
import { ballAt, type Launch } from '../../../shared/games/basketball/physics';
import type { Shooter } from '../../../shared/games/basketball/rules';
import { aimEnd, ballTransform, px, py } from './courtGeometry';

const TRAIL_STEP_MS = 40;

const trailPoint = (ball: Launch, dot: number) => {
  const p = ballAt(ball, dot * TRAIL_STEP_MS);
  return `${px(p.x).toFixed(1)},${py(p.y).toFixed(1)}`;
};

/** Dots of the trail so far: one at 0 ms and one every 40 ms of flight up to the ball's end. */
const trailDots = (shooter: Shooter, ball: Launch) =>
  Math.floor(Math.min(shooter.flightMs, ball.endMs) / TRAIL_STEP_MS) + 1;

/** What each trail element shows: of which ball, how many dots, and their points. */
const paintedTrails = new WeakMap<
  SVGPolylineElement,
  { ball: Launch; dots: number; points: string }
>();

/** Draws the trail up to `dots` dots, adding only the new ones to what the element shows of this ball. */
function paintTrail(element: SVGPolylineElement | undefined, ball: Launch, dots: number) {
  if (!element) return;
  const shown = paintedTrails.get(element);
  const sameBall = shown !== undefined && shown.ball === ball;
  if (sameBall && shown.dots === dots) return;
  const growing = sameBall && shown.dots < dots;
  let points = growing ? shown.points : '';
  for (let i = growing ? shown.dots : 0; i < dots; i++) {
    points += `${points ? ' ' : ''}${trailPoint(ball, i)}`;
  }
  element.setAttribute('points', points);
  paintedTrails.set(element, { ball, dots, points });
}

/** The court's elements that move between renders (by shooter id), found by the view's paint hook. */
export interface CourtElements {
  balls: Map<string, SVGGElement>;
  trails: Map<string, SVGPolylineElement>;
  aim: SVGLineElement | null;
}

/** Callback refs that keep CourtElements up to date as the Court mounts and unmounts them. */
export interface CourtRefs {
  ball(id: string): (element: SVGGElement | null) => void;
  trail(id: string): (element: SVGPolylineElement | null) => void;
  aim(element: SVGLineElement | null): void;
}

function keep<E>(map: Map<string, E>, id: string, element: E | null) {
  if (element) map.set(id, element);
  else map.delete(id);
}

/**
 * The court's moving elements: the refs the Court fills them through, and `paint`, which paints them
 * (paintCourt) for the view's paint hook.
 */
export function useCourtElements(): {
  refs: CourtRefs;
  paint(shooters: readonly Shooter[], you: Shooter | undefined, rendered: boolean): void;
} {
  const elements = useRef<CourtElements>({ balls: new Map(), trails: new Map(), aim: null });
  const refs = useMemo<CourtRefs>(
    () => ({
      ball: (id) => (element) => keep(elements.current.balls, id, element),
      trail: (id) => (element) => keep(elements.current.trails, id, element),
      aim: (element) => {
        elements.current.aim = element;
      },
    }),
    [],
  );
  const painted = useRef(new Map<string, PaintedShooter>());
  const paint = useCallback(
    (shooters: readonly Shooter[], you: Shooter | undefined, rendered: boolean) =>
      paintCourt(elements.current, shooters, you, painted.current, rendered),
    [],
  );
  return { refs, paint };
}

/** What paintCourt wrote last of a shooter: its ball, how far into its flight, and the aim guide. */
export interface PaintedShooter {
  ball: Launch | null;
  flightMs: number;
  angleDeg: number;
  power: number;
}

/**
 * Moves the balls in the air and draws their trails, and sets the aim guide for `you` (while the ball is in
 * hand), straight in the DOM: what a render of the Court would draw of these shooters. A shooter whose ball,
 * flight and aim are as `painted` remembers them is skipped, unless `rendered` (React has just drawn the court,
 * maybe from an older state).
 */
export function paintCourt(
  elements: CourtElements,
  shooters: readonly Shooter[],
  you: Shooter | undefined,
  painted: Map<string, PaintedShooter>,
  rendered: boolean,
) {
  for (const shooter of shooters) {
    const { ball } = shooter;
    const id = shooter.player.id;
    const last = painted.get(id);
    const aimShown = shooter === you;
    if (
      !rendered &&
      last &&
      last.ball === ball &&
      last.flightMs === shooter.flightMs &&
      (!aimShown || (last.angleDeg === shooter.angleDeg && last.power === shooter.power))
    ) {
      continue;
    }
    painted.set(id, {
      ball,
      flightMs: shooter.flightMs,
      angleDeg: shooter.angleDeg,
      power: shooter.power,
    });
    // A ball in hand (yours, drawn at the release point) is painted too, so it is right whatever React drew.
    const at = ball ? ballAt(ball, shooter.flightMs) : { x: RELEASE_X, y: RELEASE_Y };
    writeStyle(elements.balls.get(id) ?? null, 'transform', ballTransform(at.x, at.y));
    if (ball) paintTrail(elements.trails.get(id), ball, trailDots(shooter, ball));
    if (aimShown && elements.aim) {
      const end = aimEnd(shooter.angleDeg, shooter.power);
      paintAttribute(elements.aim, 'x2', String(end.x));
      paintAttribute(elements.aim, 'y2', String(end.y));
    }
  }
}
