// @vitest-environment node
// No request of any shape ends the process: whatever a handler throws (before or after its headers went out),
// a file stream failing mid-answer, or a request Node cannot parse, stays with that one request, and the log
// gets one line per kind of failure per minute.
import { createServer, type Server } from 'node:http';
import { Readable } from 'node:stream';
import { once } from 'node:events';
import { SECURITY_HEADERS } from '../../scripts/security-headers.mjs';
import { QuietLog } from '../log/quietLog';
import { closed, rawSocket, send } from '../test/http';
import { answerClientErrors, guarded } from './requestGuard';

describe('the request guard', () => {
  let server: Server;
  let url: string;
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  beforeAll(async () => {
    server = createServer(
      guarded((req, res) => {
        if (req.url === '/throws-before') throw new Error('before the headers');
        if (req.url === '/throws-after') {
          res.writeHead(200, { 'Content-Length': '100' });
          res.write('partial');
          throw new RangeError('after the headers');
        }
        if (req.url === '/rejects') return Promise.reject(new Error('later'));
        if (req.url === '/stream-fails') {
          res.writeHead(200);
          const failing = new Readable({
            read() {
              this.destroy(new Error('EIO: the disk went away'));
            },
          });
          failing.pipe(res);
          return;
        }
        // sirv returns whatever res.end() returns: the response itself, not a promise.
        return res.end('fine') as unknown as undefined;
      }),
    );
    answerClientErrors(server);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => {
    server.close();
    errors.mockRestore();
  });

  it('answers 500 with the security headers when a handler fails before its headers', async () => {
    for (const path of ['/throws-before', '/rejects']) {
      const answer = await send(`${url}${path}`);
      expect(answer.status).toBe(500);
      expect(answer.headers['content-security-policy']).toBe(
        SECURITY_HEADERS['Content-Security-Policy'],
      );
    }
    expect((await send(`${url}/`)).body).toBe('fine');
  });

  it('leaves a connection alone whose handler answered and returned something other than a promise', async () => {
    // Two requests on one kept-alive connection: both are answered.
    const socket = await rawSocket(Number(new URL(url).port));
    const text = closed(socket);
    const request = 'GET / HTTP/1.1\r\nHost: localhost\r\n\r\n';
    socket.write(`${request}${request.replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n')}`);
    expect((await text).match(/HTTP\/1\.1 200 OK/g)).toHaveLength(2);
  });

  it('destroys only that socket when a handler or its file stream fails after the headers', async () => {
    await expect(send(`${url}/throws-after`)).rejects.toThrow();
    await expect(send(`${url}/stream-fails`)).rejects.toThrow();
    expect((await send(`${url}/`)).body).toBe('fine');
  });

  it('answers what Node cannot parse with a plain 400 carrying the security headers', async () => {
    const socket = await rawSocket(Number(new URL(url).port));
    const answer = closed(socket);
    socket.write('NOT A REQUEST\r\n\r\n');
    const text = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 400 Bad Request/);
    expect(text).toContain(`X-Content-Type-Options: nosniff`);
    expect((await send(`${url}/`)).body).toBe('fine');
  });
});

describe('the quiet log', () => {
  it('writes one line per kind per window, then the count of the rest', () => {
    vi.useFakeTimers();
    try {
      const lines: string[] = [];
      const log = new QuietLog(
        (line) => lines.push(line),
        60_000,
        () => Date.now(),
      );
      for (let i = 0; i < 500; i += 1) log.note('socket refused', 'socket refused: no seat');
      log.note('request failed', 'request failed: GET /');
      expect(lines).toEqual(['socket refused: no seat', 'request failed: GET /']);
      vi.advanceTimersByTime(60_000);
      expect(lines).toEqual([
        'socket refused: no seat',
        'request failed: GET /',
        'socket refused: 499 more in the last 60 s',
      ]);
      // The count line stands for its minute: what comes within it is counted again.
      log.note('socket refused', 'socket refused: no seat');
      expect(lines).toHaveLength(3);
      vi.advanceTimersByTime(60_000);
      expect(lines.at(-1)).toBe('socket refused: 1 more in the last 60 s');
      vi.advanceTimersByTime(60_000);
      log.note('socket refused', 'socket refused: no seat');
      expect(lines.at(-1)).toBe('socket refused: no seat');
    } finally {
      vi.useRealTimers();
    }
  });
});
