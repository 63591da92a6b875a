// The rooms of a tab with no game server (SPEC §7: rooms live in browser memory only, as long as the tab):
// createMemoryRooms keeps them, createMemoryRoomService is one visitor's RoomsService over them.
import { findMiniGame } from '../../../shared/games/catalog';
import { cryptoRandomBytes } from './cryptoRandomBytes';
import {
  generateInviteCode,
  normalizeInviteCode,
  type RandomBytes,
} from '../../../shared/rooms/inviteCode';
import { clampDuration, clampMaxPlayers } from '../../../shared/rooms/roomLimits';
import {
  aiFillSeats,
  QUICK_MATCH_AI_SECONDS,
  quickMatchName,
  quickMatchRoom,
} from '../../../shared/rooms/quickMatch';
import { createAiPlayers } from '../../../shared/rooms/aiPlayers';
import { createRng } from '../../../shared/lib/rng';
import type { GameId, GamePlayer } from '../../../shared/games/core/types';
import type { NewRoom, Room } from '../../../shared/rooms/types';
import { cardOfRoom } from './roomCards';
import type { RoomsService, RoomsSnapshot } from './roomsService';

export type JoinOutcome = { ok: true; room: Room } | { ok: false; reason: 'not-found' | 'full' };

/** The rooms themselves, shared by every visitor of the memory (one in a tab; several in tests). */
export interface MemoryRooms {
  /** All rooms, newest created first. The same array is returned until something changes. */
  list(): readonly Room[];
  create(room: NewRoom, host: GamePlayer): Room;
  join(roomId: string, player: GamePlayer): JoinOutcome;
  /** Trims and uppercases the code; only private rooms match. */
  joinByCode(code: string, player: GamePlayer): JoinOutcome;
  /**
   * 'Play now': the fullest quick-match room of `sport` still waiting with a seat free, else a new one, whose
   * empty seats AI players take after the delay (and it starts) while anyone is in it.
   */
  quickMatch(sport: GameId, player: GamePlayer): JoinOutcome;
  leave(roomId: string, playerId: string): void;
  subscribe(listener: () => void): () => void;
}

export interface MemoryRoomServiceOptions {
  randomBytes?: RandomBytes;
  /** How long a quick-match room waits before AI players take its empty seats. */
  quickMatchAiMs?: number;
  /** Runs `run` after `ms` (the tab's timer; tests pass their own clock). */
  later?: (run: () => void, ms: number) => void;
}

const timerLater = (run: () => void, ms: number) => void setTimeout(run, ms);

export function createMemoryRooms(
  initialRooms: readonly Room[],
  {
    randomBytes = cryptoRandomBytes,
    quickMatchAiMs = QUICK_MATCH_AI_SECONDS * 1000,
    later = timerLater,
  }: MemoryRoomServiceOptions = {},
): MemoryRooms {
  let rooms: readonly Room[] = [...initialRooms];
  let created = 0;
  /** Rooms made by a quick match: they take quick-match players until they start. */
  const quickRooms = new Set<string>();
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

  const make = ({ sport, type, maxPlayers, duration, difficulty }: NewRoom, host: GamePlayer) => {
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
    return room;
  };

  /** The count ended: AI players take the empty seats of a quick-match room still waiting, and it starts. */
  const fillWithAi = (roomId: string, seed: number) => {
    const room = rooms.find((r) => r.id === roomId);
    if (!room || room.status !== 'waiting') return;
    quickRooms.delete(roomId);
    const seats = aiFillSeats(room.maxPlayers, room.currentPlayers.length);
    const bots = createAiPlayers(createRng(seed), seats, room.id);
    replace({ ...room, status: 'playing', currentPlayers: [...room.currentPlayers, ...bots] });
  };

  return {
    list: () => rooms,

    quickMatch(sport, player) {
      const waiting = rooms
        .filter(
          (r) =>
            quickRooms.has(r.id) &&
            r.sport === sport &&
            r.status === 'waiting' &&
            (r.currentPlayers.length < r.maxPlayers ||
              r.currentPlayers.some((p) => p.id === player.id)),
        )
        // The fullest first (a stable sort: among equals, the newest).
        .sort((a, b) => b.currentPlayers.length - a.currentPlayers.length);
      const found = waiting[0];
      if (found) {
        const inside = found.currentPlayers.some((p) => p.id === player.id);
        const joined: Room = inside
          ? found
          : { ...found, currentPlayers: [...found.currentPlayers, player] };
        replace(joined);
        return { ok: true, room: joined };
      }
      const room: Room = { ...make(quickMatchRoom(sport), player), name: quickMatchName(sport) };
      quickRooms.add(room.id);
      commit([room, ...rooms]);
      const seed = created * 7919 + 17;
      later(() => fillWithAi(room.id, seed), quickMatchAiMs);
      return { ok: true, room };
    },

    create(newRoom, host) {
      const room = make(newRoom, host);
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
      if (left.length === 0) {
        quickRooms.delete(roomId);
        commit(rooms.filter((r) => r.id !== roomId));
      } else {
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

function snapshotOf(rooms: readonly Room[], you: string): RoomsSnapshot {
  const multiplayer = rooms.filter((room) => room.mode === 'multiplayer');
  const publicRooms = multiplayer.filter((room) => room.type === 'public');
  const counts: RoomsSnapshot['counts'] = {};
  for (const room of publicRooms) counts[room.sport] = (counts[room.sport] ?? 0) + 1;
  return {
    publicRooms: publicRooms.map((room) => cardOfRoom(room, you)),
    yourPrivateRooms: multiplayer
      .filter((room) => room.type === 'private')
      .filter((room) => room.currentPlayers.some((p) => p.id === you))
      .map((room) => cardOfRoom(room, you)),
    counts,
  };
}

/** The rooms as `me()` sees and uses them: every room is listed, and a joined room is played in this tab. */
export function createMemoryRoomService(rooms: MemoryRooms, me: () => GamePlayer): RoomsService {
  let cached: { list: readonly Room[]; you: string; snapshot: RoomsSnapshot } | null = null;
  const entered = (outcome: JoinOutcome) =>
    outcome.ok ? { ok: true as const, entered: { room: outcome.room } } : outcome;

  return {
    get() {
      const list = rooms.list();
      const you = me().id;
      if (cached?.list !== list || cached.you !== you) {
        cached = { list, you, snapshot: snapshotOf(list, you) };
      }
      return cached.snapshot;
    },
    subscribe: (listener) => rooms.subscribe(listener),
    // Every room is in memory already: there is nothing to open or to ask for.
    watch: () => () => {},
    filter() {},
    async create(room) {
      const made = rooms.create(room, me());
      return {
        ok: true,
        roomId: made.id,
        ...(made.inviteCode ? { inviteCode: made.inviteCode } : {}),
      };
    },
    join: async (roomId) => entered(rooms.join(roomId, me())),
    quickMatch: async (sport) => entered(rooms.quickMatch(sport, me())),
    joinByCode: async (code) => entered(rooms.joinByCode(code, me())),
    // A simulated room's game runs in the tab of whoever plays it: there is nothing here to watch.
    spectate: async () => ({ ok: false, reason: 'not-found' }),
    async leave(roomId) {
      rooms.leave(roomId, me().id);
    },
    // Memory does not outlive the tab: after a reload there is no room to go back to.
    rejoin: async () => null,
  };
}
