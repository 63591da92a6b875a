// @vitest-environment node
// Run tickets and submissions through a real server: the server picks the seed (the day's for the daily
// challenge), a run is kept only when the re-play (here a test double) agrees and the ticket is this
// browser's, unused and unexpired and the log no copy; the answer comes once the write is acknowledged, with
// places and the world record; a full write queue answers 503; bad input gets 400 with one line.
import { sqliteBackend } from '../store/testing/backends';
import { openStore, utcDay } from '../store/index';
import { DISAGREES, REFUSED_BY_DOUBLE } from './testing/acceptClaimedRun';
import { browserSecret, call, logOf, playRun, startResultsServer } from './testing/resultsServer';
import { REASONS } from './submitRunRoute';
import { acceptClaimedRun } from './testing/acceptClaimedRun';
import { CANNOT_VERIFY, refuseEveryRun } from './runVerifier';

let api: Awaited<ReturnType<typeof startResultsServer>>;
beforeAll(async () => {
  api = await startResultsServer();
});
afterAll(() => api.stop());

const settings = { duration: 90, difficulty: 'medium', rounds: 1 };
const ticketFor = (secret: Buffer, body: object = { game: 'swimming', settings }) =>
  api.call('/api/runs/ticket', { secret, body });

describe('run tickets', () => {
  it('gives a practice ticket with a seed the server picked, bound to the browser', async () => {
    const secret = browserSecret();
    const a = await ticketFor(secret);
    const b = await ticketFor(secret);
    expect(a.status).toBe(200);
    expect(a.json).toMatchObject({
      ticketId: expect.any(String),
      seed: expect.any(Number),
      kind: 'practice',
      settings,
      variant: '',
      expiresAt: expect.any(Number),
    });
    expect(a.json).not.toHaveProperty('dailyDate');
    expect(a.json.seed).not.toBe(b.json.seed);
    const stored = await api.store.getTicket(a.json.ticketId as string);
    expect(stored && api.store.ticketOwnedBy(stored, secret)).toBe(true);
    expect(stored && api.store.ticketOwnedBy(stored, browserSecret())).toBe(false);
  });

  it('gives everyone the day’s seed and the practice settings for the daily challenge', async () => {
    const a = await ticketFor(browserSecret(), {
      game: 'archery',
      settings: { duration: 30, difficulty: 'easy', rounds: 1 },
      daily: true,
    });
    const b = await ticketFor(browserSecret(), { game: 'archery', daily: true });
    expect(a.json).toMatchObject({
      kind: 'daily',
      dailyDate: utcDay(api.clock.now()),
      settings,
    });
    expect(b.json.seed).toBe(a.json.seed);
    expect(b.json.seed).toBe(await api.store.dailySeed('archery', utcDay(api.clock.now())));
  });

  it('splits the boards by settings that change a score’s meaning', async () => {
    const other = await ticketFor(browserSecret(), {
      game: 'swimming',
      settings: { duration: 60, difficulty: 'hard', rounds: 1 },
    });
    expect(other.json.variant).toBe('60s-hard-1r');
  });

  it('refuses bad input with 400 and one line, and a request without an identity with 401', async () => {
    const secret = browserSecret();
    const cases: [object, RegExp][] = [
      [{ game: 'chess', settings }, /^Unknown game/],
      [{ game: 'swimming', settings: { ...settings, duration: 91 } }, /^settings\.duration/],
      [{ game: 'swimming', settings: { ...settings, extra: 1 } }, /only duration/],
      [{ game: 'swimming', settings, daily: 'yes' }, /^daily is/],
      [{ game: 'swimming' }, /^settings must be/],
    ];
    for (const [body, message] of cases) {
      const answer = await ticketFor(secret, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.error).toMatch(message);
      expect(String(answer.json.error)).not.toContain('\n');
    }
    const notJson = await api.call('/api/runs/ticket', { secret, body: '[1,2]' });
    expect(notJson.status).toBe(400);
    expect(notJson.json.error).toBe('The body must be a JSON object.');
    const anonymous = await api.call('/api/runs/ticket', { body: { game: 'swimming', settings } });
    expect(anonymous.status).toBe(401);
    const short = await api.call('/api/runs/ticket', {
      secret: Buffer.alloc(8).toString('base64url'),
      body: { game: 'swimming', settings },
    });
    expect(short.status).toBe(400);
    expect(short.json.error).toMatch(/^The Authorization header/);
  });
});

