// The results store as a server process opens it: the database the environment names (SQLite under DATA_DIR
// by default, PostgreSQL with DATABASE_URL), expired run tickets pruned hourly, and a close that writes what is
// queued (up to 5 s) before the database is let go.
import { databaseFromEnv, openStore, type ResultsStore } from '../store/index';
import type { ResultsWiring } from './apiTypes';
import type { RunVerifier } from './runVerifier';

const PRUNE_EVERY_MS = 60 * 60_000;
/** Tickets are kept a day past their expiry (a late submission is told its ticket expired, not unknown). */
const KEEP_EXPIRED_TICKETS_MS = 24 * 60 * 60_000;

export interface OpenResults {
  wiring: ResultsWiring;
  store: ResultsStore;
  /** Writes what is queued (up to 5 s), then closes; returns how many queued runs were lost. */
  close(): Promise<number>;
}

export async function openResultsFromEnv(
  verifyRun: RunVerifier,
  env: NodeJS.ProcessEnv = process.env,
): Promise<OpenResults> {
  const store = await openStore({ database: databaseFromEnv(env) });
  const prune = setInterval(() => {
    store.pruneTickets(Date.now() - KEEP_EXPIRED_TICKETS_MS).catch(() => undefined);
  }, PRUNE_EVERY_MS);
  prune.unref();
  return {
    wiring: { store, verifyRun },
    store,
    async close() {
      clearInterval(prune);
      return store.close();
    },
  };
}
