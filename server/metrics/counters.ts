// What the server drops or refuses, counted by reason (never by who): messages a room would not take, limits a
// visitor reached, connections refused at the door.
import { Counter } from 'prom-client';
import { registry } from './registry';

/** Why a room message was dropped. */
export type DropReason =
  | 'invalid' // not a message of the protocol, or not an input of the game
  | 'not-allowed' // from the wrong member or in the wrong state (a guest's start, an input between games)
  | 'unknown-type'
  | 'handler-error'
  | 'input-rate' // over the per-client input rate: acknowledged and ignored
  | 'malformed' // not MessagePack
  | 'bad-frame'; // not WebSocket (or over the frame size): the socket is closed

/** Which limit a visitor reached. */
export type LimitKind = 'rooms' | 'joins' | 'codes' | 'sockets' | 'body-size' | 'results';

/** Why a request or a socket was turned away before it reached a room. */
export type RefusalReason =
  'origin' | 'no-seat' | 'slow-request' | 'unparsable-request' | 'bad-request';

const dropped = new Counter({
  name: 'csg_dropped_messages_total',
  help: 'Room messages dropped, by reason',
  labelNames: ['reason'],
  registers: [registry],
});
const limits = new Counter({
  name: 'csg_limits_hit_total',
  help: 'Requests and sockets refused because a visitor reached a limit, by limit',
  labelNames: ['kind'],
  registers: [registry],
});
const refused = new Counter({
  name: 'csg_refused_total',
  help: 'Requests and sockets refused before reaching a room, by reason',
  labelNames: ['reason'],
  registers: [registry],
});

const lobbyMessages = new Counter({
  name: 'csg_lobby_messages_total',
  help: 'Lobby page updates sent (one per connection that got it)',
  registers: [registry],
});
const lobbyBytes = new Counter({
  name: 'csg_lobby_bytes_total',
  help: 'Bytes of lobby page updates sent, before WebSocket framing',
  registers: [registry],
});

export const countDropped = (reason: DropReason) => dropped.inc({ reason });
/** One lobby message of `bytes` sent to `connections` connections. */
export function countLobbyPage(connections: number, bytes: number) {
  lobbyMessages.inc(connections);
  lobbyBytes.inc(connections * bytes);
}
export const countLimit = (kind: LimitKind) => limits.inc({ kind });
export const countRefused = (reason: RefusalReason) => refused.inc({ reason });
