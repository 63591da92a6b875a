// The lobby's list as the game server sends it: a bounded page of public rooms, not every room. The server
// keeps every public room in the order the lobby shows them (rooms people made, newest first, then the spec's
// sample rooms) and sends each lobby connection the first LOBBY_PAGE_SIZE of them for its sport filter, plus
// how many public rooms there are of each sport. Updates are batched (LOBBY_UPDATE_MS) and say only what
// changed: a room the connection already has is sent as its place in the previous page (one byte), a new or
// changed room as a compact tuple. Loaded with the Multiplayer tab (client/) and by the server.
import type { Difficulty, GameId } from '../games/core/types';
import type { RoomListing } from './protocol';

/** A public room as the lobby lists it: its listing and its id. */
export interface ListedRoom extends RoomListing {
  id: string;
}

/** Rooms per page: the list the lobby shows. */
export const LOBBY_PAGE_SIZE = 24;
/** A lobby connection gets at most one update per this many milliseconds. */
export const LOBBY_UPDATE_MS = 500;
/** The lobby's messages: a page (server → client) and a sport filter (client → server). */
export const LOBBY_MESSAGES = { page: 'page', filter: 'filter' } as const;

export type SportFilter = GameId | 'all';

/** A room on the page: [id, name, sport, playing (1) or waiting (0), players, maxPlayers, duration, difficulty]. */
export type ListingTuple = [
  id: string,
  name: string,
  sport: GameId,
  playing: 0 | 1,
  players: number,
  maxPlayers: number,
  duration: number,
  difficulty: Difficulty,
];

/**
 * A page: `r` is the page in order, each entry either the index of the same, unchanged room in the page this
 * connection had before, or the room's tuple; `c`, when present, is the count of public rooms per sport (sent
 * when it changed).
 */
export interface LobbyPageMessage {
  r: (number | ListingTuple)[];
  c?: Partial<Record<GameId, number>>;
}

export function toTuple(id: string, listing: RoomListing): ListingTuple {
  return [
    id,
    listing.name,
    listing.sport,
    listing.status === 'playing' ? 1 : 0,
    listing.players,
    listing.maxPlayers,
    listing.duration,
    listing.difficulty,
  ];
}

function fromTuple(value: unknown): ListedRoom | null {
  if (!Array.isArray(value) || value.length !== 8) return null;
  const [id, name, sport, playing, players, maxPlayers, duration, difficulty] = value as unknown[];
  if (
    typeof id !== 'string' ||
    typeof name !== 'string' ||
    typeof sport !== 'string' ||
    typeof players !== 'number' ||
    typeof maxPlayers !== 'number' ||
    typeof duration !== 'number' ||
    typeof difficulty !== 'string'
  ) {
    return null;
  }
  return {
    id,
    name,
    sport: sport as GameId,
    type: 'public',
    status: playing === 1 ? 'playing' : 'waiting',
    players,
    maxPlayers,
    duration,
    difficulty: difficulty as Difficulty,
  };
}

/**
 * The page after `message`, from the page before it. Null when the message refers to a room the previous
 * page does not have (the connection then asks for a whole page again).
 */
export function applyLobbyPage(
  previous: readonly ListedRoom[],
  message: unknown,
): ListedRoom[] | null {
  const entries = (message as LobbyPageMessage | null)?.r;
  if (!Array.isArray(entries)) return null;
  const next: ListedRoom[] = [];
  for (const entry of entries) {
    const room = typeof entry === 'number' ? previous[entry] : fromTuple(entry);
    if (!room) return null;
    next.push(room);
  }
  return next;
}

/** The per-sport counts a page carries, if any (only whole, non-negative numbers are kept). */
export function lobbyCounts(message: unknown): Partial<Record<GameId, number>> | null {
  const counts = (message as LobbyPageMessage | null)?.c;
  if (typeof counts !== 'object' || counts === null) return null;
  const kept: Partial<Record<GameId, number>> = {};
  for (const [sport, count] of Object.entries(counts)) {
    if (Number.isInteger(count) && count >= 0) kept[sport as GameId] = count;
  }
  return kept;
}

/** What a client may ask of the lobby: { sport: a game's id or 'all' }; anything else is null. */
export function parseSportFilter(
  value: unknown,
  sports: readonly string[],
): { sport: SportFilter } | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const keys = Object.keys(value);
  if (keys.length !== 1 || keys[0] !== 'sport') return null;
  const { sport } = value as { sport?: unknown };
  if (sport === 'all') return { sport };
  return typeof sport === 'string' && sports.includes(sport) ? { sport: sport as GameId } : null;
}

/** How many public rooms a filter has, from the per-sport counts. */
export function countFor(counts: Partial<Record<GameId, number>>, filter: SportFilter): number {
  if (filter !== 'all') return counts[filter] ?? 0;
  return Object.values(counts).reduce((sum, count) => sum + (count ?? 0), 0);
}
