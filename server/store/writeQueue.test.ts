// @vitest-environment node
// The write queue on its own, in front of a fake database that can be down, slow or refuse one item.
import { StoreBusyError, StoreClosedError } from './errors';
import { WriteQueue, type Outcome } from './writeQueue';

class Down extends Error {
  code = 'ECONNREFUSED';
}

function fakeDatabase() {
  const db = {
    up: true,
    written: [] as number[],
    batches: [] as number[][],
    attempts: 0,
    /** Items the database refuses on their own (as a constraint would). */
    refuse: new Set<number>(),
    async write(items: number[]): Promise<Array<Outcome<number>>> {
      db.attempts++;
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (!db.up) throw new Down('connect ECONNREFUSED 127.0.0.1:5432');
      if (items.some((item) => db.refuse.has(item))) {
        throw new Error('insert or update on table "results" violates foreign key constraint');
      }
      db.batches.push(items);
      db.written.push(...items);
      return items.map((item) => ({ ok: true, value: item * 10 }));
    },
  };
  return db;
}

function queueOver(db: ReturnType<typeof fakeDatabase>, options = {}) {
  return new WriteQueue<number, number>(
    {
      write: (items) => db.write(items),
      isTransient: (error) => error instanceof Down,
      isReachable: async () => db.up,
    },
    { retryMinMs: 5, retryMaxMs: 20, ...options },
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the write queue', () => {
  it('writes items in order, in batches, and resolves each once written', async () => {
    const db = fakeDatabase();
    const queue = queueOver(db, { batchSize: 3 });
    const results = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((n) => queue.push(n)));
    expect(results).toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(db.written).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(Math.max(...db.batches.map((b) => b.length))).toBeLessThanOrEqual(3);
    expect(queue.stats).toMatchObject({ waiting: 0, written: 7 });
  });

  it('keeps items while the database is down, retries with backoff, and writes them when it is back', async () => {
    const db = fakeDatabase();
    const problems: string[] = [];
    const queue = queueOver(db, { onProblem: (m: string) => problems.push(m) });
    db.up = false;
    const pending = [1, 2, 3].map((n) => queue.push(n));
    await sleep(100);
    expect(db.written).toEqual([]);
    expect(queue.stats).toMatchObject({ waiting: 3, failing: true });
    expect(db.attempts).toBeGreaterThan(2);
    // Backing off: far fewer attempts than 100 ms of 5 ms waits.
    expect(db.attempts).toBeLessThan(20);
    db.up = true;
    expect(await Promise.all(pending)).toEqual([10, 20, 30]);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/cannot write.*3 results wait/);
    expect(problems[1]).toMatch(/writing again/);
  });

  it('refuses new items at once when full, keeping those it took', async () => {
    const db = fakeDatabase();
    const queue = queueOver(db, { capacity: 2 });
    db.up = false;
    const taken = [queue.push(1), queue.push(2)];
    await expect(queue.push(3)).rejects.toThrow(StoreBusyError);
    db.up = true;
    expect(await Promise.all(taken)).toEqual([10, 20]);
    expect(queue.stats.refusedWhileFull).toBe(1);
    expect(await queue.push(4)).toBe(40);
  });

  it('rejects only the item the database refuses, and writes the rest of its batch', async () => {
    const db = fakeDatabase();
    db.refuse.add(2);
    const queue = queueOver(db);
    const results = await Promise.allSettled([1, 2, 3].map((n) => queue.push(n)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(db.written).toEqual([1, 3]);
    expect(queue.stats).toMatchObject({ written: 2, rejectedByDatabase: 1 });
  });

  it('blames no item while the database cannot be reached, even for an unexplained error', async () => {
    const db = fakeDatabase();
    const queue = new WriteQueue<number, number>(
      {
        write: async (items) => {
          if (!db.up) throw new Error('something odd');
          return db.write(items);
        },
        isTransient: () => false,
        isReachable: async () => db.up,
      },
      { retryMinMs: 5, retryMaxMs: 10 },
    );
    db.up = false;
    const pending = queue.push(1);
    await sleep(50);
    db.up = true;
    expect(await pending).toBe(10);
  });

  it('never leaves an unhandled rejection for a caller that does not wait', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const db = fakeDatabase();
      db.refuse.add(1);
      const queue = queueOver(db, { capacity: 1 });
      void queue.push(1);
      void queue.push(2); // refused: full
      await queue.drained();
      await sleep(20);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('on close, writes what it can in time, then rejects the rest and takes nothing more', async () => {
    const db = fakeDatabase();
    const queue = queueOver(db);
    db.up = false;
    const pending = queue.push(1);
    expect(await queue.close(30)).toBe(1);
    await expect(pending).rejects.toThrow(StoreClosedError);
    await expect(queue.push(2)).rejects.toThrow(StoreClosedError);

    const open = fakeDatabase();
    const draining = queueOver(open);
    const written = draining.push(5);
    expect(await draining.close(1000)).toBe(0);
    expect(await written).toBe(50);
  });
});
