// What crosses between the main thread and the SQLite thread: the answers, the batch options, and the
// parameters packed so that their bytes move instead of being copied.
import type { CompiledQuery } from 'kysely';

export interface Answer {
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
export function withBuffers(row: Record<string, unknown>): Record<string, unknown> {
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
export function packBytes(parameters: readonly unknown[]): {
  values: unknown[];
  transfer: ArrayBuffer[];
} {
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
export function packBatch(queries: readonly CompiledQuery[]) {
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
