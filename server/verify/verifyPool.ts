// Re-plays runs on a worker thread (verifyWorker.ts) instead of the main thread, where the rooms tick. At
// most MAX_WAITING runs wait; a worker that takes longer than TIMEOUT_MS, fails or exits is replaced, and
// the runs it held are answered with a reason, never left hanging.
import { Worker } from 'node:worker_threads';
import type { RunVerdict, RunVerifier } from '../results/runVerifier';

export const MAX_WAITING = 64;
export const TIMEOUT_MS = 10_000;
export const BUSY_REASON = 'The server is busy checking other runs: try again in a minute.';
export const FAILED_REASON = 'The run could not be re-played.';

interface Waiting {
  resolve(verdict: RunVerdict): void;
  timer: NodeJS.Timeout;
}

export interface VerifyPool {
  verifyRun: RunVerifier;
  /** Runs waiting for (or being re-played by) the worker. */
  readonly waiting: number;
  close(): Promise<void>;
}

/** `workerUrl`: the built verifyWorker (dist-server/verifyWorker.js), or any script answering the same way. */
export function createVerifyPool(workerUrl: URL, timeoutMs = TIMEOUT_MS): VerifyPool {
  const waiting = new Map<number, Waiting>();
  let nextId = 1;
  let worker: Worker | null = null;
  let closed = false;

  const answerAll = (reason: string) => {
    for (const [id, entry] of waiting) {
      clearTimeout(entry.timer);
      entry.resolve({ ok: false, reason });
      waiting.delete(id);
    }
  };

  const replace = (failed: Worker) => {
    if (worker !== failed) return;
    worker = null;
    void failed.terminate();
    answerAll(FAILED_REASON);
  };

  const started = (): Worker => {
    if (worker) return worker;
    const fresh = new Worker(workerUrl);
    fresh.unref();
    fresh.on('message', ({ id, answer }: { id: number; answer: RunVerdict }) => {
      const entry = waiting.get(id);
      if (!entry) return;
      clearTimeout(entry.timer);
      waiting.delete(id);
      entry.resolve(answer.ok ? answer : { ok: false, reason: answer.reason });
    });
    fresh.on('error', () => replace(fresh));
    fresh.on('exit', () => replace(fresh));
    worker = fresh;
    return fresh;
  };

  return {
    get waiting() {
      return waiting.size;
    },
    verifyRun(ticket, encodedLog, claimed, receivedAtMs) {
      if (closed) return { ok: false, reason: FAILED_REASON };
      if (waiting.size >= MAX_WAITING) return { ok: false, reason: BUSY_REASON };
      const target = started();
      const id = nextId++;
      return new Promise<RunVerdict>((resolve) => {
        const timer = setTimeout(() => replace(target), timeoutMs);
        waiting.set(id, { resolve, timer });
        target.postMessage({ id, ticket, encodedLog, claimed, receivedAtMs });
      });
    },
    async close() {
      closed = true;
      const current = worker;
      worker = null;
      answerAll(FAILED_REASON);
      if (current) await current.terminate();
    },
  };
}
