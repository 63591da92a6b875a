import { memo, useCallback } from 'react';
import { initGame } from '../../../shared/games/core/runner';
import { useGameClock } from '../core/useGameClock';
import { useFinish } from '../core/useFinish';
import { useStateCues } from '../sound/siteSound';
import { swimmingCues } from './sounds';
import { useKeyBindings } from '../core/useKeyBindings';
import { ReadyScreen } from '../core/ui/ReadyScreen';
import { GameHud } from '../core/ui/GameHud';
import { Announced } from '../core/ui/Announcer';
import { StartCall } from '../core/ui/StartCall';
import { startCall as countdownCall } from '../../../shared/games/core/countdown';
import { useLocalPlayerId } from '../core/gameSource';
import type { GameViewProps } from '../../../shared/games/core/types';
import {
  canStroke,
  isStroking,
  swimmingRules,
  timeLeftMs,
  type Swimmer,
  type SwimmingState,
} from '../../../shared/games/swimming/rules';
import { Pool } from './Pool';
import { sameEach } from '../core/sameView';

const secondsLeft = (state: SwimmingState) => Math.ceil(timeLeftMs(state) / 1000);

/** The countdown's 3, 2, 1, then 'GO!' for the race's first second. */
const startCall = (state: SwimmingState) =>
  countdownCall(state, state.phase === 'playing' ? state.elapsedMs : null);

/** What a lane, the HUD and the STROKE button show of a swimmer (not the AI's timers). */
const sameSwimmer = (a: Swimmer, b: Swimmer) =>
  a.player === b.player &&
  a.distance === b.distance &&
  a.energy === b.energy &&
  a.strokes === b.strokes &&
  isStroking(a) === isStroking(b) &&
  a.finishedAtMs === b.finishedAtMs;

/**
 * The race moves on in strokes and 100 ms energy ticks, and the view shows time as whole seconds: the clock
 * re-renders it when something it shows reads differently, not on every frame. Compares what the view reads
 * (keep it in step with the view).
 */
function sameView(shown: SwimmingState, next: SwimmingState): boolean {
  return (
    shown.phase === next.phase &&
    secondsLeft(shown) === secondsLeft(next) &&
    startCall(shown) === startCall(next) &&
    sameEach(shown.swimmers, next.swimmers, sameSwimmer)
  );
}

function announcement(state: SwimmingState, you: SwimmingState['swimmers'][number] | undefined) {
  if (you?.finishedAtMs != null)
    return `You finished in ${(you.finishedAtMs / 1000).toFixed(2)} seconds.`;
  const call = startCall(state);
  if (call) return call;
  if (state.phase !== 'playing' || !you) return '';
  return 'Race started. Press Space or the STROKE button to swim.';
}

function strokeHelp(state: SwimmingState, you: Swimmer | undefined): string {
  if (state.phase === 'countdown') return 'Get ready…';
  if (you?.finishedAtMs != null)
    return `Finished in ${(you.finishedAtMs / 1000).toFixed(2)} s! Waiting for the other swimmers…`;
  if (you && !canStroke(state, you)) return 'Out of energy: wait a moment to recover.';
  return 'Tap fast, or press Space / Enter.';
}

// The view re-renders when what it shows changes (see sameView); these parts take primitive props so React
// skips them unless what they show has changed.
const SwimmingHud = memo(function SwimmingHud({
  secondsLeft,
  distance,
  energy,
  strokes,
}: {
  secondsLeft: number;
  distance: string;
  energy: number;
  strokes: number;
}) {
  return (
    <GameHud
      items={[
        { label: 'Time', value: `${secondsLeft}s` },
        { label: 'Distance', value: `${distance} m` },
        { label: 'Energy', value: `${energy}%` },
        { label: 'Strokes', value: String(strokes) },
      ]}
    />
  );
});

const EnergyBar = memo(function EnergyBar({ energy }: { energy: number }) {
  return (
    <div className="h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
      <div
        className={`h-full rounded-full ${energy > 30 ? 'bg-emerald-600' : 'bg-amber-500'}`}
        style={{ width: `${energy}%` }}
      />
    </div>
  );
});

const StrokeButton = memo(function StrokeButton({
  strokes,
  disabled,
  onStroke,
}: {
  strokes: number;
  disabled: boolean;
  onStroke(): void;
}) {
  return (
    <button
      type="button"
      onClick={onStroke}
      disabled={disabled}
      className="btn-primary min-h-20 w-full touch-manipulation text-2xl tracking-wide select-none sm:mx-auto sm:max-w-md"
      aria-describedby="stroke-help"
    >
      STROKE <span className="rounded-md bg-white/20 px-2 tabular-nums">{strokes}</span>
    </button>
  );
});

export default function SwimmingGame({ players, settings, seed, onFinish }: GameViewProps) {
  const createState = useCallback(
    () => initGame(swimmingRules, players, settings, seed),
    [players, settings, seed],
  );
  const { state, act, ghost } = useGameClock(swimmingRules, createState, sameView);
  useFinish(swimmingRules, state, onFinish);
  const strokeNow = useCallback(() => act({ type: 'stroke' }), [act]);
  // Bound from the countdown on (the rules refuse strokes until GO): on the ready screen Space/Enter must
  // reach the focused start button.
  useKeyBindings({ down: state.phase === 'ready' ? {} : { ' ': strokeNow, Enter: strokeNow } });

  const me = useLocalPlayerId();
  useStateCues(state, swimmingCues, me);
  const you = state.swimmers.find((s) => s.player.id === me);
  const ghostSwimmer = ghost?.state.swimmers.find((s) => s.player.id === ghost.playerId);

  if (state.phase === 'ready') {
    return (
      <Announced message="">
        <ReadyScreen
          gameId="swimming"
          durationS={settings.duration}
          onStart={() => act({ type: 'start' })}
        />
      </Announced>
    );
  }

  const energy = you?.energy ?? 0;
  const strokes = you?.strokes ?? 0;
  const finishedAtMs = you?.finishedAtMs ?? null;
  return (
    <Announced message={announcement(state, you)}>
      <div className="flex flex-col gap-3 sm:gap-4">
        <SwimmingHud
          secondsLeft={secondsLeft(state)}
          distance={(you?.distance ?? 0).toFixed(1)}
          energy={Math.round(energy)}
          strokes={strokes}
        />
        <EnergyBar energy={energy} />
        <div className="relative">
          <Pool
            swimmers={state.swimmers}
            me={me}
            ghost={ghost && ghostSwimmer ? { name: ghost.name, swimmer: ghostSwimmer } : null}
          />
          <StartCall call={startCall(state)} />
        </div>
        <StrokeButton
          strokes={strokes}
          disabled={state.phase === 'countdown' || finishedAtMs !== null}
          onStroke={strokeNow}
        />
        <p
          id="stroke-help"
          className={`text-center text-sm ${finishedAtMs === null ? 'text-slate-700' : 'font-semibold text-emerald-800'}`}
        >
          {strokeHelp(state, you)}
        </p>
      </div>
    </Announced>
  );
}
