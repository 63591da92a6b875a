// A reference player's hand: its reaction time, a press rhythm with the level's jitter, a Gaussian draw for
// its aim, and the bot every player is built on.
import type { Rng } from '../../../shared/lib/rng';
import { COUNTDOWN_MS } from '../../../shared/games/core/countdown';
import type { Bot } from './harness';
import type { Level } from './levels';

export function gauss(rng: Rng): number {
  const u = Math.max(1e-12, rng.next());
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

export const reaction = (level: Level, rng: Rng) => level.reactionMs * rng.range(0.85, 1.15);

/** A mashing hand: true at the steps it presses, from `fromMs` on. */
export function masher(level: Level, rng: Rng) {
  let nextAt: number | null = null;
  return {
    reset() {
      nextAt = null;
    },
    press(nowMs: number, fromMs: number): boolean {
      if (level.cps === 0) return nowMs >= fromMs;
      nextAt ??= fromMs;
      if (nowMs < nextAt) return false;
      nextAt += (1000 / level.cps) * (1 + rng.range(-level.jitter, level.jitter));
      // A hand that fell behind (a pause) does not catch up with a burst.
      nextAt = Math.max(nextAt, nowMs + 1);
      return true;
    },
  };
}

export function bot<S, I>(act: (state: S, nowMs: number) => I[]): Bot<S, I> {
  return { act, accepted: 0 };
}

/**
 * Swimming, the sprint, fencing and skiing open with a 3 s countdown from the start input (sent at 0 ms):
 * a player's first move comes its reaction time after GO.
 */
export const afterGo = (level: Level, rng: Rng) => COUNTDOWN_MS + reaction(level, rng);
