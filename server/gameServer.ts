// The game server: Colyseus on an existing HTTP server (one origin, one port), with the game and lobby
// rooms, the sample rooms and, when REDIS_URL is set, Redis presence and driver for several processes.
import type { Server as HttpServer } from 'node:http';
import { Server, matchMaker, type Presence } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { GAME_ROOM, LOBBY_ROOM } from '../src/games/online/protocol';
import { DrainingGameRoom } from './drainingGameRoom';
import { SiteLobbyRoom } from './lobbyRoom';
import { createSampleRooms } from './sampleRooms';

export interface GameServerOptions {
  server: HttpServer;
  /** Make the spec's 12 sample rooms (one process of a cluster does). */
  sampleRooms?: boolean;
  presence?: Presence;
  driver?: matchMaker.MatchMakerDriver;
  /** This process's address as clients reach it, e.g. 'example.org/p1' (several processes only). */
  publicAddress?: string;
}

export function createGameServer({ server, presence, driver, publicAddress }: GameServerOptions) {
  const gameServer = new Server({
    transport: new WebSocketTransport({ server }),
    presence,
    driver,
    publicAddress,
    // A room is made on the process that took the request: the proxy in front spreads the visitors, and
    // each process keeps its own lobby and (on one process) the sample rooms.
    selectProcessIdToCreateRoom: async () => matchMaker.processId,
    greet: false,
    // Colyseus's debug lines (a health check of every other process every sweep) stay out of the log.
    logger: { ...console, debug: () => {} },
    // main.ts decides what SIGTERM does.
    gracefullyShutdown: false,
  });
  gameServer.define(GAME_ROOM, DrainingGameRoom).enableRealtimeListing();
  gameServer.define(LOBBY_ROOM, SiteLobbyRoom);
  return gameServer;
}

export async function startGameServer(gameServer: Server, port: number, sampleRooms = true) {
  await gameServer.listen(port);
  if (sampleRooms) await createSampleRooms();
  await matchMaker.createRoom(LOBBY_ROOM, {});
}

/** The presence in use (for the invite-code table). */
export const currentPresence = () => matchMaker.presence;
