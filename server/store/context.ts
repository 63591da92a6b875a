// What every part of the store shares: the database, its dialect, the clock and the known boards.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DialectName } from './migrations';
import type { AllocatedTable, Database } from './schema';

export type Queryable = Kysely<Database> | Transaction<Database>;

export interface StoreContext {
  db: Kysely<Database>;
  dialect: DialectName;
  now: () => number;
  /** Board ids by board key; boards are never deleted, so a committed id stays right. */
  boardIds: Map<string, number>;
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

/** Splits `items` into chunks of at most `size` (bound parameters per statement are limited). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
