// The code that runs on the SQLite thread: it owns the better-sqlite3 connection, keeps prepared statements,
// and answers each message (one statement, a batch, or close) with one message.

/** The worker's code, as a CommonJS script: it must run from the built server and from the tests alike. */
export const WORKER_SOURCE = `
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

// A message that runs in the transaction an earlier message began must not run outside it: when the thread
// started again in between, that transaction is gone (rolled back with the old connection), and the statement
// would otherwise commit on its own.
function assertTransactionContinues() {
  if (!db.inTransaction) {
    throw Object.assign(new Error('the transaction was lost (the SQLite thread started again)'), {
      code: 'SQLITE_CANTOPEN',
    });
  }
}

// A batch: its statements in order, in the transaction it begins, continues or commits; any failure rolls
// the transaction back here, before the answer leaves, so nothing of it is ever committed.
function runBatch(message) {
  const { id } = message;
  let index = -1;
  try {
    if (message.continues) assertTransactionContinues();
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
    if (message.continues) assertTransactionContinues();
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
