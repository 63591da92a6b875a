// The statements of one write transaction, and where they run. On SQLite the transaction's statements go to
// its thread in as few messages as the transaction's reads allow: the writes wait on this side until the next
// read or the commit and go with it, and reads asked together go together (the first message begins the
// transaction there, the last commits it). On PostgreSQL each statement runs in turn in a Kysely transaction.
import type { Compilable, CompiledQuery, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { StoreContext } from './context';
import type { AllocatedTable, Database } from './schema';
import type { SqliteBatches } from './sqliteWorkerMessages';

type RowsOf<Q> = Q extends Compilable<infer R> ? R[] : never;

export interface Statements {
  /** Runs these queries now, in order after every write taken so far, and gives each one's rows. */
  readAll<Q extends ReadonlyArray<Compilable<unknown>>>(
    queries: Q,
  ): Promise<{ [K in keyof Q]: RowsOf<Q[K]> }>;
  /** A statement whose answer is not needed: it runs in order, at the latest with the commit. */
  write(query: Compilable<unknown>): Promise<void>;
}

/** Statements run one by one in a Kysely transaction. */
export function transactionStatements(trx: Transaction<Database>): Statements {
  return {
    async readAll(queries) {
      const rows: unknown[][] = [];
      for (const query of queries) rows.push((await trx.executeQuery(query.compile())).rows);
      return rows as never;
    },
    async write(query) {
      await trx.executeQuery(query.compile());
    },
  };
}

/** Longest stretch of building a batch's writes before the event loop gets a turn (the rooms' ticks). */
const SLICE_MS = 4;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

class SqliteBatchStatements implements Statements {
  readonly #batches: SqliteBatches;
  #waiting: CompiledQuery[] = [];
  #begun = false;
  #sliceStarted = performance.now();

  constructor(batches: SqliteBatches) {
    this.#batches = batches;
  }

  async readAll<Q extends ReadonlyArray<Compilable<unknown>>>(
    queries: Q,
  ): Promise<{ [K in keyof Q]: RowsOf<Q[K]> }> {
    const compiled = queries.map((query) => query.compile());
    const answers = await this.#send(compiled, {});
    return answers.slice(answers.length - compiled.length).map((rows) => rows ?? []) as never;
  }

  async write(query: Compilable<unknown>): Promise<void> {
    this.#waiting.push(query.compile());
    // Statements one round trip apiece gave the event loop turns between them; waiting writes do not.
    if (performance.now() - this.#sliceStarted > SLICE_MS) {
      await nextTurn();
      this.#sliceStarted = performance.now();
    }
  }

  async commit(): Promise<void> {
    await this.#send([], { commit: true });
  }

  /** The thread rolls back by itself when a batch fails; this is for a failure on this side. */
  async rollback(): Promise<void> {
    if (this.#begun) await this.#batches.run([], { rollback: true });
  }

  async #send(queries: CompiledQuery[], options: { commit?: boolean }) {
    const batch = [...this.#waiting, ...queries];
    this.#waiting = [];
    const answers = await this.#batches.run(batch, {
      ...options,
      begin: !this.#begun,
      continues: this.#begun,
    });
    this.#begun = true;
    this.#sliceStarted = performance.now();
    return answers;
  }
}

/**
 * Runs `work` in one write transaction: committed once it resolves, rolled back (nothing of it kept) when it
 * or any statement fails.
 */
export async function inWriteTransaction<T>(
  ctx: StoreContext,
  work: (statements: Statements) => Promise<T>,
): Promise<T> {
  const batches = ctx.sqliteBatches;
  if (!batches) return ctx.db.transaction().execute((trx) => work(transactionStatements(trx)));
  // Holding the connection keeps every other statement of this process out of the transaction.
  return ctx.db.connection().execute(async () => {
    const statements = new SqliteBatchStatements(batches);
    try {
      const result = await work(statements);
      await statements.commit();
      return result;
    } catch (error) {
      await statements.rollback().catch(() => undefined);
      throw error;
    }
  });
}

/** Fresh ids for one write transaction. */
export interface IdSource {
  take(table: AllocatedTable, count: number): Promise<number[]>;
}

/** PostgreSQL's sequences, read as ids are needed. */
export function sequenceIds(ctx: StoreContext, statements: Statements): IdSource {
  return {
    async take(table, count) {
      if (count === 0) return [];
      const nextIds = sql<{ id: number }>`
        select nextval(${sql.lit(`${table}_id_seq`)}) as id from generate_series(1, ${count})
      `;
      const [rows] = await statements.readAll([
        { compile: () => nextIds.compile(ctx.db) },
      ] as const);
      return rows.map((row) => Number(row.id));
    },
  };
}

/**
 * SQLite's counter rows, read once at the start of the transaction (`counterRows`) and written back by
 * `finish`: the same ids as allocateIds would give, since the transaction holds the only write lock.
 */
export class CounterIds implements IdSource {
  readonly #next = new Map<string, number>();
  readonly #taken = new Set<AllocatedTable>();

  static query(ctx: StoreContext) {
    return ctx.db.selectFrom('id_counters').select(['name', 'next_id']);
  }

  constructor(counterRows: ReadonlyArray<{ name: string; next_id: number }>) {
    for (const row of counterRows) this.#next.set(row.name, row.next_id);
  }

  async take(table: AllocatedTable, count: number): Promise<number[]> {
    if (count === 0) return [];
    const first = this.#next.get(table);
    if (first === undefined) throw new Error(`no id counter for ${table}`);
    this.#next.set(table, first + count);
    this.#taken.add(table);
    return Array.from({ length: count }, (_, i) => first + i);
  }

  async finish(ctx: StoreContext, statements: Statements): Promise<void> {
    for (const table of this.#taken) {
      await statements.write(
        ctx.db
          .updateTable('id_counters')
          .set({ next_id: this.#next.get(table) as number })
          .where('name', '=', table),
      );
    }
  }
}
