// @vitest-environment node
// Ghost races through a real server and its SQLite store: a ticket that asks for a ghost (by result id, the world
// record or this browser's best) gets the ghost's seed, settings and log; the race is verified and kept in the
// player's runs but never enters a board; today's daily challenge is withheld; everything asked is parsed.
import { makePlayer } from '../store/testing/fixtures';
import { browserSecret, logOf, playRun, startResultsServer } from './testing/resultsServer';

let api: Awaited<ReturnType<typeof startResultsServer>>;
beforeAll(async () => {
  api = await startResultsServer();
});
afterAll(() => api.stop());

const ticketFor = (secret: Buffer, body: Record<string, unknown>) =>
  api.call('/api/runs/ticket', { secret, body });

describe('a ghost race ticket', () => {
  it('has no world record or best to race in a game nobody has played', async () => {
    const secret = browserSecret();
    const record = await ticketFor(secret, { game: 'alpine-skiing', ghostOf: 'record' });
    expect(record.status).toBe(404);
    expect(record.json.error).toBe('This game has no world record to race yet.');
    const best = await ticketFor(secret, { game: 'alpine-skiing', ghostOf: 'best' });
    expect(best.status).toBe(404);
    expect(best.json.error).toBe('You have no verified run of this game to race yet.');
  });

  it('gives the ghost’s seed, settings and log; the race is verified but ranks on no board', async () => {
    const asha = browserSecret();
    const { ticket: first, run } = await playRun(api.base, asha, 900, {
      name: 'Asha',
      timeMs: 50_000,
    });
    const resultId = run.json.resultId as number;
    const stored = await api.store.replayOf(resultId);

    const racer = browserSecret();
    const ticket = await ticketFor(racer, {
      game: 'swimming',
      settings: { duration: 30, difficulty: 'easy', rounds: 2 },
      ghostOf: resultId,
    });
    expect(ticket.status).toBe(200);
    expect(ticket.json).toMatchObject({
      seed: first.json.seed,
      kind: 'ghost',
      settings: { duration: 90, difficulty: 'medium', rounds: 1 },
      variant: '',
      ghost: {
        resultId,
        playerName: 'Asha',
        score: 900,
        timeMs: 50_000,
        log: Buffer.from(stored!.log).toString('base64'),
      },
    });

    const race = await api.call('/api/runs', {
      secret: racer,
      body: {
        ticketId: ticket.json.ticketId,
        log: logOf(),
        claimed: { score: 5000, timeMs: 40_000 },
        name: 'Ben',
      },
    });
    expect(race.json).toMatchObject({ verified: true, score: 5000, ranked: false });
    expect(race.json).not.toHaveProperty('place');
    const record = await api.store.worldRecord({
      game: 'swimming',
      rulesVersion: 1,
      period: 'all',
    });
    expect(record?.resultId).toBe(resultId);
    const board = await api.call('/api/boards/swimming?period=all');
    expect(JSON.stringify(board.json.rows)).not.toContain('"Ben"');
    const ben = await api.store.playerBySecret(racer);
    const runs = await api.store.playerRuns(ben!.id);
    expect(runs.map((r) => [r.kind, r.score, r.verified])).toEqual([['ghost', 5000, true]]);

    // The race's replay names the ghost it raced, and which run that was; a practice's names none.
    const replay = await api.call(`/api/replays/${race.json.resultId as number}`);
    expect(replay.json).toMatchObject({
      kind: 'ghost',
      playerName: 'Ben',
      ghost: { resultId, playerName: 'Asha' },
    });
    const ghostsOwn = await api.call(`/api/replays/${resultId}`);
    expect(ghostsOwn.json.kind).toBe('practice');
    expect(ghostsOwn.json).not.toHaveProperty('ghost');
  });

  it('refuses the ghost’s own log sent back as the race (a copy of a run already kept)', async () => {
    const { run } = await playRun(api.base, browserSecret(), 700, { game: 'athletics' });
    const resultId = run.json.resultId as number;
    const racer = browserSecret();
    const ticket = await ticketFor(racer, { game: 'athletics', ghostOf: resultId });
    const copy = await api.call('/api/runs', {
      secret: racer,
      body: {
        ticketId: ticket.json.ticketId,
        log: (ticket.json.ghost as { log: string }).log,
        claimed: { score: 700, timeMs: 60_000 },
      },
    });
    expect(copy.json).toEqual({
      verified: false,
      reason: 'This run’s inputs are a copy of a run already kept.',
    });
  });

  it('resolves "record" to the world record and "best" to this browser’s best run', async () => {
    const mine = browserSecret();
    await playRun(api.base, mine, 300, { game: 'alpine-skiing', name: 'Cleo' });
    const { run: myBest } = await playRun(api.base, mine, 400, { game: 'alpine-skiing' });
    const { run: top } = await playRun(api.base, browserSecret(), 800, {
      game: 'alpine-skiing',
      name: 'Dana',
    });
    const record = await ticketFor(mine, { game: 'alpine-skiing', ghostOf: 'record' });
    expect(record.json.ghost).toMatchObject({ resultId: top.json.resultId, playerName: 'Dana' });
    const best = await ticketFor(mine, { game: 'alpine-skiing', ghostOf: 'best' });
    expect(best.json.ghost).toMatchObject({ resultId: myBest.json.resultId, score: 400 });
  });

  it('withholds a run of today’s daily challenge until its UTC day is over', async () => {
    const { run } = await playRun(api.base, browserSecret(), 600, {
      game: 'athletics',
      daily: true,
    });
    const resultId = run.json.resultId as number;
    const racer = browserSecret();
    const today = await ticketFor(racer, { game: 'athletics', ghostOf: resultId });
    expect(today.status).toBe(403);
    expect(today.json.error).toMatch(
      /^This run is of the daily challenge of \d{4}-\d{2}-\d{2}: it can be raced when that day is over/,
    );
    expect(today.json).not.toHaveProperty('ghost');
    const day = (await api.store.replayOf(resultId)) ?? null;
    expect(day).toBeNull();
    api.clock.set(
      Date.parse(`${new Date(api.clock.now()).toISOString().slice(0, 10)}T00:00:00Z`) + 86_400_000,
    );
    const tomorrow = await ticketFor(racer, { game: 'athletics', ghostOf: resultId });
    expect(tomorrow.status).toBe(200);
    expect(tomorrow.json).toMatchObject({
      kind: 'ghost',
      settings: { duration: 90, difficulty: 'medium', rounds: 1 },
      ghost: { resultId, score: 600 },
    });
  });

  it('parses and bounds what it is asked, with one clear line for each refusal', async () => {
    const secret = browserSecret();
    for (const ghostOf of ['x', 0, -1, 1.5, '5', null, 2 ** 60, { id: 1 }]) {
      const answer = await ticketFor(secret, { game: 'swimming', ghostOf });
      expect(answer.status, JSON.stringify(ghostOf)).toBe(400);
      expect(answer.json.error).toBe('ghostOf is a result id, "record" or "best".');
    }
    const daily = await ticketFor(secret, { game: 'swimming', daily: true, ghostOf: 'record' });
    expect(daily.status).toBe(400);
    expect(daily.json.error).toMatch(/not the daily challenge/);
    const archery = await ticketFor(secret, { game: 'archery', ghostOf: 'record' });
    expect(archery.status).toBe(400);
    expect(archery.json.error).toBe(
      'Ghost races are run in swimming, the sprint and alpine skiing.',
    );
    const missing = await ticketFor(secret, { game: 'swimming', ghostOf: 987_654_321 });
    expect(missing.status).toBe(404);

    const { run } = await playRun(api.base, browserSecret(), 100, { game: 'swimming' });
    const otherGame = await ticketFor(secret, {
      game: 'athletics',
      ghostOf: run.json.resultId as number,
    });
    expect(otherGame.status).toBe(400);
    expect(otherGame.json.error).toMatch(/^This run is of another game \(Swimming\)/);

    const player = await makePlayer(api.store, 'Eve');
    const old = await api.store.saveResult({
      game: 'swimming',
      rulesVersion: 2,
      kind: 'practice',
      settings: { duration: 90, difficulty: 'medium', rounds: 1 },
      seed: 9,
      log: Buffer.from('older rules'),
      playerId: player.id,
      score: 10,
      timeMs: 1000,
      verified: true,
    });
    const older = await ticketFor(secret, { game: 'swimming', ghostOf: old.resultId });
    expect(older.status).toBe(409);
    expect(older.json.error).toMatch(/older rules/);
    expect(
      await api.call('/api/runs/ticket', { body: { game: 'swimming', ghostOf: 1 } }),
    ).toMatchObject({ status: 401 });
  });
});
