// A practice run played by a script at human rates through the same recorder and clock arithmetic as the
// browser (useGameClock: frames of 16–17 ms with the odd long one, takeSteps, advanceSteps, inputs between
// frames, a hidden tab's pause from the last frame to the first after). Makes the reference logs
// (scripts/verify/record-fixtures.mjs) and the cheats the tests try. `speed` feeds the game more or less time
// than the wall clock passes: 0.9 is a run slowed by 10%, 2 a fast-forwarded one.
import { createRng, type Rng } from '../../shared/lib/rng';
import { ALL_RULES } from '../../shared/games/allRules';
import { findMiniGame } from '../../shared/games/catalog';
import { FIXED_STEP_MS, takeSteps, type StepAccumulator } from '../../shared/games/core/fixedStep';
import { HUMAN_PLAYER_ID } from '../../shared/games/core/players';
import { createRunRecorder } from '../../shared/runs/runRecorder';
import type { RunLog } from '../../shared/runs/runLog';
import { RULES_VERSIONS } from '../../shared/runs/rulesVersions';
import { advanceSteps, initGame, perform } from '../../shared/games/core/runner';
import type {
  GameId,
  GamePlayer,
  GameResultEntry,
  GameSettings,
  RulesState,
} from '../../shared/games/core/types';
import { createAiPlayers } from '../../shared/rooms/aiPlayers';
import { PRACTICE_DURATION_SECONDS, practiceOpponents } from '../../shared/rooms/practiceRoom';
import type { RunTicket } from '../store/types';

export const PRACTICE_SETTINGS: GameSettings = {
  duration: PRACTICE_DURATION_SECONDS,
  difficulty: 'medium',
  rounds: 1,
};

export interface ScriptedPlayOptions {
  game: GameId;
  seed: number;
  /** Wall clock when the game screen opened. */
  openedAtMs?: number;
  /** Time on the ready screen before Start. */
  readyMs?: number;
  /** Game time fed per wall-clock millisecond (1: real time). */
  speed?: number;
  /** A hidden tab: this long, this far into the run (wall clock after Start). */
  pause?: { afterMs: number; ms: number };
  /** Server clock: the ticket is issued this long after Start, the result received this long after the end. */
  ticketLatencyMs?: number;
  submitLatencyMs?: number;
  /**
   * A player who varies more than the reference one (the engine runs: engines/engineRuns.ts): basketball shots
   * at any angle from 30° to 65° and powers from weak to strong, archery aimed around the target instead of at
   * the gold, skiing turns of either side, more often and held longer. Off, the player is the reference logs'.
   */
  varied?: boolean;
}

export interface ScriptedPlay {
  ticket: RunTicket;
  log: RunLog;
  /** What the browser's results screen showed. */
  results: GameResultEntry[];
  /** The game's state when it was over. */
  finalState: RulesState;
  receivedAtMs: number;
}

type Bot = (elapsedMs: number, rng: Rng) => unknown[];

/** Fires `make` every `everyMs` (± 10%) of wall clock after Start. */
function every(everyMs: number, make: (count: number, rng: Rng) => unknown[]): Bot {
  let next = 0;
  let count = 0;
  return (elapsedMs, rng) => {
    if (elapsedMs < next) return [];
    next = elapsedMs + everyMs * rng.range(0.9, 1.1);
    return make(count++, rng);
  };
}

/** A player per game at human rates: what they press, frame by frame, from the time since Start. */
const BOTS: Record<GameId, (varied: boolean) => Bot> = {
  swimming: () => every(143, () => [{ type: 'stroke' }]),
  athletics: () => every(130, () => [{ type: 'run' }]),
  archery: (varied) => {
    let aimX = 150;
    let aimY = 150;
    const shoot = every(1600, (_, rng) => {
      if (varied) [aimX, aimY] = [150 + rng.range(-45, 45), 150 + rng.range(-45, 45)];
      return [{ type: 'shoot' }];
    });
    let x = 120;
    let y = 170;
    return (elapsedMs, rng) => {
      // The pointer drifts towards where the player aims (the gold) every frame, then the shot.
      x += (aimX - x) * 0.05 + rng.range(-1, 1);
      y += (aimY - y) * 0.05 + rng.range(-1, 1);
      return [{ type: 'aim', x, y }, ...shoot(elapsedMs, rng)];
    };
  },
  basketball: (varied) => {
    let releaseAt = Infinity;
    const press = every(2600, (count, rng) => [
      { type: 'angle', degrees: varied ? rng.int(30, 65) : count % 3 === 2 ? 50 : 45 },
      { type: 'press' },
      ...((releaseAt = varied ? rng.int(450, 950) : rng.int(650, 760)), []),
    ]);
    let pressedAt = 0;
    return (elapsedMs, rng) => {
      const pressed = press(elapsedMs, rng);
      if (pressed.length) {
        pressedAt = elapsedMs;
        return pressed;
      }
      if (elapsedMs - pressedAt >= releaseAt) {
        releaseAt = Infinity;
        return [{ type: 'release' }];
      }
      return [];
    };
  },
  fencing: () => every(450, (count) => [{ type: count % 3 === 2 ? 'parry' : 'lunge' }]),
  weightlifting: () => every(150, () => [{ type: 'press' }]),
  'alpine-skiing': (varied) => {
    let releaseAt = Infinity;
    let held: 'left' | 'right' = 'left';
    const steer = every(varied ? 450 : 600, (count, rng) => {
      held = (varied ? rng.chance(0.5) : count % 2) ? 'right' : 'left';
      return [{ type: 'steer', direction: held, held: true }];
    });
    let pressedAt = 0;
    return (elapsedMs, rng) => {
      const pressed = steer(elapsedMs, rng);
      if (pressed.length) {
        pressedAt = elapsedMs;
        releaseAt = varied ? rng.int(80, 400) : rng.int(180, 320);
        return pressed;
      }
      if (elapsedMs - pressedAt >= releaseAt) {
        releaseAt = Infinity;
        return [{ type: 'steer', direction: held, held: false }];
      }
      return [];
    };
  },
};

