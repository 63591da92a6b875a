import { memo, useCallback } from 'react';
import { initGame } from '../../../shared/games/core/runner';
import { useGameClock } from '../core/useGameClock';
import { differOnlyIn } from '../core/sameView';
import { useFinish } from '../core/useFinish';
import { useStateCues } from '../sound/siteSound';
import { sprintCues } from './sounds';
import { useKeyBindings } from '../core/useKeyBindings';
import { ReadyScreen } from '../core/ui/ReadyScreen';
import { GameHud } from '../core/ui/GameHud';
import { Announced } from '../core/ui/Announcer';
import { StartCall } from '../core/ui/StartCall';
import { startCall as countdownCall } from '../../../shared/games/core/countdown';
import { useLocalPlayerId } from '../core/gameSource';
import type { GameViewProps } from '../../../shared/games/core/types';
import { WINDED_RECOVER_TO } from '../../../shared/games/sprint/constants';
import {
  canRun,
  sprintRules,
  timeLeftMs,
  type Runner,
  type SprintState,
} from '../../../shared/games/sprint/rules';
import { Track } from './Track';

/** The big call over the track: 3, 2, 1, then 'GO!' for the first second of the race. */
const startCall = (state: SprintState) =>
  countdownCall(state, state.phase === 'running' ? state.elapsedMs : null);

const secondsLeft = (state: SprintState) => Math.ceil(timeLeftMs(state) / 1000);

const differOnlyInTime = differOnlyIn<SprintState>('elapsedMs', 'tickCarryMs', 'countdownMs');

/**
 * Between the race's 100 ms ticks only time passes, and the view shows time only as the whole seconds left
 * and the start call: the clock re-renders the view when one of those reads differently or a tick moved the
 * runners, not on every animation frame.
 */
function sameView(shown: SprintState, next: SprintState): boolean {
  return (
    differOnlyInTime(shown, next) &&
    secondsLeft(shown) === secondsLeft(next) &&
    startCall(shown) === startCall(next)
  );
}

function announcement(state: SprintState, you: SprintState['runners'][number] | undefined) {
  if (you && you.finishedAtMs !== null) {
    return `You finished in ${(you.finishedAtMs / 1000).toFixed(2)} seconds.`;
  }
  const call = startCall(state);
  if (call) return call;
  if (state.phase === 'running' && you?.winded) return WINDED_HELP;
  return state.phase === 'running' ? 'Running. Press Space or the RUN! button.' : '';
}

const WINDED_HELP = `Winded! RUN! is back when stamina reaches ${WINDED_RECOVER_TO}%.`;

function runHelp(state: SprintState, you: Runner | undefined): string {
  if (state.phase === 'countdown') return 'Get ready…';
  if (you?.finishedAtMs != null)
    return `Finished in ${(you.finishedAtMs / 1000).toFixed(2)} s! Waiting for the other runners…`;
  if (you?.winded) return WINDED_HELP;
  if (you && you.rhythm >= 2) return `In rhythm ×${you.rhythm}: each click costs half the stamina.`;
  return 'Tap a steady beat (about 4 a second), or press Space / Enter.';
}

// The view re-renders at each tick of the race; these parts take primitives, so React skips them until what
// they show changes (the track's lanes do the same).
const StaminaBar = memo(function StaminaBar({ stamina }: { stamina: number }) {
  return (
    <div className="h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
      <div
        className={`h-full rounded-full ${stamina > 30 ? 'bg-emerald-600' : 'bg-amber-500'}`}
        style={{ width: `${stamina}%` }}
      />
    </div>
  );
});

const RunButton = memo(function RunButton({
  disabled,
  onRun,
}: {
  disabled: boolean;
  onRun(): void;
}) {
  return (
    <button
      type="button"
      onClick={onRun}
      disabled={disabled}
      className="btn-primary min-h-20 w-full touch-manipulation text-2xl tracking-wide select-none sm:mx-auto sm:max-w-md"
      aria-describedby="run-help"
    >
      RUN!
    </button>
  );
});

export default function SprintGame({ players, settings, seed, onFinish }: GameViewProps) {
  const createState = useCallback(
    () => initGame(sprintRules, players, settings, seed),
    [players, settings, seed],
  );
  const { state, act, ghost } = useGameClock(sprintRules, createState, sameView);
  const ghostRunner = ghost?.state.runners.find((r) => r.player.id === ghost.playerId);
  useFinish(sprintRules, state, onFinish);
  const runNow = useCallback(() => act({ type: 'run' }), [act]);
  // Until the start, keys reach the focused start button as usual.
  useKeyBindings(state.phase === 'ready' ? {} : { down: { ' ': runNow, Enter: runNow } });

  const me = useLocalPlayerId();
  useStateCues(state, sprintCues, me);
  const you = state.runners.find((r) => r.player.id === me);

  if (state.phase === 'ready') {
    return (
      <Announced message="">
        <ReadyScreen
          gameId="athletics"
          durationS={settings.duration}
          onStart={() => act({ type: 'start' })}
        />
      </Announced>
    );
  }

  const stamina = you?.stamina ?? 0;
  const call = startCall(state);
  const runnable = you !== undefined && canRun(state, you);
  return (
    <Announced message={announcement(state, you)}>
      <div className="flex flex-col gap-3 sm:gap-4">
        <GameHud
          items={[
            { label: 'Time', value: `${secondsLeft(state)}s` },
            { label: 'Distance', value: `${(you?.distance ?? 0).toFixed(1)} m` },
            { label: 'Stamina', value: `${Math.round(stamina)}%` },
            { label: 'Speed', value: `${(you?.speed ?? 0).toFixed(1)} m/s` },
          ]}
        />
        <StaminaBar stamina={stamina} />
        <div className="relative">
          <Track
            runners={state.runners}
            me={me}
            ghost={ghost && ghostRunner ? { name: ghost.name, runner: ghostRunner } : null}
          />
          <StartCall call={call} />
        </div>
        <RunButton disabled={!runnable} onRun={runNow} />
        <p
          id="run-help"
          className={`text-center text-sm ${you?.finishedAtMs == null ? 'text-slate-700' : 'font-semibold text-emerald-800'}`}
        >
          {runHelp(state, you)}
        </p>
      </div>
    </Announced>
  );
}
