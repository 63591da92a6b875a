import type { GameResultEntry } from '../../../shared/games/core/types';
import { defaultProfile, MAX_EXPERIENCE, type Profile } from './profile';
import { levelFor, recordGame, XP_PER_GAME, XP_PER_LEVEL, XP_PODIUM } from './progress';

function entry(playerId: string, position: number, score: number): GameResultEntry {
  return { playerId, playerName: playerId, playerAvatar: playerId, score, time: 60, position };
}

const race = (myPosition: number, myScore = 500): GameResultEntry[] =>
  [1, 2, 3, 4].map((position) =>
    position === myPosition
      ? entry('you', position, myScore)
      : entry(`ai-${position}`, position, 1000 - position),
  );

const swim90 = { gameId: 'swimming', durationS: 90 } as const;

describe('recordGame', () => {
  it.each([
    [1, { gold: 1, silver: 0, bronze: 0 }, 1],
    [2, { gold: 0, silver: 1, bronze: 0 }, 0],
    [3, { gold: 0, silver: 0, bronze: 1 }, 0],
    [4, { gold: 0, silver: 0, bronze: 0 }, 0],
  ])('position %s gives medals %o and %s win(s)', (position, medals, wins) => {
    const record = recordGame(defaultProfile(), swim90, race(position));
    expect(record?.profile.player).toMatchObject({ gamesPlayed: 1, wins, medals });
    expect(record?.experienceGained).toBe(XP_PER_GAME + (XP_PODIUM[position] ?? 0));
  });

  it('gives no medal or win for a game without opponents', () => {
    const record = recordGame(defaultProfile(), { gameId: 'weightlifting', durationS: 90 }, [
      entry('you', 1, 240),
    ]);
    expect(record?.profile.player).toMatchObject({
      gamesPlayed: 1,
      wins: 0,
      medals: { gold: 0, silver: 0, bronze: 0 },
      experience: XP_PER_GAME,
    });
    expect(record?.personalBest).toEqual({ score: 240, previous: undefined, isNew: true });
  });

  it('counts a shared place’s medal for each who shares it', () => {
    const tie = [entry('ai-1', 1, 900), entry('you', 2, 800), entry('ai-2', 2, 800)];
    const record = recordGame(defaultProfile(), swim90, tie);
    expect(record?.profile.player.medals).toEqual({ gold: 0, silver: 1, bronze: 0 });
    expect(record?.experienceGained).toBe(XP_PER_GAME + (XP_PODIUM[2] ?? 0));
  });

  it('keeps the personal best unless beaten', () => {
    const first = recordGame(defaultProfile(), swim90, race(2, 800));
    const worse = recordGame(first!.profile, swim90, race(2, 700));
    expect(worse?.personalBest).toEqual({ score: 700, previous: 800, isNew: false, durationS: 90 });
    expect(worse?.profile.personalBests['swimming@90']).toBe(800);
    const better = recordGame(worse!.profile, swim90, race(2, 950));
    expect(better?.personalBest).toEqual({ score: 950, previous: 800, isNew: true, durationS: 90 });
    expect(better?.profile.personalBests).toEqual({ 'swimming@90': 950 });
  });

  it('levels up with experience and caps both', () => {
    expect(levelFor(0)).toBe(1);
    expect(levelFor(XP_PER_LEVEL - 1)).toBe(1);
    expect(levelFor(XP_PER_LEVEL)).toBe(2);
    expect(levelFor(MAX_EXPERIENCE)).toBe(50);
    const nearCap: Profile = {
      ...defaultProfile(),
      player: { ...defaultProfile().player, experience: MAX_EXPERIENCE - 10, level: 50 },
    };
    const record = recordGame(nearCap, swim90, race(1));
    expect(record?.profile.player.experience).toBe(MAX_EXPERIENCE);
    expect(record?.profile.player.level).toBe(50);
  });

  it('records nothing when the human is not among the results', () => {
    expect(recordGame(defaultProfile(), swim90, [entry('ai-1', 1, 10)])).toBeNull();
  });

  it('does not change the profile it was given', () => {
    const profile = defaultProfile();
    const copy = structuredClone(profile);
    recordGame(profile, swim90, race(1));
    expect(profile).toEqual(copy);
  });

  it('compares a best only with games of the same duration where the score depends on it', () => {
    const long = recordGame(
      defaultProfile(),
      { gameId: 'swimming', durationS: 600 },
      race(1, 6983),
    );
    const practice = recordGame(long!.profile, swim90, race(1, 1880));
    expect(practice?.personalBest).toEqual({
      score: 1880,
      previous: undefined,
      isNew: true,
      durationS: 90,
    });
    expect(practice?.profile.personalBests).toEqual({ 'swimming@600': 6983, 'swimming@90': 1880 });
    // Weightlifting scores kilograms lifted, whatever the room's duration: one best.
    const lift = (durationS: number) => ({ gameId: 'weightlifting' as const, durationS });
    const a = recordGame(defaultProfile(), lift(600), [entry('you', 1, 340)]);
    const b = recordGame(a!.profile, lift(90), [entry('you', 1, 300)]);
    expect(b?.personalBest).toEqual({ score: 300, previous: 340, isNew: false });
  });

  it('explains the experience: playing, plus the medal when there is one', () => {
    expect(recordGame(defaultProfile(), swim90, race(1))?.experienceParts).toEqual([
      { label: 'for playing', points: XP_PER_GAME },
      { label: 'for gold', points: XP_PODIUM[1] },
    ]);
    expect(recordGame(defaultProfile(), swim90, race(4))?.experienceParts).toEqual([
      { label: 'for playing', points: XP_PER_GAME },
    ]);
  });

  it('records the seat this device played when it is not “you”', () => {
    const results = [entry('seat-b', 1, 900), entry('seat-a', 2, 800)];
    const record = recordGame(defaultProfile(), { ...swim90, playerId: 'seat-a' }, results);
    expect(record?.profile.player.medals).toEqual({ gold: 0, silver: 1, bronze: 0 });
    expect(record?.personalBest.score).toBe(800);
  });
});
