// The in-memory rooms service: rooms live as long as the tab (SPEC §7: rooms live in browser memory only).
import { findMiniGame } from '../../../shared/games/catalog';
import { cryptoRandomBytes } from './cryptoRandomBytes';
import {
  generateInviteCode,
  normalizeInviteCode,
  type RandomBytes,
} from '../../../shared/rooms/inviteCode';
import { clampDuration, clampMaxPlayers } from '../../../shared/rooms/roomLimits';
import type { GamePlayer } from '../../../shared/games/core/types';
import type { JoinOutcome, Room, RoomService } from '../../../shared/rooms/types';

export interface MemoryRoomServiceOptions {
  randomBytes?: RandomBytes;
}

export function createMemoryRoomService(
  initialRooms: readonly Room[],
  { randomBytes = cryptoRandomBytes }: MemoryRoomServiceOptions = {},
): RoomService {
  let rooms: readonly Room[] = [...initialRooms];
  let created = 0;
  const listeners = new Set<() => void>();

  const commit = (next: readonly Room[]) => {
    rooms = next;
    for (const listener of [...listeners]) listener();
  };
  const replace = (room: Room) => commit(rooms.map((r) => (r.id === room.id ? room : r)));

  const enter = (room: Room | undefined, player: GamePlayer): JoinOutcome => {
    if (!room) return { ok: false, reason: 'not-found' };
    const inside = room.currentPlayers.some((p) => p.id === player.id);
    if (!inside && room.currentPlayers.length >= room.maxPlayers)
      return { ok: false, reason: 'full' };
    const joined: Room = {
      ...room,
      status: 'playing',
      currentPlayers: inside ? room.currentPlayers : [...room.currentPlayers, player],
    };
    replace(joined);
    return { ok: true, room: joined };
  };

  return {
    list: () => rooms,

    create({ sport, type, maxPlayers, duration, difficulty }, host) {
      created += 1;
      const taken = new Set(rooms.flatMap((r) => (r.inviteCode ? [r.inviteCode] : [])));
      const room: Room = {
        id: `custom-${created}`,
        name: `${findMiniGame(sport)?.name ?? sport} Custom Game`,
        sport,
        mode: 'multiplayer',
        maxPlayers: clampMaxPlayers(maxPlayers, sport),
        currentPlayers: [host],
        status: 'waiting',
        hostId: host.id,
        // A room plays one round, then its host's Play Again.
        settings: { difficulty, duration: clampDuration(duration), rounds: 1 },
        type,
        ...(type === 'private' ? { inviteCode: generateInviteCode(taken, randomBytes) } : {}),
      };
      commit([room, ...rooms]);
      return room;
    },

    join: (roomId, player) =>
      enter(
        rooms.find((r) => r.id === roomId),
        player,
      ),

    joinByCode(code, player) {
      const wanted = normalizeInviteCode(code);
      if (!wanted) return { ok: false, reason: 'not-found' };
      return enter(
        rooms.find((r) => r.type === 'private' && r.inviteCode === wanted),
        player,
      );
    },

    leave(roomId, playerId) {
      const room = rooms.find((r) => r.id === roomId);
      if (!room || !room.currentPlayers.some((p) => p.id === playerId)) return;
      const left = room.currentPlayers.filter((p) => p.id !== playerId);
      // An empty room closes, as it would on a server.
      if (left.length === 0) commit(rooms.filter((r) => r.id !== roomId));
      else {
        const hostStays = left.some((p) => p.id === room.hostId);
        replace({ ...room, currentPlayers: left, hostId: hostStays ? room.hostId : left[0]!.id });
      }
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
