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

/** The worker's code, as a CommonJS script: it must run from the built server and from the tests alike. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
const CACHE_SIZE = 256;
const statements = new Map();
let db = null;

function prepare(sql) {
  const cached = statements.get(sql);
  if (cached) {
    statements.delete(sql);
    statements.set(sql, cached);
    return cached;
  }
  const statement = db.prepare(sql);
  statements.set(sql, statement);
  if (statements.size > CACHE_SIZE) statements.delete(statements.keys().next().value);
  return statement;
}

const asBuffer = (value) =>
  value instanceof Uint8Array && !Buffer.isBuffer(value)
    ? Buffer.from(value.buffer, value.byteOffset, value.byteLength)
    : value;

const failure = (id, error) => ({
  id,
  ok: false,
  message: String(error && error.message),
  code: error && typeof error.code === 'string' ? error.code : undefined,
});

try {
  db = new Database(workerData.file);
  for (const pragma of workerData.pragmas) db.pragma(pragma);
  parentPort.postMessage({ id: 0, ok: true });
} catch (error) {
  const opening = failure(0, error);
  parentPort.postMessage({ ...opening, code: opening.code || 'SQLITE_CANTOPEN' });
}

function runOne(sql, parameters) {
  const statement = prepare(sql);
  const values = parameters.map(asBuffer);
  if (statement.reader) return statement.all(values);
  statement.run(values);
  return null;
}

// A batch: its statements in order, in the transaction it begins, continues or commits; any failure rolls
// the transaction back here, before the answer leaves, so nothing of it is ever committed.
function runBatch(message) {
  const { id } = message;
  let index = -1;
  try {
    if (message.continues && !db.inTransaction) {
      throw Object.assign(new Error('the batch transaction was lost (the SQLite thread started again)'), {
        code: 'SQLITE_CANTOPEN',
      });
    }
    if (message.rollback) {
      if (db.inTransaction) prepare('rollback').run();
      parentPort.postMessage({ id, ok: true, results: [] });
      return;
    }
    if (message.begin) prepare('begin immediate').run();
    const results = [];
    for (index = 0; index < message.batch.length; index++) {
      const { sql, parameters } = message.batch[index];
      results.push(runOne(sql, parameters));
    }
    index = -1;
    if (message.commit) prepare('commit').run();
    parentPort.postMessage({ id, ok: true, results });
  } catch (error) {
    try {
      if (db && db.inTransaction) prepare('rollback').run();
    } catch {
      // The failure that brought us here is the one to report.
    }
    parentPort.postMessage({ ...failure(id, error), index });
  }
}

parentPort.on('message', (message) => {
  const { id } = message;
  if (message.batch) {
    runBatch(message);
    return;
  }
  if (message.close) {
    statements.clear();
    try {
      if (db) db.close();
    } finally {
      parentPort.postMessage({ id, ok: true });
    }
    return;
  }
  try {
    const statement = prepare(message.sql);
    const parameters = message.parameters.map(asBuffer);
    if (statement.reader) {
      parentPort.postMessage({ id, ok: true, rows: statement.all(parameters) });
    } else {
      const { changes, lastInsertRowid } = statement.run(parameters);
      parentPort.postMessage({ id, ok: true, rows: [], changes, lastInsertRowid: Number(lastInsertRowid) });
    }
  } catch (error) {
    parentPort.postMessage(failure(id, error));
  }
});
`;

interface Answer {
  id: number;
  ok: boolean;
  rows?: Array<Record<string, unknown>>;
  changes?: number;
  lastInsertRowid?: number;
  /** A batch's answers, one a statement in order: rows for a statement that returns rows, else null. */
  results?: Array<Array<Record<string, unknown>> | null>;
  /** The batch's statement that failed (-1: its begin, commit or rollback). */
  index?: number;
  message?: string;
  code?: string;
}

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

/** Rows of a statement that returns rows (a select, or a change with RETURNING), else null. */
export type BatchAnswer = Array<Record<string, unknown>> | null;

export interface BatchOptions {
  /** Begin the transaction ('begin immediate') before the first statement. */
  begin?: boolean;
  /** Run only inside the transaction an earlier batch began: fail, running nothing, when it is gone. */
  continues?: boolean;
  /** Commit after the last statement. */
  commit?: boolean;
  /** Only roll the transaction back (the statements are ignored). */
  rollback?: boolean;
}

/**
 * Many statements in one message to the SQLite thread, answered in one message. Any statement's failure rolls
 * the transaction back on the thread before the error comes back. Between the batch that begins a transaction
 * and the one that commits it the caller must hold the connection (Kysely's db.connection()), so that no other
 * statement runs in it.
 */
export interface SqliteBatches {
  run(queries: readonly CompiledQuery[], options?: BatchOptions): Promise<BatchAnswer[]>;
}

/** Blobs cross the thread as Uint8Arrays; the store reads them as Buffers (same memory, no copy). */
function withBuffers(row: Record<string, unknown>): Record<string, unknown> {
  for (const key in row) {
    const value = row[key];
    if (value instanceof Uint8Array && !Buffer.isBuffer(value)) {
      row[key] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    }
  }
  return row;
}

/**
 * The parameters as they cross the thread. A message copies every ArrayBuffer it holds, whole (a small Buffer
 * is usually a view of Node's shared 8 KB pool), one by one: so the bytes of one statement are gathered into
 * one new ArrayBuffer, which the message then moves to the worker instead of copying.
 */
function packBytes(parameters: readonly unknown[]): { values: unknown[]; transfer: ArrayBuffer[] } {
  let size = 0;
  for (const value of parameters) if (value instanceof Uint8Array) size += value.byteLength;
  if (size === 0) return { values: parameters as unknown[], transfer: [] };
  const arena = new ArrayBuffer(size);
  let offset = 0;
  const values = parameters.map((value) => {
    if (!(value instanceof Uint8Array)) return value;
    const view = new Uint8Array(arena, offset, value.byteLength);
    view.set(value);
    offset += value.byteLength;
    return view;
  });
  return { values, transfer: [arena] };
}

/** packBytes for a batch: the bytes of all its statements in one ArrayBuffer. */
function packBatch(queries: readonly CompiledQuery[]) {
  const all = queries.flatMap((query) => query.parameters);
  const { values, transfer } = packBytes(all);
  let next = 0;
  const batch = queries.map((query) => {
    const parameters = values.slice(next, next + query.parameters.length);
    next += query.parameters.length;
    return { sql: query.sql, parameters };
  });
  return { batch, transfer };
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
      return [{ id, sql, parameters: values }, transfer];
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
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
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
