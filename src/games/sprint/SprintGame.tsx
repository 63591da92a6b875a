import { memo, useCallback, useMemo, useRef, type Ref } from 'react';
import { initGame } from '../../../shared/games/core/runner';
import { useGameClock } from '../core/useGameClock';
import { sameEach } from '../core/sameView';
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
import { paintTrack, Track, trackLanes } from './Track';
import { paintStyle, paintText } from '../core/paint';
import { PaintedSeconds, secondsText, wholeSecondsLeft } from '../core/paintedSeconds';
import type { GhostView } from '../core/gameSource';

/** The big call over the track: 3, 2, 1, then 'GO!' for the first second of the race. */
const startCall = (state: SprintState) =>
  countdownCall(state, state.phase === 'running' ? state.elapsedMs : null);

const secondsLeft = (state: SprintState) => wholeSecondsLeft(timeLeftMs(state));

/** What renders of a runner; its distance, stamina and speed are painted on every frame they change. */
const sameRunner = (a: Runner, b: Runner) =>
  a.player === b.player && a.finishedAtMs === b.finishedAtMs;

const runnerOf = (state: SprintState, id: string) => state.runners.find((r) => r.player.id === id);

/** The stamina bar's colour band. */
const lowOnStamina = (stamina: number) => stamina <= 30;

/**
 * The race moves on in presses and 100 ms ticks, and the view shows time only as the whole seconds left and
 * the start call: the clock re-renders the view when something it renders reads differently (the phase, the
 * seconds, the call, a finish, and of this runner whether RUN! works, the line under it and the stamina bar's
 * colour), not on a press or a tick, whose figures and lanes are painted.
 */
function sameView(shown: SprintState, next: SprintState, me: string): boolean {
  if (
    shown.phase !== next.phase ||
    startCall(shown) !== startCall(next) ||
    !sameEach(shown.runners, next.runners, sameRunner)
  ) {
    return false;
  }
  const before = runnerOf(shown, me);
  const after = runnerOf(next, me);
  if (!before || !after) return before === after;
  return (
    canRun(shown, before) === canRun(next, after) &&
    before.winded === after.winded &&
    runHelp(shown, before) === runHelp(next, after) &&
    lowOnStamina(before.stamina) === lowOnStamina(after.stamina)
  );
}

/** The HUD's figures, painted between renders. */
const distanceText = (runner: Runner | undefined) => `${(runner?.distance ?? 0).toFixed(1)} m`;
const staminaText = (runner: Runner | undefined) => `${Math.round(runner?.stamina ?? 0)}%`;
const speedText = (runner: Runner | undefined) => `${(runner?.speed ?? 0).toFixed(1)} m/s`;

function announcement(state: SprintState, you: SprintState['runners'][number] | undefined) {
  if (you && you.finishedAtMs !== null) {
    return `You finished in ${(you.finishedAtMs / 1000).toFixed(2)} seconds.`;
  }
  const call = startCall(state);
  if (call) return call;
  if (state.phase === 'running' && you?.winded) return WINDED_HELP;
  // A seat of one's own to run in: someone only watching is told of no button.
  return state.phase === 'running' && you ? 'Running. Press Space or the RUN! button.' : '';
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

// The view re-renders when what it renders changes (see sameView); these parts take primitives, so React
// skips them until what they render changes. The figures are painted in between.
const StaminaBar = memo(function StaminaBar({
  stamina,
  barRef,
}: {
  stamina: number;
  barRef: Ref<HTMLDivElement>;
}) {
  return (
    <div className="h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
      <div
        ref={barRef}
        className={`h-full rounded-full ${lowOnStamina(stamina) ? 'bg-amber-500' : 'bg-emerald-600'}`}
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
  const me = useLocalPlayerId();
  const lanes = useMemo(() => trackLanes(), []);
  const distanceRef = useRef<HTMLElement>(null);
  const staminaRef = useRef<HTMLElement>(null);
  const speedRef = useRef<HTMLElement>(null);
  const staminaBarRef = useRef<HTMLDivElement>(null);
  const seconds = useMemo(() => new PaintedSeconds(), []);
  /** This runner's figures as painted last (see paint). */
  const paintedFigures = useRef({ distance: -1, stamina: -1, speed: -1 });
  const paint = useCallback(
    (next: SprintState, ghostView: GhostView<SprintState> | null, rendered: boolean) => {
      seconds.paint(secondsLeft(next), rendered);
      const you = runnerOf(next, me);
      const last = paintedFigures.current;
      if (
        you &&
        (rendered ||
          you.distance !== last.distance ||
          you.stamina !== last.stamina ||
          you.speed !== last.speed)
      ) {
        paintedFigures.current = { distance: you.distance, stamina: you.stamina, speed: you.speed };
        paintText(distanceRef.current, distanceText(you));
        paintText(staminaRef.current, staminaText(you));
        paintText(speedRef.current, speedText(you));
        paintStyle(staminaBarRef.current, 'width', `${you.stamina}%`);
      }
      paintTrack(
        lanes,
        next.runners,
        ghostView ? runnerOf(ghostView.state, ghostView.playerId) : undefined,
        rendered,
      );
    },
    [lanes, me, seconds],
  );
  const hear = useStateCues(sprintCues, me);
  const { state, act, ghost } = useGameClock(
    sprintRules,
    createState,
    (shown, next) => sameView(shown, next, me),
    paint,
    hear,
  );
  const ghostRunner = ghost?.state.runners.find((r) => r.player.id === ghost.playerId);
  useFinish(sprintRules, state, onFinish);
  const runNow = useCallback(() => act({ type: 'run' }), [act]);
  // Until the start, keys reach the focused start button as usual.
  useKeyBindings(state.phase === 'ready' ? {} : { down: { ' ': runNow, Enter: runNow } });

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
            { label: 'Time', value: secondsText(secondsLeft(state)), valueRef: seconds.ref },
            // The viewer's own figures when they run: someone only watching has none.
            ...(you
              ? [
                  { label: 'Distance', value: distanceText(you), valueRef: distanceRef },
                  { label: 'Stamina', value: staminaText(you), valueRef: staminaRef },
                  { label: 'Speed', value: speedText(you), valueRef: speedRef },
                ]
              : []),
          ]}
        />
        {you && <StaminaBar stamina={stamina} barRef={staminaBarRef} />}
        <div className="relative">
          <Track
            runners={state.runners}
            me={me}
            ghost={ghost && ghostRunner ? { name: ghost.name, runner: ghostRunner } : null}
            lanes={lanes}
          />
          <StartCall call={call} />
        </div>
        <RunButton disabled={!runnable} onRun={runNow} />
        <p
          id="run-help"
          data-control-help=""
          className={`text-center text-sm ${you?.finishedAtMs == null ? 'text-slate-700' : 'font-semibold text-emerald-800'}`}
        >
          {runHelp(state, you)}
        </p>
      </div>
    </Announced>
  );
}
