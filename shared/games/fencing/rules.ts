// Fencing rules (SPEC §3, §4, §5, §8, §9): pure and deterministic; time and randomness come in as arguments.
// Time runs in whole 100 ms ticks. Each tick: cooldowns count down, attacks whose flight is over land
// (earliest first; a touched fencer loses their own attack), spent parries and hit reactions end, then each
// AI fencer makes its move (an AI attacks only once it has had AI_GO_REACTION_TICKS to react to GO). The
// bout opens with the shared 3 s countdown (core/countdown.ts); its clock starts at GO. The score is the number of touches; the bout ends the moment one side has 5, or
// when its clock (the room's duration) runs out, and then the higher score wins.
// Seats: the first two players given to init, in order (a lone player meets DEFAULT_OPPONENT); either or both
// may be human, and each human moves only their own fencer.
import type {
  Difficulty,
  GamePlayer,
  GameResultEntry,
  GameRules,
  GameSettings,
} from '../core/types';
import { rankByScore } from '../core/ranking';
import { COUNTDOWN_MS, startCountdown, stepCountdown } from '../core/countdown';
import { canAct, newFencer } from './fencer';
import { fence, replace, startAttack, startParry } from './bout';
import { isFencingInput, type FencingInput, type FencingState } from './state';
import {
  AI_BY_DIFFICULTY,
  DEFAULT_OPPONENT,
  FALLBACK_BOUT_SECONDS,
  RESULT_TIME_S,
  TICK_MS,
} from './constants';

export type {
  BoutEvent,
  FencerPair,
  FencingEnd,
  FencingInput,
  FencingPhase,
  FencingState,
} from './state';
export { isFencingInput } from './state';
export { cooldownSeconds, timeLeftMs, winner } from './readouts';

function pairUp(players: readonly GamePlayer[]): readonly [GamePlayer, GamePlayer] {
  const [first = DEFAULT_OPPONENT, second = DEFAULT_OPPONENT] = players;
  return [first, second];
}

/** The bout's length in whole ticks; a duration that is not a positive number falls back to 90 s. */
function durationTicks(seconds: number): number {
  const valid = Number.isFinite(seconds) && seconds > 0 ? seconds : FALLBACK_BOUT_SECONDS;
  return Math.ceil((valid * 1000) / TICK_MS);
}

const knownDifficulty = (difficulty: GameSettings['difficulty']): Difficulty =>
  Object.hasOwn(AI_BY_DIFFICULTY, difficulty) ? difficulty : 'medium';

export const fencingRules: GameRules<FencingState, FencingInput> = {
  init(players, settings) {
    const [left, right] = pairUp(players);
    return {
      phase: 'ready',
      countdownMs: COUNTDOWN_MS,
      tickCarryMs: 0,
      ticks: 0,
      durationTicks: durationTicks(settings.duration),
      difficulty: knownDifficulty(settings.difficulty),
      endReason: null,
      fencers: [newFencer(left), newFencer(right)],
      lastEvent: null,
      eventCount: 0,
      lastAttackId: 0,
    };
  },

  step(state, dtMs, rng) {
    if (dtMs <= 0) return state;
    if (state.phase === 'countdown') {
      return stepCountdown(state, dtMs, 'playing', (live, boutMs) => fence(live, boutMs, rng));
    }
    return state.phase === 'playing' ? fence(state, dtMs, rng) : state;
  },

  act(state, playerId, input) {
    if (!isFencingInput(input)) return state;
    const index = state.fencers.findIndex((f) => f.player.id === playerId);
    const fencer = state.fencers[index];
    if (!fencer) return state;
    // Any seat may start the bout (who may send it is the host's or the server's call).
    if (input.type === 'start') return startCountdown(state);
    // Each human moves only their own fencer; AI fencers move in step.
    if (state.phase !== 'playing' || fencer.player.isAI || !canAct(fencer)) return state;
    if (input.type === 'parry') {
      return { ...state, fencers: replace(state.fencers, index, startParry(fencer)) };
    }
    const attackId = state.lastAttackId + 1;
    return {
      ...state,
      lastAttackId: attackId,
      fencers: replace(state.fencers, index, startAttack(fencer, attackId)),
    };
  },

  isInput: isFencingInput,
  isOver: (state) => state.phase === 'finished',

  results(state) {
    return rankByScore(
      state.fencers.map((fencer): Omit<GameResultEntry, 'position'> => ({
        playerId: fencer.player.id,
        playerName: fencer.player.name,
        playerAvatar: fencer.player.avatar,
        score: fencer.touches,
        time: RESULT_TIME_S,
        breakdown: [
          { label: 'Lunge touches', points: fencer.touches - fencer.riposteTouches },
          { label: 'Riposte touches', points: fencer.riposteTouches },
        ],
      })),
    );
  },
};
