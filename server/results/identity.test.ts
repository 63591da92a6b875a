// @vitest-environment node
// The identity without sign-up: a one-time code carries it to a second browser, 'Delete my results' removes
// the player and every row of theirs, and 'Report name' files a report the operator lists.
import { BAD_CODE, HAS_PLAYER, NO_PLAYER } from './identityRoutes';
import { browserSecret, playRun, startResultsServer } from './testing/resultsServer';

let api: Awaited<ReturnType<typeof startResultsServer>>;
beforeAll(async () => {
  api = await startResultsServer();
});
afterAll(() => api.stop());

describe('the identity', () => {
  it('moves to another browser with a one-time code', async () => {
    const first = browserSecret();
    const second = browserSecret();
    expect((await api.call('/api/identity/code', { method: 'POST', secret: first })).json).toEqual({
      error: NO_PLAYER,
    });
    await playRun(api.base, first, 420, { game: 'alpine-skiing', name: 'Asha' });
    const made = await api.call('/api/identity/code', { method: 'POST', secret: first, body: {} });
    expect(made.json).toEqual({
      code: expect.stringMatching(/^[A-Z2-9]{8}$/),
      expiresAt: expect.any(Number),
    });
    const redeemed = await api.call('/api/identity/redeem', {
      secret: second,
      body: { code: String(made.json.code).toLowerCase() },
    });
    expect(redeemed.json).toMatchObject({ name: 'Asha', playerId: expect.any(Number) });
    const best = await api.call('/api/records/alpine-skiing', { secret: second });
    expect(best.json.yourBest).toMatchObject({ name: 'Asha', score: 420 });
    // Once only.
    const again = await api.call('/api/identity/redeem', {
      secret: browserSecret(),
      body: { code: made.json.code },
    });
    expect(again.status).toBe(404);
    expect(again.json.error).toBe(BAD_CODE);
    const bad = await api.call('/api/identity/redeem', {
      secret: browserSecret(),
      body: { code: 12 },
    });
    expect(bad.status).toBe(400);
    // A browser with results of its own keeps them: it is not silently moved to another player.
    const other = browserSecret();
    await playRun(api.base, other, 10, { game: 'alpine-skiing', name: 'Own Results' });
    const code = await api.call('/api/identity/code', { method: 'POST', secret: first });
    const refused = await api.call('/api/identity/redeem', {
      secret: other,
      body: { code: code.json.code },
    });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe(HAS_PLAYER);
    expect((await api.store.playerBySecret(other))?.name).toBe('Own Results');
  });

  it('changes the country beside the player’s name on their rows at once, and the filter follows', async () => {
    const me = browserSecret();
    await playRun(api.base, me, 300, { game: 'athletics', name: 'Flag Bearer' });
    await playRun(api.base, browserSecret(), 200, { game: 'athletics', name: 'Stateless' });
    const rows = async (query = '') =>
      (
        (await api.call(`/api/boards/athletics${query}`)).json.rows as {
          name: string;
          country: unknown;
        }[]
      ).map((row) => [row.name, row.country]);
    expect(await rows()).toEqual([
      ['Flag Bearer', null],
      ['Stateless', null],
    ]);

    const set = (country: unknown, secret = me) =>
      api.call('/api/identity/country', { secret, body: { country } });
    expect((await set('FI')).json).toEqual({ country: 'FI' });
    expect(await rows()).toEqual([
      ['Flag Bearer', 'FI'],
      ['Stateless', null],
    ]);
    expect(await rows('?country=FI')).toEqual([['Flag Bearer', 'FI']]);
    expect(await rows('?country=SE')).toEqual([]);

    // Back to no country: the flag goes, and the filter no longer finds the player.
    expect((await set(null)).json).toEqual({ country: null });
    expect(await rows('?country=FI')).toEqual([]);
    expect((await api.store.playerBySecret(me))?.country).toBeNull();

    for (const bad of ['fi', 'FIN', 'UK', 'ZZ', 7, undefined]) {
      const refused = await set(bad);
      expect(refused.status, String(bad)).toBe(400);
      expect(refused.json.error).toMatch(/^country is a two-letter/);
    }
    const noPlayer = await set('FI', browserSecret());
    expect(noPlayer.status).toBe(404);
    expect(noPlayer.json.error).toBe(NO_PLAYER);
    const anonymous = await api.call('/api/identity/country', { body: { country: 'FI' } });
    expect(anonymous.status).toBe(401);
  });

  it('deletes the player and every row of theirs', async () => {
    const me = browserSecret();
    await playRun(api.base, me, 77, { game: 'basketball', name: 'Gone Soon' });
    await playRun(api.base, browserSecret(), 50, { game: 'basketball', name: 'Stays' });
    const player = await api.store.playerBySecret(me);
    const deleted = await api.call('/api/identity', { method: 'DELETE', secret: me });
    expect(deleted.json).toEqual({ deleted: true, playerId: player?.id });
    const board = await api.call('/api/boards/basketball');
    expect((board.json.rows as { name: string }[]).map((r) => r.name)).toEqual(['Stays']);
    expect(await api.store.playerRuns(player?.id ?? 0, { all: true })).toEqual([]);
    expect(await api.store.playerBySecret(me)).toBeNull();
    const twice = await api.call('/api/identity', { method: 'DELETE', secret: me });
    expect(twice.status).toBe(404);
    const anonymous = await api.call('/api/identity', { method: 'DELETE' });
    expect(anonymous.status).toBe(401);
  });
});

describe('reports', () => {
  it('files a report on a board row for the operator, with or without an identity', async () => {
    const reporter = browserSecret();
    await playRun(api.base, reporter, 10, { game: 'swimming', name: 'Reporter' });
    await playRun(api.base, browserSecret(), 99, { game: 'swimming', name: 'Rude Name' });
    const board = await api.call('/api/boards/swimming');
    const row = (board.json.rows as { resultId: number; playerId: number; name: string }[])[0];
    expect(row?.name).toBe('Rude Name');
    const filed = await api.call('/api/reports', {
      secret: reporter,
      body: { resultId: row?.resultId, reason: 'Offensive name' },
    });
    expect(filed.json).toEqual({ reported: true });
    await api.call('/api/reports', { body: { resultId: row?.resultId, reason: 'Also rude' } });
    const reports = await api.store.listReports();
    const reporterId = (await api.store.playerBySecret(reporter))?.id;
    expect(
      reports.map((r) => [r.playerId, r.playerName, r.resultId, r.reason, r.reporterId]),
    ).toEqual([
      [row?.playerId, 'Rude Name', row?.resultId, 'Offensive name', reporterId],
      [row?.playerId, 'Rude Name', row?.resultId, 'Also rude', null],
    ]);
    for (const body of [
      { resultId: 999_999, reason: 'x' },
      { resultId: 'one', reason: 'x' },
      { resultId: row?.resultId, reason: { text: 'x' } },
      { resultId: row?.resultId, reason: '' },
    ]) {
      const refused = await api.call('/api/reports', { body });
      expect(refused.status, JSON.stringify(body)).toBe(body.resultId === 999_999 ? 404 : 400);
      expect(typeof refused.json.error).toBe('string');
    }
  });
});
