import { memo, useCallback } from 'react';
import { initGame } from '../core/runner';
import { useGameClock } from '../core/useGameClock';
import { differOnlyIn } from '../core/sameView';
import { useFinish } from '../core/useFinish';
import { useKeyBindings } from '../core/useKeyBindings';
import { ReadyScreen } from '../core/ui/ReadyScreen';
import { Announced } from '../core/ui/Announcer';
import type { GameViewProps } from '../core/types';
import { attemptLeftMs, resultMessage, weightliftingRules, type WeightliftingState } from './rules';
import { ATTEMPTS, BAR_FULL, HOLD_TOLERANCE, SLOW_HINT } from './constants';
import { Lifter } from './Lifter';
import { HoldBar, LiftBar } from './Bars';
import { AttemptList } from './AttemptList';
import { RivalList } from './RivalList';
import { countdownPercent, LiftHud, secondsLeft } from './LiftHud';

function prompt(state: WeightliftingState): string {
  if (state.phase === 'lifting') {
    return state.slow ? SLOW_HINT : 'Mash LIFT! (or Space) to fill the bar.';
  }
  if (state.phase === 'holding') return 'Press HOLD! (or Space) with the marker in the green zone!';
  return '';
}

function announcement(state: WeightliftingState): string {
  const message = resultMessage(state);
  if (message) return `${message} Total ${state.totalKg} kg.`;
  // Said once an attempt, the first time the bar stalls (the text on screen comes and goes with it).
  if (state.phase === 'lifting' && state.toldSlow) return SLOW_HINT;
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
    <div className="card flex flex-col gap-1.5 p-2 sm:gap-3 sm:p-4">
      <div className="flex items-center justify-between text-xs font-medium text-slate-700 sm:text-sm">
        <span>Lift bar</span>
        <span className="tabular-nums">{bar}%</span>
      </div>
      <LiftBar value={bar} />
      <button
        type="button"
        className="btn-primary min-h-12 touch-manipulation text-2xl tracking-wide select-none sm:min-h-14"
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
    <div className="card flex flex-col gap-1.5 p-2 sm:gap-3 sm:p-4">
      <div className="flex items-center justify-between text-xs font-medium text-slate-700 sm:text-sm">
        <span>Hold zone</span>
        <span className="tabular-nums">Target {target}</span>
      </div>
      <HoldBar marker={marker} target={target} active={active} />
      <button
        type="button"
        className="btn min-h-12 touch-manipulation sm:min-h-14 bg-emerald-700 text-2xl tracking-wide text-white select-none hover:bg-emerald-800 disabled:hover:bg-emerald-700"
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
 * and the result pause's time, the time played, the bar's last second) but the attempt's countdown, in whole
 * seconds and percent: the clock re-renders it when the bar, the marker or the countdown moves or the phase
 * changes, not on every frame (during a result pause, not at all).
 */
const sameTimers = differOnlyIn<WeightliftingState>(
  'decayCarryMs',
  'markerCarryMs',
  'holdingMs',
  'resultMs',
  'elapsedMs',
  'attemptMs',
  'barTicks',
);
function sameView(shown: WeightliftingState, next: WeightliftingState): boolean {
  const [a, b] = [attemptLeftMs(shown), attemptLeftMs(next)];
  return (
    secondsLeft(a) === secondsLeft(b) &&
    countdownPercent(a, shown.attemptLimitMs) === countdownPercent(b, next.attemptLimitMs) &&
    sameTimers(shown, next)
  );
}

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
          hint={`Each attempt has ${secondsLeft(state.attemptLimitMs)} s to lift and hold. Keyboard: Space mashes while lifting and holds while holding. Hold within 10 of the target; each success adds 20 kg.`}
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
      <div className="flex flex-col gap-2 sm:gap-4">
        <LiftHud
          attempt={`${state.attempt}/${ATTEMPTS}`}
          total={`${state.totalKg} kg`}
          weight={`${state.weightKg} kg`}
          leftMs={attemptLeftMs(state)}
          limitMs={state.attemptLimitMs}
        />
        <p
          className={`flex min-h-10 items-center justify-center text-center font-bold sm:min-h-12 ${
            message
              ? `text-xl sm:text-2xl ${lastSuccess ? 'text-emerald-700' : 'text-rose-700'}`
              : `text-sm sm:text-base ${state.slow && state.phase === 'lifting' ? 'text-rose-700' : 'text-slate-700'}`
          }`}
        >
          {message || prompt(state)}
        </p>
        <div className="grid gap-2 sm:gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-center">
          <div className="order-last h-40 md:order-first md:h-72">
            <Lifter
              height={pose.height}
              tilt={pose.tilt}
              outcome={pose.outcome}
              weightKg={state.weightKg}
            />
          </div>
          <div className="flex flex-col gap-2 sm:gap-4">
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
