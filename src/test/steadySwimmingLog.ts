// A swimming race's log as a steady swimmer plays it, for tests of replays: Start after 1 s on the ready screen
// (step 100), then a stroke every 250 ms from step 500, cut at the step the race is over.
import { practicePlayers, replayRun } from '../../shared/runs/replayRun';
import { swimmingRules } from '../../shared/games/swimming/rules';

export const STEADY_SWIMMING = {
  settings: { duration: 90, difficulty: 'medium' as const, rounds: 1 },
  seed: 4242,
  players: practicePlayers(4242, 3),
  /** The step of the Start input. */
  startStep: 100,
};

export function steadySwimmingLog() {
  const { settings, seed, players, startStep } = STEADY_SWIMMING;
  const inputs = [{ step: startStep, input: { type: 'start' } as unknown }];
  for (let step = 500; step < 9000; step += 25) inputs.push({ step, input: { type: 'stroke' } });
  const draft = { game: 'swimming' as const, settings, seed, endStep: 9000, inputs };
  const over = replayRun(swimmingRules, players, draft).overStep!;
  return { ...draft, endStep: over, inputs: inputs.filter((input) => input.step <= over) };
}
