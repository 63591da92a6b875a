// No request of any shape may end the process: a handler that throws (or rejects) answers 500 if nothing has
// been sent yet, else that one socket is destroyed; a file stream that fails mid-answer destroys its socket; a
// request Node cannot even parse gets a plain 400 (431, 408) on its socket. Each logs one quiet line.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex, Readable } from 'node:stream';
import { countRefused } from '../metrics/counters';
import { quietLog } from '../log/quietLog';
import { rawResponse, sendText } from './responses';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<unknown>;

const describe = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

function failed(req: IncomingMessage, res: ServerResponse, error: unknown) {
  const path = (req.url ?? '').split('?')[0]?.slice(0, 100);
  quietLog.note('request failed', `request failed: ${req.method} ${path}: ${describe(error)}`);
  if (!res.headersSent && !res.destroyed) sendText(res, 500, undefined, { Connection: 'close' });
  else res.destroy();
}

/** `handler`, guarded: whatever it throws stays with its own request. */
export function guarded(handler: RequestHandler) {
  return (req: IncomingMessage, res: ServerResponse) => {
    // A client gone mid-request or mid-answer: nothing to answer, nothing to log.
    req.on('error', () => res.destroy());
    res.on('error', () => res.destroy());
    // A file piped into the answer (the static site's) that fails to read ends only this answer.
    res.on('pipe', (source: Readable) =>
      source.on('error', (error) => {
        quietLog.note('file stream failed', `file stream failed: ${describe(error)}`);
        res.destroy();
      }),
    );
    try {
      const pending = handler(req, res);
      if (pending instanceof Promise) pending.catch((error: unknown) => failed(req, res, error));
    } catch (error) {
      failed(req, res, error);
    }
  };
}

const CLIENT_ERROR_STATUS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/** Answers what Node's parser refuses (or a request too slow to arrive) with one plain line, then closes. */
export function answerClientErrors(server: Server) {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
    countRefused(status === 408 ? 'slow-request' : 'unparsable-request');
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(rawResponse(status));
  });
}
