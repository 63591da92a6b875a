import fc from 'fast-check';
import { MINI_GAMES } from '../games/catalog';
import {
  generateRooms,
  GENERATED_PLAYING_COUNT,
  GENERATED_PRIVATE_COUNT,
  SITE_ROOM_SEED,
} from './generateRooms';
import { isInviteCode } from './inviteCode';
import { roomSeatLimit } from './roomLimits';

describe('generateRooms', () => {
  it('is deterministic per seed and differs between seeds', () => {
    expect(generateRooms(7)).toEqual(generateRooms(7));
    expect(generateRooms(7)).not.toEqual(generateRooms(8));
  });

  it('makes 12 rooms covering all seven game sports, about 30% private and 30% playing', () => {
    const rooms = generateRooms(SITE_ROOM_SEED);
    expect(rooms).toHaveLength(12);
    expect(new Set(rooms.map((r) => r.sport))).toEqual(new Set(MINI_GAMES.map((g) => g.id)));
    expect(rooms.filter((r) => r.type === 'private')).toHaveLength(GENERATED_PRIVATE_COUNT);
    expect(rooms.filter((r) => r.status === 'playing')).toHaveLength(GENERATED_PLAYING_COUNT);
    expect(GENERATED_PRIVATE_COUNT / 12).toBeCloseTo(0.3, 0);
  });

  it('keeps every room well-formed for any seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        const rooms = generateRooms(seed);
        const ids = new Set(rooms.map((r) => r.id));
        expect(ids.size).toBe(rooms.length);
        const codes = rooms.flatMap((r) => (r.inviteCode ? [r.inviteCode] : []));
        expect(new Set(codes).size).toBe(codes.length);
        for (const room of rooms) {
          expect(room.mode).toBe('multiplayer');
          expect(room.maxPlayers).toBeGreaterThanOrEqual(2);
          expect(room.maxPlayers).toBeLessThanOrEqual(roomSeatLimit(room.sport));
          expect(room.currentPlayers.length).toBeGreaterThanOrEqual(1);
          expect(room.currentPlayers.length).toBeLessThanOrEqual(room.maxPlayers);
          expect(room.currentPlayers.every((p) => p.isAI && p.avatar === p.name)).toBe(true);
          expect(new Set(room.currentPlayers.map((p) => p.id)).size).toBe(
            room.currentPlayers.length,
          );
          expect(room.hostId).toBe(room.currentPlayers[0]?.id);
          expect(room.settings.rounds).toBeGreaterThanOrEqual(1);
          expect(room.settings.rounds).toBeLessThanOrEqual(5);
          expect(['easy', 'medium', 'hard']).toContain(room.settings.difficulty);
          expect(room.settings.duration % 15).toBe(0);
          const game = MINI_GAMES.find((g) => g.id === room.sport);
          expect(room.name).toContain(game?.name);
          if (room.type === 'private') expect(isInviteCode(room.inviteCode ?? '')).toBe(true);
          else expect(room.inviteCode).toBeUndefined();
        }
      }),
      { numRuns: 200 },
    );
  });

  it('gives the site lobby both joinable and full public rooms', () => {
    const publicRooms = generateRooms(SITE_ROOM_SEED).filter((r) => r.type === 'public');
    expect(publicRooms.some((r) => r.currentPlayers.length >= r.maxPlayers)).toBe(true);
    expect(publicRooms.some((r) => r.currentPlayers.length < r.maxPlayers)).toBe(true);
  });
});
