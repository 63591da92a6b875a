// The rooms that exist when the site opens (SPEC §3, §9): seeded, so a seed always gives the same rooms.
import { MINI_GAMES } from '../games/catalog';
import { createRng, type Rng } from '../lib/rng';
import type { Difficulty } from '../games/core/types';
import { createAiPlayers } from './aiPlayers';
import { generateInviteCode } from './inviteCode';
import { roomSeatLimit } from './roomLimits';
import type { Room } from './types';

export const GENERATED_ROOM_COUNT = 12;
/** About 30% private and 30% playing: 4 of 12 each. */
export const GENERATED_PRIVATE_COUNT = 4;
export const GENERATED_PLAYING_COUNT = 4;
/** The seed the site uses, so every visitor (and every test) meets the same lobby. */
export const SITE_ROOM_SEED = 2028;

const ROOM_TITLES = ['Friendly', 'Champions', 'Peace Cup', 'Weekend', 'Rookie', 'Unity', 'Pro'];
const ROOM_KINDS = ['Match', 'Showdown', 'Challenge', 'League', 'Meet', 'Cup'];
const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'hard'];
const DURATIONS_S = [30, 45, 60, 90, 120, 180];

function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

export function generateRooms(seed: number, count = GENERATED_ROOM_COUNT): Room[] {
  const rng = createRng(seed);
  // Every game sport appears at least once, the rest are drawn at random.
  const sports = shuffled(rng, [
    ...MINI_GAMES,
    ...Array.from({ length: Math.max(0, count - MINI_GAMES.length) }, () => rng.pick(MINI_GAMES)),
  ]).slice(0, count);
  const indexes = shuffled(
    rng,
    sports.map((_, i) => i),
  );
  const privateSet = new Set(indexes.slice(0, GENERATED_PRIVATE_COUNT));
  const playingSet = new Set(shuffled(rng, indexes).slice(0, GENERATED_PLAYING_COUNT));
  const codes = new Set<string>();
  const rngBytes = (length: number) => Uint8Array.from({ length }, () => rng.int(0, 255));

  return sports.map((game, i) => {
    const id = `room-${i + 1}`;
    const maxPlayers = rng.int(2, roomSeatLimit(game.id));
    const players = createAiPlayers(rng, rng.int(1, maxPlayers), id);
    const host = players[0] as (typeof players)[number];
    const isPrivate = privateSet.has(i);
    const room: Room = {
      id,
      name: `${rng.pick(ROOM_TITLES)} ${game.name} ${rng.pick(ROOM_KINDS)}`,
      sport: game.id,
      mode: 'multiplayer',
      maxPlayers,
      currentPlayers: players,
      status: playingSet.has(i) ? 'playing' : 'waiting',
      hostId: host.id,
      settings: {
        difficulty: rng.pick(DIFFICULTIES),
        duration: rng.pick(DURATIONS_S),
        rounds: rng.int(1, 5),
      },
      type: isPrivate ? 'private' : 'public',
    };
    if (isPrivate) {
      const code = generateInviteCode(codes, rngBytes);
      codes.add(code);
      room.inviteCode = code;
    }
    return room;
  });
}
