// Plain HTTP requests for the edge's tests: any method, header, body or source address (all of 127.0.0.0/8 is
// this machine, so 127.0.0.2 and 127.0.0.3 are other visitors without any header to trust).
import { request, type IncomingHttpHeaders } from 'node:http';
import { connect, type Socket } from 'node:net';
import { SECURITY_HEADERS } from '../../scripts/security-headers.mjs';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export function send(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
    from,
  }: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    from?: string;
  } = {},
): Promise<Answer> {
  // A body always goes with its length (Node sends a DELETE's body unframed otherwise).
  const streamed = Object.keys(headers).some((name) => name.toLowerCase() === 'transfer-encoding');
  const length =
    body === undefined || streamed ? {} : { 'Content-Length': String(Buffer.byteLength(body)) };
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        headers: { ...length, ...headers },
        agent: false,
        ...(from ? { localAddress: from } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    // A server that answers before taking the whole body may reset the upload: the answer still counts.
    req.on('error', reject);
    req.end(body);
  });
}

/** A raw TCP connection to the server's port on 127.0.0.1. */
export function rawSocket(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });
}

/** Resolves with what the socket received once it is closed. */
export function closed(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    socket.on('error', () => {});
    socket.on('close', () => resolve(text));
  });
}

/** The server's url for a test: 127.0.0.1, so requests from 127.0.0.x addresses reach it. */
export const localUrl = (port: number) => `http://127.0.0.1:${port}`;

/** The pages' security headers, on any answer. */
export function expectSecurityHeaders(answer: Answer) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(answer.headers[name.toLowerCase()], name).toBe(value);
  }
}
