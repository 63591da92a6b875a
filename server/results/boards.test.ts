// @vitest-environment node
// Boards and records through a real server: the top rows with places, medals for 1-3 (shared by equal
// places), flags only for a chosen country, the board's size, a country filter, the player's own row and the
// rows around it far outside the top 100, and the world record with the player's best verified score.
import { newSecret, type ResultsStore } from '../store/index';
import { browserSecret, playRun, startResultsServer } from './testing/resultsServer';

let api: Awaited<ReturnType<typeof startResultsServer>>;
beforeAll(async () => {
  api = await startResultsServer();
});
afterAll(() => api.stop());

type Row = {
  place: number;
  medal: string | null;
  name: string;
  avatar: string;
  country: string | null;
  score: number;
  playerId: number;
  date: string;
};

/** Many players straight through the store (faster than through the routes), each with one run. */
async function fill(store: ResultsStore, game: string, scores: number[]) {
  const players = await store.createPlayers(
    scores.map((_, i) => ({ secret: newSecret(), name: `Player ${i + 1}`, country: null })),
  );
  await Promise.all(
    players.map((player, i) =>
      store.saveResult({
        game,
        rulesVersion: 1,
        kind: 'practice',
        settings: { duration: 90, difficulty: 'medium', rounds: 1 },
        seed: i,
        log: Buffer.from(`fill ${game} ${i}`),
        playerId: player.id,
        score: scores[i] as number,
        timeMs: 1000,
        verified: true,
      }),
    ),
  );
}

describe('a board', () => {
  it('lists rows with places, medals, avatars and flags only where chosen, and its size', async () => {
    await playRun(api.base, browserSecret(), 300, { game: 'archery', name: 'Asha', country: 'IN' });
    await playRun(api.base, browserSecret(), 300, { game: 'archery', name: 'Ben', timeMs: 60_000 });
    await playRun(api.base, browserSecret(), 200, { game: 'archery', name: 'Cleo' });
    await playRun(api.base, browserSecret(), 100, { game: 'archery', name: 'Dev', country: 'IN' });
    const board = await api.call('/api/boards/archery?period=all');
    expect(board.status).toBe(200);
    expect(board.json).toMatchObject({ game: 'archery', period: 'all', total: 4, variant: '' });
    const rows = board.json.rows as Row[];
    expect(rows.map((r) => [r.place, r.medal, r.name, r.country, r.score])).toEqual([
      [1, 'gold', 'Asha', 'IN', 300],
      [1, 'gold', 'Ben', null, 300],
      [3, 'bronze', 'Cleo', null, 200],
      [4, null, 'Dev', 'IN', 100],
    ]);
    expect(rows[0]?.avatar).toBe('Asha');
    expect(Date.parse(rows[0]?.date ?? '')).toBeGreaterThan(0);

    const india = await api.call('/api/boards/archery?period=week&country=IN');
    expect(india.json.total).toBe(2);
    expect((india.json.rows as Row[]).map((r) => [r.place, r.name])).toEqual([
      [1, 'Asha'],
      [2, 'Dev'],
    ]);
    // Practice runs are not on the daily challenge's board.
    expect((await api.call('/api/boards/archery?period=today')).json).toMatchObject({
      total: 0,
      rows: [],
    });
  });

  it('shows the player’s own row and those around it, far outside the top 100', async () => {
    await fill(
      api.store,
      'athletics',
      Array.from({ length: 130 }, (_, i) => 10_000 - i * 10),
    );
    const me = browserSecret();
    await playRun(api.base, me, 10_000 - 119 * 10 - 5, { game: 'athletics', name: 'Me' });
    const board = await api.call('/api/boards/athletics?period=all&around=me', { secret: me });
    expect(board.json.total).toBe(131);
    expect(board.json.rows).toHaveLength(100);
    expect(board.json.you).toMatchObject({ name: 'Me', place: 121 });
    const around = board.json.around as Row[];
    expect(around.map((r) => r.place)).toEqual([
      116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126,
    ]);
    // Without an identity there is no row of one's own.
    const anonymous = await api.call('/api/boards/athletics?around=me');
    expect(anonymous.json).toMatchObject({ you: null, around: [] });
  });

  it('refuses a bad query with 400 and one line', async () => {
    for (const [query, message] of [
      ['/api/boards/chess', /^Unknown game/],
      ['/api/boards/swimming?period=month', /^period is/],
      ['/api/boards/swimming?country=fin', /^country is/],
      ['/api/boards/swimming?around=you', /^around is/],
      ['/api/boards/swimming?variant=bogus', /^variant is/],
      ['/api/boards/%E0%A4%A', /^Unknown game/],
      [`/api/boards/${'x'.repeat(60)}`, /^Unknown game/],
      ['/api/records/', /^Unknown game/],
    ] as const) {
      const answer = await api.call(query);
      expect(answer.status, query).toBe(400);
      expect(answer.json.error).toMatch(message);
    }
  });
});

