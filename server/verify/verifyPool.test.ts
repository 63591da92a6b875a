// @vitest-environment node
import type { RunTicket } from '../store/index';
import {
  BUSY_REASON,
  createVerifyPool,
  FAILED_REASON,
  MAX_WAITING,
  type VerifyPool,
} from './verifyPool';

const WORKER = new URL('./testing/fakeVerifyWorker.mjs', import.meta.url);
const ticket = { id: 't1' } as RunTicket;

let pool: VerifyPool;
afterEach(() => pool.close());

describe('the verify pool', () => {
  it('answers each run from the worker, in the order asked, by id', async () => {
    pool = createVerifyPool(WORKER);
    const answers = await Promise.all(
      ['a', 'b', 'c'].map((claimed) => pool.verifyRun(ticket, 'log', claimed, 0)),
    );
    expect(answers).toEqual(['a', 'b', 'c'].map((c) => ({ ok: false, reason: `checked ${c}` })));
    expect(pool.waiting).toBe(0);
  });

  it('keeps the main thread free while a run is re-played', async () => {
    pool = createVerifyPool(WORKER);
    await pool.verifyRun(ticket, 'log', 'warm', 0);
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 10);
    await pool.verifyRun(ticket, 'log', 'busy', 0);
    clearInterval(timer);
    // 300 ms of work on the worker: the main thread's 10 ms timer kept running meanwhile.
    expect(ticks).toBeGreaterThanOrEqual(10);
  });

  it('answers a run that takes too long, and replaces the worker', async () => {
    pool = createVerifyPool(WORKER, 200);
    expect(await pool.verifyRun(ticket, 'log', 'hang', 0)).toEqual({
      ok: false,
      reason: FAILED_REASON,
    });
    expect(await pool.verifyRun(ticket, 'log', 'after', 0)).toEqual({
      ok: false,
      reason: 'checked after',
    });
  });

  it('answers the runs of a worker that exits, and goes on with a new one', async () => {
    pool = createVerifyPool(WORKER);
    expect(await pool.verifyRun(ticket, 'log', 'exit', 0)).toEqual({
      ok: false,
      reason: FAILED_REASON,
    });
    expect(await pool.verifyRun(ticket, 'log', 'again', 0)).toEqual({
      ok: false,
      reason: 'checked again',
    });
  });

  it('refuses at once when too many runs wait', async () => {
    pool = createVerifyPool(WORKER, 5_000);
    const held = Array.from({ length: MAX_WAITING }, () =>
      pool.verifyRun(ticket, 'log', 'hang', 0),
    );
    expect(pool.waiting).toBe(MAX_WAITING);
    expect(await pool.verifyRun(ticket, 'log', 'one more', 0)).toEqual({
      ok: false,
      reason: BUSY_REASON,
    });
    await pool.close();
    expect(await Promise.all(held)).toEqual(held.map(() => ({ ok: false, reason: FAILED_REASON })));
  });
});
