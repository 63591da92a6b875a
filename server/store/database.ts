// Opens the store's database: SQLite in a file (embedded, the default) or PostgreSQL through a pg Pool, both
// behind one Kysely instance. The drivers are loaded only for the database in use.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import type { DialectName } from './migrations';
import type { Database } from './schema';

export type DatabaseConfig =
  | {
      kind: 'sqlite';
      /** The database file; its folder is created when missing. */
      file: string;
      /** How long a statement waits for a lock held by another connection before failing (ms). */
      busyTimeoutMs?: number;
    }
  | {
      kind: 'postgres';
      url: string;
      /** Connections in the pool (default 10). */
      poolSize?: number;
      /** How long a query waits for a connection before failing, e.g. while the server is down (ms). */
      connectTimeoutMs?: number;
    };

export interface OpenDatabase {
  db: Kysely<Database>;
  dialect: DialectName;
}

const STATEMENT_CACHE_SIZE = 256;

/**
 * better-sqlite3 behind Kysely's SqliteDialect, which prepares every query it runs: prepared statements are kept
 * and reused by their SQL (the store's queries are few and repeat), the least recently used dropped first.
 */
class CachedStatements implements SqliteDatabase {
  readonly #statements = new Map<string, SqliteStatement>();
  readonly #database: SqliteDatabase;

  constructor(database: SqliteDatabase) {
    this.#database = database;
  }

  prepare(sql: string): SqliteStatement {
    const cached = this.#statements.get(sql);
    if (cached) {
      this.#statements.delete(sql);
      this.#statements.set(sql, cached);
      return cached;
    }
    const statement = this.#database.prepare(sql);
    this.#statements.set(sql, statement);
    if (this.#statements.size > STATEMENT_CACHE_SIZE) {
      const oldest = this.#statements.keys().next().value;
      if (oldest !== undefined) this.#statements.delete(oldest);
    }
    return statement;
  }

  close(): void {
    this.#statements.clear();
    this.#database.close();
  }
}

async function openSqlite(file: string, busyTimeoutMs: number): Promise<Kysely<Database>> {
  const { default: BetterSqlite3 } = await import('better-sqlite3');
  mkdirSync(dirname(file), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  // WAL: readers never wait for the writer, and a commit is one append to the log. With synchronous=NORMAL a
  // commit is in the operating system's hands before it returns, so killing the process loses nothing
  // committed; only an operating-system crash or power cut can lose the last commits (FULL would fsync every
  // commit, on the thread that runs the game's ticks).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs))}`);
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: new CachedStatements(sqlite) }),
  });
}

async function openPostgres(
  url: string,
  poolSize: number,
  connectTimeoutMs: number,
): Promise<Kysely<Database>> {
  const { default: pg } = await import('pg');
  // bigint (int8) and numeric (what sum() of a bigint gives) as numbers: every id, time and count the store
  // keeps is below 2^53.
  const types = new pg.TypeOverrides();
  types.setTypeParser(pg.types.builtins.INT8, Number);
  types.setTypeParser(pg.types.builtins.NUMERIC, Number);
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    types,
  });
  // An idle connection the server drops (a restart, a network cut) is an error on the pool: without a
  // listener it would end the process. The next query opens a new connection.
  pool.on('error', () => undefined);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export async function openDatabase(config: DatabaseConfig): Promise<OpenDatabase> {
  if (config.kind === 'sqlite') {
    return { db: await openSqlite(config.file, config.busyTimeoutMs ?? 200), dialect: 'sqlite' };
  }
  return {
    db: await openPostgres(config.url, config.poolSize ?? 10, config.connectTimeoutMs ?? 2000),
    dialect: 'postgres',
  };
}
