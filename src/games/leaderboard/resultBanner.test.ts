import type { LeaderboardRow } from './leaderboardRows';
import { ordinal, resultBanner } from './resultBanner';

const row = (playerId: string, position: number): LeaderboardRow => ({
  playerId,
  playerName: playerId,
  playerAvatar: playerId,
  score: 100 - position,
  time: 60,
  position,
});

describe('resultBanner', () => {
  it('names the place: a win, 2nd, 3rd, 4th', () => {
    const race = (mine: number) => [1, 2, 3, 4].map((p) => row(p === mine ? 'you' : `ai-${p}`, p));
    expect(resultBanner(race(1), 'you')?.headline).toBe('You win!');
    expect(resultBanner(race(2), 'you')?.headline).toBe('2nd place');
    expect(resultBanner(race(3), 'you')?.headline).toBe('3rd place');
    expect(resultBanner(race(4), 'you')).toEqual({
      headline: '4th place',
      news: [],
      celebrate: false,
    });
    expect(resultBanner([row('you', 1)], 'you')?.headline).toBe('Finished!');
    expect(resultBanner(race(2), 'someone else')).toBeNull();
  });

  it('says a shared place is shared, and a shared first is still a win to celebrate', () => {
    const tie = (place: number) => [
      row('ai-1', 1),
      { ...row('you', place), score: 50 },
      { ...row('ai-2', place), score: 50 },
    ];
    expect(resultBanner(tie(1), 'you')).toMatchObject({
      headline: 'Tied for 1st!',
      celebrate: true,
    });
    expect(resultBanner(tie(2), 'you')).toMatchObject({
      headline: 'Tied for 2nd!',
      celebrate: false,
    });
  });

  it('tells no news for a run that beats nothing: a first score, a 0, a record no higher', () => {
    const zero = [{ ...row('you', 1), score: 0 }];
    // The old code called a first 0-point run a new Games record.
    expect(
      resultBanner(
        zero,
        'you',
        { score: 0, isNew: true },
        { record: { score: 0, holder: 'You' }, isNew: true, isYours: true },
      ),
    ).toEqual({ headline: 'Finished!', news: [], celebrate: false });
    // A first record on this device beats nothing either; beating an earlier one is news.
    const mine = [{ ...row('you', 1), score: 300 }];
    const first = { record: { score: 300, holder: 'You' }, isNew: true, isYours: true };
    expect(resultBanner(mine, 'you', undefined, first)?.news).toEqual([]);
    expect(
      resultBanner(mine, 'you', undefined, { ...first, previous: { score: 250, holder: 'Ava' } })
        ?.news,
    ).toEqual(['New Games record!']);
    // A best of 0 'beaten' by 0 is no best.
    expect(resultBanner(zero, 'you', { score: 0, previous: 0, isNew: true })?.news).toEqual([]);
  });

  it('tells a new personal best and a record of yours, and celebrates them', () => {
    const rows = [row('ai-1', 1), row('you', 2)];
    const banner = resultBanner(
      rows,
      'you',
      { score: 98, previous: 80, isNew: true },
      {
        record: { score: 98, holder: 'You' },
        previous: { score: 97, holder: 'Ava' },
        isNew: true,
        isYours: true,
      },
    );
    expect(banner).toEqual({
      headline: '2nd place',
      news: ['New personal best!', 'New Games record!'],
      celebrate: true,
    });
    // A first score is no news; someone else's record is not yours.
    expect(
      resultBanner(
        rows,
        'you',
        { score: 90, isNew: true },
        { record: { score: 99, holder: 'ai-1' }, isNew: true, isYours: false },
      )?.news,
    ).toEqual([]);
  });

  it('writes ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
      '111th',
    ]);
  });
});
