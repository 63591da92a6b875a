import { memo, useCallback, useMemo, useRef, type PointerEvent } from 'react';
import { initGame } from '../core/runner';
import { useGameClock } from '../core/useGameClock';
import { differOnlyIn } from '../core/sameView';
import { paintAttribute, paintText } from '../core/paint';
import { useFinish } from '../core/useFinish';
import { useKeyBindings } from '../core/useKeyBindings';
import { ReadyScreen } from '../core/ui/ReadyScreen';
import { GameHud } from '../core/ui/GameHud';
import { Announced } from '../core/ui/Announcer';
import type { GameViewProps } from '../core/types';
import {
  nextGate,
  penaltySeconds,
  shownSeconds,
  showsPenaltyNotice,
  skiingRules,
  type SkiingState,
  type SteerDirection,
} from './rules';
import { GATE_COUNT, MISSED_GATE_PENALTY_S } from './constants';
import { firstMogulAt, paintSlope, Slope, type SlopeRefs } from './Slope';
import { SteerButton } from './SteerButton';
import { useHeldDirection, useReleaseOnBlur } from './useSteering';
import { useFitSlope } from './useFitSlope';

/**
 * The slope's description: where the next gate is across (in whole units, changing only while you steer)
 * and how far ahead (in tens, so it does not change on every frame of the run).
 */
function slopeLabel(state: SkiingState): string {
  const gate = nextGate(state);
  if (!gate) return 'Slope: all gates passed.';
  const offset = Math.round(gate.x - state.x);
  const where =
    offset === 0
      ? 'straight ahead'
      : `${Math.abs(offset)} to your ${offset < 0 ? 'left' : 'right'}`;
  return `Slope: next gate ${gate.id} is ${where}, ${Math.round((gate.y - state.y) / 10) * 10} ahead.`;
}

const timeText = (state: SkiingState) => `${shownSeconds(state).toFixed(2)} s`;

/** −1 steering left, 0 straight, 1 right. */
const leanOf = (state: SkiingState) => (state.steer.right ? 1 : 0) - (state.steer.left ? 1 : 0);

const differOnlyInMotion = differOnlyIn<SkiingState>('x', 'y', 'elapsedMs', 'frames', 'steer');

/**
 * The skier moves and the clock runs on every frame; the view paints those (the time, the scroll, the skier
 * and its lean, the slope's description, and which steer button is pressed) and renders only when something
 * else shows differently: a gate passed or missed, the penalty notice, or the batch of moguls drawn (every
 * 440 units, see Slope).
 */
function sameView(shown: SkiingState, next: SkiingState): boolean {
  return (
    differOnlyInMotion(shown, next) &&
    showsPenaltyNotice(shown) === showsPenaltyNotice(next) &&
    firstMogulAt(shown.y) === firstMogulAt(next.y)
  );
}

function announcement(state: SkiingState): string {
  if (state.phase === 'finished') {
    return `Finished in ${shownSeconds(state).toFixed(2)} seconds with ${state.missedGates} missed gates.`;
  }
  const missed = state.gates.findLast((g) => g.missed);
  if (missed && showsPenaltyNotice(state)) {
    return `Missed gate ${missed.id}: plus ${MISSED_GATE_PENALTY_S} seconds.`;
  }
  return state.phase === 'playing' ? 'Go! Hold the left or right arrow key to steer.' : '';
}

/** The other skiers' progress; re-renders when one passes a gate, not on every frame. */
const RivalProgress = memo(function RivalProgress({ rivals }: { rivals: SkiingState['rivals'] }) {
  if (rivals.length === 0) return null;
  return (
    <ul aria-label="Rivals" className="text-center text-sm text-slate-700">
      {rivals.map((rival) => (
        <li key={rival.player.id}>
          <span className="font-semibold text-navy-900">{rival.player.name}</span> · gate{' '}
          {rival.gatesPassed}/{GATE_COUNT}, {rival.missedGates} missed
        </li>
      ))}
    </ul>
  );
});

