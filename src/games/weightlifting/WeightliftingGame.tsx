import { memo, useCallback } from 'react';
import { initGame } from '../core/runner';
import { useGameClock } from '../core/useGameClock';
import { differOnlyIn } from '../core/sameView';
import { useFinish } from '../core/useFinish';
import { useKeyBindings } from '../core/useKeyBindings';
import { ReadyScreen } from '../core/ui/ReadyScreen';
import { GameHud } from '../core/ui/GameHud';
import { Announced } from '../core/ui/Announcer';
import type { GameViewProps } from '../core/types';
import { resultMessage, weightliftingRules, type WeightliftingState } from './rules';
import { ATTEMPTS, BAR_FULL, HOLD_TOLERANCE } from './constants';
import { Lifter } from './Lifter';
import { HoldBar, LiftBar } from './Bars';
import { AttemptList } from './AttemptList';
import { RivalList } from './RivalList';

function prompt(state: WeightliftingState): string {
  const attempt = `Attempt ${state.attempt}/${ATTEMPTS} · ${state.weightKg} kg: `;
  if (state.phase === 'lifting') return `${attempt}mash LIFT! (or Space) to fill the bar.`;
  if (state.phase === 'holding') {
    return `${attempt}press HOLD! (or Space) with the marker in the green zone!`;
  }
  return '';
}

function announcement(state: WeightliftingState): string {
  const message = resultMessage(state);
  if (message) return `${message} Total ${state.totalKg} kg.`;
  if (state.phase === 'lifting')
    return `Attempt ${state.attempt} of ${ATTEMPTS}: ${state.weightKg} kg. Lift!`;
  if (state.phase === 'holding') return `Bar up! Hold when the marker reaches ${state.target}.`;
  return '';
}

type Outcome = 'success' | 'fail' | null;

function lifterPose(state: WeightliftingState): { height: number; tilt: number; outcome: Outcome } {
  const last = state.lifts.at(-1);
  const done = state.phase === 'result' || state.phase === 'finished';
  const outcome: Outcome = done && last ? (last.success ? 'success' : 'fail') : null;
  if (outcome === 'fail') return { height: 0, tilt: 8, outcome };
  if (outcome === 'success') return { height: 1, tilt: 0, outcome };
  if (state.phase === 'holding') {
    const off = Math.max(0, Math.abs(state.marker - state.target) - HOLD_TOLERANCE);
    return { height: 1, tilt: Math.round(Math.min(12, off / 3)), outcome };
  }
  return { height: (state.bar / BAR_FULL) * 0.7, tilt: 0, outcome };
}

// The view re-renders on every animation frame; the two cards re-render only when their bar, marker or button
// state changes (the lifter, attempts and rivals likewise).
const LiftCard = memo(function LiftCard({
  bar,
  enabled,
  onLift,
}: {
  bar: number;
  enabled: boolean;
  onLift(): void;
}) {
  return (
    <div className="card flex flex-col gap-2 p-3 sm:gap-3 sm:p-4">
      <div className="flex items-center justify-between text-sm font-medium text-slate-700">
        <span>Lift bar</span>
        <span className="tabular-nums">{bar}%</span>
      </div>
      <LiftBar value={bar} />
      <button
        type="button"
        className="btn-primary min-h-14 touch-manipulation text-2xl tracking-wide select-none"
        disabled={!enabled}
        onClick={onLift}
      >
        LIFT!
      </button>
    </div>
  );
});

const HoldCard = memo(function HoldCard({
  marker,
  target,
  active,
  onHold,
}: {
  marker: number;
  target: number;
  active: boolean;
  onHold(): void;
}) {
  return (
    <div className="card flex flex-col gap-2 p-3 sm:gap-3 sm:p-4">
      <div className="flex items-center justify-between text-sm font-medium text-slate-700">
        <span>Hold zone</span>
        <span className="tabular-nums">Target {target}</span>
      </div>
      <HoldBar marker={marker} target={target} active={active} />
      <button
        type="button"
        className="btn min-h-14 touch-manipulation bg-emerald-700 text-2xl tracking-wide text-white select-none hover:bg-emerald-800 disabled:hover:bg-emerald-700"
        disabled={!active}
        onClick={onHold}
      >
        HOLD!
      </button>
    </div>
  );
});

/**
 * The view shows none of the timers (the carries towards the bar's and the marker's next ticks, the hold's
 * and the result pause's time, the time played): the clock re-renders it when the bar or the marker moves
 * or the phase changes, not on every frame (during a result pause, not at all).
 */
const sameView = differOnlyIn<WeightliftingState>(
  'decayCarryMs',
  'markerCarryMs',
  'holdingMs',
  'resultMs',
  'elapsedMs',
);

export default function WeightliftingGame({ players, settings, seed, onFinish }: GameViewProps) {
  const createState = useCallback(
    () => initGame(weightliftingRules, players, settings, seed),
    [players, settings, seed],
  );
  const { state, act } = useGameClock(weightliftingRules, createState, sameView);
  useFinish(weightliftingRules, state, onFinish);
  const liftNow = useCallback(() => act({ type: 'lift' }), [act]);
  const holdNow = useCallback(() => act({ type: 'hold' }), [act]);
  // Bound only once started: on the ready screen Space must reach the focused start button.
  useKeyBindings({ down: state.phase === 'ready' ? {} : { ' ': () => act({ type: 'press' }) } });

  if (state.phase === 'ready') {
    return (
      <Announced message="">
        <ReadyScreen
          icon="🏋️"
          title="Weightlifting · Three attempts"
          instructions="Mash the button to lift, then time your hold perfectly!"
          startLabel="Start Lifting!"
          hint="Keyboard: Space mashes while lifting and holds while holding. Hold within 10 of the target; each success adds 20 kg."
          onStart={() => act({ type: 'start' })}
        />
      </Announced>
    );
  }

  const pose = lifterPose(state);
  const message = resultMessage(state);
  const lastSuccess = state.lifts.at(-1)?.success;
  return (
    <Announced message={announcement(state)}>
      <div className="flex flex-col gap-4">
        <GameHud
          items={[
            { label: 'Attempt', value: `${state.attempt}/${ATTEMPTS}` },
            { label: 'Total', value: `${state.totalKg} kg` },
            { label: 'Weight', value: `${state.weightKg} kg` },
          ]}
        />
        <p
          className={`flex min-h-9 items-center justify-center text-center font-bold ${
            message
              ? `text-2xl ${lastSuccess ? 'text-emerald-700' : 'text-rose-700'}`
              : 'text-base text-slate-700'
          }`}
        >
          {message || prompt(state)}
        </p>
        <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-center">
          <div className="order-last h-40 md:order-first md:h-72">
            <Lifter
              height={pose.height}
              tilt={pose.tilt}
              outcome={pose.outcome}
              weightKg={state.weightKg}
            />
          </div>
          <div className="flex flex-col gap-4">
            <LiftCard bar={state.bar} enabled={state.phase === 'lifting'} onLift={liftNow} />
            <HoldCard
              marker={state.marker}
              target={state.target}
              active={state.phase === 'holding'}
              onHold={holdNow}
            />
          </div>
        </div>
        <AttemptList lifts={state.lifts} attempts={ATTEMPTS} />
        <RivalList rivals={state.rivals} />
      </div>
    </Announced>
  );
}
