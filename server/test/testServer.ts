// A real game server on a free port for tests, and colyseus.js clients that talk to it from Node.
import { Client, type Room } from 'colyseus.js';
import type { GameId } from '../../shared/games/core/types';
import {
  applyLobbyPage,
  LOBBY_MESSAGES,
  lobbyCounts,
  type LobbyPageMessage,
} from '../../shared/protocol/lobbyPage';
import type { ListedRoom } from '../../shared/protocol/lobbyPage';
import type { RoomStateView } from '../../shared/protocol/protocol';
import type { LimitSettings } from '../limits/limitSettings';
import { startSiteServer, type SiteServer, type SiteServerOptions } from '../siteServer';

/** Limits no test of the rooms reaches (the tests of the limits set their own). */
export const ROOMY_LIMITS: LimitSettings = {
  roomsPerMinute: 10_000,
  joinsPerMinute: 10_000,
  codesPerMinute: 10,
  socketsPerAddress: 10_000,
};

export async function startTestServer(
  options: Partial<Omit<SiteServerOptions, 'port'>> = {},
): Promise<{
  server: SiteServer;
  url: string;
  client(): Client;
  stop(): Promise<void>;
}> {
  const server = await startSiteServer({
    sampleRooms: false,
    limits: ROOMY_LIMITS,
    allowedOrigins: new Set(),
    ...options,
    port: 0,
  });
  const url = `http://localhost:${server.port}`;
  return {
    server,
    url,
    client: () => new Client(url),
    stop: () => server.game.gracefullyShutdown(false),
  };
}

/** Resolves with the next message of `type` a room receives. */
export function nextMessage<T>(room: Room, type: string): Promise<T> {
  return new Promise((resolve) => {
    const off = room.onMessage(type, (message: T) => {
      off();
      resolve(message);
    });
  });
}

/** Resolves once `check` holds for the room's state (checked on every state change). */
export function waitForState(
  room: Room<RoomStateView>,
  check: (state: RoomStateView) => boolean,
): Promise<void> {
  // Before the first patch the state is an empty schema: nothing holds yet.
  const holds = (state: RoomStateView | undefined) => state?.members !== undefined && check(state);
  return new Promise((resolve) => {
    if (holds(room.state)) return resolve();
    const listener = (state: RoomStateView) => {
      if (holds(state)) {
        room.onStateChange.remove(listener);
        resolve();
      }
    };
    room.onStateChange(listener);
  });
}

/**
 * A lobby connection's list as the site keeps it: every page applied to the one before (lobbyPage.ts), the
 * messages counted, and a wait for the list to show something.
 */
export function watchLobby(lobby: Room) {
  let rooms: ListedRoom[] = [];
  let counts: Partial<Record<GameId, number>> = {};
  const messages: LobbyPageMessage[] = [];
  const waiting = new Set<() => void>();
  lobby.onMessage(LOBBY_MESSAGES.page, (message: LobbyPageMessage) => {
    const next = applyLobbyPage(rooms, message);
    if (!next) throw new Error('a lobby page that does not follow from the one before');
    rooms = next;
    counts = lobbyCounts(message) ?? counts;
    messages.push(message);
    for (const check of [...waiting]) check();
  });
  return {
    rooms: () => rooms,
    counts: () => counts,
    messages,
    /** Resolves once `check` holds for the list (checked on every page). */
    until(check: (rooms: ListedRoom[]) => boolean): Promise<void> {
      return new Promise((resolve) => {
        const test = () => {
          if (!check(rooms)) return;
          waiting.delete(test);
          resolve();
        };
        waiting.add(test);
        test();
      });
    },
  };
}
