import fc from 'fast-check';
import {
  MAX_INPUT_FIELDS,
  MAX_INPUT_TEXT,
  MAX_SEQUENCE,
  parseInputMessage,
  parseReadyMessage,
} from './protocol';

describe('parseInputMessage', () => {
  it('takes every kind of input the games have', () => {
    const inputs = [
      { type: 'stroke' },
      { type: 'run' },
      { type: 'aim', x: -120.5, y: 33 },
      { type: 'nudge', dx: 0, dy: -4 },
      { type: 'angle', degrees: 45 },
      { type: 'steer', direction: 'left', held: true },
      { type: 'hold' },
    ];
    for (const i of inputs) expect(parseInputMessage({ q: 3, i })).toEqual({ q: 3, i });
  });

  it('refuses whatever is not a whole sequence number and a small flat object', () => {
    const refused = [
      null,
      [],
      { q: -1, i: { type: 'run' } },
      { q: 0.5, i: { type: 'run' } },
      { q: Number.NaN, i: { type: 'run' } },
      { q: MAX_SEQUENCE + 1, i: { type: 'run' } },
      { q: 1, i: [] },
      { q: 1, i: { type: 'run', nested: {} } },
      { q: 1, i: { type: 'aim', x: Number.NaN, y: 0 } },
      { q: 1, i: { type: 'aim', x: Number.POSITIVE_INFINITY, y: 0 } },
      { q: 1, i: { type: 'x'.repeat(MAX_INPUT_TEXT + 1) } },
      { q: 1, i: { a: 1, b: 2, c: 3, d: 4, e: 5 } },
      { q: 1, i: new Date() },
    ];
    for (const message of refused) expect(parseInputMessage(message)).toBeNull();
  });

  it('lets through nothing big or deep, whatever it is given (property)', () => {
    fc.assert(
      fc.property(fc.anything({ maxDepth: 3 }), fc.anything({ maxDepth: 3 }), (q, i) => {
        const parsed = parseInputMessage({ q, i });
        if (!parsed) return;
        expect(Number.isInteger(parsed.q)).toBe(true);
        const fields = Object.values(parsed.i as object);
        expect(fields.length).toBeLessThanOrEqual(MAX_INPUT_FIELDS);
        for (const field of fields) expect(['number', 'boolean', 'string']).toContain(typeof field);
        expect(JSON.stringify(parsed.i).length).toBeLessThan(
          MAX_INPUT_FIELDS * (MAX_INPUT_TEXT + 30),
        );
      }),
      { numRuns: 1_000 },
    );
  });
});

describe('parseReadyMessage', () => {
  it('takes exactly { ready: true } or { ready: false }', () => {
    expect(parseReadyMessage({ ready: true })).toEqual({ ready: true });
    expect(parseReadyMessage({ ready: false })).toEqual({ ready: false });
  });

  it('refuses a message that names a member, carries more, or is not a boolean', () => {
    const refused = [
      null,
      undefined,
      true,
      'ready',
      [true],
      {},
      { ready: 'true' },
      { ready: 1 },
      { ready: null },
      { ready: true, id: 'someone-else' },
      { ready: true, sessionId: 'someone-else' },
      { id: 'someone-else' },
      Object.assign(Object.create({ ready: true }) as object, {}),
      new (class {
        ready = true;
      })(),
    ];
    for (const message of refused) expect(parseReadyMessage(message)).toBeNull();
  });

  it('never lets anything but one boolean through (property)', () => {
    fc.assert(
      fc.property(fc.anything({ maxDepth: 3 }), (value) => {
        const parsed = parseReadyMessage(value);
        if (parsed) expect(Object.keys(parsed)).toEqual(['ready']);
        if (parsed) expect(typeof parsed.ready).toBe('boolean');
      }),
      { numRuns: 1_000 },
    );
  });
});
