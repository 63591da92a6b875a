// Reading a run log (runLog.ts has the format) back from untrusted bytes or their base64 text, every field bounded
// and checked. Its own module, so that a page which only records runs does not carry the reader.
import type { GameSettings } from '../games/core/types';
import { isGameId, GAME_IDS } from './rulesVersions';
import {
  BASE64,
  bytesToBase64,
  checkSettings,
  DIFFICULTIES,
  fail,
  FORBIDDEN_KEYS,
  FORMAT_VERSION,
  LogFormatError,
  MAX_AI_SEATS,
  MAX_DURATION_SECONDS,
  MAX_LOG_INPUTS,
  MAX_LOG_PAUSES,
  MAX_LOG_STEPS,
  MAX_LOG_TEMPLATES,
  MAX_NUMERIC_FIELDS,
  MAX_PAUSE_MS,
  MAX_ROUNDS,
  MAX_RUN_LOG_BYTES,
  MAX_SIXTEENTHS,
  MAX_TEMPLATE_BYTES,
  MAX_TEMPLATE_FIELDS,
  MAX_TICKET_ID_LENGTH,
  type LoggedInput,
  type LoggedPause,
  type RunLog,
  type Template,
} from './runLog';

export type DecodedRunLog =
  | { ok: true; log: RunLog; /** The bytes decoded. */ bytes: Uint8Array }
  | { ok: false; reason: string };

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

const BASE64_VALUES = new Map([...BASE64].map((char, index) => [char, index]));

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
