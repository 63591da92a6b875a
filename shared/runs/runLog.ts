// What a local run records so the server can re-play it (server/verify): the ticket, the game, its settings and
// seed, every input of the human seat with the fixed clock step it was applied at, the pauses of a hidden tab,
// and the wall clock at both ends. Encoded compactly for transport (binary, or base64 text in JSON) and decoded
// from untrusted bytes with every field bounded and checked (runLogDecode.ts).
//
// Layout (all integers unsigned LEB128 varints unless said otherwise):
//   'C' 'R' FORMAT_VERSION
//   game (index in GAME_IDS) · rulesVersion · seed · ticket id (length, UTF-8) · duration · difficulty (index)
//   · rounds · AI seats · startedAtMs · endedAtMs − startedAtMs · endStep
//   templates: count, then each as length + UTF-8 JSON [fixed fields, numeric field names]
//   inputs: count, then each as step − previous step · template index · its numeric fields
//   pauses: count, then each as step − previous step · ms
// An input is its template's fixed fields (type, direction…) plus its numeric fields, each a varint u: an even u
// is zigzag(n)·2 for the value n/16 (every pointer in sixteenths, every whole number), u = 1 is followed by the
// value as 8 bytes (little-endian float64). So a stroke is 2 bytes and nothing is rounded.
import type { Difficulty, GameId, GameSettings } from '../games/core/types';
import { GAME_IDS } from './rulesVersions';

export const FORMAT_VERSION = 1;
/** No log is longer, whatever its game (the verifier also bounds it by the run's duration). */
export const MAX_RUN_LOG_BYTES = 256 * 1024;
export const MAX_LOG_INPUTS = 40_000;
export const MAX_LOG_PAUSES = 256;
export const MAX_LOG_TEMPLATES = 32;
export const MAX_TEMPLATE_BYTES = 256;
export const MAX_TEMPLATE_FIELDS = 8;
export const MAX_NUMERIC_FIELDS = 4;
/** Two hours of 10 ms steps. */
export const MAX_LOG_STEPS = 720_000;
export const MAX_PAUSE_MS = 24 * 3600_000;
export const MAX_TICKET_ID_LENGTH = 64;
export const MAX_DURATION_SECONDS = 3600;
export const MAX_ROUNDS = 20;
export const MAX_AI_SEATS = 16;
export const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'hard'];
export const MAX_SIXTEENTHS = 2 ** 40;
export const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export interface LoggedInput {
  /** Fixed clock steps applied before this input. */
  step: number;
  input: unknown;
}

export interface LoggedPause {
  /** Fixed clock steps applied before the tab was hidden. */
  step: number;
  /** Wall-clock time the game stood still, from the last frame before it was hidden to the first after. */
  ms: number;
}

export interface RunLog {
  ticketId: string;
  game: GameId;
  rulesVersion: number;
  settings: GameSettings;
  seed: number;
  /** The AI opponents the run was played against. */
  aiSeats: number;
  /** Wall clock (ms since 1970) when recording began and ended, as the browser saw it. */
  startedAtMs: number;
  endedAtMs: number;
  /** Fixed steps the clock ran in all (the game is over by then). */
  endStep: number;
  inputs: LoggedInput[];
  pauses: LoggedPause[];
}

export class LogFormatError extends Error {}

export function fail(message: string): never {
  throw new LogFormatError(message);
}

class Writer {
  private bytes = new Uint8Array(256);
  private length = 0;

  private reserve(count: number) {
    if (this.length + count <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + count));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  byte(value: number) {
    this.reserve(1);
    this.bytes[this.length++] = value;
  }

  varint(value: number) {
    if (!Number.isSafeInteger(value) || value < 0) fail(`cannot write ${value} as a varint`);
    let rest = value;
    while (rest >= 0x80) {
      this.byte((rest % 0x80) | 0x80);
      rest = Math.floor(rest / 0x80);
    }
    this.byte(rest);
  }

  raw(bytes: Uint8Array) {
    this.reserve(bytes.length);
    this.bytes.set(bytes, this.length);
    this.length += bytes.length;
  }

  text(value: string) {
    const bytes = new TextEncoder().encode(value);
    this.varint(bytes.length);
    this.raw(bytes);
  }

