// SQLite on its own thread. better-sqlite3 is synchronous: on the server's main thread every statement, commit
// and checkpoint would stop the game's ticks while it ran. Here one worker thread owns the connection and
// runs the statements Kysely compiles on the main thread; the main thread only waits for the answers.
// Kysely's own SQLite adapter, compiler and introspector are used unchanged, only the driver differs. Besides
// one statement a message, the thread takes a batch: many statements in one message, optionally beginning
// and committing the transaction around them there (SqliteBatches), so a batch of writes is not one round
// trip between the threads per statement.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';
import {
  packBatch,
  packBytes,
  withBuffers,
  type Answer,
  type BatchAnswer,
  type BatchOptions,
  type SqliteBatches,
} from './sqliteWorkerMessages';
import { WORKER_SOURCE } from './sqliteWorkerScript';

export interface WorkerSqliteConfig {
  file: string;
  /** Run in order when the connection opens, e.g. 'journal_mode = WAL'. */
  pragmas: readonly string[];
  /** Told of each thread started (tests stop it to see the store recover). */
  onThread?: (worker: Worker) => void;
}

/** An error of SQLite's, rebuilt on this side of the thread with its code (SQLITE_BUSY …). */
class SqliteWorkerError extends Error {
  override name = 'SqliteError';
  readonly code: string | undefined;

  constructor(message: string, code: string | undefined) {
    super(message);
    this.code = code;
  }
}

/** One connection at a time, as SQLite has one: transactions queue for it. */
class Mutex {
  #tail: Promise<void> = Promise.resolve();

  async lock(): Promise<() => void> {
    let release = () => undefined as void;
    const previous = this.#tail;
    this.#tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    return release;
  }
}

class WorkerConnection implements DatabaseConnection {
  readonly #run: (sql: string, parameters: readonly unknown[]) => Promise<Answer>;

  constructor(run: (sql: string, parameters: readonly unknown[]) => Promise<Answer>) {
    this.#run = run;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const answer = await this.#run(compiled.sql, compiled.parameters);
    const rows = (answer.rows ?? []).map(withBuffers) as R[];
    if (answer.changes === undefined) return { rows };
    return {
      rows,
      numAffectedRows: BigInt(answer.changes),
      insertId: answer.lastInsertRowid === undefined ? undefined : BigInt(answer.lastInsertRowid),
    };
  }

  // eslint-disable-next-line require-yield -- the store never streams; Kysely's interface asks for the method
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('the SQLite worker does not stream queries');
  }
}

class WorkerSqliteDriver implements Driver {
  readonly #config: WorkerSqliteConfig;
  readonly #mutex = new Mutex();
  readonly #pending = new Map<number, (answer: Answer) => void>();
  readonly #connection = new WorkerConnection((sql, parameters) => this.#send(sql, parameters));
  #worker: Worker | null = null;
  #starting: Promise<void> | null = null;
  #release: (() => void) | null = null;
  /** Between Kysely's begin and its commit or rollback: each statement must find the transaction open. */
  #inTransaction = false;
  #nextId = 1;

  constructor(config: WorkerSqliteConfig) {
    this.#config = config;
  }

  init(): Promise<void> {
    return this.#start();
  }

