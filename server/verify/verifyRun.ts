// Decides whether a practice or daily run counts: the browser sends the run's log (shared/runs/runLog.ts) and
// the results it showed; the server re-plays the log from the ticket's seed with the very same rules and takes
// the run only if everything matches. Pure: the caller does the store's checks (the ticket is the player's own,
// unused and unexpired: ticketUsable helps; the log is not a copy: findRunWithLog(logSha256)).
import { createHash } from 'node:crypto';
import { ALL_RULES } from '../../shared/games/allRules';
import { findMiniGame } from '../../shared/games/catalog';
import { FIXED_STEP_MS } from '../../shared/games/core/fixedStep';
import {
  MAX_PRESSES_PER_SECOND,
  MIN_PRESS_INTERVAL_MS,
} from '../../shared/games/core/inputCeiling';
import { HUMAN_PLAYER_ID } from '../../shared/games/core/players';
import { practicePlayers, replayRun } from '../../shared/runs/replayRun';
import { inputType } from '../../shared/runs/runRecorder';
import { encodeRunLog, type RunLog } from '../../shared/runs/runLog';
import { decodeRunLog } from '../../shared/runs/runLogDecode';
import { isGameId, RULES_VERSIONS } from '../../shared/runs/rulesVersions';
import type { GameId, GameResultEntry, GameSettings } from '../../shared/games/core/types';
import { practiceOpponents } from '../../shared/rooms/practiceRoom';
import type { RunTicket } from '../store/types';
import { parseClaimed, sameEntry } from './claimedResults';

/** Game time may run ahead of the wall clock between ticket and submission by this much (the ticket's trip). */
export const FAST_SLACK_MS = 500;
/** The wall clock may run ahead of game time by this much plus SLOW_SLACK_SHARE of the game time. */
export const SLOW_SLACK_MS = 400;
export const SLOW_SLACK_SHARE = 0.02;
/** A ranked run may stand still (a hidden tab) this long in all. */
export const MAX_TOTAL_PAUSE_MS = 5000;
/**
 * Counted inputs (every input but pointer and angle moves) in any one second of game time: a press and its
 * release (a held key) are two, so a hand at the 15-a-second ceiling makes 30.
 */
export const MAX_COUNTED_INPUTS_PER_SECOND = 2 * MAX_PRESSES_PER_SECOND + 2;
/** Inputs that move a pointer or a slider: not presses, so not counted against the ceiling. */
export const UNCOUNTED_INPUTS: Readonly<Partial<Record<GameId, readonly string[]>>> = {
  archery: ['aim', 'nudge'],
  basketball: ['angle'],
};
/** Game time a run may take beyond its settings' duration (a countdown, a last result on show). */
const EXTRA_GAME_SECONDS = 15;
/** Bytes a logged input may take at most (a step, a kind and four numbers as float64). */
const MAX_INPUT_BYTES = 3 + 3 + 4 * 9;
const MAX_HEADER_BYTES = 1024;

export interface VerifyOptions {
  /** Overrides MAX_TOTAL_PAUSE_MS. */
  maxPauseMs?: number;
}

export interface VerifiedRun {
  ok: true;
  /** Every seat's results as the server re-played them (AI names are the server's own). */
  results: GameResultEntry[];
  /** The human seat's score and time (whole milliseconds), as the boards take them. */
  score: number;
  timeMs: number;
  rulesVersion: number;
  /**
   * What to store as the run's log: the played part (game, settings, seed, inputs; no ticket, wall clock or
   * pauses), so the same inputs on the same seed give the same bytes: refuse the run when
   * findRunWithLog(seed, logBytes) finds one. It decodes with decodeRunLog and re-plays with replayRun.
   */
  logBytes: Uint8Array;
  /** Hex SHA-256 of logBytes (what the store keeps as its hash). */
  logSha256: string;
  /** Game time from the start to the end, and the pauses in it. */
  gameMs: number;
  pausedMs: number;
}

export interface RejectedRun {
  ok: false;
  /** One line a player can read. */
  reason: string;
}

export type VerifyResult = VerifiedRun | RejectedRun;

const reject = (reason: string): RejectedRun => ({ ok: false, reason });

/** Whether a ticket can still take a run at `nowMs`: not used, not expired. */
export function ticketUsable(
  ticket: Pick<RunTicket, 'expiresAt' | 'usedAt'>,
  nowMs: number,
): { ok: true } | RejectedRun {
  if (ticket.usedAt !== null) return reject('This run’s ticket was already used.');
  if (nowMs > ticket.expiresAt) return reject('This run’s ticket has expired.');
  return { ok: true };
}

/** The most bytes a log of a run with these settings can take. */
export function maxLogBytes(settings: GameSettings): number {
  const seconds = settings.duration + EXTRA_GAME_SECONDS;
  const inputs = Math.ceil(seconds * (MAX_COUNTED_INPUTS_PER_SECOND + 8)) + 64;
  return MAX_HEADER_BYTES + inputs * MAX_INPUT_BYTES;
}

function parseSettings(value: unknown): GameSettings | null {
  if (typeof value !== 'object' || value === null) return null;
  const { duration, difficulty, rounds } = value as Record<string, unknown>;
  if (typeof duration !== 'number' || typeof rounds !== 'number') return null;
  if (difficulty !== 'easy' && difficulty !== 'medium' && difficulty !== 'hard') return null;
  return { duration, difficulty, rounds };
}

