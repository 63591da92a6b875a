// @vitest-environment node
// The replayer (shared/runs/replayer.ts) on the runs the server stores: every game's reference run, as the store
// keeps it after verification, replays to exactly the results it was verified with, and seeking through
// checkpoints gives the very states a replay from the start gives.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import type { RunLog } from '../../shared/runs/runLog';
import { decodeRunLog } from '../../shared/runs/runLogDecode';
import { GAME_IDS } from '../../shared/runs/rulesVersions';
import { ALL_RULES } from '../../shared/games/allRules';
import { practicePlayers, replayRun } from '../../shared/runs/replayRun';
import { CHECKPOINT_STEPS, createReplayer } from '../../shared/runs/replayer';
import type { GameId, GameResultEntry } from '../../shared/games/core/types';
import { ticketOf, type ReferenceLog } from './referenceLog';
import { verifyRun } from './verifyRun';

function loadReference(game: GameId): ReferenceLog {
  const file = join(process.cwd(), 'server/verify/fixtures', `${game}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as ReferenceLog;
}

/** The log as the store keeps it: the bytes verification hands over to be stored. */
function storedLog(reference: ReferenceLog): RunLog {
  const verified = verifyRun(
    ticketOf(reference),
    reference.log,
    reference.claimed,
    reference.receivedAtMs,
  );
  if (!verified.ok) throw new Error(`${reference.game}: ${verified.reason}`);
  const decoded = decodeRunLog(verified.logBytes);
  if (!decoded.ok) throw new Error(decoded.reason);
  return decoded.log;
}

const counted = (results: readonly GameResultEntry[]) =>
  results.map(({ playerId, score, time, position, accuracy, breakdown }) => ({
    // The AI seats' ids are the browser's own; only whose seat is the player's counts.
    isYou: playerId === 'you',
    score,
    time,
    position,
    accuracy,
    breakdown,
  }));

describe.each(GAME_IDS)('replaying the stored run of %s', (game) => {
  const reference = loadReference(game);
  const log = storedLog(reference);
  const rules = ALL_RULES[game];
  const players = practicePlayers(log.seed, log.aiSeats);

  it('gives exactly the results it was verified with', () => {
    const replayer = createReplayer(rules, players, log);
    const end = replayer.stateAt(log.endStep);
    expect(rules.isOver(end)).toBe(true);
    const results = rules.results(end);
    expect(counted(results)).toEqual(counted(reference.claimed));
    const you = results.find((entry) => entry.playerId === 'you');
    expect(you?.score).toBe(reference.expected.score);
    expect(Math.round((you?.time ?? 0) * 1000)).toBe(reference.expected.timeMs);
    // The same whatever the player is called (a replay shows the name of whose run it is).
    const named = players.map((p) => (p.isAI ? p : { ...p, name: 'Asha', avatar: 'Asha' }));
    const renamed = createReplayer(rules, named, log).stateAt(log.endStep);
    expect(counted(rules.results(renamed))).toEqual(counted(results));
    // Not over one step before: the replay ends where the run did.
    expect(rules.isOver(createReplayer(rules, players, log).stateAt(log.endStep - 1))).toBe(false);
  });

  it('keeps a checkpoint every few seconds of game time while it plays', () => {
    const replayer = createReplayer(rules, players, log);
    expect(replayer.checkpointSteps()).toEqual([0]);
    replayer.stateAt(log.endStep);
    const steps = replayer.checkpointSteps();
    expect(steps.length).toBeGreaterThan(1);
    expect(steps.every((step) => step % CHECKPOINT_STEPS === 0 && step <= log.endStep)).toBe(true);
    // Every multiple the running game passed after its start holds one.
    const last = steps[steps.length - 1]!;
    expect(last).toBeGreaterThan(log.endStep - CHECKPOINT_STEPS - 1);
  });

  it('seeks back from the nearest checkpoint, not from the start', () => {
    let steps = 0;
    const counting = {
      ...rules,
      step: (...args: Parameters<typeof rules.step>) => {
        steps++;
        return rules.step(...args);
      },
      // Games that step many at once (archery, basketball) count the steps they ran.
      stepMany: rules.stepMany
        ? (...args: Parameters<NonNullable<typeof rules.stepMany>>) => {
            const ran = rules.stepMany!(...args);
            steps += ran.steps;
            return ran;
          }
        : undefined,
    } as typeof rules;
    const replayer = createReplayer(counting, players, log);
    replayer.stateAt(log.endStep);
    const whole = steps;
    steps = 0;
    replayer.stateAt(log.endStep - 1);
    expect(steps).toBeLessThan(CHECKPOINT_STEPS);
    expect(whole).toBeGreaterThan(CHECKPOINT_STEPS);
  });

  it('seeks through its checkpoints to the states a replay from the start reaches', () => {
    /** Playing from the start to `step`, with nothing kept: replayRun on the log cut there. */
    const fromStart = (step: number) =>
      replayRun(rules, players, {
        game,
        settings: log.settings,
        seed: log.seed,
        endStep: step,
        inputs: log.inputs.filter((input) => input.step <= step),
      }).state;
    const end = log.endStep;
    const firstInput = log.inputs[0]?.step ?? 0;
    // Moments anywhere, and more of them where the game moves (after Start), and on checkpoints exactly.
    const moment = fc.oneof(
      fc.integer({ min: 0, max: end }),
      fc.integer({ min: firstInput, max: end }),
      fc
        .integer({ min: 0, max: Math.floor(end / CHECKPOINT_STEPS) })
        .map((n) => n * CHECKPOINT_STEPS),
    );
    fc.assert(
      fc.property(
        fc.array(moment, { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        (moments, playedFirst) => {
          const replayer = createReplayer(rules, players, log);
          // Seek from a replay that has kept every checkpoint, or from one that keeps them as it goes.
          if (playedFirst) replayer.stateAt(end);
          for (const step of moments) expect(replayer.stateAt(step)).toEqual(fromStart(step));
        },
      ),
      { numRuns: 12 },
    );
  });
});
