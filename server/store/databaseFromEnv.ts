import { resolve } from 'node:path';
import type { DatabaseConfig } from './database';
import { StoreInputError } from './errors';

/** The database the environment asks for: PostgreSQL for a postgres:// DATABASE_URL, else SQLite under DATA_DIR. */
export function databaseFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) {
      throw new StoreInputError('DATABASE_URL must be a postgres:// or postgresql:// address');
    }
    return { kind: 'postgres', url };
  }
  return { kind: 'sqlite', file: resolve(env.DATA_DIR?.trim() || './data', 'results.sqlite') };
}
