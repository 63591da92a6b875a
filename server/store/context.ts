// What every part of the store shares: the database, its dialect, the clock and the known boards.
import {
  sql,
  type InsertQueryBuilder,
  type InsertResult,
  type Insertable,
  type Kysely,
  type Transaction,
} from 'kysely';
import type { DialectName } from './migrations';
import type { AllocatedTable, Database } from './schema';
import type { SqliteBatches } from './sqliteWorkerMessages';

export type Queryable = Kysely<Database> | Transaction<Database>;

export interface StoreContext {
  db: Kysely<Database>;
  dialect: DialectName;
  now: () => number;
  /** Board ids by board key; boards are never deleted, so a committed id stays right. */
  boardIds: Map<string, number>;
  /** SQLite: its thread's batches, for the write queue's transactions (statements.ts). */
  sqliteBatches?: SqliteBatches;
}

/** `count` fresh ids for `table`, from its sequence (PostgreSQL) or its counter row (SQLite, one writer). */
export async function allocateIds(
  ctx: StoreContext,
  trx: Queryable,
  table: AllocatedTable,
  count: number,
): Promise<number[]> {
  if (count === 0) return [];
  if (ctx.dialect === 'postgres') {
    const { rows } = await sql<{ id: number }>`
      select nextval(${sql.lit(`${table}_id_seq`)}) as id from generate_series(1, ${count})
    `.execute(trx);
    return rows.map((row) => Number(row.id));
  }
  const { next_id: next } = await trx
    .updateTable('id_counters')
    .set((eb) => ({ next_id: eb('next_id', '+', count) }))
    .where('name', '=', table)
    .returning('next_id')
    .executeTakeFirstOrThrow();
  return Array.from({ length: count }, (_, i) => next - count + i);
}

/**
 * Holds the players' board rows still for the rest of the transaction: two PostgreSQL processes writing or
 * re-ranking the same player's runs take turns. Ids are taken in ascending order, so two batches never wait
 * for each other in a circle. SQLite has one writer at a time already.
 */
export async function lockPlayers(
  ctx: StoreContext,
  trx: Queryable,
  playerIds: Iterable<number>,
): Promise<void> {
  if (ctx.dialect !== 'postgres') return;
  const ids = [...new Set(playerIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await sql`select pg_advisory_xact_lock(id) from unnest(${ids}::bigint[]) as locked(id)`.execute(
    trx,
  );
}

/**
 * Rows a bulk insert takes at most: SQLite's JSON text in chunks of `sqliteRows`; PostgreSQL's arrays hold
 * thousands in one statement, and each statement is a round trip to its server.
 */
export const bulkRows = (ctx: StoreContext, sqliteRows: number) =>
  ctx.dialect === 'postgres' ? 5000 : sqliteRows;

/** Splits `items` into chunks of at most `size` (bound parameters per statement are limited). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** A column of a bulk insert and its PostgreSQL type ('bytea' columns hold bytes). */
export type BulkColumn = readonly [name: string, pgType: string];

/**
 * An insert of many rows as one short statement with a fixed text: a VALUES list of thousands of parameters
 * takes longer to build, send and plan than to run. PostgreSQL gets one array per column
 * (`select * from unnest(...)`); SQLite gets the rows as one JSON text (`json_each`, bytes as hex). The
 * caller adds any ON CONFLICT and executes it.
 */
export function insertRows<TB extends keyof Database & string>(
  ctx: StoreContext,
  trx: Queryable,
  table: TB,
  columns: readonly BulkColumn[],
  rows: ReadonlyArray<Insertable<Database[TB]>>,
): InsertQueryBuilder<Database, TB, InsertResult> {
  const cell = (row: Insertable<Database[TB]>, name: string) =>
    (row as Record<string, unknown>)[name] ?? null;
  let source;
  if (ctx.dialect === 'postgres') {
    const arrays = columns.map(
      ([name, pgType]) => sql`${rows.map((row) => cell(row, name))}::${sql.raw(pgType)}[]`,
    );
    source = sql`select * from unnest(${sql.join(arrays)})`;
  } else {
    const json = JSON.stringify(
      rows.map((row) =>
        columns.map(([name]) => {
          const value = cell(row, name);
          return value instanceof Uint8Array ? Buffer.from(value).toString('hex') : value;
        }),
      ),
    );
    const fields = columns.map(([, pgType], i) =>
      pgType === 'bytea' ? sql`unhex(value ->> ${sql.lit(i)})` : sql`value ->> ${sql.lit(i)}`,
    );
    // 'where true': without it SQLite would read a following ON CONFLICT as part of the select.
    source = sql`select ${sql.join(fields)} from json_each(${json}) where true`;
  }
  // The column names are the table's own (the callers' row types check them); Kysely cannot check a list
  // built at run time, hence the cast.
  return trx
    .insertInto(table)
    .columns(columns.map(([name]) => name) as never)
    .expression(source);
}
