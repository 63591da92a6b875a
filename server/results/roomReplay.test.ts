// @vitest-environment node
// A room round replays to exactly what the room played: for every game, a round run by the server's own Match
// with two humans (their inputs queued through the countdown and at any tick) and AI seats, witnessed and kept
// as the room witness keeps it, is read back as a replay reads it, and its replay ends on the round's very
// results and state; seeking through checkpoints gives the states a replay from the start reaches.
import fc from 'fast-check';
import { ALL_RULES } from '../../shared/games/allRules';
import { advanceSteps, perform } from '../../shared/games/core/runner';
import type {
  GameId,
  GamePlayer,
  GameResultEntry,
  RulesState,
} from '../../shared/games/core/types';
import { createRng } from '../../shared/lib/rng';
import { STEPS_PER_TICK } from '../../shared/protocol/lockstep';
import { createAiPlayers } from '../../shared/rooms/aiPlayers';
import { CHECKPOINT_STEPS } from '../../shared/runs/replayer';
import {
  ROOM_TICK_STEPS,
  roomEndStep,
  roomPlayers,
  roomSteppedInputs,
  type RoomLog,
} from '../../shared/runs/roomLog';
import { createRoomReplayer, roomFirstState } from '../../shared/runs/roomReplayer';
import { GAME_IDS } from '../../shared/runs/rulesVersions';
import { Match } from '../room/match';
import type { NewRun, ResultsStore } from '../store/index';
import { isReplayableRun, storedRoomLog } from './replayable';
import { RoomWitness, witnessRoomsWith } from './roomWitness';

/** What each game's players press, drawn at random tick after tick. */
const PRESSES: Record<GameId, unknown[]> = {
  swimming: [{ type: 'stroke' }],
  athletics: [{ type: 'run' }],
  archery: [{ type: 'aim', x: 150, y: 140 }, { type: 'shoot' }, { type: 'nudge', dx: 3, dy: -2 }],
  basketball: [{ type: 'angle', degrees: 50 }, { type: 'press' }, { type: 'release' }],
  fencing: [{ type: 'lunge' }, { type: 'parry' }],
  weightlifting: [{ type: 'lift' }, { type: 'hold' }, { type: 'press' }],
  'alpine-skiing': [
    { type: 'steer', direction: 'left', held: true },
    { type: 'steer', direction: 'left', held: false },
    { type: 'steer', direction: 'right', held: true },
    { type: 'steer', direction: 'right', held: false },
  ],
};

const SECRETS = [Buffer.alloc(16, 1), Buffer.alloc(16, 2)];
const settings = { duration: 30, difficulty: 'hard' as const, rounds: 1 };

/** A store that keeps the runs the witness saves (every secret names a player). */
function keepingStore() {
  const saved: NewRun[] = [];
  const store = {
    playerBySecret: (secret: Uint8Array) =>
      Promise.resolve({ id: secret[0]!, name: 'P', country: null, createdAt: 0, banned: false }),
    saveRun: (run: NewRun) => {
      saved.push(run);
      return Promise.resolve({ runId: 1, resultIds: [1] });
    },
  } as unknown as ResultsStore;
  return { store, saved };
}

async function until(check: () => boolean) {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!check()) throw new Error('timed out');
}

/** A round of `game` played to its end by the server's Match, witnessed: the room's results and its kept run. */
async function playWitnessedRound(game: GameId, seed: number) {
  const { store, saved } = keepingStore();
  witnessRoomsWith({ store });
  const witness = new RoomWitness();
  const humans: GamePlayer[] = [
    { id: 'session-a', name: 'Asha', avatar: 'Asha', isAI: false },
    { id: 'session-b', name: 'Ben', avatar: 'Ben', isAI: false },
  ];
  humans.forEach((h, i) => witness.join(h.id, { identity: SECRETS[i]!.toString('base64url') }));
  await new Promise((resolve) => setTimeout(resolve, 20));
  const players = [...humans, ...createAiPlayers(createRng(seed), 2, 'room-x')];
  const match = new Match(game, 1, players, settings, seed);
  witness.start();
  const rng = createRng(seed ^ 0x5eed);
  let q = 0;
  while (!match.isOver()) {
    if (match.tick > 20 * 600) throw new Error(`${game}: the round does not end`);
    for (const human of humans) {
      if (rng.next() < 0.45) match.take(human.id, ++q, rng.pick(PRESSES[game]));
      if (rng.next() < 0.05) match.take(human.id, ++q, rng.pick(PRESSES[game]));
    }
    witness.record(match.runTick());
  }
  const results = match.results();
  witness.finish({
    roomId: 'room-x',
    game,
    settings,
    seed,
    players,
    endTick: match.tick,
    results,
  });
  await until(() => saved.length > 0);
  witnessRoomsWith(null);
  const run = saved[0]!;
  const log = storedRoomLog({ settings: run.settings, log: run.log });
  if (!log) throw new Error(`${game}: the kept round cannot be replayed`);
  return { match, results, run, log };
}

