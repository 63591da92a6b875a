import { memo, useCallback, useMemo, useRef } from 'react';
import { paintAttribute, paintStyle } from '../core/paint';
import {
  BALL_RADIUS,
  BOARD_BOTTOM_Y,
  BOARD_TOP_Y,
  BOARD_X,
  POLE_X,
  COURT_HEIGHT,
  COURT_WIDTH,
  HOOP_X,
  POINTS_PER_BASKET,
  RELEASE_X,
  RELEASE_Y,
  RIM_RADIUS,
  RIM_Y,
} from '../../../shared/games/basketball/constants';
import { ballAt, type Launch } from '../../../shared/games/basketball/physics';
import type { Shooter } from '../../../shared/games/basketball/rules';
import { sameEach } from '../core/sameView';

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

/**
 * Where the ball has been so far, one dot every 40 ms: drawn by paintCourt (the element's points are its
 * alone, React never sets them).
 */
function Trail({
  colour,
  trailRef,
}: {
  colour: string;
  trailRef: (element: SVGPolylineElement | null) => void;
}) {
  return (
    <polyline
      ref={trailRef}
      fill="none"
      stroke={colour}
      strokeWidth={2}
      strokeDasharray="2 6"
      strokeLinecap="round"
      opacity={0.7}
    />
  );
}

const ballTransform = (x: number, y: number) => `translate(${px(x)}px, ${py(y)}px)`;

/**
 * A ball, drawn at the origin and moved to (x, y) by its transform (which paintCourt keeps current). Yours
 * carries a white ring and a 'You' tag, so it stands out among the opponents' balls.
 */
function Ball({
  x,
  y,
  colour,
  yours,
  ballRef,
}: {
  x: number;
  y: number;
  colour: string;
  yours: boolean;
  ballRef?: (element: SVGGElement | null) => void;
}) {
  return (
    <g
      ref={ballRef}
      data-ball={yours ? 'yours' : 'opponent'}
      style={{ transform: ballTransform(x, y) }}
    >
      {yours && (
        <>
          <circle
            cx={0}
            cy={0}
            r={px(BALL_RADIUS) + 4}
            fill="#ffffff"
            stroke="#0f172a"
            strokeWidth={1.5}
          />
          {/* Up and to the left: the aim guide and the flight go up and to the right. */}
          <text
            x={-4}
            y={-px(BALL_RADIUS) - 6}
            textAnchor="end"
            fontSize={20}
            fontWeight={800}
            fill="#0f172a"
            stroke="#ffffff"
            strokeWidth={4}
            paintOrder="stroke"
          >
            You
          </text>
        </>
      )}
      <circle cx={0} cy={0} r={px(BALL_RADIUS)} fill={colour} stroke="#1e293b" strokeWidth={1.5} />
      <line
        x1={-px(BALL_RADIUS)}
        y1={0}
        x2={px(BALL_RADIUS)}
        y2={0}
        stroke="#1e293b"
        strokeWidth={1}
      />
    </g>
  );
}

/** Where the aim guide ends: the launch direction, longer with more power. */
function aimEnd(angleDeg: number, power: number) {
  const radians = (angleDeg * Math.PI) / 180;
  const length = 0.5 + (power / 100) * 1.5;
  return {
    x: px(RELEASE_X + Math.cos(radians) * length),
    y: py(RELEASE_Y + Math.sin(radians) * length),
  };
}

/** The aim guide: the launch direction, longer with more power (which paintCourt keeps current). */
function AimGuide({
  angleDeg,
  power,
  aimRef,
}: {
  angleDeg: number;
  power: number;
  aimRef: (element: SVGLineElement | null) => void;
}) {
  const end = aimEnd(angleDeg, power);
  return (
    <line
      ref={aimRef}
      x1={px(RELEASE_X)}
      y1={py(RELEASE_Y)}
      x2={end.x}
      y2={end.y}
      stroke="#0f172a"
      strokeWidth={3}
      strokeDasharray="8 6"
      strokeLinecap="round"
    />
  );
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
  paint(shooters: readonly Shooter[], you: Shooter | undefined): void;
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
  const paint = useCallback(
    (shooters: readonly Shooter[], you: Shooter | undefined) =>
      paintCourt(elements.current, shooters, you),
    [],
  );
  return { refs, paint };
}

/**
 * Moves the balls in the air and draws their trails, and sets the aim guide for `you` (while the ball is in
 * hand), straight in the DOM: what a render of the Court would draw of these shooters.
 */
export function paintCourt(
  elements: CourtElements,
  shooters: readonly Shooter[],
  you: Shooter | undefined,
) {
  for (const shooter of shooters) {
    const { ball } = shooter;
    // A ball in hand (yours, drawn at the release point) is painted too, so it is right whatever React drew.
    const at = ball ? ballAt(ball, shooter.flightMs) : { x: RELEASE_X, y: RELEASE_Y };
    paintStyle(
      elements.balls.get(shooter.player.id) ?? null,
      'transform',
      ballTransform(at.x, at.y),
    );
    if (ball) paintTrail(elements.trails.get(shooter.player.id), ball, trailDots(shooter, ball));
  }
  if (you && elements.aim) {
    const end = aimEnd(you.angleDeg, you.power);
    paintAttribute(elements.aim, 'x2', String(end.x));
    paintAttribute(elements.aim, 'y2', String(end.y));
  }
}

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
