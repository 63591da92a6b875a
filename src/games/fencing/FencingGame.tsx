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
import { cooldownSeconds, fencingRules, timeLeftMs, winner, type FencingState } from './rules';
import { FencingStrip } from './FencingStrip';
import { BoutClock, formatBoutTime, secondsLeft } from './BoutClock';
import { MESSAGES, POINTS_TO_WIN, TIME_UP_MESSAGE } from './constants';
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

/** The message line: the last touch or parry, or 'Time!' when the bout ran out of time. */
const headline = (state: FencingState) =>
  state.endReason === 'time' ? TIME_UP_MESSAGE : state.message;

/** How a finished bout came out, for the line under the message. */
function outcome(state: FencingState): string {
  const won = winner(state);
  if (!won) return state.phase === 'finished' ? 'It’s a draw.' : '';
  return won === state.fencers[0] ? 'You win the bout!' : `${won.player.name} wins the bout.`;
}

function announcement(state: FencingState): string {
  const [you, them] = state.fencers;
  const score = `${you.player.name} ${you.touches}, ${them.player.name} ${them.touches}.`;
  if (state.phase === 'finished') return `${headline(state)} ${outcome(state)} ${score}`;
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
          hint={`Keyboard: L or → lunges, P or ← parries. Parry while the AI's lunge is in the air, then lunge straight back: a riposte cannot be parried. The bout lasts ${formatBoutTime(secondsLeft(timeLeftMs(state)))}; if nobody has 5 by then, the higher score wins.`}
          onStart={() => act({ type: 'start' })}
        />
      </Announced>
    );
  }

  const [you, them] = state.fencers;
  const playing = state.phase === 'playing';
  const youFree = playing && canAct(you);
  const ended = outcome(state);
  return (
    <Announced message={announcement(state)}>
      <div className="flex flex-col gap-3 sm:gap-4">
        <GameHud
          items={[
            { label: you.player.name, value: String(you.touches) },
            { label: them.player.name, value: String(them.touches) },
          ]}
        />
        <div className="relative mx-auto w-full max-w-3xl">
          <FencingStrip fencers={state.fencers} />
          <BoutClock seconds={secondsLeft(timeLeftMs(state))} />
        </div>
        <p
          data-testid="fencing-message"
          className={`min-h-8 text-center text-xl font-bold sm:min-h-9 sm:text-2xl ${MESSAGE_TONE[state.message] ?? 'text-navy-900'}`}
        >
          {headline(state) || `En garde! First to ${POINTS_TO_WIN} touches.`}
          {ended && <span className="block text-base font-semibold text-slate-700">{ended}</span>}
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