  number(value: number) {
    const sixteenths = value * 16;
    if (
      Number.isInteger(sixteenths) &&
      Math.abs(sixteenths) <= MAX_SIXTEENTHS &&
      !Object.is(value, -0)
    ) {
      this.varint((sixteenths < 0 ? -2 * sixteenths - 1 : 2 * sixteenths) * 2);
      return;
    }
    this.varint(1);
    const float = new DataView(new ArrayBuffer(8));
    float.setFloat64(0, value, true);
    this.raw(new Uint8Array(float.buffer));
  }

  done(): Uint8Array {
    return this.bytes.slice(0, this.length);
  }
}

/** An input as its template (the fixed fields and the names of the numeric ones) and its numbers. */
export interface Template {
  key: string;
  fixed: Record<string, unknown>;
  numeric: string[];
}

function templateOf(input: unknown): { template: Template; numbers: number[] } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return fail('an input is not an object');
  }
  const fixed: Record<string, unknown> = {};
  const numeric: string[] = [];
  const numbers: number[] = [];
  for (const [key, value] of Object.entries(input)) {
    if (FORBIDDEN_KEYS.has(key)) fail(`an input has a field named ${key}`);
    if (typeof value === 'number') {
      numeric.push(key);
      numbers.push(value);
    } else fixed[key] = value;
  }
  const key = JSON.stringify([fixed, numeric]);
  return { template: { key, fixed, numeric }, numbers };
}

export function checkSettings(settings: GameSettings) {
  const { duration, difficulty, rounds } = settings;
  if (!Number.isInteger(duration) || duration < 1 || duration > MAX_DURATION_SECONDS) {
    fail('the duration is out of range');
  }
  if (!DIFFICULTIES.includes(difficulty)) fail('the difficulty is unknown');
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > MAX_ROUNDS) fail('rounds out of range');
}

/** The log as compact bytes. Throws on a log that breaks the format's bounds (a bug of the recorder's caller). */
export function encodeRunLog(log: RunLog): Uint8Array {
  const writer = new Writer();
  writer.byte(0x43);
  writer.byte(0x52);
  writer.byte(FORMAT_VERSION);
  const game = GAME_IDS.indexOf(log.game);
  if (game < 0) fail('unknown game');
  writer.varint(game);
  writer.varint(log.rulesVersion);
  writer.varint(log.seed);
  if (log.ticketId.length > MAX_TICKET_ID_LENGTH) fail('the ticket id is too long');
  writer.text(log.ticketId);
  checkSettings(log.settings);
  writer.varint(log.settings.duration);
  writer.varint(DIFFICULTIES.indexOf(log.settings.difficulty));
  writer.varint(log.settings.rounds);
  writer.varint(log.aiSeats);
  writer.varint(log.startedAtMs);
  writer.varint(Math.max(0, log.endedAtMs - log.startedAtMs));
  writer.varint(log.endStep);

  const templates = new Map<string, number>();
  const encoded = log.inputs.map(({ step, input }) => {
    const { template, numbers } = templateOf(input);
    let index = templates.get(template.key);
    if (index === undefined) {
      index = templates.size;
      templates.set(template.key, index);
    }
    return { step, index, numbers };
  });
  if (templates.size > MAX_LOG_TEMPLATES) fail('too many kinds of input');
  if (encoded.length > MAX_LOG_INPUTS) fail('too many inputs');
  writer.varint(templates.size);
  for (const key of templates.keys()) writer.text(key);
  writer.varint(encoded.length);
  let step = 0;
  for (const input of encoded) {
    writer.varint(input.step - step);
    step = input.step;
    writer.varint(input.index);
    for (const value of input.numbers) writer.number(value);
  }
  if (log.pauses.length > MAX_LOG_PAUSES) fail('too many pauses');
  writer.varint(log.pauses.length);
  step = 0;
  for (const pause of log.pauses) {
    writer.varint(pause.step - step);
    step = pause.step;
    writer.varint(Math.round(pause.ms));
  }
  return writer.done();
}

export const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Base64 text (with padding) for JSON transport; the same in the browser and in Node. */
export function bytesToBase64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    text += BASE64[a >> 2]! + BASE64[((a & 3) << 4) | ((b ?? 0) >> 4)]!;
    text += b === undefined ? '=' : BASE64[((b & 15) << 2) | ((c ?? 0) >> 6)]!;
    text += c === undefined ? '=' : BASE64[c & 63]!;
  }
  return text;
}
