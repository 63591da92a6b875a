// A room round as it is replayed: its seed and settings, its seats in order (names only: the room's session ids
// never leave the server), the tick it ended on, and every input the server applied, as [tick, seat, input].
// The server keeps it (server/results/roomWitness.ts) and serves it to anyone; here it is read back from
// untrusted JSON with every field bounded, and turned into the seats and stepped inputs a replayer plays.
import { FIXED_STEP_MS } from '../games/core/fixedStep';
import type { GamePlayer, GameSettings } from '../games/core/types';
import { cleanText, DISPLAY_NAME_MAX } from '../names/displayName';
import {
  checkSettings,
  DIFFICULTIES,
  fail,
  FORBIDDEN_KEYS,
  LogFormatError,
  MAX_DURATION_SECONDS,
} from './runLog';
import type { SteppedInput } from './replayer';

/**
 * The game server's tick in fixed steps (shared/protocol/lockstep.ts's STEPS_PER_TICK, which this folder may
 * not import: the protocol imports it; a test holds them equal).
 */
export const ROOM_TICK_STEPS = 50 / FIXED_STEP_MS;
/** The format of a room log that can be replayed (the first kept no seats and no last tick). */
export const ROOM_LOG_FORMAT = 'room-inputs/2';
/** Seats of a round at most (a room's humans and a sample room's bots). */
export const MAX_ROOM_SEATS = 32;
/** Inputs kept per round at most (a 10-minute round of 8 seats at the input ceiling is 72,000). */
export const MAX_ROOM_INPUTS = 80_000;
/** An hour of 50 ms ticks, and a minute more for the countdown and the last swimmer. */
export const MAX_ROOM_TICKS =
  ((MAX_DURATION_SECONDS + 60) * 1000) / (ROOM_TICK_STEPS * FIXED_STEP_MS);
const MAX_INPUT_FIELDS = 8;
const MAX_INPUT_TEXT = 32;

export interface RoomSeat {
  name: string;
  /** Seed of the seat's avatar. */
  avatar: string;
  isAI: boolean;
}

export type RoomInput = [tick: number, seat: number, input: unknown];

/** A room round, as replays read it. */
export interface RoomLog {
  settings: GameSettings;
  seed: number;
  seats: RoomSeat[];
  /** The tick the round ended on (its results are those of the state after it). */
  endTick: number;
  /** In the order the server applied them: by tick, then as it took them. */
  inputs: RoomInput[];
}

export type ParsedRoomLog = { ok: true; log: RoomLog } | { ok: false; reason: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isWhole = (value: unknown, min: number, max: number): value is number =>
  Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;

function parseSeat(value: unknown): RoomSeat {
  if (!isObject(value)) return fail('a seat is malformed');
  const { name, avatar, isAI } = value;
  if (typeof name !== 'string' || typeof avatar !== 'string' || typeof isAI !== 'boolean') {
    fail('a seat is malformed');
  }
  const clean = cleanText(name, DISPLAY_NAME_MAX);
  if (!clean) fail('a seat has no name');
  return { name: clean, avatar: cleanText(avatar, DISPLAY_NAME_MAX) || clean, isAI };
}

/** An input is a flat object of short text, numbers and booleans (the rules check the rest). */
function parseInput(value: unknown): Record<string, unknown> {
  if (!isObject(value)) return fail('an input is not an object');
  const entries = Object.entries(value);
  if (entries.length > MAX_INPUT_FIELDS) fail('an input has too many fields');
  const input: Record<string, unknown> = {};
  for (const [key, field] of entries) {
    if (FORBIDDEN_KEYS.has(key) || key.length > MAX_INPUT_TEXT) fail('an input field is malformed');
    const plain =
      typeof field === 'boolean' ||
      (typeof field === 'number' && Number.isFinite(field)) ||
      (typeof field === 'string' && field.length <= MAX_INPUT_TEXT);
    if (!plain) fail('an input field is malformed');
    Object.defineProperty(input, key, {
      value: field,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return input;
}

function parseSettings(value: unknown): GameSettings {
  if (!isObject(value)) return fail('the settings are malformed');
  const { duration, difficulty, rounds } = value;
  if (typeof difficulty !== 'string' || !DIFFICULTIES.includes(difficulty as never)) {
    fail('the difficulty is unknown');
  }
  const settings = { duration, difficulty, rounds } as GameSettings;
  checkSettings(settings);
  return settings;
}

function readRoomLog(value: unknown): RoomLog {
  if (!isObject(value)) return fail('it is not a room log');
  const { settings, seed, seats, endTick, inputs } = value;
  if (!isWhole(seed, 0, 2 ** 32 - 1)) fail('the seed is out of range');
  if (!Array.isArray(seats) || seats.length < 1 || seats.length > MAX_ROOM_SEATS) {
    fail('the seats are out of range');
  }
  if (!isWhole(endTick, 1, MAX_ROOM_TICKS)) fail('the last tick is out of range');
  if (!Array.isArray(inputs) || inputs.length > MAX_ROOM_INPUTS)
    fail('the inputs are out of range');
  const parsedSeats = seats.map(parseSeat);
  let lastTick = 0;
  const parsedInputs = inputs.map((entry: unknown): RoomInput => {
    if (!Array.isArray(entry) || entry.length !== 3) return fail('an input is malformed');
    const [tick, seat, input] = entry as unknown[];
    if (!isWhole(tick, lastTick, endTick)) fail('an input’s tick is out of order');
    if (!isWhole(seat, 0, parsedSeats.length - 1)) fail('an input’s seat is unknown');
    lastTick = tick as number;
    return [tick as number, seat as number, parseInput(input)];
  });
  return {
    settings: parseSettings(settings),
    seed: seed as number,
    seats: parsedSeats,
    endTick: endTick as number,
    inputs: parsedInputs,
  };
}

/** Reads untrusted JSON as a room log, every field checked, or says why it is refused. */
export function parseRoomLog(value: unknown): ParsedRoomLog {
  try {
    return { ok: true, log: readRoomLog(value) };
  } catch (error) {
    if (error instanceof LogFormatError) {
      return { ok: false, reason: `The room log is malformed: ${error.message}.` };
    }
    throw error;
  }
}

/** The id a replay gives a seat: the room's own ids (its sessions') are not kept. */
export const roomSeatId = (seat: number) => `seat-${seat + 1}`;

/** The round's seats as the rules see them. */
export function roomPlayers(log: Pick<RoomLog, 'seats'>): GamePlayer[] {
  return log.seats.map((seat, index) => ({ id: roomSeatId(index), ...seat }));
}

/**
 * The inputs at the fixed steps the server applied them: a tick applies its inputs, then runs its steps, so
 * tick n's inputs come after the steps of the n − 1 ticks before it.
 */
export function roomSteppedInputs(log: Pick<RoomLog, 'inputs'>): SteppedInput[] {
  return log.inputs.map(([tick, seat, input]) => ({
    step: (tick - 1) * ROOM_TICK_STEPS,
    playerId: roomSeatId(seat),
    input,
  }));
}

/** The last step of the round. */
export const roomEndStep = (log: Pick<RoomLog, 'endTick'>) => log.endTick * ROOM_TICK_STEPS;
