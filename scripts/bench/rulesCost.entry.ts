// Built by rules-cost.mjs with Vite's SSR build, then run in Node: the cost of simulating each game's rules.
import { advance, initGame, perform } from '../../shared/games/core/runner';
import type { GamePlayer, GameRules, RulesState } from '../../shared/games/core/types';
import { swimmingRules } from '../../shared/games/swimming/rules';
import { sprintRules } from '../../shared/games/sprint/rules';
import { archeryRules } from '../../shared/games/archery/rules';
import { basketballRules } from '../../shared/games/basketball/rules';
import { fencingRules } from '../../shared/games/fencing/rules';
import { weightliftingRules } from '../../shared/games/weightlifting/rules';
import { skiingRules } from '../../shared/games/skiing/rules';
import { HUMAN_PLAYER_ID } from '../../shared/games/core/players';

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
  { name: 'sprint', rules: sprintRules, seats: 8, start: { type: 'start' } },
  { name: 'archery', rules: archeryRules, seats: 4, start: { type: 'start' } },
  { name: 'basketball', rules: basketballRules, seats: 2, start: { type: 'start' } },
  { name: 'fencing', rules: fencingRules, seats: 2, start: { type: 'start' } },
  { name: 'weightlifting', rules: weightliftingRules, seats: 1, start: { type: 'start' } },
  { name: 'skiing', rules: skiingRules, seats: 1, start: { type: 'start' } },
];

const SIMULATED_MS = 60_000;
const STEP_MS = 10;

/** Seat 0 has the human's id (some rules take 'start' only from the human) but is played by the AI too. */
function aiPlayers(count: number): GamePlayer[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i === 0 ? HUMAN_PLAYER_ID : `ai-${i}`,
    name: `AI ${i}`,
    avatar: `AI ${i}`,
    isAI: true,
  }));
}

/** Microseconds of CPU per simulated second, median of `repeats` runs of 60 simulated seconds. */
export function measureRulesCost(repeats = 7) {
  return BENCH_GAMES.map(({ name, rules, seats, start }) => {
    const samples: number[] = [];
    // Run 0 warms the JIT up and is not counted.
    for (let r = 0; r <= repeats; r++) {
      const players = aiPlayers(seats);
      const settings = { duration: 60, difficulty: 'medium' as const, rounds: 1 };
      let state: RulesState = initGame(rules, players, settings, 1000 + r);
      state = perform(rules, state, players[0]!.id, start);
      const t0 = performance.now();
      let simulatedMs = 0;
      while (simulatedMs < SIMULATED_MS && !rules.isOver(state)) {
        state = advance(rules, state, STEP_MS);
        simulatedMs += STEP_MS;
      }
      const elapsedMs = performance.now() - t0;
      if (r > 0) samples.push((elapsedMs * 1000) / (simulatedMs / 1000));
    }
    samples.sort((a, b) => a - b);
    return { name, usPerSimulatedSecond: samples[Math.floor(samples.length / 2)]! };
  });
}
