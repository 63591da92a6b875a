// The one origin in front of several game-server processes (npm run start:cluster): plain Node http and
// WebSocket-upgrade forwarding, no dependency. `/p1/...` goes to process p1 with the prefix taken off (each
// process announces `host/p1` as its PUBLIC_ADDRESS, so a room's WebSocket reaches the process holding it);
// any other path (the site, /api/*, Colyseus's /matchmake/*) goes to one live process, the same one for a
// visitor (a `csg_node` cookie) while it answers, the next one when it does not.
import { createServer, request } from 'node:http';
import { connect } from 'node:net';

export const NODE_COOKIE = 'csg_node';
/** Bodies of the default route are small JSON (matchmaking, join by code): buffered so a retry can resend. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * @param {{ name: string, port: number }[]} upstreams
 * @returns {import('node:http').Server}
 */
export function createProxy(upstreams) {
  const byName = new Map(upstreams.map((u) => [u.name, u]));
  let next = 0;

  /** The process a path names (`/p1/...`), and the path it should see. */
  const routed = (url) => {
    const match = /^\/([^/?]+)(\/.*|\?.*)?$/.exec(url);
    const upstream = match && byName.get(match[1]);
    if (!upstream) return null;
    const rest = match[2] ?? '/';
    return { upstream, path: rest.startsWith('?') ? `/${rest}` : rest };
  };

  /** Live processes to try for a default-route request: the visitor's own first, then round robin. */
  const candidates = (req) => {
    const sticky = byName.get(cookieOf(req, NODE_COOKIE) ?? '');
    const start = next++ % upstreams.length;
    const order = upstreams.map((_, i) => upstreams[(start + i) % upstreams.length]);
    return sticky ? [sticky, ...order.filter((u) => u !== sticky)] : order;
  };

  const server = createServer((req, res) => {
    const direct = routed(req.url ?? '/');
    if (direct) {
      forward(req, res, direct.upstream, direct.path, undefined, () => res.writeHead(502).end());
      return;
    }
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        res.writeHead(413).end();
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => {
      if (res.headersSent) return;
      const body = Buffer.concat(chunks);
      const tryFrom = (list) => {
        const [upstream, ...rest] = list;
        if (!upstream) return res.writeHead(502).end();
        forward(req, res, upstream, req.url ?? '/', body, () => tryFrom(rest));
      };
      tryFrom(candidates(req));
    });
  });

  server.on('upgrade', (req, socket, head) => {
    const direct = routed(req.url ?? '/');
    const upstream = direct?.upstream ?? candidates(req)[0];
    const path = direct?.path ?? req.url ?? '/';
    const upstreamSocket = connect(upstream.port, '127.0.0.1', () => {
      const lines = [`${req.method} ${path} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      }
      upstreamSocket.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstreamSocket.write(head);
      socket.pipe(upstreamSocket).pipe(socket);
    });
    const close = () => {
      socket.destroy();
      upstreamSocket.destroy();
    };
    upstreamSocket.on('error', close);
    upstreamSocket.on('close', close);
    socket.on('error', close);
    socket.on('close', close);
  });
  return server;
}

/**
 * Sends one request to one upstream; `onRefused` runs when the upstream cannot be reached (nothing has been
 * answered yet, so the caller may try another).
 */
function forward(req, res, upstream, path, body, onRefused) {
  const headers = { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' };
  const upstreamReq = request(
    { host: '127.0.0.1', port: upstream.port, method: req.method, path, headers },
    (upstreamRes) => {
      const out = { ...upstreamRes.headers };
      if (cookieOf(req, NODE_COOKIE) !== upstream.name) {
        const cookie = `${NODE_COOKIE}=${upstream.name}; Path=/; HttpOnly; SameSite=Strict`;
        const existing = out['set-cookie'] ?? [];
        out['set-cookie'] = [...existing, cookie];
      }
      out['x-served-by'] = upstream.name;
      res.writeHead(upstreamRes.statusCode ?? 502, out);
      upstreamRes.pipe(res);
    },
  );
  upstreamReq.on('error', () => {
    if (!res.headersSent) onRefused();
    else res.destroy();
  });
  if (body) upstreamReq.end(body);
  else req.pipe(upstreamReq);
}

function cookieOf(req, name) {
  const header = req.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
