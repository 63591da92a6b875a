// Every answer the server writes carries the site's security headers (the pages', from one source), whether it
// is a page, an API answer, a refusal (404, 405, 413, 429) or a raw line written on a socket.
import { STATUS_CODES, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { SECURITY_HEADERS } from '../../scripts/security-headers.mjs';

export function setSecurityHeaders(res: ServerResponse) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
}

/** A JSON answer (never cached). Does nothing once an answer has begun. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: OutgoingHttpHeaders = {},
) {
  if (res.headersSent || res.destroyed) return;
  setSecurityHeaders(res);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(JSON.stringify(body));
}

/** A short plain-text answer (never cached). Does nothing once an answer has begun. */
export function sendText(
  res: ServerResponse,
  status: number,
  text = STATUS_CODES[status] ?? '',
  headers: OutgoingHttpHeaders = {},
) {
  if (res.headersSent || res.destroyed) return;
  setSecurityHeaders(res);
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(`${text}\n`);
}

/** 405 at once, naming the methods the route takes. */
export function methodNotAllowed(res: ServerResponse, allowed: readonly string[]) {
  sendText(res, 405, 'Method Not Allowed', { Allow: allowed.join(', ') });
}

/** A whole HTTP/1.1 answer for a socket no ServerResponse stands for (a bad request, a refused upgrade). */
export function rawResponse(status: number, headers: Record<string, string> = {}): string {
  const body = `${STATUS_CODES[status] ?? ''}\n`;
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'Connection: close',
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...Object.entries({ ...SECURITY_HEADERS, ...headers }).map(([k, v]) => `${k}: ${v}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}