/** What counts of a result: everything but the room's own ids. */
const counted = (results: readonly GameResultEntry[]) =>
  results.map(({ playerId: _id, ...rest }) => rest);

/** Playing the log from the start to `step` with nothing kept: the server's ticks, then the part of the next. */
function fromStart(game: GameId, log: RoomLog, step: number): RulesState {
  const rules = ALL_RULES[game];
  const inputs = roomSteppedInputs(log);
  let state = roomFirstState(rules, log);
  let at = 0;
  for (let next = 0; ;) {
    while (next < inputs.length && inputs[next]!.step === at && at <= step) {
      state = perform(rules, state, inputs[next]!.playerId, inputs[next]!.input);
      next++;
    }
    if (at >= step) return state;
    const steps = Math.min(STEPS_PER_TICK, step - at);
    state = advanceSteps(rules, state, steps, 10);
    at += steps;
  }
}

it('steps a room log’s ticks as the game server ticks', () => {
  expect(ROOM_TICK_STEPS).toBe(STEPS_PER_TICK);
});

describe.each(GAME_IDS)('a witnessed room round of %s', (game) => {
  const rules = ALL_RULES[game];
  let round: Awaited<ReturnType<typeof playWitnessedRound>>;
  beforeAll(async () => {
    round = await playWitnessedRound(game, 1000 + GAME_IDS.indexOf(game));
  });

  it('replays to exactly the round’s results and state', () => {
    const { log, match, results, run } = round;
    expect(log.inputs.length).toBeGreaterThan(10);
    const replayer = createRoomReplayer(rules, log);
    const end = replayer.stateAt(roomEndStep(log));
    expect(rules.isOver(end)).toBe(true);
    expect(counted(rules.results(end))).toEqual(counted(results));
    // Seat by seat, the very state (the room's ids aside) and what the witness stored.
    const ids = new Map(match.players.map((p, seat) => [p.id, roomPlayers(log)[seat]!.id]));
    const renamed = JSON.parse(
      JSON.stringify(match.state).replace(/"(session-[ab]|room-x-ai-\d)"/g, (_, id: string) =>
        JSON.stringify(ids.get(id)),
      ),
    ) as unknown;
    expect(end).toEqual(renamed);
    for (const stored of run.results) {
      const replayed = rules
        .results(end)
        .find((r) => r.playerId === `seat-${(stored.seat ?? -1) + 1}`);
      expect(Math.round(replayed!.score)).toBe(stored.score);
      expect(Math.round(replayed!.time * 1000)).toBe(stored.timeMs);
    }
    // Not over before the last tick (whose inputs may end it at once).
    expect(rules.isOver(replayer.stateAt(roomEndStep(log) - STEPS_PER_TICK - 1))).toBe(false);
    expect(isReplayableRun({ ...run, verified: true, voided: false, dailyDate: null }, 0)).toBe(
      true,
    );
  });

  it('seeks through its checkpoints to the states a replay from the start reaches', () => {
    const { log } = round;
    const end = roomEndStep(log);
    const moment = fc.oneof(
      fc.integer({ min: 0, max: end }),
      fc
        .integer({ min: 0, max: Math.floor(end / CHECKPOINT_STEPS) })
        .map((n) => n * CHECKPOINT_STEPS),
      fc.constantFrom(...log.inputs.map(([tick]) => (tick - 1) * STEPS_PER_TICK)),
    );
    fc.assert(
      fc.property(
        fc.array(moment, { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        (moments, playedFirst) => {
          const replayer = createRoomReplayer(rules, log);
          if (playedFirst) replayer.stateAt(end);
          for (const step of moments) {
            expect(replayer.stateAt(step)).toEqual(fromStart(game, log, step));
          }
        },
      ),
      { numRuns: 10 },
    );
  });
});