describe('submitting a run', () => {
  it('keeps a verified run, makes the player at the first one, and answers its places and the record', async () => {
    const asha = browserSecret();
    const { run } = await playRun(api.base, asha, 1500, { name: 'Asha', country: 'FI' });
    expect(run.status).toBe(200);
    expect(run.json).toMatchObject({
      verified: true,
      resultId: expect.any(Number),
      score: 1500,
      place: { week: { place: 1, of: 1 }, allTime: { place: 1, of: 1 } },
      personalBest: true,
      worldRecord: { name: 'Asha', score: 1500, medal: 'gold', country: 'FI', place: 1 },
    });
    expect(run.json.place).not.toHaveProperty('today');
    // Acknowledged means written: a second store on the same file (another process) reads it.
    const player = await api.store.playerBySecret(asha);
    expect(player).toMatchObject({ name: 'Asha', country: 'FI' });
    const runs = await api.store.playerRuns(player?.id ?? 0);
    expect(runs).toEqual([expect.objectContaining({ kind: 'practice', score: 1500 })]);

    const ben = browserSecret();
    const second = await playRun(api.base, ben, 1200, { name: 'Ben' });
    expect(second.run.json).toMatchObject({
      verified: true,
      place: { allTime: { place: 2, of: 2 } },
      worldRecord: { name: 'Asha', score: 1500 },
    });
    // A worse run of Asha's keeps her best on the boards.
    const worse = await playRun(api.base, asha, 900);
    expect(worse.run.json).toMatchObject({ verified: true, personalBest: false });
    expect(worse.run.json.place).toMatchObject({ allTime: { place: 1, of: 2 } });
  });

  it('places a daily run on today’s board too', async () => {
    const { ticket, run } = await playRun(api.base, browserSecret(), 700, {
      game: 'fencing',
      daily: true,
      name: 'Dee',
    });
    expect(ticket.json.kind).toBe('daily');
    expect(run.json).toMatchObject({
      verified: true,
      place: { today: { place: 1, of: 1 }, week: { place: 1 }, allTime: { place: 1 } },
    });
  });

  it('refuses a used, foreign, expired or unknown ticket and a copied log, saying why', async () => {
    const secret = browserSecret();
    const ticket = await ticketFor(secret);
    const body = (log = logOf()) => ({
      ticketId: ticket.json.ticketId,
      log,
      claimed: { score: 10, timeMs: 1000 },
    });
    const foreign = await api.call('/api/runs', { secret: browserSecret(), body: body() });
    expect(foreign.json).toEqual({ verified: false, reason: REASONS.foreignTicket });
    const firstLog = logOf();
    expect((await api.call('/api/runs', { secret, body: body(firstLog) })).json.verified).toBe(
      true,
    );
    const again = await api.call('/api/runs', { secret, body: body() });
    expect(again.json).toEqual({ verified: false, reason: REASONS.usedTicket });

    // The same inputs on another ticket of the same seed (the daily challenge): a copy.
    const copier = browserSecret();
    const daily = (s: Buffer) => ticketFor(s, { game: 'basketball', daily: true });
    const original = await daily(browserSecret());
    const copyTicket = await daily(copier);
    const log = logOf('the leader’s inputs');
    const leader = await api.call('/api/runs', {
      secret: browserSecret(),
      body: { ticketId: original.json.ticketId, log, claimed: { score: 50, timeMs: 1 } },
    });
    expect(leader.json).toEqual({ verified: false, reason: REASONS.foreignTicket });
    const owner = browserSecret();
    const ownTicket = await daily(owner);
    await api.call('/api/runs', {
      secret: owner,
      body: { ticketId: ownTicket.json.ticketId, log, claimed: { score: 50, timeMs: 1 } },
    });
    const copied = await api.call('/api/runs', {
      secret: copier,
      body: { ticketId: copyTicket.json.ticketId, log, claimed: { score: 50, timeMs: 1 } },
    });
    expect(copied.json).toEqual({ verified: false, reason: REASONS.copiedLog });

    const late = await ticketFor(secret);
    api.clock.advance(11 * 60_000);
    const expired = await api.call('/api/runs', {
      secret,
      body: { ticketId: late.json.ticketId, log: logOf(), claimed: { score: 1, timeMs: 1 } },
    });
    expect(expired.json).toEqual({ verified: false, reason: REASONS.expiredTicket });

    const unknown = await api.call('/api/runs', {
      secret,
      body: { ticketId: 'no-such-ticket', log: logOf(), claimed: { score: 1, timeMs: 1 } },
    });
    expect(unknown.json).toEqual({ verified: false, reason: REASONS.foreignTicket });
  });

  it('refuses a banned player’s run, saying why, and keeps nothing of it', async () => {
    const secret = browserSecret();
    const first = await playRun(api.base, secret, 40, { game: 'weightlifting', name: 'Cheat' });
    expect(first.run.json.verified).toBe(true);
    const player = await api.store.playerBySecret(secret);
    await api.store.banPlayer(player?.id ?? 0);
    const runsBefore = await api.store.playerRuns(player?.id ?? 0);

    const banned = await playRun(api.base, secret, 9999, { game: 'weightlifting' });
    expect(banned.run.status).toBe(200);
    expect(banned.run.json).toEqual({ verified: false, reason: REASONS.bannedPlayer });
    expect(await api.store.playerRuns(player?.id ?? 0)).toEqual(runsBefore);
    const board = await api.call('/api/boards/weightlifting?period=all');
    expect(board.json.rows).toEqual([]);
    // The ticket was not spent on the refusal: it is still unused.
    const ticket = await api.store.getTicket(banned.ticket.json.ticketId as string);
    expect(ticket?.usedAt).toBeNull();
  });

  it('passes on the re-play’s reason and keeps nothing when it disagrees', async () => {
    const secret = browserSecret();
    for (const [log, reason] of [
      [logOf('score=99'), DISAGREES],
      [logOf('refuse'), REFUSED_BY_DOUBLE],
    ] as const) {
      const ticket = await ticketFor(secret);
      const answer = await api.call('/api/runs', {
        secret,
        body: { ticketId: ticket.json.ticketId, log, claimed: { score: 100, timeMs: 1 } },
      });
      expect(answer.json).toEqual({ verified: false, reason });
    }
    expect(await api.store.playerBySecret(secret)).toBeNull();
  });

  it('refuses malformed submissions with 400 and one line', async () => {
    const secret = browserSecret();
    const ticket = await ticketFor(secret);
    const cases: [object, RegExp][] = [
      [{ log: logOf(), claimed: {} }, /^ticketId/],
      [{ ticketId: ticket.json.ticketId, claimed: {} }, /log and its claimed/],
      [{ ticketId: ticket.json.ticketId, log: logOf(), claimed: {}, name: 'AI' }, /^name is/],
      [{ ticketId: ticket.json.ticketId, log: logOf(), claimed: {}, country: 'fin' }, /^country/],
    ];
    for (const [body, message] of cases) {
      const answer = await api.call('/api/runs', { secret, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.error).toMatch(message);
    }
  });
});

describe('a server whose rules moved on, or whose store is full', () => {
  it('refuses a run re-played under another rules version than its ticket’s', async () => {
    const other = await startResultsServer({
      wiring: { verifyRun: acceptClaimedRun({ rulesVersion: 2 }) },
    });
    try {
      const { run } = await playRun(other.base, browserSecret(), 10);
      expect(run.json).toEqual({ verified: false, reason: REASONS.rulesChanged });
    } finally {
      await other.stop();
    }
  });

  it('keeps every run on its device while no re-play is wired in (npm start today)', async () => {
    const plain = await startResultsServer({ wiring: { verifyRun: refuseEveryRun } });
    try {
      const secret = browserSecret();
      const { run } = await playRun(plain.base, secret, 10);
      expect(run.json).toEqual({ verified: false, reason: CANNOT_VERIFY });
      expect(await plain.store.playerBySecret(secret)).toBeNull();
    } finally {
      await plain.stop();
    }
  });

  it('answers 503 with a clear line when the write queue is full, and the ticket stays usable', async () => {
    const backend = sqliteBackend();
    const config = await backend.fresh();
    const store = await openStore({
      database: config,
      optimizeEveryMs: 0,
      queue: { capacity: 1, retryMinMs: 10, retryMaxMs: 20, onProblem: () => undefined },
    });
    const full = await startResultsServer({ wiring: { store } });
    const outage = backend.outage(config);
    try {
      const a = browserSecret();
      const b = browserSecret();
      // Both players exist and hold tickets before the database stops taking writes.
      await playRun(full.base, a, 1);
      await playRun(full.base, b, 1);
      const ticketA = await call(full.base, '/api/runs/ticket', {
        secret: a,
        body: { game: 'swimming', settings },
      });
      const ticketB = await call(full.base, '/api/runs/ticket', {
        secret: b,
        body: { game: 'swimming', settings },
      });
      await outage.begin();
      const waiting = call(full.base, '/api/runs', {
        secret: a,
        body: { ticketId: ticketA.json.ticketId, log: logOf(), claimed: { score: 5, timeMs: 1 } },
      });
      while (store.queueStats.waiting === 0) await new Promise((r) => setTimeout(r, 10));
      const refused = await call(full.base, '/api/runs', {
        secret: b,
        body: { ticketId: ticketB.json.ticketId, log: logOf(), claimed: { score: 6, timeMs: 1 } },
      });
      expect(refused.status).toBe(503);
      expect(refused.json.error).toMatch(/^Results cannot be kept right now/);
      await outage.end();
      expect((await waiting).json).toMatchObject({ verified: true, score: 5 });
      const retried = await call(full.base, '/api/runs', {
        secret: b,
        body: { ticketId: ticketB.json.ticketId, log: logOf(), claimed: { score: 6, timeMs: 1 } },
      });
      expect(retried.json).toMatchObject({ verified: true, score: 6 });
    } finally {
      await outage.end();
      await full.stop();
      await store.close();
      await backend.dispose();
    }
  });
});
