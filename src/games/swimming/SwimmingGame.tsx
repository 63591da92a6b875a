import { useCallback } from 'react';
import { initGame } from '../core/runner';
import { useGameClock } from '../core/useGameClock';
import { useFinish } from '../core/useFinish';
import { useKeyBindings } from '../core/useKeyBindings';
import { ReadyScreen } from '../core/ui/ReadyScreen';
import { GameHud } from '../core/ui/GameHud';
import { Announcer } from '../core/ui/Announcer';
import { HUMAN_PLAYER_ID } from '../core/players';
import type { GameViewProps } from '../core/types';
import { canStroke, swimmingRules, timeLeftMs, type SwimmingState } from './rules';
import { Pool } from './Pool';

function announcement(state: SwimmingState, you: SwimmingState['swimmers'][number] | undefined) {
  if (state.phase !== 'playing' || !you) return '';
  if (you.finishedAtMs !== null)
    return `You finished in ${(you.finishedAtMs / 1000).toFixed(1)} seconds.`;
  return 'Race started. Press Space or the STROKE button to swim.';
}

export default function SwimmingGame({ players, settings, seed, onFinish }: GameViewProps) {
  const createState = useCallback(
    () => initGame(swimmingRules, players, settings, seed),
    [players, settings, seed],
  );
  const { state, act } = useGameClock(swimmingRules, createState);
  useFinish(swimmingRules, state, onFinish);
  const strokeNow = () => act({ type: 'stroke' });
  // Bound only while racing: on the ready screen Space/Enter must reach the focused start button.
  useKeyBindings({ down: state.phase === 'playing' ? { ' ': strokeNow, Enter: strokeNow } : {} });

  const you = state.swimmers.find((s) => s.player.id === HUMAN_PLAYER_ID);

  if (state.phase === 'ready') {
    return (
      <ReadyScreen
        icon="🏊"
        title="Swimming · 100 m freestyle"
        instructions="Click rapidly to swim to the finish line against your opponents!"
        startLabel="Start Swimming!"
        hint="Keyboard: Space or Enter strokes. Each stroke costs energy, which comes back over time."
        onStart={() => act({ type: 'start' })}
      />
    );
  }

  const energy = you?.energy ?? 0;
  return (
    <div className="flex flex-col gap-4">
      <GameHud
        items={[
          { label: 'Time', value: `${Math.ceil(timeLeftMs(state) / 1000)}s` },
          { label: 'Distance', value: `${(you?.distance ?? 0).toFixed(1)} m` },
          { label: 'Energy', value: `${Math.round(energy)}%` },
          { label: 'Strokes', value: String(you?.strokes ?? 0) },
        ]}
      />
      <div className="h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div
          className={`h-full rounded-full ${energy > 30 ? 'bg-emerald-600' : 'bg-amber-500'}`}
          style={{ width: `${energy}%` }}
        />
      </div>
      <Pool swimmers={state.swimmers} />
      <button
        type="button"
        onClick={strokeNow}
        className="btn-primary min-h-20 w-full touch-manipulation text-2xl tracking-wide select-none sm:mx-auto sm:max-w-md"
        aria-describedby="stroke-help"
      >
        STROKE <span className="rounded-md bg-white/20 px-2 tabular-nums">{you?.strokes ?? 0}</span>
      </button>
      <p id="stroke-help" className="text-center text-sm text-slate-700">
        {you && !canStroke(state, you) && you.finishedAtMs === null
          ? 'Out of energy: wait a moment to recover.'
          : 'Tap fast, or press Space / Enter.'}
      </p>
      <Announcer message={announcement(state, you)} />
    </div>
  );
}
