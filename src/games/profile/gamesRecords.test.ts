import type { GameResultEntry } from '../../../shared/games/core/types';
import { defaultProfile } from './profile';
import { updateGamesRecord, validateGamesRecords } from './gamesRecords';
import { recordGame } from './progress';

function entry(playerId: string, position: number, score: number): GameResultEntry {
  return {
    playerId,
    playerName: playerId.toUpperCase(),
    playerAvatar: playerId,
    score,
    time: 60,
    position,
  };
}

const nameOf = (row: GameResultEntry) => (row.playerId === 'you' ? 'You' : row.playerName);

describe('validateGamesRecords', () => {
  it('keeps whole records under known keys and drops the rest', () => {
    expect(
      validateGamesRecords({
        'swimming@90': { score: 1500, holder: 'Ava' },
        weightlifting: { score: 360, holder: '  You ' },
        chess: { score: 1, holder: 'X' },
        'archery@90': { score: 'lots', holder: 'X' },
        'fencing@90': { score: 5 },
        'sprint@90': 7,
        'basketball@90': { score: Number.POSITIVE_INFINITY, holder: 'X' },
      }),
    ).toEqual({
      'swimming@90': { score: 1500, holder: 'Ava' },
      weightlifting: { score: 360, holder: 'You' },
    });
    for (const raw of [null, 3, 'x', [], undefined]) expect(validateGamesRecords(raw)).toEqual({});
  });
});

describe('updateGamesRecord', () => {
  it('sets the first record from the best entry, whoever made it', () => {
    const news = updateGamesRecord(
      undefined,
      [entry('ai-1', 1, 900), entry('you', 2, 700)],
      'you',
      nameOf,
    );
    expect(news).toEqual({ record: { score: 900, holder: 'AI-1' }, isNew: true, isYours: false });
  });

  it('sets no record from a game where nobody scored', () => {
    expect(updateGamesRecord(undefined, [entry('you', 1, 0)], 'you', nameOf)).toBeNull();
    const previous = { score: 900, holder: 'Ava' };
    expect(updateGamesRecord(previous, [entry('you', 1, 0)], 'you', nameOf)).toEqual({
      record: previous,
      previous,
      isNew: false,
      isYours: false,
    });
  });

  it('is beaten only by a higher score; a tie keeps the holder', () => {
    const previous = { score: 900, holder: 'Ava' };
    expect(updateGamesRecord(previous, [entry('you', 1, 900)], 'you', nameOf)).toEqual({
      record: previous,
      previous,
      isNew: false,
      isYours: false,
    });
    expect(updateGamesRecord(previous, [entry('you', 1, 901)], 'you', nameOf)).toEqual({
      record: { score: 901, holder: 'You' },
      previous,
      isNew: true,
      isYours: true,
    });
  });
});

describe('recordGame and the Games record', () => {
  it('keeps the record per personal-best key in the profile', () => {
    const first = recordGame(defaultProfile(), { gameId: 'swimming', durationS: 90 }, [
      entry('you', 1, 1000),
      entry('ai-1', 2, 800),
    ]);
    expect(first?.gamesRecord?.isNew).toBe(true);
    expect(first?.profile.gamesRecords).toEqual({ 'swimming@90': { score: 1000, holder: 'You' } });
    const second = recordGame(first!.profile, { gameId: 'swimming', durationS: 90 }, [
      entry('ai-2', 1, 1100),
      entry('you', 2, 600),
    ]);
    expect(second?.gamesRecord).toMatchObject({ isNew: true, isYours: false });
    expect(second?.profile.gamesRecords['swimming@90']).toEqual({ score: 1100, holder: 'AI-2' });
    expect(second?.profile.personalBests['swimming@90']).toBe(1000);
  });
});
