import { useCallback } from 'react';
import { initGame } from '../../../shared/games/core/runner';
import { useGameClock } from '../core/useGameClock';
import { differOnlyIn } from '../core/sameView';
import { useFinish } from '../core/useFinish';
import { useStateCues } from '../sound/siteSound';
import { fencingCues } from './sounds';
import { useKeyBindings } from '../core/useKeyBindings';
import { useLocalPlayerId } from '../core/gameSource';
import { ReadyScreen } from '../core/ui/ReadyScreen';
import { GameHud } from '../core/ui/GameHud';
import { Announced } from '../core/ui/Announcer';
import { StartCall } from '../core/ui/StartCall';
import { startCall as countdownCall } from '../../../shared/games/core/countdown';
import type { GameViewProps } from '../../../shared/games/core/types';
import { canAct, hasUnansweredLunge } from '../../../shared/games/fencing/fencer';
import {
  cooldownSeconds,
  fencingRules,
  timeLeftMs,
  type FencingState,
} from '../../../shared/games/fencing/rules';
import { eventView, headlineFor, outcomeFor, parryGradeFor, type EventView } from './messages';
import { sidesFor, type Sides } from './sides';
import { FencingStrip } from './FencingStrip';
import { BoutClock, secondsLeft } from './BoutClock';
import { POINTS_TO_WIN, TICK_MS } from '../../../shared/games/fencing/constants';
import { MoveButton } from './MoveButton';

const MESSAGE_TONE: Record<EventView, string> = {
  youScored: 'text-emerald-700',
  youWereTouched: 'text-rose-700',
  youParried: 'text-sky-800',
  youWereParried: 'text-amber-800',
  youWereFeinted: 'text-amber-800',
  watched: 'text-navy-900',
};

/** The countdown's 3, 2, 1, then 'GO!' for the bout's first second. */
const startCall = (state: FencingState) =>
  countdownCall(state, state.phase === 'playing' ? state.ticks * TICK_MS : null);

const differOnlyInTime = differOnlyIn<FencingState>('tickCarryMs', 'countdownMs');

/**
 * Between the bout's 100 ms ticks only the time carried towards the next one changes, which the view does not
 * show, and during the countdown only its call: the clock re-renders the view at each tick, each new call
 * (and on each move of the player), not on every frame.
 */
const sameView = (shown: FencingState, next: FencingState) =>
  differOnlyInTime(shown, next) && startCall(shown) === startCall(next);

// Constant, so the memoised move buttons see the same props from frame to frame.
const LUNGE_KEYS = ['L', '→'];
const PARRY_KEYS = ['P', '←'];

function announcement(state: FencingState, sides: Sides, viewerId: string): string {
  const { near, far, nearLabel, farLabel } = sides;
  const score = `${nearLabel} ${near.touches}, ${farLabel} ${far.touches}.`;
  const headline = headlineFor(state, viewerId);
  if (state.phase === 'finished') return `${headline} ${outcomeFor(state, viewerId)} ${score}`;
  const call = startCall(state);
  if (call && !headline) return call;
  const grade = parryGradeFor(state, viewerId);
  const graded = grade && (/[.!]$/.test(grade) ? ` ${grade}` : ` ${grade}.`);
  if (headline) return `${headline}${graded} ${score}`;
  return state.phase === 'playing' ? 'Allez! Press L to lunge, P to parry.' : '';
}

export default function FencingGame({ players, settings, seed, onFinish }: GameViewProps) {
  // The seat this device plays: 'you' here, its own seat in a room on the game server.
  const viewerId = useLocalPlayerId();
  const createState = useCallback(
    () => initGame(fencingRules, players, settings, seed),
    [players, settings, seed],
  );
  const { state, act } = useGameClock(fencingRules, createState, sameView);
  useFinish(fencingRules, state, onFinish);
  useStateCues(state, fencingCues, viewerId);
  const lunge = useCallback(() => act({ type: 'lunge' }), [act]);
  const parry = useCallback(() => act({ type: 'parry' }), [act]);
  // Bound from the countdown on (the rules refuse moves until GO), so the ready screen's keys work as usual.
  const boutKeys = state.phase === 'playing' || state.phase === 'countdown';
  useKeyBindings({
    down: boutKeys ? { l: lunge, ArrowRight: lunge, p: parry, ArrowLeft: parry } : {},
  });

  if (state.phase === 'ready') {
    return (
      <Announced message="">
        <ReadyScreen
          gameId="fencing"
          durationS={settings.duration}
          onStart={() => act({ type: 'start' })}
        />
      </Announced>
    );
  }

  const sides = sidesFor(state, viewerId);
  const { near: you, far: them } = sides;
  const playing = state.phase === 'playing';
  const youFree = playing && sides.fencing && canAct(you);
  const view = eventView(state, viewerId);
  const ended = outcomeFor(state, viewerId);
  const grade = parryGradeFor(state, viewerId);
  return (
    <Announced message={announcement(state, sides, viewerId)}>
      <div className="flex flex-col gap-3 sm:gap-4">
        <GameHud
          items={[
            { label: sides.nearLabel, value: String(you.touches) },
            { label: sides.farLabel, value: String(them.touches) },
          ]}
        />
        <div className="relative mx-auto w-full max-w-3xl">
          <FencingStrip
            left={you}
            right={them}
            leftLabel={sides.nearLabel}
            rightLabel={sides.farLabel}
          />
          <BoutClock seconds={secondsLeft(timeLeftMs(state))} />
          <StartCall call={startCall(state)} />
        </div>
        <p
          data-testid="fencing-message"
          className={`min-h-8 text-center text-xl font-bold sm:min-h-9 sm:text-2xl ${MESSAGE_TONE[view ?? 'watched']}`}
        >
          <span className="block">
            {headlineFor(state, viewerId) || `En garde! First to ${POINTS_TO_WIN} touches.`}
          </span>
          {/* One line kept for the grade of a parry or the bout's outcome, so the buttons never move. */}
          <span
            data-testid="fencing-note"
            className="block min-h-6 text-base font-semibold text-slate-700"
          >
            {ended || grade}
          </span>
        </p>
        <div className="grid grid-cols-2 gap-3 sm:mx-auto sm:w-full sm:max-w-xl">
          <MoveButton
            label="Lunge"
            keys={LUNGE_KEYS}
            shortcuts="L ArrowRight"
            disabled={!youFree}
            cooldownS={playing && sides.fencing ? cooldownSeconds(you) : 0}
            cue={youFree && you.riposteTicks > 0 ? 'Riposte!' : ''}
            onPress={lunge}
          />
          <MoveButton
            label="Parry"
            keys={PARRY_KEYS}
            shortcuts="P ArrowLeft"
            disabled={!youFree}
            cooldownS={playing && sides.fencing ? cooldownSeconds(you) : 0}
            cue={youFree && hasUnansweredLunge(you, them) ? 'Parry now!' : ''}
            onPress={parry}
          />
        </div>
      </div>
    </Announced>
  );
}
