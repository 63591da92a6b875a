// @vitest-environment node
// The site's files as a public server serves them: a Range header of any shape never ends the process (a start
// past its end used to throw in sirv's file stream after the 206 had gone out), unsatisfiable ranges get 416
// with the file's size, a GET or HEAD carrying a body gets 413, and every answer (404, 405, 413, 416 included) has
// the pages' security headers.
import { expectSecurityHeaders, localUrl, send } from '../test/http';
import { makeTempSite, APP_JS, INDEX_HTML } from '../test/tempSite';
import { startTestServer } from '../test/testServer';
import { NO_SUCH_API } from '../siteServer';
import { decideRange } from './ranges';

let server: Awaited<ReturnType<typeof startTestServer>>;
let site: ReturnType<typeof makeTempSite>;
let url: string;
beforeAll(async () => {
  site = makeTempSite();
  server = await startTestServer({ distDir: site.dir });
  url = localUrl(server.server.port);
});
afterAll(async () => {
  await server.stop();
  site.remove();
});

const size = (text: string) => Buffer.byteLength(text);

describe('range requests', () => {
  it('are decided by range-parser against the file’s size', () => {
    expect(decideRange(undefined, 100)).toEqual({ kind: 'none' });
    expect(decideRange('bytes=0-9', 100)).toEqual({ kind: 'range', start: 0, end: 9 });
    expect(decideRange('bytes=90-', 100)).toEqual({ kind: 'range', start: 90, end: 99 });
    expect(decideRange('bytes=-10', 100)).toEqual({ kind: 'range', start: 90, end: 99 });
    expect(decideRange('bytes=0-99999999999999999999', 100)).toEqual({
      kind: 'range',
      start: 0,
      end: 99,
    });
    expect(decideRange('bytes=100-50', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(decideRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(decideRange('bytes=9007199254740993-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(decideRange('bytes=abc', 100)).toEqual({ kind: 'ignore' });
    expect(decideRange('items=0-5', 100)).toEqual({ kind: 'ignore' });
    expect(decideRange('bytes=0-1,50-60', 100)).toEqual({ kind: 'ignore' });
  });

  it('a start past its end gets 416 with the size, and the process goes on answering', async () => {
    for (const [path, headers, bytes] of [
      ['/', {}, size(INDEX_HTML)],
      ['/assets/app.js', {}, size(APP_JS)],
    ] as const) {
      const answer = await send(`${url}${path}`, {
        headers: { ...headers, Range: 'bytes=100-50' },
      });
      expect(answer.status).toBe(416);
      expect(answer.headers['content-range']).toBe(`bytes */${bytes}`);
      expectSecurityHeaders(answer);
    }
    // On a precompressed file the range is the compressed file's.
    const brotli = await send(`${url}/assets/app.js`, {
      headers: { 'Accept-Encoding': 'br', Range: 'bytes=5-1' },
    });
    expect(brotli.status).toBe(416);
    expect(brotli.headers['content-range']).toMatch(/^bytes \*\/\d+$/);
    expect(brotli.headers['content-range']).not.toBe(`bytes */${size(APP_JS)}`);

    const page = await send(`${url}/`);
    expect(page.status).toBe(200);
    expect(page.body).toBe(INDEX_HTML);
  });

  it('an end above 2^53 is the file’s end; a start above it is unsatisfiable', async () => {
    const whole = await send(`${url}/`, { headers: { Range: 'bytes=0-99999999999999999999' } });
    expect(whole.status).toBe(206);
    expect(whole.headers['content-range']).toBe(
      `bytes 0-${size(INDEX_HTML) - 1}/${size(INDEX_HTML)}`,
    );
    expect(whole.body).toBe(INDEX_HTML);
    const past = await send(`${url}/`, { headers: { Range: 'bytes=99999999999999999999-' } });
    expect(past.status).toBe(416);
    expect((await send(`${url}/`)).status).toBe(200);
  });

  it('a satisfiable range gets its bytes; a malformed one or several ranges get the whole file', async () => {
    const part = await send(`${url}/`, { headers: { Range: 'bytes=2-6' } });
    expect(part.status).toBe(206);
    expect(part.body).toBe(INDEX_HTML.slice(2, 7));
    for (const range of ['bytes=abc', 'bytes=0-1,10-12', 'items=0-4', 'bytes=--1']) {
      const answer = await send(`${url}/`, { headers: { Range: range } });
      expect(answer.status, range).toBe(200);
      expect(answer.body).toBe(INDEX_HTML);
    }
  });
});

describe('answers other than a page', () => {
  it('a missing file is a 404 with the security headers', async () => {
    const answer = await send(`${url}/assets/missing.js`);
    expect(answer.status).toBe(404);
    expectSecurityHeaders(answer);
    const api = await send(`${url}/api/nothing.json`);
    expect(api.status).toBe(404);
    expectSecurityHeaders(api);
  });

  it('an API address that is none is a JSON 404, not the site’s page, whatever the method', async () => {
    for (const [path, method] of [
      ['/api/nothing', 'GET'],
      ['/api/replays/1/2', 'GET'],
      ['/api/boards/swimming/x', 'HEAD'],
      ['/api/nothing', 'POST'],
    ] as const) {
      const answer = await send(`${url}${path}`, { method });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.headers['content-type'], path).toMatch(/^application\/json/);
      if (method !== 'HEAD') expect(JSON.parse(answer.body)).toEqual({ error: NO_SUCH_API });
      expectSecurityHeaders(answer);
    }
    expect((await send(`${url}/games`)).status).toBe(200);
  });

  it('a method the site does not take is a 405 at once, naming the ones it does', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const answer = await send(`${url}/`, { method, body: 'x' });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
      expectSecurityHeaders(answer);
    }
    const health = await send(`${url}/api/health`, { method: 'DELETE' });
    expect(health.status).toBe(405);
    expectSecurityHeaders(health);
  });

  it('the health check stays a small liveness answer', async () => {
    const answer = await send(`${url}/api/health`);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ gameServer: true });
    expectSecurityHeaders(answer);
  });

  it('a GET or HEAD with a body is a 413 on any path, a length of 0 is not; the process goes on', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 'x');
    for (const [method, path] of [
      ['GET', '/'],
      ['GET', '/api/health'],
      ['GET', '/api/results/boards'],
      ['HEAD', '/assets/app.js'],
    ] as const) {
      const answer = await send(`${url}${path}`, { method, body: big });
      expect(answer.status, `${method} ${path}`).toBe(413);
      expectSecurityHeaders(answer);
    }
    const streamed = await send(`${url}/`, {
      headers: { 'Transfer-Encoding': 'chunked' },
      body: 'x',
    });
    expect(streamed.status).toBe(413);
    const empty = await send(`${url}/`, { headers: { 'Content-Length': '0' } });
    expect(empty.status).toBe(200);
    expect((await send(`${url}/api/health`)).status).toBe(200);
  });
});
