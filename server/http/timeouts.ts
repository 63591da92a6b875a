// The HTTP server's clocks, set explicitly (a slow client must not hold a socket): the request's headers
// within 10 s, the whole request within 30 s, a kept-alive connection idle for 5 s is closed, and any HTTP
// socket silent for 60 s. Node checks them every second. A WebSocket is not an HTTP socket once upgraded:
// Colyseus's pings close a silent one.
import { createServer, type Server } from 'node:http';

export interface HttpTimeouts {
  headersMs: number;
  requestMs: number;
  keepAliveMs: number;
  idleMs: number;
  checkEveryMs: number;
}

export const HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  keepAliveMs: 5_000,
  idleMs: 60_000,
  checkEveryMs: 1_000,
};

export function createTimedServer(timeouts: HttpTimeouts = HTTP_TIMEOUTS): Server {
  const server = createServer({
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionsCheckingInterval: timeouts.checkEveryMs,
  });
  server.setTimeout(timeouts.idleMs);
  return server;
}
