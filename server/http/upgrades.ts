// Who may open a game socket, decided before the WebSocket handshake completes: a page of the site's own
// origin (or ALLOWED_ORIGINS), within its address's number of sockets open at once (429). A browser always
// names the page's origin on a WebSocket; an upgrade with no Origin is not a browser's (a test, a bot), and
// the socket limit holds for it as for anyone: it still needs a seat the matchmaker gave out to get anywhere.
import type { IncomingMessage } from 'node:http';
import type { VerifyClientCallbackAsync, WebSocketServer } from 'ws';
import { SECURITY_HEADERS } from '../../scripts/security-headers.mjs';
import { countLimit, countRefused } from '../metrics/counters';
import { clientAddress } from './clientAddress';
import type { Edge } from './edge';
import { originVerdict } from './origins';
import { rawResponse } from './responses';

const PLAIN = { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' };

export function verifyUpgrade(edge: Edge): VerifyClientCallbackAsync<IncomingMessage> {
  return ({ req }, accept) => {
    if (originVerdict(req, edge.origins) === 'foreign') {
      countRefused('origin');
      return accept(false, 403, 'Forbidden', PLAIN);
    }
    const address = clientAddress(req);
    if (!edge.sockets.tryOpen(address)) {
      countLimit('sockets');
      return accept(false, 429, 'Too Many Requests', { ...PLAIN, 'Retry-After': '60' });
    }
    req.socket.once('close', () => edge.sockets.close(address));
    accept(true);
  };
}

/** A handshake ws itself refuses (not GET, no key, a bad version) is answered with the security headers. */
export function answerBadHandshakes(wss: WebSocketServer) {
  wss.on('wsClientError', (_error, socket) => {
    countRefused('bad-request');
    socket.end(rawResponse(400));
  });
}
