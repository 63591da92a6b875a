// @vitest-environment node
// The results routes at the public server's edge: each route's method (405 with Allow) and body size (413,
// declared or streamed), the matchmaker's origin rules (403 and no CORS for another site; a configured origin
// named back; preflights that allow the Authorization header), limits per address and per identity (429 with
// Retry-After, others still served), the security headers, and an identity secret never in a log.
import { expectSecurityHeaders, send } from '../test/http';
import type { RunVerifier } from './runVerifier';
import { browserSecret, call, playRun, startResultsServer } from './testing/resultsServer';

const FRIEND = 'https://friends.example';
const settings = { duration: 90, difficulty: 'medium', rounds: 1 };

describe('the results routes’ edge', () => {
  let api: Awaited<ReturnType<typeof startResultsServer>>;
  beforeAll(async () => {
    api = await startResultsServer({ allowedOrigins: new Set([FRIEND]) });
  });
  afterAll(() => api.stop());

  it('answers 405 with Allow to a method a route does not take', async () => {
    for (const [path, method, allow] of [
      ['/api/runs', 'GET', 'POST, OPTIONS'],
      ['/api/runs/ticket', 'PUT', 'POST, OPTIONS'],
      ['/api/boards/swimming', 'POST', 'GET, OPTIONS'],
      ['/api/records/swimming', 'DELETE', 'GET, OPTIONS'],
      ['/api/identity', 'POST', 'DELETE, OPTIONS'],
      ['/api/reports', 'GET', 'POST, OPTIONS'],
    ] as const) {
      const answer = await send(`${api.base}${path}`, { method });
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.headers.allow).toBe(allow);
      expectSecurityHeaders(answer);
    }
  });

  it('refuses a body over the route’s cap with 413, declared or streamed', async () => {
    const secret = browserSecret();
    const big = JSON.stringify({ game: 'swimming', settings, pad: 'a'.repeat(8 * 1024) });
    const declared = await call(api.base, '/api/runs/ticket', { secret, body: big });
    expect(declared.status).toBe(413);
    expect(declared.json.error).toMatch(/larger than this address takes \(4096 bytes\)/);
    const streamed = await call(api.base, '/api/runs/ticket', {
      secret,
      body: big,
      headers: { 'Transfer-Encoding': 'chunked' },
    });
    expect(streamed.status).toBe(413);
    const run = await call(api.base, '/api/runs', {
      secret,
      body: JSON.stringify({ ticketId: 'x', log: 'a'.repeat(200 * 1024), claimed: {} }),
    });
    expect(run.status).toBe(413);
    expectSecurityHeaders(run);
  });

  it('keeps pages of other sites out, and names a configured origin back', async () => {
    const secret = browserSecret();
    const foreign = await call(api.base, '/api/runs/ticket', {
      secret,
      body: { game: 'swimming', settings },
      headers: { Origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const foreignRead = await call(api.base, '/api/boards/swimming', {
      headers: { Origin: 'https://evil.example' },
    });
    expect(foreignRead.status).toBe(403);
    const foreignPreflight = await send(`${api.base}/api/runs`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(foreignPreflight.status).toBe(403);

    const preflight = await send(`${api.base}/api/runs`, {
      method: 'OPTIONS',
      headers: { Origin: FRIEND, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(FRIEND);
    expect(preflight.headers['access-control-allow-headers']).toContain('Authorization');
    expect(preflight.headers['access-control-allow-methods']).toBe('POST, OPTIONS');
    const friendly = await call(api.base, '/api/runs/ticket', {
      secret,
      body: { game: 'swimming', settings },
      headers: { Origin: FRIEND },
    });
    expect(friendly.status).toBe(200);
    expect(friendly.headers['access-control-allow-origin']).toBe(FRIEND);
    // The site's own pages.
    const own = await call(api.base, '/api/records/swimming', {
      headers: { Origin: api.base },
    });
    expect(own.status).toBe(200);
    expect(own.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('takes the identity from the Authorization header only', async () => {
    const secret = browserSecret().toString('base64url');
    const inUrl = await call(api.base, `/api/identity/code?secret=${secret}`, {
      method: 'POST',
      body: { secret },
    });
    expect(inUrl.status).toBe(401);
    expect(inUrl.json.error).toMatch(/Authorization: Bearer/);
  });
});

describe('the results routes’ limits', () => {
  let api: Awaited<ReturnType<typeof startResultsServer>>;
  beforeAll(async () => {
    api = await startResultsServer({
      limits: {
        readsPerMinute: 3,
        runsPerIdentityPerMinute: 2,
        runsPerAddressPerMinute: 5,
        accountPerMinute: 2,
      },
    });
  });
  afterAll(() => api.stop());

  it('limits reads per address; another address is still served', async () => {
    const read = (from: string) => call(api.base, '/api/boards/swimming', { from });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await read('127.0.0.2')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await read('127.0.0.2');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json.error).toMatch(/^Too many requests: try again in \d+ seconds\.$/);
    expectSecurityHeaders(limited);
    expect((await read('127.0.0.3')).status).toBe(200);
  });

  it('limits runs per identity whatever the address, and per address whatever the identity', async () => {
    const ticket = (secret: Buffer, from: string) =>
      call(api.base, '/api/runs/ticket', { secret, from, body: { game: 'swimming', settings } });
    const one = browserSecret();
    expect((await ticket(one, '127.0.0.4')).status).toBe(200);
    expect((await ticket(one, '127.0.0.5')).status).toBe(200);
    expect((await ticket(one, '127.0.0.6')).status).toBe(429);
    // Fresh identities from one address run into that address's limit.
    const statuses = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await ticket(browserSecret(), '127.0.0.7')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('a re-play that fails', () => {
  it('is refused in one line, and the log line does not name the secret', async () => {
    const throwing: RunVerifier = () => {
      throw new Error('the rules broke');
    };
    const api = await startResultsServer({ wiring: { verifyRun: throwing } });
    const lines: string[] = [];
    const spies = (['error', 'warn', 'log', 'info'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        lines.push(args.map(String).join(' '));
      }),
    );
    try {
      const secret = browserSecret();
      const { run } = await playRun(api.base, secret, 10);
      expect(run.json).toEqual({
        verified: false,
        reason: 'The server could not re-play this run.',
      });
      expect(lines.join('\n')).toContain('the rules broke');
      expect(lines.join('\n')).not.toContain(secret.toString('base64url'));
    } finally {
      for (const spy of spies) spy.mockRestore();
      await api.stop();
    }
  });
});