  /** Starts the worker (again, if it stopped); resolves once the database is open. */
  #start(): Promise<void> {
    if (this.#worker) return Promise.resolve();
    if (this.#starting) return this.#starting;
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        file: this.#config.file,
        pragmas: this.#config.pragmas,
        module: createRequire(import.meta.url).resolve('better-sqlite3'),
      },
    });
    this.#starting = new Promise<void>((resolve, reject) => {
      this.#pending.set(0, (answer) => {
        this.#starting = null;
        if (answer.ok) {
          this.#worker = worker;
          this.#config.onThread?.(worker);
          resolve();
        } else {
          void worker.terminate();
          reject(new SqliteWorkerError(answer.message ?? 'cannot open the database', answer.code));
        }
      });
    });
    worker.on('message', (answer: Answer) => {
      const settle = this.#pending.get(answer.id);
      this.#pending.delete(answer.id);
      settle?.(answer);
    });
    const stopped = (reason: string) => {
      if (this.#worker === worker) this.#worker = null;
      this.#starting = null;
      // Whatever was asked of the stopped thread will not be answered: say so, as a busy database would.
      for (const [id, settle] of this.#pending) {
        this.#pending.delete(id);
        settle({
          id,
          ok: false,
          message: `the SQLite thread stopped (${reason})`,
          code: 'SQLITE_CANTOPEN',
        });
      }
    };
    worker.on('error', (error) => stopped(error.message));
    worker.on('exit', (code) => stopped(`exit code ${code}`));
    return this.#starting;
  }

  /** Posts one message (made with its id) to the thread, started if need be; its answer, or its error thrown. */
  async #ask(message: (id: number) => [object, ArrayBuffer[]]): Promise<Answer> {
    await this.#start();
    const worker = this.#worker;
    if (!worker) throw new SqliteWorkerError('the SQLite thread is not running', 'SQLITE_CANTOPEN');
    const id = this.#nextId++;
    const answer = await new Promise<Answer>((resolve) => {
      this.#pending.set(id, resolve);
      worker.postMessage(...message(id));
    });
    if (!answer.ok) throw new SqliteWorkerError(answer.message ?? 'SQLite failed', answer.code);
    return answer;
  }

  #send(sql: string, parameters: readonly unknown[]): Promise<Answer> {
    return this.#ask((id) => {
      const { values, transfer } = packBytes(parameters);
      const continues = this.#inTransaction || undefined;
      return [{ id, sql, parameters: values, continues }, transfer];
    });
  }

  async runBatch(queries: readonly CompiledQuery[], options: BatchOptions): Promise<BatchAnswer[]> {
    const answer = await this.#ask((id) => {
      const { batch, transfer } = packBatch(queries);
      return [{ id, ...options, batch }, transfer];
    });
    return (answer.results ?? []).map((rows) => rows && rows.map(withBuffers));
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.#release = await this.#mutex.lock();
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = null;
    release?.();
  }

  /**
   * Every transaction of the store writes: take the write lock at once ('immediate'), waiting up to
   * busy_timeout for another connection to let it go, rather than fail half-way when a read turns into a write.
   */
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    this.#inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    // A failed commit leaves the transaction open: Kysely rolls it back next.
    await connection.executeQuery(CompiledQuery.raw('commit'));
    this.#inTransaction = false;
  }

  /** Rolls back whatever is open on the thread; nothing is, after a restart, and that is no error. */
  async rollbackTransaction(): Promise<void> {
    this.#inTransaction = false;
    await this.runBatch([], { rollback: true });
  }

  async destroy(): Promise<void> {
    const worker = this.#worker;
    if (!worker) return;
    const id = this.#nextId++;
    await new Promise<void>((resolve) => {
      this.#pending.set(id, () => resolve());
      worker.postMessage({ id, close: true });
    });
    this.#worker = null;
    await worker.terminate();
  }
}

export class WorkerSqliteDialect implements Dialect {
  readonly #config: WorkerSqliteConfig;
  #driver: WorkerSqliteDriver | null = null;

  constructor(config: WorkerSqliteConfig) {
    this.#config = config;
  }

  createDriver(): Driver {
    this.#driver = new WorkerSqliteDriver(this.#config);
    return this.#driver;
  }

  /** Batches on the thread of the Kysely instance made with this dialect. */
  readonly batches: SqliteBatches = {
    run: (queries, options = {}) => {
      if (!this.#driver) throw new Error('the SQLite dialect has no driver yet');
      return this.#driver.runBatch(queries, options);
    },
  };

  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }

  createAdapter() {
    return new SqliteAdapter();
  }

  readonly createIntrospector: Dialect['createIntrospector'] = (db) => new SqliteIntrospector(db);
}
