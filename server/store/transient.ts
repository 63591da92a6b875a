// Which database errors mean "not now" (the server is down, restarting, out of connections, the file is locked)
// rather than "not this": the write queue keeps the first kind waiting and refuses only the second.
const TRANSIENT_SQLITE = /^SQLITE_(BUSY|LOCKED|IOERR|FULL|CANTOPEN|READONLY|PROTOCOL|NOMEM)/;
// PostgreSQL SQLSTATE classes: 08 connection, 53 resources, 57 operator intervention (shutdown, starting up),
// 58 system error; and serialization failure, deadlock, lock not available.
const TRANSIENT_PG_CLASSES = ['08', '53', '57', '58'];
const TRANSIENT_PG_CODES = new Set(['40001', '40P01', '55P03']);
const TRANSIENT_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const TRANSIENT_MESSAGES =
  /timeout exceeded when trying to connect|connection terminated|connection error|server closed the connection|the database system is (starting up|shutting down)/i;

export function isTransientError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof AggregateError && error.errors.some(isTransientError)) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (TRANSIENT_SQLITE.test(code) || TRANSIENT_NODE_CODES.has(code)) return true;
    if (
      code.length === 5 &&
      (TRANSIENT_PG_CODES.has(code) || TRANSIENT_PG_CLASSES.includes(code.slice(0, 2)))
    ) {
      return true;
    }
  }
  if (TRANSIENT_MESSAGES.test(error.message)) return true;
  return error.cause !== undefined && error.cause !== error && isTransientError(error.cause);
}