export default function SkiingGame({ players, settings, seed, onFinish }: GameViewProps) {
  const createState = useCallback(
    () => initGame(skiingRules, players, settings, seed),
    [players, settings, seed],
  );
  const timeRef = useRef<HTMLElement>(null);
  const svg = useRef<SVGSVGElement>(null);
  const course = useRef<SVGGElement>(null);
  const skier = useRef<SVGGElement>(null);
  const steerLeft = useRef<HTMLButtonElement>(null);
  const steerRight = useRef<HTMLButtonElement>(null);
  const slopeBox = useFitSlope();
  const slopeRefs: SlopeRefs = useMemo(() => ({ svg, course, skier }), []);
  const paint = useCallback(
    (next: SkiingState) => {
      paintText(timeRef.current, timeText(next));
      paintAttribute(steerLeft.current, 'aria-pressed', String(next.steer.left));
      paintAttribute(steerRight.current, 'aria-pressed', String(next.steer.right));
      paintSlope(slopeRefs, { x: next.x, y: next.y, lean: leanOf(next), label: slopeLabel(next) });
    },
    [slopeRefs],
  );
  const { state, act } = useGameClock(skiingRules, createState, sameView, paint);
  useFinish(skiingRules, state, onFinish);
  const holdPointer = useHeldDirection(act);
  useReleaseOnBlur(act);
  const key = (direction: SteerDirection, held: boolean) => () =>
    act({ type: 'steer', direction, held });
  // Bound only during the run, so the ready screen's keys work as usual.
  const racing = state.phase === 'playing';
  useKeyBindings({
    down: racing ? { ArrowLeft: key('left', true), ArrowRight: key('right', true) } : {},
    up: racing ? { ArrowLeft: key('left', false), ArrowRight: key('right', false) } : {},
  });

  if (state.phase === 'ready') {
    return (
      <Announced message="">
        <ReadyScreen
          icon="⛷️"
          title="Alpine Skiing · Slalom"
          instructions="Use Arrow Keys to navigate the gates and reach the finish line!"
          startLabel="Start Skiing!"
          hint="Hold ← or → to steer. Pass each gate within its flags or take a 5 s penalty. On a touch screen, hold the left or right half of the slope."
          onStart={() => act({ type: 'start' })}
        />
      </Announced>
    );
  }

  const sideOf = (event: PointerEvent<HTMLDivElement>): SteerDirection => {
    const box = event.currentTarget.getBoundingClientRect();
    return event.clientX < box.left + box.width / 2 ? 'left' : 'right';
  };
  const penalty = penaltySeconds(state);
  return (
    <Announced message={announcement(state)}>
      <div className="flex flex-col gap-3">
        <GameHud
          items={[
            { label: 'Time', value: timeText(state), valueRef: timeRef },
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
            gates={state.gates}
            gatesPassed={state.gatesPassed}
            x={state.x}
            y={state.y}
            lean={leanOf(state)}
            label={slopeLabel(state)}
            svgRef={svg}
            courseRef={course}
            skierRef={skier}
          />
          <p className="absolute top-2 left-2 rounded-md bg-navy-900 px-2 py-1 text-sm font-bold text-white tabular-nums">
            Gates {state.gatesPassed}/{GATE_COUNT}
          </p>
          {showsPenaltyNotice(state) && (
            // Under the gates count, which it would cover on a narrow slope.
            <p className="absolute top-11 left-2 rounded-md bg-red-700 px-2 py-1 text-sm font-bold text-white">
              +{MISSED_GATE_PENALTY_S} s missed gate
            </p>
          )}
          <div className="absolute inset-x-2 bottom-2 flex justify-between">
            <SteerButton
              direction="left"
              held={state.steer.left}
              buttonRef={steerLeft}
              onHold={holdPointer}
            />
            <SteerButton
              direction="right"
              held={state.steer.right}
              buttonRef={steerRight}
              onHold={holdPointer}
            />
          </div>
        </div>
        <p className="text-center text-sm text-slate-700">
          Hold ← / → (or the slope’s left or right half) to steer through the flags.
        </p>
        <RivalProgress rivals={state.rivals} />
      </div>
    </Announced>
  );
}
