import { ALL_RULES } from '../games/allRules';
import { createRng } from '../lib/rng';
import { practicePlayers, replayRun } from './replayRun';
import { initGame } from '../games/core/runner';

const settings = { duration: 30, difficulty: 'medium', rounds: 1 } as const;

describe.each(Object.entries(ALL_RULES))('%s on its ready screen', (_game, rules) => {
  // replayRun skips the steps of a game that has not started: true only while they change nothing.
  it('stands still, drawing nothing, until it is started', () => {
    const ready = initGame(rules, practicePlayers(77, 3), settings, 77);
    const rng = createRng(ready.rng);
    let state = ready;
    for (let i = 0; i < 500; i++) state = rules.step(state, 10, rng);
    expect(state).toBe(ready);
    expect(rng.state()).toBe(ready.rng);
  });
});

describe('replayRun', () => {
  it('finds the start, the end and the first refused input', () => {
    const rules = ALL_RULES.swimming;
    const players = practicePlayers(5, 3);
    const log = {
      game: 'swimming' as const,
      settings,
      seed: 5,
      endStep: 4000,
      inputs: [
        { step: 250, input: { type: 'start' } },
        { step: 600, input: { type: 'stroke' } },
        { step: 601, input: { type: 'stroke' } },
      ],
    };
    const replayed = replayRun(rules, players, log);
    expect(replayed.startStep).toBe(250);
    expect(replayed.refused).toEqual({ index: 2, step: 601 });
    expect(replayed.overStep).toBe(250 + 300 + 3000);
    expect(replayRun(rules, players, { ...log, endStep: 3000 }).overStep).toBeNull();
    expect(replayRun(rules, players, { ...log, inputs: [{ step: 1, input: 'x' }] }).invalid).toBe(
      0,
    );
  });
});
