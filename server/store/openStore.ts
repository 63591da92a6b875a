import type { StoreContext } from './context';
import { openDatabase, type DatabaseConfig, type QueryListener } from './database';
import { migrateToLatest } from './migrations';
import { ResultsStore } from './store';
import type { WriteQueueOptions } from './writeQueue';

export interface StoreOptions {
  database: DatabaseConfig;
  /** The clock (ms since the epoch); tests move it. */
  now?: () => number;
  queue?: WriteQueueOptions;
  /** Told of every query and its duration (slow-query logs, benches). */
  onQuery?: QueryListener;
  /** How often the query planners' statistics are refreshed (default hourly; 0: never on a timer). */
  optimizeEveryMs?: number;
}

/** Opens the database, brings its schema to the latest version, and returns the store. */
export async function openStore(options: StoreOptions): Promise<ResultsStore> {
  const { db, dialect, sqliteBatches } = await openDatabase(options.database, options.onQuery);
  try {
    await migrateToLatest(db, dialect);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const ctx: StoreContext = {
    db,
    dialect,
    now: options.now ?? Date.now,
    boardIds: new Map<string, number>(),
    sqliteBatches,
  };
  const store = new ResultsStore(ctx, options.queue, options.optimizeEveryMs);
  await store.optimize();
  return store;
}
