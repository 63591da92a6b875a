import { memo, useCallback, useMemo, useRef, type PointerEvent } from 'react';
import { initGame } from '../../../shared/games/core/runner';
import { useGameClock } from '../core/useGameClock';
import { differOnlyIn, sameEach } from '../core/sameView';
import { paintAttribute, paintText } from '../core/paint';
import { useFinish } from '../core/useFinish';
import { useStateCues } from '../sound/siteSound';
import { skiingCues } from './sounds';
import { useKeyBindings } from '../core/useKeyBindings';
import { useLocalPlayerId, type GhostView } from '../core/gameSource';
import { ReadyScreen } from '../core/ui/ReadyScreen';
import { GameHud } from '../core/ui/GameHud';
import { Announced } from '../core/ui/Announcer';
import { StartCall } from '../core/ui/StartCall';
import type { GameViewProps } from '../../../shared/games/core/types';
import {
  leanOf,
  penaltySeconds,
  showsPenaltyNotice,
  skierOf,
  skiingRules,
  speedKmh,
  type Skier,
  type SkiingState,
  type SteerDirection,
} from '../../../shared/games/skiing/rules';
import { GATE_COUNT, MISSED_GATE_PENALTY_S } from '../../../shared/games/skiing/constants';
import { announcement, followedLine, slopeLabel, startCall, timeText } from './texts';
import { Slope } from './Slope';
import { NO_SKIER_PAINTED, paintSlope, type SlopeRefs } from './slopePainting';
import { firstMogulAt, lookAheadAt } from './slopeView';
import { SteerButton } from './SteerButton';
import { useHeldDirection, useReleaseOnBlur } from './useSteering';
import { useFitSlope } from './useFitSlope';

/** The skier the view follows: the viewer's own, or (for someone watching) the first seat's. */
const followed = (state: SkiingState, viewerId: string): Skier | undefined =>
  skierOf(state, viewerId) ?? state.skiers[0];

const othersThan = (state: SkiingState, skier: Skier | undefined) =>
  state.skiers.filter((other) => other !== skier);

/** The RNG's state moves when an AI skier picks its aim: nothing on screen shows it. */
const differOnlyInTime = differOnlyIn<SkiingState>(
  'skiers',
  'elapsedMs',
  'frames',
  'rng',
  'countdownMs',
);
/** A skier's position, speed and steering are painted; an AI's aim is not shown at all. */
const differOnlyInMotion = differOnlyIn<Skier>('x', 'y', 'speed', 'steer', 'aim');

/** The HUD's speed readout. */
const speedText = (skier: Skier) => `${speedKmh(skier)} km/h`;

/**
 * The skiers move and the clock runs on every frame; the view paints those (the time, the scroll, the
 * skiers and the viewer's lean, the slope's description, and which steer button is pressed) and renders
 * only when something else shows differently: a gate passed or missed by anyone, the viewer's penalty
 * notice, the batch of moguls drawn (every 440 units, see Slope) or the gate the look-ahead arrow marks
 * (twice a gate, see lookAheadAt).
 */
function sameView(shown: SkiingState, next: SkiingState, viewerId: string): boolean {
  if (!differOnlyInTime(shown, next) || startCall(shown) !== startCall(next)) return false;
  if (!sameEach(shown.skiers, next.skiers, differOnlyInMotion)) return false;
  const before = followed(shown, viewerId);
  const after = followed(next, viewerId);
  if (!before || !after) return before === after;
  return (
    showsPenaltyNotice(shown, before) === showsPenaltyNotice(next, after) &&
    firstMogulAt(before.y) === firstMogulAt(after.y) &&
    lookAheadAt(before.gates, before.gatesPassed, before.y) ===
      lookAheadAt(after.gates, after.gatesPassed, after.y)
  );
}