describe('records', () => {
  it('gives the world record, and with the identity the player’s best verified score', async () => {
    const empty = await api.call('/api/records/weightlifting');
    expect(empty.json).toEqual({
      game: 'weightlifting',
      variant: '',
      rulesVersion: 1,
      worldRecord: null,
    });
    const me = browserSecret();
    await playRun(api.base, browserSecret(), 250, { game: 'weightlifting', name: 'Asha' });
    await playRun(api.base, me, 180, { game: 'weightlifting', name: 'Ben' });
    await playRun(api.base, me, 120, { game: 'weightlifting' });
    const mine = await api.call('/api/records/weightlifting', { secret: me });
    expect(mine.json).toMatchObject({
      worldRecord: { name: 'Asha', score: 250, place: 1 },
      yourBest: { name: 'Ben', score: 180, place: 2 },
    });
    const stranger = await api.call('/api/records/weightlifting', { secret: browserSecret() });
    expect(stranger.json.yourBest).toBeNull();
  });
});

describe('whether a board row’s replay is given out', () => {
  it('says no for today’s daily challenge on every board and in the records, yes once the day is over', async () => {
    const me = browserSecret();
    const daily = await playRun(api.base, me, 640, {
      game: 'weightlifting',
      daily: true,
      name: 'Dee',
    });
    const resultId = daily.run.json.resultId as number;
    const rowOf = (json: Record<string, unknown>) =>
      (json.rows as Array<{ resultId: number; replayable: boolean }>).find(
        (row) => row.resultId === resultId,
      );
    const today = await api.call('/api/boards/weightlifting?period=today&around=me', {
      secret: me,
    });
    expect(rowOf(today.json)?.replayable).toBe(false);
    expect((today.json.you as { replayable: boolean }).replayable).toBe(false);
    const all = await api.call('/api/boards/weightlifting?period=all');
    expect(rowOf(all.json)?.replayable).toBe(false);
    const records = await api.call('/api/records/weightlifting', { secret: me });
    expect(records.json.worldRecord).toMatchObject({ resultId, replayable: false });
    expect(records.json.yourBest).toMatchObject({ resultId, replayable: false });
    // A practice's row can be replayed at once.
    const practice = await playRun(api.base, browserSecret(), 100, { game: 'weightlifting' });
    const practiceRow = (await api.call('/api/boards/weightlifting?period=all')).json
      .rows as Array<{
      resultId: number;
      replayable: boolean;
    }>;
    expect(practiceRow.find((row) => row.resultId === practice.run.json.resultId)?.replayable).toBe(
      true,
    );

    const day = String((daily.ticket.json as { dailyDate: string }).dailyDate);
    api.clock.set(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
    const later = await api.call(`/api/boards/weightlifting?period=all`);
    expect(rowOf(later.json)?.replayable).toBe(true);
  });
});
