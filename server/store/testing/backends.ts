// The databases the store's contract tests run against: SQLite in a temporary file, and a throwaway PostgreSQL
// cluster when its binaries are installed. Each test gets an empty database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { DatabaseConfig } from '../database';
import { findPostgresBin, startThrowawayPostgres, type PostgresCluster } from './postgresCluster';

export interface Outage {
  /** Makes the database refuse writes (SQLite: another connection holds the write lock; PostgreSQL: down). */
  begin(): Promise<void>;
  end(): Promise<void>;
}

export interface TestBackend {
  name: 'sqlite' | 'postgres';
  /** A new empty database. */
  fresh(): Promise<DatabaseConfig>;
  outage(config: DatabaseConfig): Outage;
  /** Deletes everything the backend made. */
  dispose(): Promise<void>;
}

export function sqliteBackend(): TestBackend {
  const root = mkdtempSync(join(tmpdir(), 'csg-store-'));
  let count = 0;
  return {
    name: 'sqlite',
    async fresh() {
      count += 1;
      return { kind: 'sqlite', file: join(root, `store-${count}.sqlite`), busyTimeoutMs: 20 };
    },
    outage(config) {
      let holder: BetterSqlite3.Database | null = null;
      return {
        async begin() {
          if (config.kind !== 'sqlite') throw new Error('not a SQLite database');
          holder = new BetterSqlite3(config.file);
          holder.exec('begin exclusive');
        },
        async end() {
          holder?.exec('rollback');
          holder?.close();
          holder = null;
        },
      };
    },
    async dispose() {
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Runs `text` (one or more statements) on the database beside the store, on a connection of its own. */
export async function execRaw(config: DatabaseConfig, text: string): Promise<void> {
  await rowsRaw(config, text, true);
}

/** The rows of one query, read beside the store on a connection of its own. */
export async function rowsRaw(
  config: DatabaseConfig,
  text: string,
  many = false,
): Promise<Array<Record<string, unknown>>> {
  if (config.kind === 'sqlite') {
    const db = new BetterSqlite3(config.file);
    try {
      if (many) {
        db.exec(text);
        return [];
      }
      return db.prepare(text).all() as Array<Record<string, unknown>>;
    } finally {
      db.close();
    }
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: config.url });
  await client.connect();
  try {
    return (await client.query(text)).rows as Array<Record<string, unknown>>;
  } finally {
    await client.end();
  }
}

export const postgresAvailable = () => findPostgresBin() !== undefined;

export async function postgresBackend(): Promise<TestBackend> {
  const cluster: PostgresCluster = await startThrowawayPostgres();
  let count = 0;
  return {
    name: 'postgres',
    async fresh() {
      count += 1;
      return {
        kind: 'postgres',
        url: await cluster.createDatabase(`store_${count}`),
        connectTimeoutMs: 500,
      };
    },
    outage() {
      return { begin: () => cluster.stop(), end: () => cluster.start() };
    },
    dispose: () => cluster.remove(),
  };
}
