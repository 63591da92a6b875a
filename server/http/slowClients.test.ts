// @vitest-environment node
// A slow client cannot hold a socket: headers sent a byte at a time (slowloris), a connection that never says
// anything, and a kept-alive connection left idle are all closed by the server's own clocks, which are set
// explicitly. (The test runs the clocks short; the defaults are checked as numbers.)
import { closed, rawSocket, send } from '../test/http';
import { startTestServer } from '../test/testServer';
import { createTimedServer, HTTP_TIMEOUTS } from './timeouts';

const SHORT = {
  headersMs: 400,
  requestMs: 800,
  keepAliveMs: 300,
  idleMs: 1_500,
  checkEveryMs: 100,
};
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ timeouts: SHORT });
});
afterAll(() => server.stop());

describe('slow clients', () => {
  it('the defaults are set explicitly: headers 10 s, request 30 s, keep-alive 5 s, idle 60 s', async () => {
    const http = createTimedServer();
    expect(HTTP_TIMEOUTS).toEqual({
      headersMs: 10_000,
      requestMs: 30_000,
      keepAliveMs: 5_000,
      idleMs: 60_000,
      checkEveryMs: 1_000,
    });
    expect(http.headersTimeout).toBe(10_000);
    expect(http.requestTimeout).toBe(30_000);
    expect(http.keepAliveTimeout).toBe(5_000);
    expect(http.timeout).toBe(60_000);
    http.close();
  });

  it('closes a socket that sends its headers a line at a time (slowloris), with 408', async () => {
    const socket = await rawSocket(server.server.port);
    const answer = closed(socket);
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
    let lines = 0;
    const drip = setInterval(() => {
      if (!socket.destroyed) socket.write(`X-Slow-${(lines += 1)}: still here\r\n`);
    }, 100);
    const text = await answer;
    clearInterval(drip);
    expect(text).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
    expect(text).toContain('Content-Security-Policy:');
    // It had kept sending: the server closed it while headers were still coming.
    expect(lines).toBeGreaterThan(1);
  });

  it('closes a connection that never sends anything, and a kept-alive one left idle', async () => {
    const silent = await rawSocket(server.server.port);
    const silentText = await closed(silent);
    expect(silentText === '' || silentText.startsWith('HTTP/1.1 408')).toBe(true);

    const kept = await rawSocket(server.server.port);
    const keptText = closed(kept);
    kept.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(await keptText).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*gameServer/);
  });

  it('still answers a client that is merely normal', async () => {
    const answer = await send(`http://127.0.0.1:${server.server.port}/api/health`);
    expect(answer.status).toBe(200);
    // And the server is still listening once the slow ones are gone.
    expect(server.server.http.listening).toBe(true);
  });
});
