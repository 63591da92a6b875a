import type { GamePlayer } from '../../../shared/games/core/types';
import { HUMAN_PLAYER_ID } from '../../../shared/games/core/players';
import { createMemoryRooms } from './memoryRoomService';
import { generateRooms } from '../../../shared/rooms/generateRooms';
import type { NewRoom, Room } from '../../../shared/rooms/types';

const you: GamePlayer = { id: HUMAN_PLAYER_ID, name: 'You', avatar: 'You', isAI: false };
const ai = (n: number): GamePlayer => ({
  id: `ai-${n}`,
  name: `AI ${n}`,
  avatar: `AI ${n}`,
  isAI: true,
});

function room(overrides: Partial<Room>): Room {
  return {
    id: 'r1',
    name: 'Test Room',
    sport: 'swimming',
    mode: 'multiplayer',
    maxPlayers: 4,
    currentPlayers: [ai(1)],
    status: 'waiting',
    hostId: 'ai-1',
    settings: { difficulty: 'medium', duration: 60, rounds: 1 },
    type: 'public',
    ...overrides,
  };
}

const newRoom = (overrides: Partial<NewRoom> = {}): NewRoom => ({
  sport: 'swimming',
  type: 'public',
  maxPlayers: 4,
  duration: 60,
  difficulty: 'medium',
  ...overrides,
});

const fixedBytes = (...codes: string[]) => {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return () => Uint8Array.from((codes.shift() ?? 'ZZZZZZ').split(''), (c) => alphabet.indexOf(c));
};

describe('memory rooms service', () => {
  it('lists the initial rooms and keeps the same array until something changes', () => {
    const service = createMemoryRooms(generateRooms(1));
    expect(service.list()).toHaveLength(12);
    expect(service.list()).toBe(service.list());
  });

  it('puts a created room at the top with the spec defaults and notifies subscribers', () => {
    const service = createMemoryRooms([room({})]);
    const listener = vi.fn();
    service.subscribe(listener);
    const created = service.create(newRoom({ sport: 'athletics' }), you);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(service.list()[0]).toBe(created);
    expect(created).toMatchObject({
      name: 'Sprint Race Custom Game',
      mode: 'multiplayer',
      status: 'waiting',
      hostId: HUMAN_PLAYER_ID,
      currentPlayers: [you],
      type: 'public',
      settings: { rounds: 1, duration: 60, difficulty: 'medium' },
    });
    expect(created.inviteCode).toBeUndefined();
  });

  it('clamps broken numbers instead of creating a broken room', () => {
    const service = createMemoryRooms([]);
    const created = service.create(
      newRoom({
        sport: 'archery',
        maxPlayers: 1e9,
        difficulty: 'hard',
        duration: -5,
      }),
      you,
    );
    expect(created.maxPlayers).toBe(4);
    expect(created.settings).toEqual({ difficulty: 'hard', duration: 30, rounds: 1 });
  });

  it('gives private rooms a unique invite code, public rooms none', () => {
    const service = createMemoryRooms([room({ type: 'private', inviteCode: 'ABC234' })], {
      randomBytes: fixedBytes('ABC234', 'XYZ789'),
    });
    const created = service.create(newRoom({ type: 'private' }), you);
    expect(created.inviteCode).toBe('XYZ789');
  });

  it('joins a room: the player is added and the game is on', () => {
    const service = createMemoryRooms([room({})]);
    const outcome = service.join('r1', you);
    expect(outcome.ok).toBe(true);
    const joined = service.list()[0];
    expect(joined?.currentPlayers.map((p) => p.id)).toEqual(['ai-1', HUMAN_PLAYER_ID]);
    expect(joined?.status).toBe('playing');
    service.join('r1', you);
    expect(service.list()[0]?.currentPlayers).toHaveLength(2);
  });

  it('refuses a full room and an unknown one', () => {
    const full = room({ maxPlayers: 2, currentPlayers: [ai(1), ai(2)] });
    const service = createMemoryRooms([full]);
    expect(service.join('r1', you)).toEqual({ ok: false, reason: 'full' });
    expect(service.list()[0]).toBe(full);
    expect(service.join('nope', you)).toEqual({ ok: false, reason: 'not-found' });
  });

  it('lets a player join a room that is already playing when a seat is free', () => {
    const service = createMemoryRooms([room({ status: 'playing' })]);
    expect(service.join('r1', you).ok).toBe(true);
  });

  describe('joinByCode', () => {
    const rooms = [
      room({ id: 'pub', type: 'public', inviteCode: undefined }),
      room({ id: 'priv', type: 'private', inviteCode: 'ABC234' }),
    ];

    it('trims, ignores case and matches private rooms', () => {
      const service = createMemoryRooms(rooms);
      const outcome = service.joinByCode('  abc234 ', you);
      expect(outcome.ok && outcome.room.id).toBe('priv');
    });

    it('ignores an empty code and unknown codes', () => {
      const service = createMemoryRooms(rooms);
      expect(service.joinByCode('   ', you)).toEqual({ ok: false, reason: 'not-found' });
      expect(service.joinByCode('ZZZ999', you)).toEqual({ ok: false, reason: 'not-found' });
    });

    it('never matches a public room, even one carrying a code', () => {
      const service = createMemoryRooms([
        room({ id: 'odd', type: 'public', inviteCode: 'PUB234' }),
      ]);
      expect(service.joinByCode('PUB234', you)).toEqual({ ok: false, reason: 'not-found' });
    });

    it('refuses a full private room', () => {
      const service = createMemoryRooms([
        room({
          type: 'private',
          inviteCode: 'ABC234',
          maxPlayers: 2,
          currentPlayers: [ai(1), ai(2)],
        }),
      ]);
      expect(service.joinByCode('ABC234', you)).toEqual({ ok: false, reason: 'full' });
    });
  });

  it('leave removes the player, hands over the host and closes an empty room', () => {
    const service = createMemoryRooms([room({ currentPlayers: [you, ai(1)], hostId: you.id })]);
    service.leave('r1', you.id);
    expect(service.list()[0]).toMatchObject({ hostId: 'ai-1', currentPlayers: [ai(1)] });
    service.leave('r1', 'ai-1');
    expect(service.list()).toEqual([]);
    expect(() => service.leave('r1', 'ghost')).not.toThrow();
  });

  it('stops notifying after unsubscribe', () => {
    const service = createMemoryRooms([]);
    const listener = vi.fn();
    const unsubscribe = service.subscribe(listener);
    unsubscribe();
    service.create(newRoom(), you);
    expect(listener).not.toHaveBeenCalled();
  });
});
