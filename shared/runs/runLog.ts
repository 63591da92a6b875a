// What a local run records so the server can re-play it (server/verify): the ticket, the game, its settings and
// seed, every input of the human seat with the fixed clock step it was applied at, the pauses of a hidden tab,
// and the wall clock at both ends. Encoded compactly for transport (binary, or base64 text in JSON) and decoded
// from untrusted bytes with every field bounded and checked.
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
import { GAME_IDS, isGameId } from './rulesVersions';

export const FORMAT_VERSION = 1;
/** No log is longer, whatever its game (the verifier also bounds it by the run's duration). */
export const MAX_RUN_LOG_BYTES = 256 * 1024;
export const MAX_LOG_INPUTS = 40_000;
export const MAX_LOG_PAUSES = 256;
export const MAX_LOG_TEMPLATES = 32;
const MAX_TEMPLATE_BYTES = 256;
const MAX_TEMPLATE_FIELDS = 8;
const MAX_NUMERIC_FIELDS = 4;
/** Two hours of 10 ms steps. */
export const MAX_LOG_STEPS = 720_000;
const MAX_PAUSE_MS = 24 * 3600_000;
const MAX_TICKET_ID_LENGTH = 64;
const MAX_DURATION_SECONDS = 3600;
const MAX_ROUNDS = 20;
const MAX_AI_SEATS = 16;
const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'hard'];
const MAX_SIXTEENTHS = 2 ** 40;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

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

export type DecodedRunLog =
  | { ok: true; log: RunLog; /** The bytes decoded. */ bytes: Uint8Array }
  | { ok: false; reason: string };

class LogFormatError extends Error {}

function fail(message: string): never {
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

class Reader {
  private position = 0;
  constructor(private readonly bytes: Uint8Array) {}

  get atEnd() {
    return this.position === this.bytes.length;
  }

  byte(what: string): number {
    const value = this.bytes[this.position];
    if (value === undefined) fail(`the log ends in ${what}`);
    this.position++;
    return value;
  }

  varint(what: string, max: number): number {
    let value = 0;
    let scale = 1;
    for (let i = 0; i < 8; i++) {
      const byte = this.byte(what);
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) {
        if (value > max) fail(`${what} is out of range`);
        return value;
      }
      scale *= 0x80;
    }
    return fail(`${what} is out of range`);
  }

  text(what: string, maxBytes: number): string {
    const length = this.varint(`${what}'s length`, maxBytes);
    if (this.position + length > this.bytes.length) fail(`the log ends in ${what}`);
    const slice = this.bytes.subarray(this.position, this.position + length);
    this.position += length;
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(slice);
    } catch {
      return fail(`${what} is not UTF-8 text`);
    }
  }

  number(what: string): number {
    const u = this.varint(what, 2 * (2 * MAX_SIXTEENTHS));
    if (u === 1) {
      if (this.position + 8 > this.bytes.length) fail(`the log ends in ${what}`);
      const view = new DataView(this.bytes.buffer, this.bytes.byteOffset + this.position, 8);
      this.position += 8;
      const value = view.getFloat64(0, true);
      if (!Number.isFinite(value)) fail(`${what} is not a finite number`);
      return value;
    }
    if (u % 2 !== 0) fail(`${what} is malformed`);
    const zigzag = u / 2;
    const sixteenths = zigzag % 2 === 0 ? zigzag / 2 : -(zigzag + 1) / 2;
    return sixteenths / 16;
  }
}

/** An input as its template (the fixed fields and the names of the numeric ones) and its numbers. */
interface Template {
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

function parseTemplate(text: string): Template {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fail('an input template is not JSON');
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) fail('an input template is malformed');
  const [fixed, numeric] = parsed as [unknown, unknown];
  if (typeof fixed !== 'object' || fixed === null || Array.isArray(fixed)) {
    fail('an input template is malformed');
  }
  const fixedKeys = Object.keys(fixed);
  if (
    !Array.isArray(numeric) ||
    numeric.length > MAX_NUMERIC_FIELDS ||
    fixedKeys.length + numeric.length > MAX_TEMPLATE_FIELDS ||
    !numeric.every((name) => typeof name === 'string' && name.length <= 32) ||
    new Set([...fixedKeys, ...(numeric as string[])]).size !== fixedKeys.length + numeric.length ||
    [...fixedKeys, ...(numeric as string[])].some((name) => FORBIDDEN_KEYS.has(name))
  ) {
    fail('an input template is malformed');
  }
  return { key: text, fixed: fixed as Record<string, unknown>, numeric: numeric as string[] };
}

