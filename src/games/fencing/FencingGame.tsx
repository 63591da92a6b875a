import { useCallback } from 'react';
import { initGame } from '../core/runner';
import { useGameClock } from '../core/useGameClock';
import { differOnlyIn } from '../core/sameView';
import { useFinish } from '../core/useFinish';
import { useKeyBindings } from '../core/useKeyBindings';
import { ReadyScreen } from '../core/ui/ReadyScreen';
import { GameHud } from '../core/ui/GameHud';
import { Announced } from '../core/ui/Announcer';
import type { GameViewProps } from '../core/types';
import { canAct, hasUnansweredLunge } from './fencer';
import { cooldownSeconds, fencingRules, winner, type FencingState } from './rules';
import { FencingStrip } from './FencingStrip';
import { MESSAGES, POINTS_TO_WIN } from './constants';
import { MoveButton } from './MoveButton';

const MESSAGE_TONE: Record<string, string> = {
  [MESSAGES.youScore]: 'text-emerald-700',
  [MESSAGES.aiScores]: 'text-rose-700',
  [MESSAGES.youParried]: 'text-sky-800',
  [MESSAGES.yourLungeParried]: 'text-amber-800',
};

/**
 * Between the bout's 100 ms ticks only the time carried towards the next one changes, which the view does not
 * show: the clock re-renders the view at each tick (and on each move of the player), not on every frame.
 */
const sameView = differOnlyIn<FencingState>('tickCarryMs');

// Constant, so the memoised move buttons see the same props from frame to frame.
const LUNGE_KEYS = ['L', '→'];
const PARRY_KEYS = ['P', '←'];

function announcement(state: FencingState): string {
  const [you, them] = state.fencers;
  const score = `${you.player.name} ${you.touches}, ${them.player.name} ${them.touches}.`;
  const won = winner(state);
  if (won) return `${state.message} ${won.player.name} won the bout. ${score}`;
  if (state.message) return `${state.message} ${score}`;
  return state.phase === 'playing' ? 'Allez! Press L to lunge, P to parry.' : '';
}

export default function FencingGame({ players, settings, seed, onFinish }: GameViewProps) {
  const createState = useCallback(
    () => initGame(fencingRules, players, settings, seed),
    [players, settings, seed],
  );
  const { state, act } = useGameClock(fencingRules, createState, sameView);
  useFinish(fencingRules, state, onFinish);
  const lunge = useCallback(() => act({ type: 'lunge' }), [act]);
  const parry = useCallback(() => act({ type: 'parry' }), [act]);
  // Bound only during the bout, so the ready screen's keys work as usual.
  useKeyBindings({
    down:
      state.phase === 'playing' ? { l: lunge, ArrowRight: lunge, p: parry, ArrowLeft: parry } : {},
  });

  if (state.phase === 'ready') {
    return (
      <Announced message="">
        <ReadyScreen
          icon="🤺"
          title="Fencing · Foil bout"
          instructions="Use Lunge to attack and Parry to defend. First to 5 points wins!"
          startLabel="En Garde!"
          hint="Keyboard: L or → lunges, P or ← parries. Parry while the AI's lunge is in the air, then lunge straight back: a riposte cannot be parried."
          onStart={() => act({ type: 'start' })}
        />
      </Announced>
    );
  }

  const [you, them] = state.fencers;
  const playing = state.phase === 'playing';
  const youFree = playing && canAct(you);
  const won = winner(state);
  return (
    <Announced message={announcement(state)}>
      <div className="flex flex-col gap-4">
        <GameHud
          items={[
            { label: you.player.name, value: String(you.touches) },
            { label: them.player.name, value: String(them.touches) },
          ]}
        />
        <div className="mx-auto w-full max-w-3xl">
          <FencingStrip fencers={state.fencers} />
        </div>
        <p
          className={`min-h-9 text-center text-2xl font-bold ${MESSAGE_TONE[state.message] ?? 'text-navy-900'}`}
        >
          {state.message || `En garde! First to ${POINTS_TO_WIN} touches.`}
          {won && (
            <span className="block text-base font-semibold text-slate-700">
              {won === you ? 'You win the bout!' : `${won.player.name} wins the bout.`}
            </span>
          )}
        </p>
        <div className="grid grid-cols-2 gap-3 sm:mx-auto sm:w-full sm:max-w-xl">
          <MoveButton
            label="Lunge"
            keys={LUNGE_KEYS}
            shortcuts="L ArrowRight"
            disabled={!youFree}
            cooldownS={playing ? cooldownSeconds(you) : 0}
            cue={youFree && you.riposteTicks > 0 ? 'Riposte!' : ''}
            onPress={lunge}
          />
          <MoveButton
            label="Parry"
            keys={PARRY_KEYS}
            shortcuts="P ArrowLeft"
            disabled={!youFree}
            cooldownS={playing ? cooldownSeconds(you) : 0}
            cue={youFree && hasUnansweredLunge(you, them) ? 'Parry now!' : ''}
            onPress={parry}
          />
        </div>
      </div>
    </Announced>
  );
}