/** The other skiers' progress; re-renders when one passes a gate, not on every frame. */
const RivalProgress = memo(
  function RivalProgress({ others }: { others: readonly Skier[] }) {
    if (others.length === 0) return null;
    return (
      <ul aria-label="Rivals" className="text-center text-sm text-slate-700">
        {others.map((other) => (
          <li key={other.player.id}>
            <span className="font-semibold text-navy-900">{other.player.name}</span> · gate{' '}
            {other.gatesPassed}/{GATE_COUNT}, {other.missedGates} missed
          </li>
        ))}
      </ul>
    );
  },
  (a, b) => sameEach(a.others, b.others, (x, y) => x.gates === y.gates),
);

export default function SkiingGame({ players, settings, seed, onFinish }: GameViewProps) {
  // The seat this device skis for: 'you' here, its own seat in a room on the game server.
  const viewerId = useLocalPlayerId();
  const createState = useCallback(
    () => initGame(skiingRules, players, settings, seed),
    [players, settings, seed],
  );
  const timeRef = useRef<HTMLElement>(null);
  const speedRef = useRef<HTMLElement>(null);
  const svg = useRef<SVGSVGElement>(null);
  const course = useRef<SVGGElement>(null);
  const skierMark = useRef<SVGGElement>(null);
  const otherMarks = useRef(new Map<string, SVGGElement>());
  const ghostMark = useRef<SVGGElement>(null);
  const steerLeft = useRef<HTMLButtonElement>(null);
  const steerRight = useRef<HTMLButtonElement>(null);
  const slopeBox = useFitSlope();
  const slopeRefs: SlopeRefs = useMemo(
    () => ({ svg, course, skier: skierMark, others: otherMarks, ghost: ghostMark }),
    [],
  );
  /** What the paint hook wrote last: the skier and the scroll, and the speed's and steering's readouts. */
  const paintedSkier = useRef(NO_SKIER_PAINTED);
  const paintedReadouts = useRef({ kmh: -1, left: false, right: false });
  const paint = useCallback(
    (next: SkiingState, ghost: GhostView<SkiingState> | null, rendered: boolean) => {
      const me = followed(next, viewerId);
      if (!me) return;
      paintText(timeRef.current, timeText(next, me.player.id));
      const readouts = paintedReadouts.current;
      const kmh = speedKmh(me);
      if (
        rendered ||
        kmh !== readouts.kmh ||
        me.steer.left !== readouts.left ||
        me.steer.right !== readouts.right
      ) {
        paintedReadouts.current = { kmh, left: me.steer.left, right: me.steer.right };
        paintText(speedRef.current, speedText(me));
        paintAttribute(steerLeft.current, 'aria-pressed', String(me.steer.left));
        paintAttribute(steerRight.current, 'aria-pressed', String(me.steer.right));
      }
      paintedSkier.current = paintSlope(
        slopeRefs,
        {
          x: me.x,
          y: me.y,
          lean: leanOf(me),
          others: othersThan(next, me),
          ghost: ghost ? (skierOf(ghost.state, ghost.playerId) ?? null) : null,
          label: slopeLabel(next, viewerId),
        },
        paintedSkier.current,
        rendered,
      );
    },
    [slopeRefs, viewerId],
  );
  const hear = useStateCues(skiingCues, viewerId);
  const { state, act, ghost } = useGameClock(
    skiingRules,
    createState,
    (shown, next) => sameView(shown, next, viewerId),
    paint,
    hear,
  );
  useFinish(skiingRules, state, onFinish);
  const holdPointer = useHeldDirection(act);
  useReleaseOnBlur(act);
  const key = (direction: SteerDirection, held: boolean) => () =>
    act({ type: 'steer', direction, held });
  // Bound from the countdown on (the rules refuse steering until GO), so the ready screen's keys work as
  // usual.
  const racing = state.phase === 'playing' || state.phase === 'countdown';
  useKeyBindings({
    down: racing ? { ArrowLeft: key('left', true), ArrowRight: key('right', true) } : {},
    up: racing ? { ArrowLeft: key('left', false), ArrowRight: key('right', false) } : {},
  });

  const me = followed(state, viewerId);
  if (state.phase === 'ready' || !me) {
    return (
      <Announced message="">
        <ReadyScreen
          gameId="alpine-skiing"
          durationS={settings.duration}
          onStart={() => act({ type: 'start' })}
        />
      </Announced>
    );
  }

  const sideOf = (event: PointerEvent<HTMLDivElement>): SteerDirection => {
    const box = event.currentTarget.getBoundingClientRect();
    return event.clientX < box.left + box.width / 2 ? 'left' : 'right';
  };
  const penalty = penaltySeconds(me);
  const ghostSkier = ghost ? skierOf(ghost.state, ghost.playerId) : undefined;
  const others = othersThan(state, me);
  const watching = me.player.id !== viewerId;
  return (
    <Announced message={announcement(state, viewerId)}>
      <div className="flex flex-col gap-3">
        {watching && (
          <p className="truncate text-sm font-semibold text-slate-700">{followedLine(me)}</p>
        )}
        <GameHud
          items={[
            { label: 'Time', value: timeText(state, me.player.id), valueRef: timeRef },
            { label: 'Speed', value: speedText(me), valueRef: speedRef },
            { label: 'Penalties', value: penalty ? `+${penalty} s` : '0 s' },
          ]}
        />
        <div
          ref={slopeBox}
          className="relative mx-auto aspect-[2/3] w-full max-w-[400px] touch-none overflow-hidden rounded-2xl border-4 border-sky-900 select-none"
          onPointerDown={(event) => {
            event.currentTarget.setPointerCapture(event.pointerId);
            holdPointer(sideOf(event));
          }}
          onPointerMove={(event) => {
            if (event.currentTarget.hasPointerCapture(event.pointerId)) holdPointer(sideOf(event));
          }}
          onPointerUp={() => holdPointer(null)}
          onPointerCancel={() => holdPointer(null)}
          onPointerLeave={() => holdPointer(null)}
          onLostPointerCapture={() => holdPointer(null)}
          onContextMenu={(event) => event.preventDefault()}
        >
          <Slope
            gates={me.gates}
            gatesPassed={me.gatesPassed}
            x={me.x}
            y={me.y}
            lean={leanOf(me)}
            others={others}
            ghost={ghost && ghostSkier ? { name: ghost.name, skier: ghostSkier } : null}
            label={slopeLabel(state, viewerId)}
            svgRef={svg}
            courseRef={course}
            skierRef={skierMark}
            othersRef={otherMarks}
            ghostRef={ghostMark}
          />
          <p className="absolute top-2 left-2 rounded-md bg-navy-900 px-2 py-1 text-sm font-bold text-white tabular-nums">
            Gates {me.gatesPassed}/{GATE_COUNT}
          </p>
          {showsPenaltyNotice(state, me) && (
            // Under the gates count, which it would cover on a narrow slope.
            <p className="absolute top-11 left-2 rounded-md bg-red-700 px-2 py-1 text-sm font-bold text-white">
              +{MISSED_GATE_PENALTY_S} s missed gate
            </p>
          )}
          <StartCall call={startCall(state)} />
          <div className="absolute inset-x-2 bottom-2 flex justify-between">
            <SteerButton
              direction="left"
              held={me.steer.left}
              buttonRef={steerLeft}
              onHold={holdPointer}
            />
            <SteerButton
              direction="right"
              held={me.steer.right}
              buttonRef={steerRight}
              onHold={holdPointer}
            />
          </div>
        </div>
        <p className="text-center text-sm text-slate-700" data-control-help="">
          Hold ← / → (or the slope’s left or right half) to steer through the flags. Running
          straight builds speed, steering bleeds it: plan your line (the faded arrow shows where the
          gate beyond the slope will come).
        </p>
        <RivalProgress others={others} />
      </div>
    </Announced>
  );
}
