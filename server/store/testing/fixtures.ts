// Helpers shared by the store's tests: a clock the test moves, and runs with sensible defaults.
import { newSecret } from '../identity';
import type { ResultsStore } from '../store';
import type { BoardRef, BoardRow, NewResult } from '../types';

/** Wednesday 25 November 2026, 12:00 UTC. */
export const START = Date.UTC(2026, 10, 25, 12);

export function testClock(start = START) {
  let now = start;
  return {
    now: () => now,
    set(ms: number) {
      now = ms;
    },
    advance(ms: number) {
      now += ms;
    },
  };
}

export type TestClock = ReturnType<typeof testClock>;

export const SWIMMING: BoardRef = { game: 'swimming', rulesVersion: 1, period: 'all' };

export function practice(playerId: number, score: number, timeMs = 60_000): NewResult {
  return {
    game: 'swimming',
    rulesVersion: 1,
    kind: 'practice',
    settings: { duration: 90, difficulty: 'medium', rounds: 1 },
    seed: 1234,
    log: Buffer.from(`log of ${playerId}: ${score} ${timeMs} ${Math.random()}`),
    playerId,
    score,
    timeMs,
    verified: true,
  };
}

export async function makePlayer(store: ResultsStore, name: string, country: string | null = null) {
  return store.createPlayer({ secret: newSecret(), name, country });
}

/** Board order: higher score, lower time, earlier run, lower id. */
export function boardOrder(a: BoardRow, b: BoardRow): number {
  return (
    b.score - a.score ||
    a.timeMs - b.timeMs ||
    a.achievedAt - b.achievedAt ||
    a.resultId - b.resultId
  );
}

/** Places worked out by brute force from the rows themselves. */
export function expectedPlaces(rows: readonly BoardRow[]): number[] {
  return rows.map(
    (row) =>
      1 +
      rows.filter((o) => o.score > row.score || (o.score === row.score && o.timeMs < row.timeMs))
        .length,
  );
}
