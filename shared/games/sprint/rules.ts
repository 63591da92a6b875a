// Sprint rules (SPEC §4, §5, §9): pure and deterministic; time and randomness come in as arguments.
//
// Integration: per tick. Speed is metres per second; at every 100 ms tick each runner first moves
// speed × 0.1 s (the speed it held at the end of that tick, clicks included), then its speed decays 5% and
// its stamina recovers 0.5. A finish inside a tick is interpolated, so finishing times are not rounded to
// 100 ms. Time is fed in any dtMs split and turned into whole ticks by an accumulator.
import { bookPress } from '../core/inputCeiling';
import { hasInputType } from '../core/inputGuards';
import type { Rng } from '../../lib/rng';
import type { Difficulty, GamePlayer, GameResultEntry, GameRules, RulesState } from '../core/types';
import { rankByScore } from '../core/ranking';
import { COUNTDOWN_MS, startCountdown, stepCountdown } from '../core/countdown';
import { aiWantsToRun } from './ai';
import {
  MAX_SPEED,
  RACE_DISTANCE_M,
  SCORE_DISTANCE_POINTS,
  SCORE_POINTS_PER_REMAINING_SECOND,
  SPEED_PER_CLICK,
  SPEED_RETAINED_PER_TICK,
  STAMINA_DRAIN_PER_SPEED,
  STAMINA_MAX,
  STAMINA_RECOVERY_PER_TICK,
  STAMINA_START,
  TICK_MS,
  RHYTHM_DRAIN_SHARE,
  RHYTHM_TOLERANCE,
  WINDED_RECOVER_TO,
} from './constants';

export type SprintPhase = 'ready' | 'countdown' | 'running' | 'finished';

/** SPEC §3 sprint player state: distance, stamina, speed. */
export interface Runner {
  player: GamePlayer;
  /** Metres, 0..100. */
  distance: number;
  /** Percent, 0..100. */
  stamina: number;
  /** Metres per second, 0..15. */
  speed: number;
  clicks: number;
  /** Race time (ms after the gun) when this runner crossed the line, or null. */
  finishedAtMs: number | null;
  /** Race time of this runner's next press slot (the 15-a-second ceiling, core/inputCeiling.ts). */
  nextPressMs: number;
  /** Drained to 0, RUN! is off until stamina is back to WINDED_RECOVER_TO. */
  winded: boolean;
  /** Race time of the last click, and the gap before it (ms), for the rhythm; null until there is one. */
  lastRunMs: number | null;
  lastGapMs: number | null;
  /** Clicks in a row that were in rhythm (each drained half). */
  rhythm: number;
}

export interface SprintState extends RulesState {
  phase: SprintPhase;
  difficulty: Difficulty;
  /** Time left on the 3 s countdown. */
  countdownMs: number;
  durationMs: number;
  /** Race time since the gun. */
  elapsedMs: number;
  /** Time carried over towards the next 100 ms tick. */
  tickCarryMs: number;
  runners: Runner[];
}

export type SprintInput = { type: 'start' } | { type: 'run' };

export function isSprintInput(value: unknown): value is SprintInput {
  return hasInputType(value, ['start', 'run'] as const);
}

export const timeLeftMs = (state: SprintState) => Math.max(0, state.durationMs - state.elapsedMs);

const hasFinished = (runner: Runner) => runner.finishedAtMs !== null;

/**
 * §5: a run click is ignored unless the race is running and stamina is above 0 (and the runner is racing);
 * Nor while the runner is winded.
 */
export function canRun(state: SprintState, runner: Runner): boolean {
  return state.phase === 'running' && runner.stamina > 0 && !runner.winded && !hasFinished(runner);
}

/** Whether a click at atMs keeps the beat: its gap within RHYTHM_TOLERANCE of the gap before. */
export function inRhythm(runner: Runner, atMs: number): boolean {
  // Two clicks at one instant are no beat (the press ceiling keeps a person's apart anyway).
  if (runner.lastRunMs === null || !runner.lastGapMs) return false;
  const gap = atMs - runner.lastRunMs;
  return Math.abs(gap - runner.lastGapMs) <= RHYTHM_TOLERANCE * runner.lastGapMs;
}

function run(runner: Runner, atMs: number): Runner {
  const speed = Math.min(MAX_SPEED, runner.speed + SPEED_PER_CLICK);
  const steady = inRhythm(runner, atMs);
  const drain = speed * STAMINA_DRAIN_PER_SPEED * (steady ? RHYTHM_DRAIN_SHARE : 1);
  const stamina = Math.max(0, runner.stamina - drain);
  return {
    ...runner,
    speed,
    stamina,
    clicks: runner.clicks + 1,
    winded: stamina <= 0,
    lastGapMs: runner.lastRunMs === null ? null : atMs - runner.lastRunMs,
    lastRunMs: atMs,
    rhythm: steady ? runner.rhythm + 1 : 0,
  };
}

