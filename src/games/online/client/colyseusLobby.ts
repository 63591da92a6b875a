// The game server as the lobby uses it: the live list of public rooms (Colyseus's lobby room) and the ways
// into a room. This module and colyseus.js load only with the Multiplayer tab.
import { Client, type Room } from 'colyseus.js';
import {
  GAME_ROOM,
  JOIN_BY_CODE_PATH,
  LOBBY_ROOM,
  type CreateRoomOptions,
  type JoinByCodeError,
  type JoinOptions,
  type RoomListing,
  type RoomStateView,
} from '../protocol';
import type { ListedRoom, OnlineJoin, OnlineJoinFailure, OnlineLobby } from '../onlineTypes';
import { openRoom } from './colyseusRoom';

interface LobbyEntry {
  roomId: string;
  metadata?: Partial<RoomListing>;
}

/** Connects to the lobby room of the game server at `origin`; rejects when no server answers. */
export async function connectLobby(origin: string): Promise<OnlineLobby> {
  const client = new Client(origin);
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
    let joined: Room<RoomStateView>;
    try {
      joined = await join();
    } catch (error) {
      return { ok: false, reason: failure(error) };
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
  if (/full|locked/i.test(message)) return 'full';
  if (/not.?found|invalid room|not found/i.test(message)) return 'not-found';
  if (/started/i.test(message)) return 'started';
  return 'network';
}
