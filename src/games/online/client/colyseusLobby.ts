// The game server as the lobby uses it: the live list of public rooms (a bounded page, lobbyPage.ts) and the
// ways into a room. This module and colyseus.js load only with the Multiplayer tab.
import type { Client, Room } from 'colyseus.js';
import {
  GAME_ROOM,
  JOIN_BY_CODE_PATH,
  LIMIT_MESSAGES,
  LOBBY_ROOM,
  WATCH_OPTION,
  type JoinByCodeError,
  type JoinOptions,
  type RoomStateView,
} from '../../../../shared/protocol/protocol';
import type { NewRoom } from '../../../../shared/rooms/types';
import { QUICK_MATCH_OPTION } from '../../../../shared/rooms/quickMatch';
import {
  applyLobbyPage,
  LOBBY_MESSAGES,
  lobbyCounts,
  type SportFilter,
} from '../../../../shared/protocol/lobbyPage';
import type { GameId } from '../../../../shared/games/core/types';
import type { OnlineJoin, OnlineJoinFailure, OnlineLobby } from '../onlineTypes';
import type { ListedRoom } from '../../../../shared/protocol/lobbyPage';
import { FIRST_STATE_TIMEOUT_MS, openRoom } from './colyseusRoom';
import { SiteClient } from './siteClient';

/**
 * How long a room's socket may take to open. A socket that never opens nor fails (an address that swallows
 * it) would otherwise leave the lobby waiting for ever: it gives up and says the server could not be reached.
 */
export const SOCKET_OPEN_TIMEOUT_MS = 10_000;

/**
 * The game server at `origin` as the lobby uses it. Nothing is opened yet: the live list of public rooms (the
 * lobby room's connection) opens with watch() while the lobby screen shows and closes with unwatch() when a
 * game screen opens, so a player in a game receives no lobby traffic; the ways into a room work either way.
 */
export async function connectLobby(origin: string): Promise<OnlineLobby> {
  const client: Client = new SiteClient(origin);
  let lobby: Room | null = null;
  let opening: Promise<void> | null = null;
  let wanted = false;
  let filter: SportFilter = 'all';
  let rooms: ListedRoom[] = [];
  let counts: Partial<Record<GameId, number>> = {};
  let onClosed: (() => void) | null = null;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  const open = async () => {
    const room = await client.joinOrCreate(LOBBY_ROOM, { sport: filter });
    if (!wanted) {
      // The lobby screen went away while its list was on its way.
      void room.leave(true).catch(() => {});
      return;
    }
    lobby = room;
    room.onMessage(LOBBY_MESSAGES.page, (message: unknown) => {
      const next = applyLobbyPage(rooms, message);
      // A page that does not follow from the one held: ask for a whole one.
      if (!next) return room.send(LOBBY_MESSAGES.filter, { sport: filter });
      rooms = next;
      counts = lobbyCounts(message) ?? counts;
      changed();
    });
    room.onLeave(() => {
      if (lobby !== room) return;
      lobby = null;
      if (wanted) onClosed?.();
    });
  };

  const unwatch = () => {
    wanted = false;
    const room = lobby;
    lobby = null;
    void room?.leave(true).catch(() => {});
  };

  // Every way into a room ends here: the room is handed on with its state (its game, its settings), never
  // before it has arrived.
  const enter = async (
    join: () => Promise<Room<RoomStateView>>,
    watchOnly = false,
  ): Promise<OnlineJoin> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let gaveUp = false;
    const joining = join();
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        gaveUp = true;
        reject(new Error('timeout'));
      }, SOCKET_OPEN_TIMEOUT_MS);
    });
    // A room that opens after all, once the lobby has given up on it, is left at once.
    joining.then((room) => gaveUp && void room.leave(true).catch(() => {})).catch(() => {});
    let joined: Room<RoomStateView>;
    try {
      joined = await Promise.race([joining, timeout]);
    } catch (error) {
      return { ok: false, reason: failure(error) };
    } finally {
      clearTimeout(timer);
    }
    const room = await openRoom(client, joined, FIRST_STATE_TIMEOUT_MS, watchOnly);
    return room ? { ok: true, room } : { ok: false, reason: 'network' };
  };

  return {
    rooms: () => rooms,
    counts: () => counts,
    watch() {
      wanted = true;
      if (lobby) return Promise.resolve();
      opening ??= open().finally(() => (opening = null));
      return opening;
    },
    unwatch,
    setFilter(next: SportFilter) {
      if (next === filter) return;
      filter = next;
      lobby?.send(LOBBY_MESSAGES.filter, { sport: filter });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    create: (options: NewRoom, who: JoinOptions) =>
      enter(() => client.create<RoomStateView>(GAME_ROOM, { ...options, ...who })),
    quickMatch: (sport: GameId, who: JoinOptions) =>
      enter(() =>
        client.joinOrCreate<RoomStateView>(GAME_ROOM, { ...who, [QUICK_MATCH_OPTION]: sport }),
      ),
    join: (roomId: string, who: JoinOptions) =>
      enter(() => client.joinById<RoomStateView>(roomId, who)),
    watchRoom: (roomId: string, who: JoinOptions) =>
      enter(() => client.joinById<RoomStateView>(roomId, { ...who, ...WATCH_OPTION }), true),
    async joinByCode(code: string, who: JoinOptions) {
      let answer: { reservation?: unknown; error?: JoinByCodeError };
      try {
        const response = await fetch(new URL(JOIN_BY_CODE_PATH, origin), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ code, ...who }),
        });
        answer = (await response.json()) as typeof answer;
      } catch {
        return { ok: false, reason: 'network' };
      }
      if (!answer.reservation) return { ok: false, reason: codeFailure(answer.error) };
      return enter(() =>
        client.consumeSeatReservation<RoomStateView>(
          answer.reservation as Parameters<Client['consumeSeatReservation']>[0],
        ),
      );
    },
    reconnect: (token: string) => enter(() => client.reconnect<RoomStateView>(token)),
    onClosed(listener) {
      onClosed = listener;
    },
    close() {
      unwatch();
      onClosed = null;
      listeners.clear();
    },
  };
}

function codeFailure(error: JoinByCodeError | undefined): OnlineJoinFailure {
  if (error === 'full' || error === 'too-many-attempts' || error === 'network') return error;
  return 'not-found';
}

/** Colyseus's matchmaking errors, in the lobby's words. */
function failure(error: unknown): OnlineJoinFailure {
  const message = error instanceof Error ? error.message : String(error);
  if ((error as { code?: unknown } | null)?.code === 429) {
    if (message === LIMIT_MESSAGES.rooms) return 'too-many-rooms';
    if (message === LIMIT_MESSAGES.sockets) return 'too-many-connections';
    return 'too-many-joins';
  }
  if (/full|locked/i.test(message)) return 'full';
  if (/not.?found|invalid room|not found/i.test(message)) return 'not-found';
  if (/started/i.test(message)) return 'started';
  return 'network';
}
