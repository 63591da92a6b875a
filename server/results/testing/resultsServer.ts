// A real server on a free port with the results routes, a fresh SQLite store in a temporary folder, a clock
// the test moves, and the test double of the re-play; and a way to call the routes as a browser would.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newSecret, openStore, type ResultsStore, type StoreOptions } from '../../store/index';
import { testClock } from '../../store/testing/fixtures';
import { send, type Answer } from '../../test/http';
import { startTestServer } from '../../test/testServer';
import type { ResultsWiring } from '../apiTypes';
import { DEFAULT_RESULT_LIMITS } from '../resultLimits';
import { acceptClaimedRun } from './acceptClaimedRun';

export const ROOMY_RESULT_LIMITS = {
  readsPerMinute: 10_000,
  runsPerIdentityPerMinute: 10_000,
  runsPerAddressPerMinute: 10_000,
  accountPerMinute: 10_000,
};

export async function startResultsServer(
  options: {
    wiring?: Partial<ResultsWiring>;
    store?: Partial<StoreOptions>;
    allowedOrigins?: ReadonlySet<string>;
    limits?: typeof DEFAULT_RESULT_LIMITS;
  } = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'csg-results-'));
  const clock = testClock(Date.now());
  const store: ResultsStore = await openStore({
    database: { kind: 'sqlite', file: join(dir, 'results.sqlite') },
    now: clock.now,
    optimizeEveryMs: 0,
    ...options.store,
  });
  const server = await startTestServer({
    allowedOrigins: options.allowedOrigins ?? new Set(),
    results: {
      store,
      verifyRun: acceptClaimedRun(),
      now: clock.now,
      limits: options.limits ?? ROOMY_RESULT_LIMITS,
      ...options.wiring,
    },
  });
  const base = `http://127.0.0.1:${server.server.port}`;
  return {
    base,
    store,
    clock,
    server,
    call: (path: string, init: CallInit = {}) => call(base, path, init),
    async stop() {
      await server.stop();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface CallInit {
  method?: string;
  body?: unknown;
  secret?: Buffer | string;
  from?: string;
  headers?: Record<string, string>;
}

export interface JsonAnswer extends Answer {
  json: Record<string, unknown>;
}

export async function call(base: string, path: string, init: CallInit = {}): Promise<JsonAnswer> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.secret !== undefined) {
    const text = typeof init.secret === 'string' ? init.secret : init.secret.toString('base64url');
    headers.Authorization = `Bearer ${text}`;
  }
  const answer = await send(`${base}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body:
      init.body === undefined
        ? undefined
        : typeof init.body === 'string' || Buffer.isBuffer(init.body)
          ? init.body
          : JSON.stringify(init.body),
    from: init.from,
  });
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(answer.body) as Record<string, unknown>;
  } catch {
    // not JSON (a plain refusal)
  }
  return { ...answer, json };
}

/** A browser's identity: its secret, as it would make one. */
export const browserSecret = () => newSecret();

/** A run's log for the test double: base64 text, unique unless `text` is given. */
export const logOf = (text = `inputs ${Math.random()}`) => Buffer.from(text).toString('base64');

/** Asks for a practice ticket and submits a run on it; returns both answers. */
export async function playRun(
  base: string,
  secret: Buffer,
  score: number,
  extra: {
    game?: string;
    daily?: boolean;
    name?: string;
    country?: string | null;
    timeMs?: number;
  } = {},
) {
  const ticket = await call(base, '/api/runs/ticket', {
    secret,
    body: {
      game: extra.game ?? 'swimming',
      settings: { duration: 90, difficulty: 'medium', rounds: 1 },
      ...(extra.daily ? { daily: true } : {}),
    },
  });
  const run = await call(base, '/api/runs', {
    secret,
    body: {
      ticketId: ticket.json.ticketId,
      log: logOf(),
      claimed: { score, timeMs: extra.timeMs ?? 60_000 },
      ...(extra.name !== undefined ? { name: extra.name } : {}),
      ...(extra.country !== undefined ? { country: extra.country } : {}),
    },
  });
  return { ticket, run };
}