/** The players as the browser seats a practice: its own name and AI names from the room's seed. */
function browserPlayers(game: GameId, seed: number): GamePlayer[] {
  const definition = findMiniGame(game)!;
  const human: GamePlayer = { id: HUMAN_PLAYER_ID, name: 'Asha', avatar: 'Asha', isAI: false };
  const roomSeed = (seed * 2654435761) >>> 0;
  const room = `practice-${roomSeed.toString(36)}`;
  return [human, ...createAiPlayers(createRng(roomSeed), practiceOpponents(definition), room)];
}

export function playScripted(options: ScriptedPlayOptions): ScriptedPlay {
  const { game, seed, speed = 1, pause, ticketLatencyMs = 60, submitLatencyMs = 90 } = options;
  const openedAtMs = options.openedAtMs ?? 1_760_000_000_000;
  const readyMs = options.readyMs ?? 1500;
  const rules = ALL_RULES[game];
  const players = browserPlayers(game, seed);
  const ticketId = `ticket-${game}-${seed}`;
  const recorder = createRunRecorder({
    ticketId,
    game,
    rulesVersion: RULES_VERSIONS[game],
    settings: PRACTICE_SETTINGS,
    seed,
    aiSeats: players.length - 1,
    startedAtMs: openedAtMs,
  });
  const rng = createRng(seed ^ 0x5bd1e995);
  const bot = BOTS[game](options.varied ?? false);
  let state = initGame(rules, players, PRACTICE_SETTINGS, seed);
  const acc: StepAccumulator = { leftoverMs: 0 };
  let now = openedAtMs;
  let last: number | null = null;
  let startedAt: number | null = null;
  let paused = false;
  const act = (input: unknown) => {
    const next = perform(rules, state, HUMAN_PLAYER_ID, input);
    if (next !== state) recorder.input(input);
    state = next;
  };

  for (let frame = 0; !rules.isOver(state) && frame < 100_000; frame++) {
    now += frame % 53 === 52 ? 34 : rng.int(16, 17);
    if (last !== null) {
      const steps = takeSteps(acc, (now - last) * speed);
      state = advanceSteps(rules, state, steps, FIXED_STEP_MS);
      recorder.stepped(steps);
    }
    last = now;
    if (rules.isOver(state)) break;
    if (startedAt === null) {
      if (now - openedAtMs >= readyMs) {
        act({ type: 'start' });
        startedAt = now;
      }
      continue;
    }
    if (pause && !paused && now - startedAt >= pause.afterMs) {
      paused = true;
      // Hidden right after this frame; the first frame after it comes back restarts the clock.
      now += pause.ms;
      recorder.pause(now - last);
      last = now;
      continue;
    }
    for (const input of bot(now - startedAt, rng)) act(input);
  }
  if (startedAt === null || !rules.isOver(state))
    throw new Error(`${game}: the scripted run did not end`);
  const log = recorder.finish(now);
  const issuedAt = startedAt + ticketLatencyMs;
  const ticket: RunTicket = {
    id: ticketId,
    ownerHash: new Uint8Array(32),
    game,
    rulesVersion: RULES_VERSIONS[game],
    variant: '',
    kind: 'practice',
    dailyDate: null,
    settings: PRACTICE_SETTINGS,
    seed,
    issuedAt,
    expiresAt: issuedAt + 10 * 60_000,
    usedAt: null,
    ghostResultId: null,
  };
  return {
    ticket,
    log,
    results: rules.results(state),
    finalState: state,
    receivedAtMs: now + submitLatencyMs,
  };
}