function ticketMismatch(ticket: RunTicket, log: RunLog): string | null {
  if (log.ticketId !== ticket.id) return 'This log belongs to another run’s ticket.';
  if (log.game !== ticket.game) return 'This log is of another game than its ticket.';
  if (log.seed !== ticket.seed) return 'This run was played on another course than its ticket’s.';
  if (log.rulesVersion !== ticket.rulesVersion) {
    return 'This run was played under other rules than its ticket’s.';
  }
  const settings = parseSettings(ticket.settings);
  if (
    !settings ||
    settings.duration !== log.settings.duration ||
    settings.difficulty !== log.settings.difficulty ||
    settings.rounds !== log.settings.rounds
  ) {
    return 'This run was played with other settings than its ticket’s.';
  }
  return null;
}

/** The first second of game time holding more counted inputs than a hand can make, or null. */
function overCeiling(log: RunLog): number | null {
  const uncounted = UNCOUNTED_INPUTS[log.game] ?? [];
  const steps = log.inputs
    .filter(({ input }) => !uncounted.includes(inputType(input) as string))
    .map(({ step }) => step);
  const window = 1000 / FIXED_STEP_MS;
  for (let i = MAX_COUNTED_INPUTS_PER_SECOND; i < steps.length; i++) {
    if (steps[i]! - steps[i - MAX_COUNTED_INPUTS_PER_SECOND]! < window) return steps[i]!;
  }
  return null;
}

/** Why the rules refused the input at `index`: presses too close together, or a move not allowed then. */
function refusedReason(log: RunLog, index: number): string {
  const { step, input } = log.inputs[index]!;
  const type = inputType(input);
  const previous = log.inputs.slice(0, index).findLast((entry) => inputType(entry.input) === type);
  if (previous && (step - previous.step) * FIXED_STEP_MS < MIN_PRESS_INTERVAL_MS) {
    return `Presses came faster than ${MAX_PRESSES_PER_SECOND} a second.`;
  }
  return 'The log holds a move the game did not take: it was changed.';
}

/**
 * What is stored of a verified run: the game, its settings and seed and the inputs up to its end, without the
 * ticket, the wall clock and the pauses. Two runs with the same inputs on the same seed store the same bytes, so
 * findRunWithLog(seed, bytes) finds a copy of another player's run, whoever's ticket it came with.
 */
function playedLog(log: RunLog, overStep: number): Uint8Array {
  return encodeRunLog({
    ...log,
    ticketId: 'stored',
    startedAtMs: 0,
    endedAtMs: 0,
    endStep: overStep,
    pauses: [],
  });
}

/**
 * Verifies a run: `encodedLog` (base64 text or bytes, untrusted), `claimed` (the results the browser showed,
 * untrusted) against `ticket` (the store's), received at `receivedAtMs` (the server's clock).
 */
export function verifyRun(
  ticket: RunTicket,
  encodedLog: unknown,
  claimed: unknown,
  receivedAtMs: number,
  options: VerifyOptions = {},
): VerifyResult {
  const decoded = decodeRunLog(encodedLog);
  if (!decoded.ok) return decoded;
  const { log } = decoded;
  const settings = parseSettings(ticket.settings);
  if (settings && decoded.bytes.length > maxLogBytes(settings)) {
    return reject('The run log is longer than a run of this length can make.');
  }
  const mismatch = ticketMismatch(ticket, log);
  if (mismatch) return reject(mismatch);
  if (!isGameId(log.game)) return reject('This game is unknown.');
  if (RULES_VERSIONS[log.game] !== log.rulesVersion) {
    return reject('The game’s rules changed since this run began.');
  }
  const game = findMiniGame(log.game);
  if (!game || log.aiSeats !== practiceOpponents(game)) {
    return reject('This run was not played against a practice’s opponents.');
  }
  const claimedResults = parseClaimed(claimed);
  if (!claimedResults) return reject('The results sent with the run are malformed.');

  const rules = ALL_RULES[log.game];
  const replayed = replayRun(rules, practicePlayers(log.seed, log.aiSeats), log);
  if (replayed.invalid !== null) return reject('The log holds an input this game does not have.');
  if (replayed.refused) return reject(refusedReason(log, replayed.refused.index));
  if (replayed.startStep === null) return reject('The run never started.');
  if (replayed.overStep === null) return reject('The run did not finish.');
  if (overCeiling(log) !== null) {
    return reject(`Presses came faster than ${MAX_PRESSES_PER_SECOND} a second.`);
  }

  const results = rules.results(replayed.state);
  if (
    results.length !== claimedResults.length ||
    !results.every((entry, i) => sameEntry(claimedResults[i]!, entry))
  ) {
    return reject('The re-played run does not give the results sent.');
  }
  const you = results.find((entry) => entry.playerId === HUMAN_PLAYER_ID);
  if (!you) return reject('The run has no player’s result.');

  const { startStep, overStep } = replayed;
  const gameMs = (overStep - startStep) * FIXED_STEP_MS;
  const pausedMs = log.pauses
    .filter(({ step }) => step >= startStep && step <= overStep)
    .reduce((sum, { ms }) => sum + ms, 0);
  if (pausedMs > (options.maxPauseMs ?? MAX_TOTAL_PAUSE_MS)) {
    return reject('The game was paused too long to rank.');
  }
  const wallMs = receivedAtMs - ticket.issuedAt;
  if (gameMs + pausedMs > wallMs + FAST_SLACK_MS) {
    return reject('The game ran faster than the clock: it was fast-forwarded.');
  }
  if (wallMs - (gameMs + pausedMs) > SLOW_SLACK_MS + SLOW_SLACK_SHARE * gameMs) {
    return reject('The run took longer than its game time: the game was slowed down.');
  }

  const logBytes = playedLog(log, overStep);
  return {
    ok: true,
    results,
    score: you.score,
    timeMs: Math.round(you.time * 1000),
    rulesVersion: log.rulesVersion,
    logBytes,
    logSha256: createHash('sha256').update(logBytes).digest('hex'),
    gameMs,
    pausedMs,
  };
}
