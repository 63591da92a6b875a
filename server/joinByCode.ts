// POST /api/join-by-code { code, name, avatar }: the only way into someone else's private room. The code is
// trimmed and uppercased (SPEC §5), only private rooms match, and attempts are limited per address (shared by
// the processes of a cluster) and per connection, so codes cannot be enumerated (the connection's own limit
// still holds where many visitors share one address). Answers { reservation } (the Colyseus seat to take) or
// { error }. Only the site's own pages (and ALLOWED_ORIGINS) may call it; the body is at most 1 KB.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { matchMaker, type Presence } from '@colyseus/core';
import { isInviteCode, normalizeInviteCode } from '../shared/rooms/inviteCode';
import type { JoinByCodeError } from '../shared/protocol/protocol';
import { roomIdForCode } from './room/inviteCodes';
import { AttemptLimiter } from './attemptLimiter';
import { jsonObject, readBody } from './http/bodyLimit';
import { clientAddress } from './http/clientAddress';
import type { Edge } from './http/edge';
import { corsHeaders, originVerdict, preflightHeaders } from './http/origins';
import { methodNotAllowed, sendJson } from './http/responses';
import { countLimit, countRefused } from './metrics/counters';

const MAX_BODY_BYTES = 1024;
const ROUTE_METHODS = ['POST', 'OPTIONS'] as const;

export function joinByCodeHandler(
  presence: () => Presence,
  edge: Edge,
  connectionLimiter = new AttemptLimiter(),
) {
  const connectionIds = new WeakMap<Socket, string>();
  let connections = 0;
  const connectionOf = (socket: Socket) => {
    let id = connectionIds.get(socket);
    if (!id) connectionIds.set(socket, (id = `connection ${(connections += 1)}`));
    return id;
  };
  return async (req: IncomingMessage, res: ServerResponse) => {
    const verdict = originVerdict(req, edge.origins);
    const cors = corsHeaders(req, verdict);
    const reply = (status: number, body: unknown, headers = {}) =>
      sendJson(res, status, body, { ...cors, ...headers });
    const fail = (status: number, error: JoinByCodeError, headers = {}) =>
      reply(status, { error }, headers);

    if (req.method === 'OPTIONS' && verdict !== 'foreign') {
      res.writeHead(204, preflightHeaders(req, verdict, ROUTE_METHODS)).end();
      return;
    }
    if (req.method !== 'POST' && req.method !== 'OPTIONS') {
      return methodNotAllowed(res, ROUTE_METHODS);
    }
    if (verdict === 'foreign') {
      countRefused('origin');
      return sendJson(res, 403, { error: 'bad-request' });
    }

    const address = clientAddress(req);
    const limited = (kind: 'codes' | 'joins', retryAfterSeconds: number) => {
      countLimit(kind);
      fail(429, 'too-many-attempts', { 'Retry-After': String(retryAfterSeconds) });
    };
    if (!connectionLimiter.allow(connectionOf(req.socket), Date.now())) return limited('codes', 60);
    const byCodes = await edge.limits.codes.take(address);
    if (!byCodes.ok) return limited('codes', byCodes.retryAfterSeconds);
    const byJoins = await edge.limits.joins.take(address);
    if (!byJoins.ok) return limited('joins', byJoins.retryAfterSeconds);

    const read = await readBody(req, MAX_BODY_BYTES);
    if (!read.ok) {
      if (read.status === 413) countLimit('body-size');
      return fail(read.status, 'bad-request', { Connection: 'close' });
    }
    const body = jsonObject(read.body);
    const raw = body?.code;
    if (typeof raw !== 'string') return fail(400, 'bad-request');
    const code = normalizeInviteCode(raw.slice(0, 64));
    if (!isInviteCode(code)) return fail(404, 'not-found');
    try {
      const outcome = await reserve(presence(), code, body);
      if ('error' in outcome) fail(outcome.status, outcome.error);
      else reply(200, outcome);
    } catch {
      fail(500, 'network');
    }
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
    const { name, avatar, identity } = (options ?? {}) as {
      name?: unknown;
      avatar?: unknown;
      identity?: unknown;
    };
    // The identity (a browser's secret, server/results/roomWitness.ts) goes to the room in the seat's options.
    const reservation = await matchMaker.reserveSeatFor(
      room,
      { name, avatar, identity },
      { viaCode: true },
    );
    return { reservation };
  } catch {
    return { status: 409, error: 'full' };
  }
}