/** One 100 ms tick ending at race time tickEndMs: move, decay, recover; then the AI decides. */
function tickRunner(runner: Runner, tickEndMs: number, difficulty: Difficulty, rng: Rng): Runner {
  if (hasFinished(runner)) return runner;
  const gained = runner.speed * (TICK_MS / 1000);
  const reached = runner.distance + gained >= RACE_DISTANCE_M;
  const finishedAtMs = reached
    ? tickEndMs - TICK_MS + ((RACE_DISTANCE_M - runner.distance) / gained) * TICK_MS
    : null;
  const stamina = Math.min(STAMINA_MAX, runner.stamina + STAMINA_RECOVERY_PER_TICK);
  const next: Runner = {
    ...runner,
    distance: reached ? RACE_DISTANCE_M : runner.distance + gained,
    finishedAtMs,
    speed: reached ? 0 : runner.speed * SPEED_RETAINED_PER_TICK,
    stamina,
    winded: runner.winded && stamina < WINDED_RECOVER_TO,
  };
  if (!runner.player.isAI || reached || next.stamina <= 0 || next.winded) return next;
  return aiWantsToRun(next, tickEndMs, difficulty, rng) ? run(next, tickEndMs) : next;
}

function withFinishCheck(state: SprintState): SprintState {
  const over = state.elapsedMs >= state.durationMs || state.runners.every(hasFinished);
  return over ? { ...state, phase: 'finished' } : state;
}

function runFor(state: SprintState, dtMs: number, rng: Rng): SprintState {
  let { elapsedMs, tickCarryMs, runners } = state;
  let left = Math.min(dtMs, state.durationMs - elapsedMs);
  while (left > 0) {
    const slice = Math.min(left, TICK_MS - tickCarryMs);
    left -= slice;
    elapsedMs += slice;
    tickCarryMs += slice;
    if (tickCarryMs >= TICK_MS) {
      tickCarryMs = 0;
      const tickEnd = elapsedMs;
      runners = runners.map((r) => tickRunner(r, tickEnd, state.difficulty, rng));
      if (runners.every(hasFinished)) break;
    }
  }
  return withFinishCheck({ ...state, elapsedMs, tickCarryMs, runners });
}

export const sprintRules: GameRules<SprintState, SprintInput> = {
  init(players, settings) {
    return {
      phase: 'ready',
      difficulty: settings.difficulty,
      countdownMs: COUNTDOWN_MS,
      durationMs: settings.duration * 1000,
      elapsedMs: 0,
      tickCarryMs: 0,
      runners: players.map((player) => ({
        player,
        distance: 0,
        stamina: STAMINA_START,
        speed: 0,
        clicks: 0,
        finishedAtMs: null,
        nextPressMs: 0,
        winded: false,
        lastRunMs: null,
        lastGapMs: null,
        rhythm: 0,
      })),
    };
  },

  step(state, dtMs, rng) {
    if (dtMs <= 0) return state;
    if (state.phase === 'countdown') {
      return stepCountdown(state, dtMs, 'running', (live, raceMs) => runFor(live, raceMs, rng));
    }
    if (state.phase !== 'running') return state;
    return runFor(state, dtMs, rng);
  },

  act(state, playerId, input) {
    if (!isSprintInput(input)) return state;
    if (input.type === 'start') return startCountdown(state);
    const index = state.runners.findIndex((r) => r.player.id === playerId);
    const runner = state.runners[index];
    if (!runner || !canRun(state, runner)) return state;
    const nextPressMs = bookPress(runner.nextPressMs, state.elapsedMs);
    if (nextPressMs === null) return state;
    return {
      ...state,
      runners: state.runners.with(index, { ...run(runner, state.elapsedMs), nextPressMs }),
    };
  },

  isInput: isSprintInput,
  isOver: (state) => state.phase === 'finished',

  results(state) {
    return rankByScore(
      state.runners.map((runner) => {
        const { player, distance, finishedAtMs } = runner;
        const endMs = finishedAtMs ?? state.elapsedMs;
        const remainingSeconds =
          finishedAtMs === null ? 0 : (state.durationMs - finishedAtMs) / 1000;
        const distancePoints = (distance / RACE_DISTANCE_M) * SCORE_DISTANCE_POINTS;
        const score = Math.round(
          distancePoints + remainingSeconds * SCORE_POINTS_PER_REMAINING_SECOND,
        );
        const roundedDistancePoints = Math.round(distancePoints);
        const entry: Omit<GameResultEntry, 'position'> = {
          playerId: player.id,
          playerName: player.name,
          playerAvatar: player.avatar,
          score,
          time: Math.round(endMs) / 1000,
          breakdown: [
            { label: `Distance ${distance.toFixed(1)} m`, points: roundedDistancePoints },
            { label: 'Time bonus', points: score - roundedDistancePoints },
          ],
        };
        return entry;
      }),
    );
  },
};
