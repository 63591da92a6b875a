// POST /api/join-by-code { code, name, avatar }: the only way into someone else's private room. The code is
// trimmed and uppercased (SPEC §5), only private rooms match, and attempts are limited per address and per
// connection so codes cannot be enumerated (the connection's own limit still holds where many visitors share
// one address, behind a proxy the server does not trust). Answers { reservation } (the Colyseus seat to take)
// or { error }.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { matchMaker, type Presence } from '@colyseus/core';
import { isInviteCode, normalizeInviteCode } from '../src/games/rooms/inviteCode';
import type { JoinByCodeError } from '../src/games/online/protocol';
import { roomIdForCode } from './room/inviteCodes';
import { SECURITY_HEADERS } from '../scripts/security-headers.mjs';
import { AttemptLimiter } from './attemptLimiter';

const MAX_BODY_BYTES = 1024;

export function joinByCodeHandler(
  presence: () => Presence,
  limiter = new AttemptLimiter(),
  connectionLimiter = new AttemptLimiter(),
) {
  const connectionIds = new WeakMap<Socket, string>();
  let connections = 0;
  const connectionOf = (socket: Socket) => {
    let id = connectionIds.get(socket);
    if (!id) connectionIds.set(socket, (id = `connection ${(connections += 1)}`));
    return id;
  };
  return (req: IncomingMessage, res: ServerResponse) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, {
        ...SECURITY_HEADERS,
        'Content-Type': 'application/json',
        'Cache-Control': 'no-store',
      });
      res.end(JSON.stringify(body));
    };
    const fail = (status: number, error: JoinByCodeError) => reply(status, { error });
    if (req.method !== 'POST') return fail(405, 'bad-request');
    const now = Date.now();
    const byConnection = connectionLimiter.allow(connectionOf(req.socket), now);
    if (!limiter.allow(clientAddress(req), now) || !byConnection) {
      return fail(429, 'too-many-attempts');
    }

    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        fail(413, 'bad-request');
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => {
      if (res.headersSent) return;
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return fail(400, 'bad-request');
      }
      const raw = (body as { code?: unknown } | null)?.code;
      if (typeof raw !== 'string') return fail(400, 'bad-request');
      const code = normalizeInviteCode(raw.slice(0, 64));
      if (!isInviteCode(code)) return fail(404, 'not-found');
      void reserve(presence(), code, body).then(
        (outcome) =>
          'error' in outcome ? fail(outcome.status, outcome.error) : reply(200, outcome),
        () => fail(500, 'network'),
      );
    });
  };
}

async function reserve(
  presence: Presence,
  code: string,
  options: unknown,
): Promise<
  { reservation: matchMaker.SeatReservation } | { status: number; error: JoinByCodeError }
> {
  const roomId = await roomIdForCode(presence, code);
  const room = roomId ? await matchMaker.getRoomById(roomId) : undefined;
  if (!room || !room.private) return { status: 404, error: 'not-found' };
  if (room.locked || room.clients >= room.maxClients) return { status: 409, error: 'full' };
  try {
    const { name, avatar } = (options ?? {}) as { name?: unknown; avatar?: unknown };
    const reservation = await matchMaker.reserveSeatFor(room, { name, avatar }, { viaCode: true });
    return { reservation };
  } catch {
    return { status: 409, error: 'full' };
  }
}

/** The client's address: the socket's, or the first forwarded one when a trusted proxy sits in front. */
export function clientAddress(req: IncomingMessage): string {
  const forwarded = process.env.TRUST_PROXY ? req.headers['x-forwarded-for'] : undefined;
  const first = typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : undefined;
  return first || req.socket.remoteAddress || 'unknown';
}
