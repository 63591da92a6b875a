// Opens the store's database: SQLite in a file (embedded, the default) or PostgreSQL through a pg Pool, both
// behind one Kysely instance. SQLite runs on its own thread (sqliteWorker.ts); pg is loaded only when used.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createHash } from 'node:crypto';
import {
  Kysely,
  PostgresDialect,
  type KyselyConfig,
  type PostgresPool,
  type PostgresPoolClient,
} from 'kysely';
import type { Pool as PgPool } from 'pg';
import type { DialectName } from './migrations';
import type { Database } from './schema';
import { WorkerSqliteDialect } from './sqliteWorker';
import type { SqliteBatches } from './sqliteWorkerMessages';

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

/** Told of every query and how long it took: diagnostics (slow-query logs, benches). */
export type QueryListener = (sql: string, durationMs: number) => void;

export interface OpenDatabase {
  db: Kysely<Database>;
  dialect: DialectName;
  /** SQLite: many statements to its thread in one message (the write queue's batches). */
  sqliteBatches?: SqliteBatches;
}

function logConfig(onQuery: QueryListener | undefined): KyselyConfig['log'] {
  if (!onQuery) return undefined;
  return (event) => onQuery(event.query.sql, event.queryDurationMillis);
}

async function openSqlite(
  file: string,
  busyTimeoutMs: number,
  onQuery?: QueryListener,
): Promise<OpenDatabase> {
  mkdirSync(dirname(file), { recursive: true });
  const dialect = new WorkerSqliteDialect({
    file,
    pragmas: [
      // WAL: readers never wait for the writer, and a commit is one append to the log. With
      // synchronous=NORMAL a commit is in the operating system's hands before it returns, so killing the
      // process loses nothing committed; only an operating-system crash or power cut can lose the last
      // commits (FULL would also wait for the disk on every commit).
      'journal_mode = WAL',
      'synchronous = NORMAL',
      'foreign_keys = ON',
      `busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs))}`,
      // PRAGMA optimize samples this many rows an index rather than reading whole tables.
      'analysis_limit = 1000',
      // A board of a million rows is a few hundred megabytes: keep its hot pages in memory (64 MB of cache)
      // and read the rest through the operating system's page cache by mapping the file (up to 1 GB).
      'cache_size = -65536',
      'mmap_size = 1073741824',
      // Copy the log back into the database every 64 MB rather than 4: a page changed by many commits in
      // between is written once, and the disk sees fewer, larger flushes.
      'wal_autocheckpoint = 16384',
      'journal_size_limit = 67108864',
    ],
  });
  const db = new Kysely<Database>({ dialect, log: logConfig(onQuery) });
  return { db, dialect: 'sqlite', sqliteBatches: timedBatches(dialect.batches, onQuery) };
}

/** A batch is told to the listener as one query, its statements' text joined. */
function timedBatches(batches: SqliteBatches, onQuery?: QueryListener): SqliteBatches {
  if (!onQuery) return batches;
  return {
    async run(queries, options) {
      const started = performance.now();
      try {
        return await batches.run(queries, options);
      } finally {
        onQuery(queries.map((query) => query.sql).join(';\n'), performance.now() - started);
      }
    },
  };
}

async function openPostgres(
  url: string,
  poolSize: number,
  connectTimeoutMs: number,
  onQuery?: QueryListener,
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
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool: preparingPool(pool) }),
    log: logConfig(onQuery),
  });
}

/** Statements worth keeping prepared: the store's queries, whose text repeats (not DDL, not long IN lists). */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
const MAX_PREPARED_PARAMETERS = 64;

/**
 * PostgreSQL plans every unnamed statement anew: for the store's short reads the plan (about half a
 * millisecond for a place) costs more than running it. Each connection keeps the store's statements prepared
 * under a name taken from their text, so each is parsed and planned once per connection.
 */
function preparingPool(pool: PgPool): PostgresPool {
  return {
    async connect() {
      const client = await pool.connect();
      return {
        query(text: string, values: unknown[]) {
          const named =
            typeof text === 'string' &&
            PREPARABLE.test(text) &&
            values.length <= MAX_PREPARED_PARAMETERS;
          if (!named) return client.query(text, values);
          const name = `s${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
          return client.query({ name, text, values });
        },
        release: (destroy?: boolean) => client.release(destroy),
      } as unknown as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}

export async function openDatabase(
  config: DatabaseConfig,
  onQuery?: QueryListener,
): Promise<OpenDatabase> {
  if (config.kind === 'sqlite')
    return openSqlite(config.file, config.busyTimeoutMs ?? 200, onQuery);
  return {
    db: await openPostgres(
      config.url,
      config.poolSize ?? 10,
      config.connectTimeoutMs ?? 2000,
      onQuery,
    ),
    dialect: 'postgres',
  };
}
