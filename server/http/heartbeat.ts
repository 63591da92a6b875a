// Finding connections that went silent (a phone that lost its network), without a stall.
//
// Colyseus's transport pings every client in one loop every 3 s and the pongs come back together: at 1,500
// clients that loop was a 20-30 ms burst of sends, and the rooms whose ticks fell behind it came late. Here the
// same check (a ping each interval, a client that missed `maxMissed` pongs in a row is cut) runs in slices
// spread over the interval.
import { WebSocket, type WebSocketServer } from 'ws';

/** Colyseus's own counter: set to 0 on connection and by every pong (its `heartbeat` listener). */
type Pinged = WebSocket & { pingCount?: number };

export interface HeartbeatOptions {
  intervalMs: number;
  maxMissed: number;
  /** How many parts of the interval the clients are spread over. */
  slices: number;
}

export const HEARTBEAT: HeartbeatOptions = { intervalMs: 3000, maxMissed: 2, slices: 30 };

/** Starts the check on `wss`'s clients; returns the function that stops it. */
export function spreadHeartbeat(
  wss: Pick<WebSocketServer, 'clients'>,
  { intervalMs, maxMissed, slices }: HeartbeatOptions = HEARTBEAT,
): () => void {
  let round: Pinged[] = [];
  let next = 0;
  let perSlice = 0;
  let slice = 0;
  const timer = setInterval(() => {
    // The clients of this moment, each checked once in the interval; a newer client waits for the next one.
    if (slice === 0) {
      round = [...wss.clients];
      next = 0;
      perSlice = Math.ceil(round.length / slices);
    }
    const end = Math.min(round.length, next + perSlice);
    for (; next < end; next += 1) check(round[next]!, maxMissed);
    slice = (slice + 1) % slices;
  }, intervalMs / slices);
  timer.unref();
  return () => clearInterval(timer);
}

function check(client: Pinged, maxMissed: number) {
  if (client.readyState !== WebSocket.OPEN) return;
  const missed = client.pingCount ?? 0;
  if (missed >= maxMissed) {
    client.terminate();
    return;
  }
  client.pingCount = missed + 1;
  client.ping();
}
