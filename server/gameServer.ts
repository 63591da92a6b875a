// The game server: Colyseus on an existing HTTP server (one origin, one port), with the game and lobby
// rooms, the sample rooms and, when REDIS_URL is set, Redis presence and driver for several processes.
import type { Server as HttpServer } from 'node:http';
import { Server, matchMaker, type Presence } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import type { WebSocketServer } from 'ws';
import { GAME_ROOM, LOBBY_ROOM } from '../shared/protocol/protocol';
import { DrainingGameRoom } from './drainingGameRoom';
import type { GameRoom } from './room/GameRoom';
import type { Edge } from './http/edge';
import { answerBadHandshakes, verifyUpgrade } from './http/upgrades';
import { spreadHeartbeat } from './http/heartbeat';
import { colyseusLogger } from './log/colyseusLogger';
import { SiteLobbyRoom } from './lobby/SiteLobbyRoom';
import { createSampleRooms } from './sampleRooms';
import { QUICK_MATCH_FIELD } from './room/quickMatch';

export interface GameServerOptions {
  server: HttpServer;
  edge: Edge;
  /** Make the spec's 12 sample rooms (one process of a cluster does). */
  sampleRooms?: boolean;
  presence?: Presence;
  driver?: matchMaker.MatchMakerDriver;
  /** Where clients reach this process: a path such as '/p1' (the page's own origin), or 'host/p1'. */
  publicAddress?: string;
}

export function createGameServer({
  server,
  edge,
  presence,
  driver,
  publicAddress,
}: GameServerOptions) {
  const transport = new WebSocketTransport({
    server,
    verifyClient: verifyUpgrade(edge),
    // Its ping loop reaches every client at once; spreadHeartbeat does the same check in slices.
    pingInterval: 0,
  });
  // The transport keeps its WebSocket server to itself; its refusals must carry the security headers too.
  const wss = (transport as unknown as { wss: WebSocketServer }).wss;
  answerBadHandshakes(wss);
  server.on('close', spreadHeartbeat(wss));
  const gameServer = new Server({
    transport,
    presence,
    driver,
    publicAddress,
    // A room is made on the process that took the request: the proxy in front spreads the visitors, and
    // each process keeps its own lobby and (on one process) the sample rooms.
    selectProcessIdToCreateRoom: async () => matchMaker.processId,
    greet: false,
    logger: colyseusLogger,
    // main.ts decides what SIGTERM does.
    gracefullyShutdown: false,
  });
  // A room appears in the lobbies once the matchmaker holds it (before, nobody could join it); every change
  // after that is published by the room itself, with its listing (server/lobby/listingChannel.ts).
  gameServer
    .define(GAME_ROOM, DrainingGameRoom)
    // Quick match: joinOrCreate finds a room listed as taking quick-match players of the game, fullest first.
    .filterBy([QUICK_MATCH_FIELD])
    .sortBy({ clients: -1 })
    .on('create', (room: GameRoom) => room.announce());
  gameServer.define(LOBBY_ROOM, SiteLobbyRoom);
  return gameServer;
}

export async function startGameServer(
  gameServer: Server,
  port: number,
  sampleRooms = true,
  host?: string,
) {
  await gameServer.listen(port, host);
  if (sampleRooms) await createSampleRooms();
  await matchMaker.createRoom(LOBBY_ROOM, {});
}

/** The presence in use (for the invite-code table). */
export const currentPresence = () => matchMaker.presence;
