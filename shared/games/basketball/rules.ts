// Basketball rules (SPEC §4, §5, §9): pure and deterministic; time and randomness come in as arguments.
//
// Every player shoots from the same spot at the same hoop. Seats are the players given to init, in order;
// any of them may be human, each with their own id, shot, angle, charge and ball. A shot goes idle →
// charging (press) → released (let go; the ball leaves the hand) → flight (the next instant) → reset (when
// the ball lands or leaves the court) → idle 1 s later. A release below MIN_SHOT_POWER (a click or a tap)
// is not a shot: the ball stays in hand (idle) and the shooter's outcome says so. The charge is the time
// held, counted in step. The ball's flight is worked out at release (physics.ts); step moves time on in
// slices that end at each event (a basket, a landing, a reset, an AI shot), in time order, so any split of
// the time gives the same game.
import type { GameResultEntry, GameRules } from '../core/types';
import { rankByScore } from '../core/ranking';
import { aiShotDelay } from './ai';
import {
  AI_BY_DIFFICULTY,
  ANGLE_DEFAULT_DEG,
  ANGLE_MAX_DEG,
  ANGLE_MIN_DEG,
  POINTS_PER_BASKET,
} from './constants';
import { accuracyPercent, canChangeAngle } from './readouts';
import { release, runSteps } from './shots';
import {
  isBasketballInput,
  type BasketballInput,
  type BasketballState,
  type Shooter,
} from './state';

export type {
  BasketballInput,
  BasketballPhase,
  BasketballState,
  Shooter,
  ShotOutcome,
  ShotPhase,
} from './state';
export { isBasketballInput } from './state';
export { accuracyPercent, canChangeAngle, powerFor, timeLeftMs } from './readouts';

const isSeat = (state: BasketballState, playerId: string) =>
  state.shooters.some((s) => s.player.id === playerId);

/**
 * A human seat's own move: only that seat's shooter changes. An AI seat's id or an unknown one changes
 * nothing (AI seats play in step).
 */
function actOn(
  state: BasketballState,
  playerId: string,
  change: (shooter: Shooter) => Shooter | null,
): BasketballState {
  if (state.phase !== 'shooting') return state;
  const index = state.shooters.findIndex((s) => s.player.id === playerId);
  const shooter = state.shooters[index];
  const changed = shooter && !shooter.player.isAI ? change(shooter) : null;
  return changed ? { ...state, shooters: state.shooters.with(index, changed) } : state;
}

export const basketballRules: GameRules<BasketballState, BasketballInput> = {
  init(players, settings, rng) {
    return {
      phase: 'ready',
      durationMs: settings.duration * 1000,
      elapsedMs: 0,
      // Settings may come off the network one day: an unknown difficulty plays as the spec's.
      difficulty: Object.hasOwn(AI_BY_DIFFICULTY, settings.difficulty)
        ? settings.difficulty
        : 'medium',
      shooters: players.map((player) => ({
        player,
        score: 0,
        shots: 0,
        baskets: 0,
        shot: 'idle',
        angleDeg: ANGLE_DEFAULT_DEG,
        power: 0,
        chargeMs: 0,
        ball: null,
        flightMs: 0,
        scored: false,
        lastOutcome: null,
        lastMiss: null,
        resetMs: 0,
        lastShotAtMs: 0,
        nextShotMs: player.isAI ? aiShotDelay(settings.difficulty, rng) : 0,
      })),
    };
  },

  step(state, dtMs, rng) {
    if (state.phase !== 'shooting' || dtMs <= 0) return state;
    return runSteps(state, 1, dtMs, rng).state;
  },

  stepMany(state, steps, stepMs, rng) {
    if (state.phase !== 'shooting' || stepMs <= 0) return { state, steps };
    return runSteps(state, steps, stepMs, rng);
  },

  act(state, playerId, input) {
    if (!isBasketballInput(input)) return state;
    switch (input.type) {
      case 'start':
        // From any seat: who may start a room is the host's business, not the rules'.
        return state.phase === 'ready' && isSeat(state, playerId)
          ? { ...state, phase: 'shooting' }
          : state;
      case 'press':
        return actOn(state, playerId, (s) =>
          s.shot === 'idle'
            ? { ...s, shot: 'charging', chargeMs: 0, power: 0, lastOutcome: null, lastMiss: null }
            : null,
        );
      case 'release':
        return actOn(state, playerId, (s) =>
          s.shot === 'charging' ? release(s, s.power, s.angleDeg, state.elapsedMs) : null,
        );
      case 'angle':
        return actOn(state, playerId, (s) => {
          if (!canChangeAngle(s) || !Number.isFinite(input.degrees)) return null;
          const angleDeg = Math.min(
            ANGLE_MAX_DEG,
            Math.max(ANGLE_MIN_DEG, Math.round(input.degrees)),
          );
          return angleDeg === s.angleDeg ? null : { ...s, angleDeg };
        });
    }
  },

  isInput: isBasketballInput,
  isOver: (state) => state.phase === 'finished',

  results(state) {
    return rankByScore(
      state.shooters.map((shooter) => {
        const misses = shooter.shots - shooter.baskets;
        const entry: Omit<GameResultEntry, 'position'> = {
          playerId: shooter.player.id,
          playerName: shooter.player.name,
          playerAvatar: shooter.player.avatar,
          score: shooter.score,
          // Time used: when this player released the last shot (equal scores go to the quicker one).
          time: shooter.lastShotAtMs / 1000,
          accuracy: accuracyPercent(shooter),
          breakdown: [
            {
              label: `${shooter.baskets} ${shooter.baskets === 1 ? 'basket' : 'baskets'} × ${POINTS_PER_BASKET}`,
              points: shooter.score,
            },
            { label: `${misses} ${misses === 1 ? 'miss' : 'misses'}`, points: 0 },
          ],
        };
        return entry;
      }),
    );
  },
};
