// What a hostile or broken client sends a game room, for the fuzz tests: random values of every kind from
// fast-check (seeded, so a failure replays), and hand-made payloads aimed at each check the server makes.
import fc from 'fast-check';
import { CLIENT_MESSAGES, MAX_SEQUENCE } from '../../shared/protocol/protocol';

export interface HostileMessage {
  type: string | number;
  payload: unknown;
}

/** Kept under the transport's 4 KB frame limit, which is tested on its own (a bigger frame closes the socket). */
const HUGE_STRING = 'x'.repeat(3_500);

const CRAFTED_INPUTS: unknown[] = [
  undefined,
  null,
  0,
  'stroke',
  [],
  [1, { type: 'run' }],
  { q: Number.NaN, i: { type: 'run' } },
  { q: -1, i: { type: 'run' } },
  { q: 1.5, i: { type: 'run' } },
  { q: MAX_SEQUENCE + 1, i: { type: 'run' } },
  { q: Number.POSITIVE_INFINITY, i: { type: 'run' } },
  { q: '7', i: { type: 'run' } },
  { q: 1, i: null },
  { q: 1, i: [] },
  { q: 1, i: 'run' },
  { q: 1, i: { type: 'start' } },
  { q: 1, i: { type: HUGE_STRING } },
  { q: 1, i: { type: 'run', note: HUGE_STRING } },
  { q: 1, i: { type: 'aim', x: Number.NaN, y: 0 } },
  { q: 1, i: { type: 'aim', x: Number.POSITIVE_INFINITY, y: -1e308 } },
  { q: 1, i: { type: 'nudge', dx: 1e300, dy: -1e300 } },
  { q: 1, i: { type: 'angle', degrees: Number.NaN } },
  { q: 1, i: { type: 'angle', degrees: -1e12 } },
  { q: 1, i: { type: 'steer', direction: 'up', held: 'yes' } },
  { q: 1, i: { type: 'steer', direction: { left: true }, held: true } },
  { q: 1, i: { type: 'lunge', a: 1, b: 2, c: 3, d: 4, e: 5 } },
  { q: 1, i: { type: 'parry', nested: { deep: [1, 2, 3] } } },
  { q: 1, i: { __proto__: { type: 'run' } } },
  { q: 1, i: { type: 'constructor' } },
  { q: 1, i: { type: 'hasOwnProperty' } },
];

const CRAFTED_MESSAGES: HostileMessage[] = [
  ...CRAFTED_INPUTS.map((payload) => ({ type: CLIENT_MESSAGES.input, payload })),
  // Only the host starts and restarts; settings cannot be changed by any message.
  { type: CLIENT_MESSAGES.start, payload: { force: true } },
  { type: CLIENT_MESSAGES.again, payload: HUGE_STRING },
  { type: 'settings', payload: { duration: 1, maxPlayers: 99, difficulty: 'impossible' } },
  { type: 'kick', payload: { id: 'everyone' } },
  { type: 'results', payload: { results: [] } },
  { type: HUGE_STRING, payload: 1 },
  { type: '', payload: {} },
  { type: 0, payload: {} },
  { type: -1, payload: {} },
  { type: 65_535, payload: {} },
  { type: '__proto__', payload: {} },
  { type: '*', payload: {} },
];

const anyMessageType = fc.oneof(
  fc.constantFrom<string | number>(...Object.values(CLIENT_MESSAGES)),
  fc.string({ maxLength: 40 }),
  fc.integer({ min: -1_000, max: 1_000 }),
);
const anyPayload = fc.oneof(
  fc.anything({ maxDepth: 3, maxKeys: 6 }),
  fc.record({ q: fc.anything({ maxDepth: 1 }), i: fc.anything({ maxDepth: 2, maxKeys: 6 }) }),
  fc.record({
    q: fc.integer({ min: -5, max: 1_000 }),
    i: fc.dictionary(fc.string({ maxLength: 20 }), fc.anything({ maxDepth: 1 }), { maxKeys: 6 }),
  }),
);

/** The crafted messages, then `randomCount` random ones drawn from `seed`. */
export function hostileMessages(seed: number, randomCount: number): HostileMessage[] {
  const random = fc.sample(fc.record({ type: anyMessageType, payload: anyPayload }), {
    seed,
    numRuns: randomCount,
  });
  return [...CRAFTED_MESSAGES, ...random];
}

/** Every number anywhere in `value` is finite (a NaN or ±Infinity in a game's state would be a leak). */
export function allNumbersFinite(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(allNumbersFinite);
  if (typeof value === 'object' && value !== null)
    return Object.values(value).every(allNumbersFinite);
  return true;
}
