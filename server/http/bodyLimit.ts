// A request body read up to what its route needs: a declared length over the cap is refused before a byte is
// read, a streamed one as soon as it passes the cap (413). Nothing larger is ever held in memory.
import type { IncomingMessage } from 'node:http';

export type BodyOutcome = { ok: true; body: Buffer } | { ok: false; status: 400 | 413 };

/** True when the request declares a body longer than `maxBytes`. */
export function declaresTooMuch(req: IncomingMessage, maxBytes: number): boolean {
  const declared = Number(req.headers['content-length'] ?? 0);
  return !Number.isFinite(declared) || declared > maxBytes;
}

/**
 * A GET or HEAD that comes with a body (a length above 0, or a streamed one). No route reads such a body, so it
 * is refused (413) rather than left unread on the connection.
 */
export function readOnlyRequestWithBody(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const length = req.headers['content-length'];
  return (
    req.headers['transfer-encoding'] !== undefined || (length !== undefined && Number(length) !== 0)
  );
}

export function readBody(req: IncomingMessage, maxBytes: number): Promise<BodyOutcome> {
  if (declaresTooMuch(req, maxBytes)) return Promise.resolve({ ok: false, status: 413 });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (outcome: BodyOutcome) => {
      req.off('data', onData);
      req.off('end', onEnd);
      resolve(outcome);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        // Read no further; the answer closes the connection.
        req.pause();
        stop({ ok: false, status: 413 });
      } else chunks.push(chunk);
    };
    const onEnd = () => stop({ ok: true, body: Buffer.concat(chunks) });
    req.on('data', onData);
    req.on('end', onEnd);
    req.once('error', () => stop({ ok: false, status: 400 }));
  });
}

/** The body as a JSON object (not an array, not a bare value), or null. */
export function jsonObject(body: Buffer): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body.toString('utf8') || '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
