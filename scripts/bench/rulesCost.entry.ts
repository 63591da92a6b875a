// Built by rules-cost.mjs with Vite's SSR build, then run in Node: the cost of simulating each game's rules.
import { initGame, perform, simulate } from '../../src/games/core/runner';
import type { GamePlayer, GameRules, RulesState } from '../../src/games/core/types';
import { swimmingRules } from '../../src/games/swimming/rules';

interface BenchGame {
  name: string;
  // Each game has its own state and input types; the bench only drives them through the shared contract.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- heterogeneous rules in one list
  rules: GameRules<any, any>;
  seats: number;
  start: unknown;
}

export const BENCH_GAMES: BenchGame[] = [
  { name: 'swimming', rules: swimmingRules, seats: 8, start: { type: 'start' } },
];

const SIMULATED_MS = 60_000;
const STEP_MS = 10;

function aiPlayers(count: number): GamePlayer[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `ai-${i}`,
    name: `AI ${i}`,
    avatar: `AI ${i}`,
    isAI: true,
  }));
}

/** Microseconds of CPU per simulated second, median of `repeats` runs of 60 simulated seconds. */
export function measureRulesCost(repeats = 7) {
  return BENCH_GAMES.map(({ name, rules, seats, start }) => {
    const samples: number[] = [];
    let simulatedMs = 0;
    for (let r = 0; r < repeats; r++) {
      const players = aiPlayers(seats);
      const settings = { duration: 60, difficulty: 'medium' as const, rounds: 1 };
      let state: RulesState = initGame(rules, players, settings, 1000 + r);
      state = perform(rules, state, players[0]!.id, start);
      const t0 = performance.now();
      const end = simulate(rules, state, { stepMs: STEP_MS, maxMs: SIMULATED_MS });
      const elapsed = performance.now() - t0;
      simulatedMs = Math.max(STEP_MS, (end as { elapsedMs?: number }).elapsedMs ?? SIMULATED_MS);
      samples.push((elapsed * 1000) / (Math.min(simulatedMs, SIMULATED_MS) / 1000));
    }
    samples.sort((a, b) => a - b);
    return { name, usPerSimulatedSecond: samples[Math.floor(samples.length / 2)]! };
  });
}
