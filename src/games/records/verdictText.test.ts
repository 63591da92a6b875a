import { BANNED_PLAYER_REASON } from '../../../shared/protocol/resultsApi';
import { dateOf, flagOf, medalEmoji } from './boardText';
import { createResultsClient } from './resultsClient';
import { OFFLINE_REASON, placeText, verdictLines, worldRecordText } from './verdictText';

describe('what a results screen says of a run', () => {
  it('gives the places: today for the daily challenge, this week for a practice, and all time', () => {
    expect(placeText({ today: { place: 12, of: 340 }, allTime: { place: 85, of: 9000 } })).toBe(
      '#12 of 340 today · #85 all time',
    );
    expect(placeText({ week: { place: 3, of: 1200 }, allTime: { place: 1500, of: 2000 } })).toBe(
      '#3 of 1,200 this week · #1,500 all time',
    );
  });

  it('names the world record and its holder', () => {
    expect(worldRecordText({ score: 1912, name: 'Asha' })).toBe('World record 1,912 by Asha');
  });

  it('says Not verified with the reason, or that the results stay on the device', () => {
    expect(verdictLines({ status: 'rejected', reason: 'The run did not finish.' })).toEqual({
      title: 'Not verified',
      lines: ['The run did not finish.'],
    });
    expect(verdictLines({ status: 'offline' })).toEqual({
      title: 'Not verified',
      lines: [OFFLINE_REASON],
    });
  });

  it('says in one line why a banned player’s run is not verified', async () => {
    const client = createResultsClient('http://site.test', () =>
      Promise.resolve(
        new Response(JSON.stringify({ verified: false, reason: BANNED_PLAYER_REASON }), {
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
    const verdict = await client.submit('S'.repeat(43), { ticketId: 't', log: '', claimed: [] });
    expect(verdict.verified).toBe(false);
    const reason = verdict.verified ? '' : verdict.reason;
    expect(verdictLines({ status: 'rejected', reason })).toEqual({
      title: 'Not verified',
      lines: [
        'This player’s results are not shown on the boards, so this run stays on this device.',
      ],
    });
  });
});

describe('what a results screen says of a ghost race', () => {
  const ghostRace = {
    game: 'swimming' as const,
    ghostName: 'Asha',
    durationS: 90,
    you: { score: 1200, timeS: 41.3 },
    ghost: { score: 1180, timeMs: 41_720 },
  };

  it('compares with the ghost instead of giving places, and says it is not ranked', () => {
    expect(
      verdictLines({
        status: 'verified',
        kind: 'ghost',
        resultId: 71,
        place: {},
        worldRecord: null,
        ghostRace,
      }),
    ).toEqual({
      title: 'Verified',
      lines: [
        'Ghost race against Asha: You beat the ghost by 0.42 s.',
        'A ghost race is not ranked on the boards: its course was known in advance.',
      ],
    });
  });

  it('still compares when the run was not verified', () => {
    expect(verdictLines({ status: 'rejected', reason: 'No.', ghostRace }).lines).toEqual([
      'No.',
      'Ghost race against Asha: You beat the ghost by 0.42 s.',
    ]);
  });
});

describe('a board row', () => {
  it('shows the flag of a chosen country only', () => {
    expect(flagOf('FI')).toBe('🇫🇮');
    expect(flagOf(null)).toBe('');
    expect(flagOf('fi')).toBe('');
  });

  it('shows the medal of the top three and the UTC date', () => {
    expect(medalEmoji('gold')).toBe('🥇');
    expect(medalEmoji(null)).toBe('');
    expect(dateOf('2026-11-27T06:00:00.000Z')).toBe('2026-11-27');
  });
});
