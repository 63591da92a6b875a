import fc from 'fast-check';
import { bytesToBase64, encodeRunLog, MAX_RUN_LOG_BYTES, type RunLog } from './runLog';
import { base64ToBytes, decodeRunLog } from './runLogDecode';
import { GAME_IDS } from './rulesVersions';

const baseLog: RunLog = {
  ticketId: 'tk_abc-123',
  game: 'swimming',
  rulesVersion: 1,
  settings: { duration: 90, difficulty: 'medium', rounds: 1 },
  seed: 3_000_000_000,
  aiSeats: 3,
  startedAtMs: 1_760_000_000_000,
  endedAtMs: 1_760_000_095_000,
  endStep: 9400,
  inputs: [],
  pauses: [],
};

const number = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }),
  fc.integer({ min: -4800, max: 4800 }).map((n) => n / 16),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }),
);
const input = fc.oneof(
  fc.constantFrom({ type: 'start' }, { type: 'stroke' }, { type: 'shoot' }),
  fc.record({ type: fc.constant('aim'), x: number, y: number }),
  fc.record({ type: fc.constant('angle'), degrees: number }),
  fc.record({
    type: fc.constant('steer'),
    direction: fc.constantFrom('left', 'right'),
    held: fc.boolean(),
  }),
);
const log = fc
  .record({
    game: fc.constantFrom(...GAME_IDS),
    seed: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
    gaps: fc.array(fc.tuple(fc.integer({ min: 0, max: 500 }), input), { maxLength: 200 }),
    pauses: fc.array(fc.tuple(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 1, max: 9e5 })), {
      maxLength: 5,
    }),
  })
  .map(({ game, seed, gaps, pauses }): RunLog => {
    let step = 0;
    const inputs = gaps.map(([gap, value]) => ({ step: (step += gap), input: value }));
    let pauseStep = 0;
    return {
      ...baseLog,
      game,
      seed,
      inputs,
      pauses: pauses.map(([gap, ms]) => ({ step: (pauseStep += gap), ms })),
      endStep: Math.max(step, pauseStep) + 10,
    };
  });

describe('run log encoding', () => {
  it('decodes what it encodes, every number exactly, from bytes and from base64', () => {
    fc.assert(
      fc.property(log, (original) => {
        const bytes = encodeRunLog(original);
        expect(decodeRunLog(bytes)).toEqual({ ok: true, log: original, bytes });
        expect(decodeRunLog(bytesToBase64(bytes))).toEqual({ ok: true, log: original, bytes });
      }),
      { numRuns: 300 },
    );
  });

  it('is at most 2 KB a minute for swimming at 7 strokes a second', () => {
    // A 90 s race (9,300 steps with the countdown), a stroke every 14 or 15 steps.
    const inputs = [{ step: 120, input: { type: 'start' } }];
    for (let step = 420; step < 9420; step += step % 2 ? 14 : 15) {
      inputs.push({ step, input: { type: 'stroke' } });
    }
    const bytes = encodeRunLog({ ...baseLog, inputs, endStep: 9420 });
    expect(inputs.length / 90).toBeGreaterThan(6.9);
    expect(bytes.length / 1.5).toBeLessThanOrEqual(2048);
  });

  it('keeps pointer moves in sixteenths of a unit small', () => {
    const aims = Array.from({ length: 100 }, (_, i) => ({
      step: i * 3,
      input: { type: 'aim', x: 150 + i / 16, y: 149.5 },
    }));
    const bytes = encodeRunLog({ ...baseLog, game: 'archery', inputs: aims, endStep: 400 });
    expect(bytes.length).toBeLessThan(100 * 7);
  });

  it('refuses any mangled log with a clear reason and never throws', () => {
    const valid = encodeRunLog({
      ...baseLog,
      inputs: [
        { step: 1, input: { type: 'start' } },
        { step: 40, input: { type: 'aim', x: 1.1, y: 2 } },
        { step: 41, input: { type: 'steer', direction: 'left', held: true } },
      ],
      pauses: [{ step: 50, ms: 1200 }],
    });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.uint8Array({ maxLength: 400 }),
          fc
            .tuple(fc.nat(valid.length - 1), fc.integer({ min: 0, max: 255 }))
            .map(([at, byte]) => valid.map((b, i) => (i === at ? byte : b))),
          fc.nat(valid.length - 1).map((cut) => valid.slice(0, cut)),
        ),
        (bytes) => {
          const decoded = decodeRunLog(bytes);
          if (!decoded.ok) expect(decoded.reason).toMatch(/^The run log (is|is malformed: .+)\.$/);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['nothing', undefined, 'The run log is missing.'],
    ['a number', 42, 'The run log is missing.'],
    ['bad base64', 'not base64!', 'The run log is not valid base64.'],
    ['long text', 'A'.repeat(MAX_RUN_LOG_BYTES * 2), 'The run log is too long.'],
    ['long bytes', new Uint8Array(MAX_RUN_LOG_BYTES + 1), 'The run log is too long.'],
    [
      'a new format',
      new Uint8Array([0x43, 0x52, 9]),
      'The run log is malformed: its format version is unknown.',
    ],
    ['other bytes', new Uint8Array([1, 2, 3]), 'The run log is malformed: it is not a run log.'],
  ])('refuses %s', (_label, value, reason) => {
    expect(decodeRunLog(value)).toEqual({ ok: false, reason });
  });

  it('refuses bytes after the end, prototype keys and out-of-range fields', () => {
    const bytes = encodeRunLog(baseLog);
    expect(decodeRunLog(new Uint8Array([...bytes, 0]))).toMatchObject({
      ok: false,
      reason: expect.stringContaining('bytes after its end'),
    });
    const harmless = encodeRunLog({
      ...baseLog,
      inputs: [{ step: 1, input: { type: 'aim', __prota__: { x: 1 } } }],
    });
    const at = Buffer.from(harmless).indexOf('__prota__');
    expect(at).toBeGreaterThan(0);
    const sneaky = harmless.map((byte, i) => (i === at + 6 ? 'o'.charCodeAt(0) : byte));
    expect(decodeRunLog(sneaky)).toEqual({
      ok: false,
      reason: 'The run log is malformed: an input template is malformed.',
    });
    expect(() =>
      encodeRunLog({
        ...baseLog,
        inputs: [{ step: 1, input: JSON.parse('{"type":"aim","__proto__":{"x":1}}') as unknown }],
      }),
    ).toThrow('__proto__');
    expect(() =>
      encodeRunLog({ ...baseLog, settings: { ...baseLog.settings, duration: 0 } }),
    ).toThrow();
  });

  it('base64 matches Node’s and refuses non-canonical text', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const text = bytesToBase64(bytes);
        expect(text).toBe(Buffer.from(bytes).toString('base64'));
        expect(base64ToBytes(text)).toEqual(bytes);
      }),
    );
    expect(base64ToBytes('QQ')).toBeNull();
    expect(base64ToBytes('QR==')).toBeNull();
    expect(base64ToBytes('Q===')).toBeNull();
  });
});
