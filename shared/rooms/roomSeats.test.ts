import type { GamePlayer } from '../games/core/types';
import type { Room } from './types';
import { aiSeatsWhenAlone, seatPlayers } from './roomSeats';

const you: GamePlayer = { id: 'you', name: 'You', avatar: 'You', isAI: false };
const room = (sport: Room['sport'], maxPlayers: number, others: GamePlayer[] = []): Room => ({
  id: 'custom-1',
  name: 'Custom',
  sport,
  mode: 'multiplayer',
  maxPlayers,
  currentPlayers: [you, ...others],
  status: 'waiting',
  hostId: 'you',
  settings: { difficulty: 'hard', duration: 60, rounds: 1 },
  type: 'public',
});

describe('seats of a room started on this device', () => {
  it.each([
    ['athletics', 4, 3],
    ['athletics', 2, 1],
    ['swimming', 8, 3],
    ['basketball', 2, 1],
    ['fencing', 2, 1],
    ['weightlifting', 2, 1],
    ['alpine-skiing', 2, 1],
  ] as const)('a %s room of %s seats, started alone, seats %s AI', (sport, max, count) => {
    expect(aiSeatsWhenAlone({ sport, maxPlayers: max })).toBe(count);
    const players = seatPlayers(room(sport, max), you, 9);
    expect(players[0]).toBe(you);
    expect(players.slice(1).every((p) => p.isAI)).toBe(true);
    expect(players).toHaveLength(count + 1);
    expect(new Set(players.map((p) => p.id)).size).toBe(players.length);
  });

  it('keeps the players already in the room and adds none', () => {
    const mei: GamePlayer = { id: 'room-1-ai-1', name: 'Mei', avatar: 'Mei', isAI: true };
    expect(seatPlayers(room('swimming', 6, [mei]), you, 9)).toEqual([you, mei]);
  });

  it('is seeded by the play', () => {
    expect(seatPlayers(room('athletics', 4), you, 5)).toEqual(
      seatPlayers(room('athletics', 4), you, 5),
    );
  });

  it('adds nobody to a practice room', () => {
    const practice: Room = { ...room('weightlifting', 4), mode: 'single' };
    expect(seatPlayers(practice, you, 1)).toEqual([you]);
  });
});
