// @vitest-environment node
// 'My runs' through a real server and its SQLite store: this browser's player's last verified runs, newest
// first, each saying whether it ranked and whether its replay is given out now (today's daily challenge is
// not); only with the secret (401 without), GET only (405), bounded and rate limited (429).
import { makePlayer } from '../store/testing/fixtures';
import { NEEDS_SECRET } from './identitySecret';
import { browserSecret, playRun, startResultsServer } from './testing/resultsServer';

let api: Awaited<ReturnType<typeof startResultsServer>>;
beforeAll(async () => {
  api = await startResultsServer();
});
afterAll(() => api.stop());

describe('GET /api/identity/runs', () => {
  it('lists this player’s verified runs newest first, with whether each ranked and can be replayed', async () => {
    const me = browserSecret();
    const first = await playRun(api.base, me, 300, { game: 'archery', name: 'Asha' });
    api.clock.advance(1000);
    const daily = await playRun(api.base, me, 500, { game: 'fencing', daily: true });
    api.clock.advance(1000);
    // Someone else's run is not in this list.
    await playRun(api.base, browserSecret(), 900, { game: 'archery', name: 'Ben' });

    const answer = await api.call('/api/identity/runs', { secret: me });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      runs: [
        {
          resultId: daily.run.json.resultId,
          game: 'fencing',
          kind: 'daily',
          ranked: true,
          dailyDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          score: 500,
          timeMs: expect.any(Number),
          date: expect.any(String),
          // Today's daily challenge: its replay waits for the day's end.
          replayable: false,
        },
        {
          resultId: first.run.json.resultId,
          game: 'archery',
          kind: 'practice',
          ranked: true,
          dailyDate: null,
          score: 300,
          timeMs: expect.any(Number),
          date: expect.any(String),
          replayable: true,
        },
      ],
    });
    // The replay route agrees with each row.
    expect((await api.call(`/api/replays/${String(daily.run.json.resultId)}`)).status).toBe(403);
    expect((await api.call(`/api/replays/${String(first.run.json.resultId)}`)).status).toBe(200);

    // At midnight UTC the day is over: the daily run can be replayed, and the list says so.
    const dailyDate = (answer.json.runs as Array<{ dailyDate: string | null }>)[0]!.dailyDate!;
    api.clock.set(Date.parse(`${dailyDate}T00:00:00Z`) + 86_400_000);
    const later = await api.call('/api/identity/runs', { secret: me });
    expect((later.json.runs as Array<{ replayable: boolean }>).map((r) => r.replayable)).toEqual([
      true,
      true,
    ]);
  });

  it('says a room’s run and a ghost race did not rank, and offers the replay of both', async () => {
    const secret = browserSecret();
    const player = await api.store.createPlayer({ secret, name: 'Rooms' });
    const base = {
      game: 'swimming',
      rulesVersion: 1,
      settings: { duration: 90, difficulty: 'medium', rounds: 1 },
      seed: 7,
      playerId: player.id,
      score: 10,
      timeMs: 1000,
      verified: true,
    } as const;
    await api.store.saveResult({ ...base, kind: 'ghost', log: Buffer.from('ghost race') });
    api.clock.advance(1000);
    await api.store.saveResult({
      ...base,
      kind: 'room',
      roomId: 'room-1',
      log: Buffer.from('room inputs'),
    });
    api.clock.advance(1000);
    await api.store.saveResult({
      ...base,
      kind: 'practice',
      log: Buffer.from('not verified'),
      verified: false,
    });
    const answer = await api.call('/api/identity/runs', { secret });
    expect(
      (answer.json.runs as Array<Record<string, unknown>>).map((r) => [
        r.kind,
        r.ranked,
        r.replayable,
      ]),
    ).toEqual([
      ['room', false, true],
      ['ghost', false, true],
    ]);
  });

  it('answers an empty list for a secret that names no player yet, and the last 50 at most', async () => {
    expect((await api.call('/api/identity/runs', { secret: browserSecret() })).json).toEqual({
      runs: [],
    });
    const secret = browserSecret();
    const player = await makePlayer(api.store, 'Many');
    await api.store.redeemTransferCode(
      (await api.store.createTransferCode(player.id)).code,
      secret,
    );
    for (let i = 1; i <= 52; i++) {
      api.clock.advance(1000);
      await api.store.saveResult({
        game: 'archery',
        rulesVersion: 1,
        kind: 'practice',
        settings: { duration: 90, difficulty: 'medium', rounds: 1 },
        seed: 7,
        log: Buffer.from(`run ${i}`),
        playerId: player.id,
        score: i,
        timeMs: 1000,
        verified: true,
      });
    }
    const all = await api.call('/api/identity/runs', { secret });
    expect((all.json.runs as Array<{ score: number }>).map((r) => r.score)).toEqual(
      Array.from({ length: 50 }, (_, i) => 52 - i),
    );
    const three = await api.call('/api/identity/runs?limit=3', { secret });
    expect((three.json.runs as Array<{ score: number }>).map((r) => r.score)).toEqual([52, 51, 50]);
  });

  it('needs the secret in the header (401), takes GET only (405) and a bounded query (400)', async () => {
    const missing = await api.call('/api/identity/runs');
    expect(missing.status).toBe(401);
    expect(missing.json.error).toBe(NEEDS_SECRET);
    // A malformed secret is refused as on every route.
    expect((await api.call('/api/identity/runs', { secret: 'not a secret' })).status).toBe(400);

    const secret = browserSecret();
    for (const method of ['POST', 'DELETE', 'PUT']) {
      const answer = await api.call('/api/identity/runs', { method, secret });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow, method).toBe('GET, OPTIONS');
    }
    for (const query of [
      'limit=0',
      'limit=51',
      'limit=1e3',
      'limit=-1',
      'limit=abc',
      'limit=',
      'limit=2&limit=3',
      'secret=abc',
      'game=swimming',
    ]) {
      const answer = await api.call(`/api/identity/runs?${query}`, { secret });
      expect(answer.status, query).toBe(400);
      expect(answer.json.error, query).toEqual(expect.any(String));
    }
    expect((await api.call('/api/identity/runs/1', { secret })).status).toBe(404);
  });
});

describe('My runs’ limit', () => {
  let limited: Awaited<ReturnType<typeof startResultsServer>>;
  beforeAll(async () => {
    limited = await startResultsServer({
      limits: {
        readsPerMinute: 2,
        runsPerIdentityPerMinute: 10,
        runsPerAddressPerMinute: 10,
        accountPerMinute: 10,
      },
    });
  });
  afterAll(() => limited.stop());

  it('counts with the board reads, per address', async () => {
    const secret = browserSecret();
    const read = () => limited.call('/api/identity/runs', { secret, from: '127.0.0.11' });
    expect((await read()).status).toBe(200);
    expect((await read()).status).toBe(200);
    const refused = await read();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await limited.call('/api/identity/runs', { secret, from: '127.0.0.12' })).status).toBe(
      200,
    );
  });
});
