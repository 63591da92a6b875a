import { MINI_GAMES, findMiniGame } from '../games/catalog';
import type { GamePlayer } from '../games/core/types';
import { createPracticeRoom, playersFor, practiceOpponents } from './practiceRoom';

const you: GamePlayer = { id: 'you', name: 'You', avatar: 'You', isAI: false };

describe('practice rooms', () => {
  it.each([
    ['swimming', 3],
    ['athletics', 3],
    ['archery', 3],
    ['basketball', 3],
    ['fencing', 1],
    ['weightlifting', 0],
    ['alpine-skiing', 0],
  ])('%s has %s AI opponents', (id, count) => {
    const game = findMiniGame(id)!;
    expect(practiceOpponents(game)).toBe(count);
    const room = createPracticeRoom(game, you, 5);
    expect(room.currentPlayers).toHaveLength(count + 1);
  });

  it("is named '{sport} Practice': single mode, max 4, medium, 90 s, 1 round", () => {
    for (const game of MINI_GAMES) {
      const room = createPracticeRoom(game, you, 42);
      expect(room).toMatchObject({
        name: `${game.name} Practice`,
        sport: game.id,
        mode: 'single',
        maxPlayers: 4,
        hostId: 'you',
        settings: { difficulty: 'medium', rounds: 1, duration: 90 },
      });
      expect(room.inviteCode).toBeUndefined();
    }
  });

  it('seats the human first and AI players with names, seeded by the play', () => {
    const game = findMiniGame('swimming')!;
    const room = createPracticeRoom(game, you, 42);
    const players = playersFor(room, you);
    expect(players[0]).toBe(you);
    expect(players.slice(1).every((p) => p.isAI && p.name.length > 1 && p.avatar === p.name)).toBe(
      true,
    );
    expect(new Set(players.map((p) => p.name)).size).toBe(players.length);
    expect(createPracticeRoom(game, you, 42)).toEqual(room);
  });

  it('puts the human first when joining someone else’s room', () => {
    const ai: GamePlayer = { id: 'ai', name: 'Mei', avatar: 'Mei', isAI: true };
    const room = {
      ...createPracticeRoom(findMiniGame('swimming')!, you, 1),
      currentPlayers: [ai, you],
    };
    expect(playersFor(room, you)).toEqual([you, ai]);
  });
});
