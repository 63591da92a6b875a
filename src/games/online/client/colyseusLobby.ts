// The game server as the lobby uses it: the live list of public rooms (Colyseus's lobby room) and the ways
// into a room. This module and colyseus.js load only with the Multiplayer tab.
import type { Client, Room } from 'colyseus.js';
import {
  GAME_ROOM,
  JOIN_BY_CODE_PATH,
  LIMIT_MESSAGES,
  LOBBY_ROOM,
  type CreateRoomOptions,
  type JoinByCodeError,
  type JoinOptions,
  type RoomListing,
  type RoomStateView,
} from '../protocol';
import type { ListedRoom, OnlineJoin, OnlineJoinFailure, OnlineLobby } from '../onlineTypes';
import { openRoom } from './colyseusRoom';
import { SiteClient } from './siteClient';

/**
 * How long a room's socket may take to open. A socket that never opens nor fails (an address that swallows
 * it) would otherwise leave the lobby waiting for ever: it gives up and says the server could not be reached.
 */
export const SOCKET_OPEN_TIMEOUT_MS = 10_000;

interface LobbyEntry {
  roomId: string;
  metadata?: Partial<RoomListing>;
}

/** Connects to the lobby room of the game server at `origin`; rejects when no server answers. */
export async function connectLobby(origin: string): Promise<OnlineLobby> {
  const client: Client = new SiteClient(origin);
  const lobby = await client.joinOrCreate(LOBBY_ROOM);
  let rooms: ListedRoom[] = [];
  let closing = false;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  const set = (next: ListedRoom[]) => {
    rooms = next;
    changed();
  };

  // In the server's order (the sample rooms as the spec's generator made them); new rooms go on top.
  lobby.onMessage('rooms', (entries: LobbyEntry[]) =>
    set(entries.flatMap((entry) => listed(entry) ?? [])),
  );
  lobby.onMessage('+', ([roomId, entry]: [string, LobbyEntry]) => {
    const room = listed({ ...entry, roomId });
    const at = rooms.findIndex((r) => r.id === roomId);
    // A change keeps the room's place; a new room goes to the top of the list.
    if (!room) set(rooms.filter((r) => r.id !== roomId));
    else if (at >= 0) set(rooms.with(at, room));
    else set([room, ...rooms]);
  });
  lobby.onMessage('-', (roomId: string) => set(rooms.filter((r) => r.id !== roomId)));

  // Every way into a room ends here: the room is handed on with its state (its game, its settings), never
  // before it has arrived.
  const enter = async (join: () => Promise<Room<RoomStateView>>): Promise<OnlineJoin> => {
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
    const room = await openRoom(client, joined);
    return room ? { ok: true, room } : { ok: false, reason: 'network' };
  };

  return {
    rooms: () => rooms,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    create: (options: CreateRoomOptions, who: JoinOptions) =>
      enter(() => client.create<RoomStateView>(GAME_ROOM, { ...options, ...who })),
    join: (roomId: string, who: JoinOptions) =>
      enter(() => client.joinById<RoomStateView>(roomId, who)),
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
      lobby.onLeave(() => {
        if (!closing) listener();
      });
    },
    close() {
      closing = true;
      void lobby.leave(true).catch(() => {});
      listeners.clear();
    },
  };
}

function listed({ roomId, metadata }: LobbyEntry): ListedRoom | null {
  if (!metadata || typeof metadata.name !== 'string' || typeof metadata.sport !== 'string')
    return null;
  return { id: roomId, ...(metadata as RoomListing) };
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
