// The skill bench's harness: plays one game headless on the pure rules, human seats driven by reference
// players (players.ts), AI seats by the rules' own AI, in fixed 10 ms steps as the site's clock does.
import { advance, initGame, perform } from '../../../shared/games/core/runner';
import type {
  Difficulty,
  GamePlayer,
  GameResultEntry,
  GameRules,
  RulesState,
} from '../../../shared/games/core/types';
import { createRng, type Rng } from '../../../shared/lib/rng';

export const STEP_MS = 10;

/** A reference player: at each 10 ms step it sees the state and the time, and sends inputs for its seat. */
export interface Bot<S = never, I = unknown> {
  act(state: S, nowMs: number): I[];
  /** Inputs the rules accepted (state changed), counted by the harness. */
  accepted: number;
}

/** A seat: a reference player (a human seat) or the game's AI at a difficulty. */
export type Seat =
  | { kind: 'bot'; name: string; make: (id: string, rng: Rng) => Bot<never, unknown> }
  | { kind: 'ai'; name: string };

export interface SkillGame {
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- heterogeneous rules in one list
  rules: GameRules<any, any>;
  duration: number;
  start: unknown;
  /** The per-play figure whose spread is printed for the AI (its 'accuracy' in this game). */
  accuracy(state: never, result: GameResultEntry, playerId: string): number;
  accuracyLabel: string;
}

export interface PlayOutcome {
  results: GameResultEntry[];
  /** Per seat, in order. */
  seats: { id: string; position: number; score: number; accuracy: number; accepted: number }[];
  state: RulesState;
}

const MAX_MS = 600_000;

export function play(
  game: SkillGame,
  seats: readonly Seat[],
  difficulty: Difficulty,
  seed: number,
): PlayOutcome {
  const players: GamePlayer[] = seats.map((seat, i) => ({
    id: `p${i}`,
    name: seat.name,
    avatar: seat.name,
    isAI: seat.kind === 'ai',
  }));
  const botRng = createRng(seed ^ 0x5bd1e995);
  const bots = seats.map((seat, i) =>
    seat.kind === 'bot' ? seat.make(players[i]!.id, createRng(botRng.int(0, 2 ** 32 - 1))) : null,
  );
  const settings = { duration: game.duration, difficulty, rounds: 1 };
  let state: RulesState = initGame(game.rules, players, settings, seed);
  state = perform(game.rules, state, players[0]!.id, game.start);
  for (let t = 0; t < MAX_MS && !game.rules.isOver(state); t += STEP_MS) {
    bots.forEach((bot, i) => {
      if (!bot) return;
      for (const input of bot.act(state as never, t)) {
        const next = perform(game.rules, state, players[i]!.id, input);
        if (next !== state) bot.accepted++;
        state = next;
      }
    });
    state = advance(game.rules, state, STEP_MS);
  }
  const results = game.rules.results(state);
  return {
    results,
    state,
    seats: players.map((p, i) => {
      const r = results.find((entry) => entry.playerId === p.id)!;
      return {
        id: p.id,
        position: r.position,
        score: r.score,
        accuracy: game.accuracy(state as never, r, p.id),
        accepted: bots[i]?.accepted ?? 0,
      };
    }),
  };
}

/** Share of plays in which seat 0 finished strictly ahead of seat 1 (a shared place is no win). */
export function headToHead(
  game: SkillGame,
  a: Seat,
  b: Seat,
  difficulty: Difficulty,
  plays: number,
  seedBase: number,
) {
  let wins = 0;
  const aScores: number[] = [];
  const bScores: number[] = [];
  const aAcc: number[] = [];
  const bAcc: number[] = [];
  for (let i = 0; i < plays; i++) {
    // Alternate the seats so seat order never decides.
    const swap = i % 2 === 1;
    const outcome = play(game, swap ? [b, a] : [a, b], difficulty, seedBase + i);
    const [sa, sb] = swap
      ? [outcome.seats[1]!, outcome.seats[0]!]
      : [outcome.seats[0]!, outcome.seats[1]!];
    if (sa.position < sb.position) wins++;
    aScores.push(sa.score);
    bScores.push(sb.score);
    aAcc.push(sa.accuracy);
    bAcc.push(sb.accuracy);
  }
  return { winRate: wins / plays, aScores, bScores, aAcc, bAcc };
}

export const mean = (xs: readonly number[]) =>
  xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
export function quantile(xs: readonly number[], q: number): number {
  const sorted = [...xs].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}
export function stdev(xs: readonly number[]): number {
  const m = mean(xs);
  return Math.sqrt(mean(xs.map((x) => (x - m) ** 2)));
}
