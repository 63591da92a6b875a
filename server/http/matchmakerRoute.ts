// Colyseus's matchmaker over HTTP (`POST /matchmake/<method>/<room>`), taken over from Colyseus's own handler,
// which matched any URL containing "/matchmake", answered 200 before reading a body of any size, and gave
// every origin CORS with credentials. Here: only paths that start with /matchmake/, only POST (and a CORS
// preflight), the site's own origin and the configured ones, a body of at most 4 KB, and per-address limits on
// rooms made, joins and open sockets (429). The answers are Colyseus's, so colyseus.js 0.16 reads them: a seat
// reservation, or, for a refusal of the matchmaker itself (a full room, a room gone, an expired seat),
// `{ code, error }` with status 200 (colyseus.js reads the protocol's code from a 200 only; the lobby needs it
// to tell a room that is gone from a network failure). What the edge refuses gets its own status.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { getBearerToken, matchMaker } from '@colyseus/core';
import { GAME_ROOM, LIMIT_MESSAGES, LOBBY_ROOM } from '../../shared/protocol/protocol';
import { quickMatchGameOf } from '../../shared/rooms/quickMatch';
import { localLobby } from '../lobby/SiteLobbyRoom';
import { countLimit, countRefused } from '../metrics/counters';
import { declaresTooMuch, jsonObject, readBody } from './bodyLimit';
import { clientAddress } from './clientAddress';
import type { Edge } from './edge';
import { corsHeaders, originVerdict, preflightHeaders } from './origins';
import { methodNotAllowed, sendJson } from './responses';

export const MATCHMAKE_PREFIX = '/matchmake/';
/** colyseus.js sends the join options (a name, an avatar seed, a room's settings): well under 1 KB. */
export const MATCHMAKE_BODY_BYTES = 4 * 1024;
const ROUTE_METHODS = ['POST', 'OPTIONS'] as const;
const PATH = /^\/matchmake\/([A-Za-z]+)\/([A-Za-z0-9_-]{1,64})$/;

export function parseMatchmakePath(url: string): { method: string; roomName: string } | null {
  const match = PATH.exec(url.split('?')[0] ?? '');
  if (!match || !matchMaker.controller.exposedMethods.includes(match[1]!)) return null;
  return { method: match[1]!, roomName: match[2]! };
}

/** The lobby is joined (joinOrCreate or join), never made or joined by id: each process has its own. */
const LOBBY_METHODS = new Set(['joinOrCreate', 'join']);

/** create makes a room, and so may joinOrCreate (of anything but the lobby, which always exists). */
const makesRoom = (method: string, roomName: string) =>
  method === 'create' || (method === 'joinOrCreate' && roomName !== LOBBY_ROOM);
const joins = (method: string) => method !== 'create';

export function matchmakerRoute(edge: Edge) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const verdict = originVerdict(req, edge.origins);
    const cors = corsHeaders(req, verdict);
    if (req.method === 'OPTIONS') {
      if (verdict === 'foreign') return refuseOrigin(res);
      res.writeHead(204, preflightHeaders(req, verdict, ROUTE_METHODS)).end();
      return;
    }
    if (req.method !== 'POST') return methodNotAllowed(res, ROUTE_METHODS);
    const route = parseMatchmakePath(req.url ?? '');
    if (!route || (route.roomName === LOBBY_ROOM && !LOBBY_METHODS.has(route.method))) {
      return sendJson(res, 404, { error: 'No such matchmaking method' }, cors);
    }
    if (verdict === 'foreign') return refuseOrigin(res);
    if (matchMaker.state === matchMaker.MatchMakerState.SHUTTING_DOWN) {
      return sendJson(res, 503, { error: 'Service Unavailable' }, cors);
    }
    if (declaresTooMuch(req, MATCHMAKE_BODY_BYTES)) return tooLarge(res, cors);

    const address = clientAddress(req);
    const limited = (kind: keyof typeof LIMIT_MESSAGES, retryAfterSeconds: number) => {
      countLimit(kind);
      sendJson(
        res,
        429,
        { code: 429, error: LIMIT_MESSAGES[kind] },
        { ...cors, 'Retry-After': String(retryAfterSeconds) },
      );
    };
    // A new seat would be one more socket: refused here, where the lobby can say why.
    if (edge.sockets.count(address) >= edge.sockets.max) return limited('sockets', 60);
    if (makesRoom(route.method, route.roomName)) {
      const verdictRooms = await edge.limits.rooms.take(address);
      if (!verdictRooms.ok) return limited('rooms', verdictRooms.retryAfterSeconds);
    }
    if (joins(route.method)) {
      const verdictJoins = await edge.limits.joins.take(address);
      if (!verdictJoins.ok) return limited('joins', verdictJoins.retryAfterSeconds);
    }

    const read = await readBody(req, MATCHMAKE_BODY_BYTES);
    if (!read.ok) return read.status === 413 ? tooLarge(res, cors) : res.destroy();
    const options = jsonObject(read.body);
    if (!options) {
      countRefused('bad-request');
      return sendJson(res, 400, { error: 'The body must be a JSON object' }, cors);
    }
    // A game room is joined-or-made only by a quick match of one of the games (the server then chooses).
    if (
      route.method === 'joinOrCreate' &&
      route.roomName === GAME_ROOM &&
      !quickMatchGameOf(options)
    ) {
      countRefused('bad-request');
      return sendJson(res, 400, { error: 'A quick match needs one of the games' }, cors);
    }
    let answer: unknown;
    const auth = {
      token: getBearerToken(req.headers.authorization ?? ''),
      headers: req.headers,
      ip: address,
      req,
    };
    // A visitor's lobby is the one of the process that took the request: the front door spreads visitors,
    // and so their lobby connections. Until this process's lobby exists (it is starting), none.
    const lobbyId = route.roomName === LOBBY_ROOM ? localLobby() : null;
    if (route.roomName === LOBBY_ROOM && !lobbyId) {
      return sendJson(res, 503, { error: 'Service Unavailable' }, cors);
    }
    try {
      answer = lobbyId
        ? await matchMaker.joinById(lobbyId, options, auth)
        : await matchMaker.controller.invokeMethod(route.method, route.roomName, options, auth);
    } catch (error) {
      const { code, message } = error as { code?: number; message?: string };
      answer = { code, error: message };
    }
    sendJson(res, 200, answer, cors);
  };
}

function refuseOrigin(res: ServerResponse) {
  countRefused('origin');
  sendJson(res, 403, { error: 'This site’s game server does not take requests from other sites' });
}

function tooLarge(res: ServerResponse, cors: OutgoingHttpHeaders) {
  countLimit('body-size');
  sendJson(res, 413, { error: 'Request body too large' }, { ...cors, Connection: 'close' });
}
