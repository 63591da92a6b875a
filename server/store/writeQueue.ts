// A bounded queue in front of the database's writes. push() never waits for the database: it takes the item
// (or, when the queue is full, refuses it at once with StoreBusyError) and returns a promise that settles once
// the item's transaction has committed, or the database refused that item. Items are written in batches, in
// order. While the database is unreachable or busy the batch waits and is tried again, backing off, so
// nothing taken is dropped; an item the database refuses on its own is rejected and the rest go on.
import { StoreBusyError, StoreClosedError } from './errors';

export type Outcome<R> = { ok: true; value: R } | { ok: false; error: Error };

export interface WriteQueueOptions {
  /** Items waiting at most; beyond it push() refuses new items (default 10,000). */
  capacity?: number;
  /** Items per transaction at most (default 500: a fifth more a second than 200 filling a 200,000-row board on one core). */
  batchSize?: number;
  /** First and longest wait before trying again after a failure (default 100 ms and 5 s). */
  retryMinMs?: number;
  retryMaxMs?: number;
  /** Told when writes start failing (once per outage) and when they succeed again. */
  onProblem?: (message: string) => void;
}

export interface WriteQueueDeps<T, R> {
  /** Writes a batch in one transaction: one outcome per item, or throws when nothing was written. */
  write: (items: T[]) => Promise<Array<Outcome<R>>>;
  /** True when an error means the database is unavailable or busy, not that the items are wrong. */
  isTransient: (error: unknown) => boolean;
  /** Whether the database answers at all (asked before an unexplained failure is blamed on an item). */
  isReachable: () => Promise<boolean>;
}

interface Waiting<T, R> {
  item: T;
  resolve: (value: R) => void;
  reject: (error: Error) => void;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class WriteQueue<T, R> {
  readonly #deps: WriteQueueDeps<T, R>;
  readonly #capacity: number;
  readonly #batchSize: number;
  readonly #retryMinMs: number;
  readonly #retryMaxMs: number;
  readonly #onProblem: (message: string) => void;
  #waiting: Array<Waiting<T, R>> = [];
  #pumping = false;
  #closed = false;
  #failing = false;
  #retryTimer: { wake: () => void } | null = null;
  #idle: Array<() => void> = [];
  #written = 0;
  #refused = 0;
  #rejected = 0;

  constructor(deps: WriteQueueDeps<T, R>, options: WriteQueueOptions = {}) {
    this.#deps = deps;
    this.#capacity = options.capacity ?? 10_000;
    this.#batchSize = options.batchSize ?? 500;
    this.#retryMinMs = options.retryMinMs ?? 100;
    this.#retryMaxMs = options.retryMaxMs ?? 5_000;
    this.#onProblem = options.onProblem ?? (() => undefined);
  }

  /**
   * Queues `item`. The promise is already handled: a caller that does not await it (a room writing its
   * results) never sees an unhandled rejection; one that awaits it gets the outcome.
   */
  push(item: T): Promise<R> {
    if (this.#closed) return handled(Promise.reject(new StoreClosedError('the store is closed')));
    if (this.#waiting.length >= this.#capacity) {
      this.#refused++;
      return handled(
        Promise.reject(
          new StoreBusyError(
            `the results store is not keeping up: ${this.#waiting.length} results are already waiting`,
          ),
        ),
      );
    }
    const promise = new Promise<R>((resolve, reject) => {
      this.#waiting.push({ item, resolve, reject });
    });
    void this.#pump();
    return handled(promise);
  }

  get size(): number {
    return this.#waiting.length;
  }

  get stats() {
    return {
      waiting: this.#waiting.length,
      written: this.#written,
      refusedWhileFull: this.#refused,
      rejectedByDatabase: this.#rejected,
      failing: this.#failing,
    };
  }

  /** Resolves once every item taken so far has been written or rejected. */
  drained(): Promise<void> {
    if (this.#waiting.length === 0 && !this.#pumping) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  /**
   * Stops taking items and waits up to `timeoutMs` for those waiting to be written; those still waiting then
   * are rejected (they are lost, as they would be in a crash). Returns how many were lost.
   */
  async close(timeoutMs: number): Promise<number> {
    this.#closed = true;
    this.#retryTimer?.wake();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.drained(),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      }),
    ]);
    clearTimeout(timer);
    const lost = this.#waiting.splice(0);
    for (const entry of lost)
      entry.reject(new StoreClosedError('the store closed before this was written'));
    return lost.length;
  }

  async #pump(): Promise<void> {
    if (this.#pumping) return;
    this.#pumping = true;
    let delay = this.#retryMinMs;
    try {
      while (this.#waiting.length > 0) {
        const batch = this.#waiting.slice(0, this.#batchSize);
        const done = await this.#writeBatch(batch);
        if (done) {
          delay = this.#retryMinMs;
          if (this.#failing) {
            this.#failing = false;
            this.#onProblem(`results store: writing again (${this.#waiting.length} waiting)`);
          }
        } else {
          if (this.#closed) break;
          await this.#wait(delay);
          delay = Math.min(delay * 2, this.#retryMaxMs);
        }
        // Let the game's ticks and requests run between transactions.
        await nextTurn();
      }
    } finally {
      this.#pumping = false;
      if (this.#waiting.length === 0 || this.#closed) {
        for (const resolve of this.#idle.splice(0)) resolve();
      }
    }
  }

  /** True when the batch left the queue (written or rejected); false when the database is unavailable. */
  async #writeBatch(batch: Array<Waiting<T, R>>): Promise<boolean> {
    try {
      const outcomes = await this.#deps.write(batch.map((entry) => entry.item));
      this.#settle(batch, outcomes);
      return true;
    } catch (error) {
      if (await this.#unavailable(error)) return false;
      if (batch.length === 1) {
        this.#settle(batch, [{ ok: false, error: asError(error) }]);
        return true;
      }
      // One item (or a mistake of the store's) fails the whole batch: find it, one item at a time.
      for (const entry of batch) {
        if (!(await this.#writeBatch([entry]))) return false;
      }
      return true;
    }
  }

  async #unavailable(error: unknown): Promise<boolean> {
    const unavailable = this.#deps.isTransient(error) || !(await this.#reachable());
    if (unavailable && !this.#failing) {
      this.#failing = true;
      this.#onProblem(
        `results store: cannot write (${describe(error)}); ${this.#waiting.length} results wait and will be written when it answers`,
      );
    }
    return unavailable;
  }

  async #reachable(): Promise<boolean> {
    try {
      return await this.#deps.isReachable();
    } catch {
      return false;
    }
  }

  #settle(batch: Array<Waiting<T, R>>, outcomes: Array<Outcome<R>>): void {
    if (this.#waiting[0] === batch[0]) this.#waiting.splice(0, batch.length);
    else {
      const removed = new Set(batch);
      this.#waiting = this.#waiting.filter((entry) => !removed.has(entry));
    }
    batch.forEach((entry, i) => {
      const outcome = outcomes[i] ?? { ok: false, error: new Error('no outcome for this write') };
      if (outcome.ok) {
        this.#written++;
        entry.resolve(outcome.value);
      } else {
        this.#rejected++;
        entry.reject(outcome.error);
      }
    });
  }

  #wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#retryTimer = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.#retryTimer = { wake: done };
    });
  }
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

function handled<R>(promise: Promise<R>): Promise<R> {
  promise.catch(() => undefined);
  return promise;
}