function checkSettings(settings: GameSettings) {
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

/** Decodes untrusted bytes (or their base64 text): a log with every field checked, or why it is refused. */
export function decodeRunLog(encoded: unknown): DecodedRunLog {
  let bytes: Uint8Array;
  if (encoded instanceof Uint8Array) bytes = encoded;
  else if (typeof encoded === 'string') {
    if (encoded.length > Math.ceil(MAX_RUN_LOG_BYTES / 3) * 4) {
      return { ok: false, reason: 'The run log is too long.' };
    }
    const decoded = base64ToBytes(encoded);
    if (!decoded) return { ok: false, reason: 'The run log is not valid base64.' };
    bytes = decoded;
  } else return { ok: false, reason: 'The run log is missing.' };
  if (bytes.length > MAX_RUN_LOG_BYTES) return { ok: false, reason: 'The run log is too long.' };
  try {
    return { ok: true, log: readLog(new Reader(bytes)), bytes };
  } catch (error) {
    if (error instanceof LogFormatError) {
      return { ok: false, reason: `The run log is malformed: ${error.message}.` };
    }
    throw error;
  }
}

function readLog(reader: Reader): RunLog {
  if (reader.byte('its header') !== 0x43 || reader.byte('its header') !== 0x52) {
    fail('it is not a run log');
  }
  if (reader.byte('its header') !== FORMAT_VERSION) fail('its format version is unknown');
  const game = GAME_IDS[reader.varint('the game', GAME_IDS.length - 1)];
  if (!isGameId(game)) return fail('the game is unknown');
  const rulesVersion = reader.varint('the rules version', 1_000_000);
  const seed = reader.varint('the seed', 2 ** 32 - 1);
  const ticketId = reader.text('the ticket id', MAX_TICKET_ID_LENGTH);
  if (!/^[\w-]{1,64}$/.test(ticketId)) fail('the ticket id is malformed');
  const duration = reader.varint('the duration', MAX_DURATION_SECONDS);
  const difficulty = DIFFICULTIES[reader.varint('the difficulty', DIFFICULTIES.length - 1)]!;
  const rounds = reader.varint('the rounds', MAX_ROUNDS);
  const settings: GameSettings = { duration, difficulty, rounds };
  checkSettings(settings);
  const aiSeats = reader.varint('the AI seats', MAX_AI_SEATS);
  const startedAtMs = reader.varint('the start time', Number.MAX_SAFE_INTEGER / 2);
  const endedAtMs = startedAtMs + reader.varint('the end time', MAX_LOG_STEPS * 100);
  const endStep = reader.varint('the last step', MAX_LOG_STEPS);

  const templateCount = reader.varint('the kinds of input', MAX_LOG_TEMPLATES);
  const templates: Template[] = [];
  for (let i = 0; i < templateCount; i++) {
    templates.push(parseTemplate(reader.text('an input template', MAX_TEMPLATE_BYTES)));
  }
  const inputCount = reader.varint('the inputs', MAX_LOG_INPUTS);
  const inputs: LoggedInput[] = [];
  let step = 0;
  for (let i = 0; i < inputCount; i++) {
    step += reader.varint('an input step', MAX_LOG_STEPS);
    if (step > endStep) fail('an input comes after the last step');
    const template = templates[reader.varint('an input kind', templateCount - 1)];
    if (!template) return fail('an input kind is unknown');
    const input: Record<string, unknown> = { ...template.fixed };
    for (const name of template.numeric) {
      Object.defineProperty(input, name, {
        value: reader.number('an input value'),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    inputs.push({ step, input });
  }
  const pauseCount = reader.varint('the pauses', MAX_LOG_PAUSES);
  const pauses: LoggedPause[] = [];
  step = 0;
  for (let i = 0; i < pauseCount; i++) {
    step += reader.varint('a pause step', MAX_LOG_STEPS);
    if (step > endStep) fail('a pause comes after the last step');
    pauses.push({ step, ms: reader.varint('a pause', MAX_PAUSE_MS) });
  }
  if (!reader.atEnd) fail('there are bytes after its end');
  return {
    ticketId,
    game,
    rulesVersion,
    settings,
    seed,
    aiSeats,
    startedAtMs,
    endedAtMs,
    endStep,
    inputs,
    pauses,
  };
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUES = new Map([...BASE64].map((char, index) => [char, index]));

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

/** The bytes of base64 text, or null when it is not canonical base64. */
export function base64ToBytes(text: string): Uint8Array | null {
  if (text.length % 4 !== 0) return null;
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const bytes = new Uint8Array((text.length / 4) * 3 - padding);
  let out = 0;
  for (let i = 0; i < text.length; i += 4) {
    const last = i + 4 === text.length;
    const values: number[] = [];
    for (let j = 0; j < 4; j++) {
      const char = text[i + j]!;
      if (char === '=' && last && j >= 4 - padding) {
        values.push(0);
        continue;
      }
      const value = BASE64_VALUES.get(char);
      if (value === undefined) return null;
      values.push(value);
    }
    const [a, b, c, d] = values as [number, number, number, number];
    const triple = (a << 18) | (b << 12) | (c << 6) | d;
    if (out < bytes.length) bytes[out++] = (triple >> 16) & 255;
    if (out < bytes.length) bytes[out++] = (triple >> 8) & 255;
    if (out < bytes.length) bytes[out++] = triple & 255;
  }
  return bytesToBase64(bytes) === text ? bytes : null;
}
