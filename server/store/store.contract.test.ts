// @vitest-environment node
// One contract for the results store, run against SQLite (a temporary file) and against a real PostgreSQL (a
// throwaway cluster on a free port, skipped with the install command when PostgreSQL is missing). Each test
// gets an empty database.
import fc from 'fast-check';
import { StoreBusyError, StoreInputError, StoreRejectedError } from './errors';
import { newSecret, TRANSFER_CODE_TTL_MS } from './identity';
import { SCORE_MAX, SCORE_MIN, TIME_MS_MAX } from './placeIndex';
import { openStore } from './openStore';
import type { ResultsStore } from './store';
import {
  execRaw,
  postgresAvailable,
  postgresBackend,
  rowsRaw,
  sqliteBackend,
  type TestBackend,
} from './testing/backends';
import {
  boardOrder,
  expectedPlaces,
  makePlayer,
  practice,
  START,
  SWIMMING,
  testClock,
  type TestClock,
} from './testing/fixtures';
import { POSTGRES_INSTALL_HINT } from './testing/postgresCluster';
import { openDatabase, type DatabaseConfig } from './database';
import { storeMigrations } from './migrations';
import { Migrator } from 'kysely';
import type { BoardRef } from './types';

const BACKENDS: Array<{ name: string; make: () => Promise<TestBackend>; missing?: string }> = [
  { name: 'SQLite', make: async () => sqliteBackend() },
  {
    name: 'PostgreSQL',
    make: postgresBackend,
    missing: postgresAvailable() ? undefined : POSTGRES_INSTALL_HINT,
  },
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const DAY = 86_400_000;

for (const { name, make, missing } of BACKENDS) {
  if (missing) console.warn(`results store contract on ${name} skipped: ${missing}`);

  describe.skipIf(!!missing)(
    missing ? `the results store on ${name} (skipped: ${missing})` : `the results store on ${name}`,
    () => {
      let backend: TestBackend;
      let config: DatabaseConfig;
      let store: ResultsStore;
      let clock: TestClock;

      beforeAll(async () => {
        backend = await make();
      }, 60_000);
      afterAll(async () => {
        await backend?.dispose();
      }, 30_000);

      const problems: string[] = [];
      async function openFresh(queue = {}) {
        problems.length = 0;
        clock = testClock();
        config = await backend.fresh();
        store = await openStore({
          database: config,
          now: clock.now,
          queue: {
            retryMinMs: 20,
            retryMaxMs: 100,
            onProblem: problems.push.bind(problems),
            ...queue,
          },
        });
        return store;
      }
      beforeEach(async () => {
        await openFresh();
      }, 30_000);
      afterEach(async () => {
        await store?.close(1000);
      });

      /** Saves a result one second after the previous one, and waits for it to be committed. */
      async function play(playerId: number, score: number, timeMs = 60_000, extra = {}) {
        clock.advance(1000);
        return store.saveResult({ ...practice(playerId, score, timeMs), ...extra });
      }

      /** Every row of the board has its brute-force place, placeOf agrees, and the size is right. */
      async function expectConsistent(board: BoardRef, country?: string) {
        const rows = await store.topOf(board, { limit: 200, country });
        expect([...rows].sort(boardOrder)).toEqual(rows);
        expect(rows.map((r) => r.place)).toEqual(expectedPlaces(rows));
        for (const row of rows) {
          const place = await store.placeOf(board, row.playerId, { country });
          expect(place).toEqual({ place: row.place, of: rows.length, row });
        }
        expect(await store.boardSize(board, { country })).toBe(rows.length);
        return rows;
      }

      it('keeps the ghost a ghost race raced: its replay names it while the ghost’s run is kept', async () => {
        const asha = await makePlayer(store, 'Asha');
        const ben = await makePlayer(store, 'Ben');
        const ghost = await play(asha.id, 1500);
        const race = await play(ben.id, 1600, 60_000, {
          kind: 'ghost',
          ghostResultId: ghost.resultId,
        });
        expect((await store.replayOf(race.resultId))?.ghost).toEqual({
          resultId: ghost.resultId,
          playerName: 'Asha',
        });
        expect((await store.replayOf(ghost.resultId))?.ghost).toBeNull();
        await expect(
          play(ben.id, 1700, 60_000, { ghostResultId: ghost.resultId }),
        ).rejects.toBeInstanceOf(StoreInputError);
        await store.deletePlayer(asha.id);
        expect((await store.replayOf(race.resultId))?.ghost).toBeNull();
      });

      it('opens a database of the first schema and brings it to the latest', async () => {
        await store.close(1000);
        config = await backend.fresh();
        const first = await openDatabase(config);
        const migrator = new Migrator({
          db: first.db,
          provider: {
            getMigrations: async () => {
              const all = storeMigrations(first.dialect);
              return { '0001_results_store': all['0001_results_store']! };
            },
          },
        });
        expect((await migrator.migrateToLatest()).error).toBeUndefined();
        await first.db.destroy();
        store = await openStore({ database: config, now: clock.now });
        const asha = await makePlayer(store, 'Asha');
        const ghost = await play(asha.id, 1500);
        const race = await play(asha.id, 1600, 60_000, {
          kind: 'ghost',
          ghostResultId: ghost.resultId,
        });
        expect((await store.replayOf(race.resultId))?.ghost?.playerName).toBe('Asha');
      });

      it('stores a run and reads it back on the board, in the history and as a replay', async () => {
        const asha = await makePlayer(store, 'Asha', 'FI');
        const saved = await play(asha.id, 1912, 61_230);
        expect(saved.resultId).toBeGreaterThan(0);

        const record = await store.worldRecord(SWIMMING);
        expect(record).toMatchObject({ place: 1, name: 'Asha', country: 'FI', score: 1912 });
        expect(record?.timeMs).toBe(61_230);
        expect(record?.resultId).toBe(saved.resultId);
        expect(record?.achievedAt).toBe(saved.createdAt);
        expect(await store.placeOf(SWIMMING, asha.id)).toMatchObject({ place: 1, of: 1 });
        expect(await store.bestOf(asha.id, { game: 'swimming', rulesVersion: 1 })).toMatchObject({
          score: 1912,
          resultId: saved.resultId,
        });

        const runs = await store.playerRuns(asha.id);
        expect(runs).toHaveLength(1);
        expect(runs[0]).toMatchObject({
          resultId: saved.resultId,
          kind: 'practice',
          verified: true,
        });

        const replay = await store.replayOf(saved.resultId);
        expect(replay).toMatchObject({
          playerName: 'Asha',
          seed: 1234,
          settings: { duration: 90, difficulty: 'medium', rounds: 1 },
          score: 1912,
        });
        expect(Buffer.from(replay?.log ?? []).toString()).toMatch(/^log of /);
        expect(await store.findRunWithLog(1234, replay?.log ?? new Uint8Array())).toBe(saved.runId);
        expect(await store.findRunWithLog(1235, replay?.log ?? new Uint8Array())).toBeNull();
      });

      it('keeps every byte and character of a run, and the extremes of every number', async () => {
        const asha = await makePlayer(store, 'Åsa "Ace" 🏊 O\'Neil', 'SE');
        const low = await makePlayer(store, 'Low');
        const log = Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256));
        const settings = { note: 'quote " backslash \\ tab \t emoji 🏊 nul \u0000', n: [1.5, -2] };
        clock.advance(1000);
        const saved = await store.saveResult({
          ...practice(asha.id, SCORE_MAX, 0),
          kind: 'room',
          roomId: 'room "it\'s" ✓',
          seed: 2 ** 32 - 1,
          log,
          settings,
        });
        const replay = await store.replayOf(saved.resultId);
        expect(Buffer.compare(Buffer.from(replay!.log), log)).toBe(0);
        expect(replay).toMatchObject({
          settings,
          seed: 2 ** 32 - 1,
          roomId: 'room "it\'s" ✓',
          playerName: 'Åsa "Ace" 🏊 O\'Neil',
          score: SCORE_MAX,
          timeMs: 0,
        });
        expect(await store.findRunWithLog(2 ** 32 - 1, log)).toBe(saved.runId);

        await play(asha.id, SCORE_MAX, 0);
        await play(low.id, SCORE_MIN, TIME_MS_MAX);
        const rows = await expectConsistent(SWIMMING);
        expect(rows.map((r) => [r.score, r.timeMs])).toEqual([
          [SCORE_MAX, 0],
          [SCORE_MIN, TIME_MS_MAX],
        ]);
        expect((await expectConsistent(SWIMMING, 'SE'))[0]?.name).toBe('Åsa "Ace" 🏊 O\'Neil');
      });

      it('keeps one row per player: their best run, the earlier of two equal ones', async () => {
        const asha = await makePlayer(store, 'Asha');
        const first = await play(asha.id, 500);
        await play(asha.id, 400); // worse: ignored
        await play(asha.id, 500); // equal: the earlier run stays
        expect((await store.worldRecord(SWIMMING))?.resultId).toBe(first.resultId);
        const better = await play(asha.id, 501);
        const rows = await expectConsistent(SWIMMING);
        expect(rows).toHaveLength(1);
        expect(rows[0]?.resultId).toBe(better.resultId);
        expect(await store.playerRuns(asha.id)).toHaveLength(4);
      });

      it('lets equal scores share a place, the earlier run first, and skips the places they fill', async () => {
        const [a, b, c, d] = await Promise.all(
          ['A', 'B', 'C', 'D'].map((n) => makePlayer(store, n)),
        );
        await play(c!.id, 900);
        await play(a!.id, 900); // same score and time as C, later: listed after C
        await play(b!.id, 900, 59_000); // same score, faster: ahead of both
        await play(d!.id, 800);
        const rows = await expectConsistent(SWIMMING);
        expect(rows.map((r) => [r.name, r.place])).toEqual([
          ['B', 1],
          ['C', 2],
          ['A', 2],
          ['D', 4],
        ]);
        expect(await store.aroundMe(SWIMMING, a!.id, 1)).toEqual(rows.slice(1, 4));
      });

      it('filters by a country the player chose, with places among that country', async () => {
        const fi1 = await makePlayer(store, 'Fi One', 'FI');
        const se = await makePlayer(store, 'Sven', 'SE');
        const none = await makePlayer(store, 'Nobody');
        const fi2 = await makePlayer(store, 'Fi Two', 'FI');
        await play(se.id, 1000);
        await play(none.id, 950);
        await play(fi1.id, 900);
        await play(fi2.id, 800);

        const finns = await expectConsistent(SWIMMING, 'FI');
        expect(finns.map((r) => [r.name, r.place])).toEqual([
          ['Fi One', 1],
          ['Fi Two', 2],
        ]);
        expect((await store.placeOf(SWIMMING, fi2.id))?.place).toBe(4);
        expect(await store.placeOf(SWIMMING, se.id, { country: 'FI' })).toBeNull();
        expect(await store.topOf(SWIMMING, { country: 'DE' })).toEqual([]);

        // Choosing a country moves the player's rows; clearing it takes them out of every country.
        await store.setCountry(none.id, 'FI');
        expect((await expectConsistent(SWIMMING, 'FI')).map((r) => r.name)).toEqual([
          'Nobody',
          'Fi One',
          'Fi Two',
        ]);
        await store.setCountry(se.id, null);
        expect(await store.topOf(SWIMMING, { country: 'SE' })).toEqual([]);
        expect((await expectConsistent(SWIMMING)).map((r) => r.country)).toEqual([
          null,
          'FI',
          'FI',
          'FI',
        ]);
        await expect(store.topOf(SWIMMING, { country: 'fin' })).rejects.toThrow(StoreInputError);
      });

      it('gives the rows around a player far outside the top 100, with their places', async () => {
        const players = [];
        for (let i = 0; i < 160; i++) players.push(await makePlayer(store, `P${i}`));
        // Scores repeat in threes so places are shared around the player looked at.
        await Promise.all(
          players.map((p, i) => {
            clock.advance(10);
            return store.saveResult(practice(p.id, 10_000 - Math.floor(i / 3), 60_000));
          }),
        );
        const all = await store.topOf(SWIMMING, { limit: 200 });
        expect(all).toHaveLength(160);
        expect(all.map((r) => r.place)).toEqual(expectedPlaces(all));
        const me = players[131]!;
        const index = all.findIndex((r) => r.playerId === me.id);
        expect(all[index]?.place).toBe(130);
        const around = await store.aroundMe(SWIMMING, me.id, 5);
        expect(around).toEqual(all.slice(index - 5, index + 6));
        // At the ends of the board there is less around.
        expect(await store.aroundMe(SWIMMING, players[0]!.id, 3)).toEqual(all.slice(0, 4));
        expect(await store.aroundMe(SWIMMING, players[159]!.id, 3)).toEqual(all.slice(156));
        expect(await store.aroundMe(SWIMMING, 999_999, 3)).toEqual([]);
      });

      it('keeps places exact when a player improves, a result is voided and a player is deleted', async () => {
        const names = ['A', 'B', 'C', 'D', 'E'];
        const p = await Promise.all(names.map((n) => makePlayer(store, n, 'FI')));
        const scores = [500, 400, 300, 200, 100];
        const saved = [];
        for (let i = 0; i < 5; i++) saved.push(await play(p[i]!.id, scores[i]!));
        expect((await store.placeOf(SWIMMING, p[4]!.id))?.place).toBe(5);

        await play(p[4]!.id, 450); // E improves to second
        expect((await expectConsistent(SWIMMING)).map((r) => r.name)).toEqual([
          'A',
          'E',
          'B',
          'C',
          'D',
        ]);

        // Voiding E's best brings back their earlier run.
        const eBest = await store.bestOf(p[4]!.id, { game: 'swimming', rulesVersion: 1 });
        expect(await store.voidResult(eBest!.resultId)).toBe(true);
        expect(await store.voidResult(eBest!.resultId)).toBe(false);
        expect((await expectConsistent(SWIMMING)).map((r) => [r.name, r.score])).toEqual([
          ['A', 500],
          ['B', 400],
          ['C', 300],
          ['D', 200],
          ['E', 100],
        ]);
        // Voiding a player's only result takes them off.
        await store.voidResult(saved[0]!.resultId);
        expect((await expectConsistent(SWIMMING)).map((r) => r.name)).toEqual(['B', 'C', 'D', 'E']);
        expect(await store.replayOf(saved[0]!.resultId)).toBeNull();

        expect(await store.deletePlayer(p[1]!.id)).toBe(true);
        expect(await store.deletePlayer(p[1]!.id)).toBe(false);
        const rows = await expectConsistent(SWIMMING);
        expect(rows.map((r) => [r.name, r.place])).toEqual([
          ['C', 1],
          ['D', 2],
          ['E', 3],
        ]);
        await expectConsistent(SWIMMING, 'FI');
        await expectConsistent({ ...SWIMMING, period: 'week' });
      });

      it('splits weeks at Monday 00:00 UTC and puts a daily run on its own day', async () => {
        const a = await makePlayer(store, 'A');
        const b = await makePlayer(store, 'B');
        // Sunday 29 November 2026, a millisecond before midnight UTC.
        clock.set(Date.UTC(2026, 10, 29, 23, 59, 59, 999));
        await store.saveResult(practice(a.id, 700));
        clock.set(Date.UTC(2026, 10, 30, 0, 0, 0, 0)); // Monday
        await store.saveResult(practice(b.id, 600));

        const week = (day: string): BoardRef => ({ ...SWIMMING, period: 'week', day });
        expect((await store.topOf(week('2026-11-23'))).map((r) => r.name)).toEqual(['A']);
        expect((await store.topOf(week('2026-11-29'))).map((r) => r.name)).toEqual(['A']);
        expect((await store.topOf(week('2026-11-30'))).map((r) => r.name)).toEqual(['B']);
        expect((await store.topOf(week('2026-12-06'))).map((r) => r.name)).toEqual(['B']);
        // This week is the clock's week when no day is given.
        expect((await store.topOf({ ...SWIMMING, period: 'week' })).map((r) => r.name)).toEqual([
          'B',
        ]);
        expect((await store.topOf(SWIMMING)).map((r) => r.name)).toEqual(['A', 'B']);

        // A daily run submitted just after midnight belongs to the day whose seed it played.
        const daily = { kind: 'daily' as const, dailyDate: '2026-11-29' };
        await store.saveResult({ ...practice(b.id, 650), ...daily });
        const today = (day: string): BoardRef => ({ ...SWIMMING, period: 'day', day });
        expect((await store.topOf(today('2026-11-29'))).map((r) => r.score)).toEqual([650]);
        expect(await store.topOf(today('2026-11-30'))).toEqual([]);
        expect((await store.topOf({ ...SWIMMING, period: 'day' })).length).toBe(0);
        // Practice runs never enter a day's board, and a daily run ranks on the week and all time too.
        expect((await store.topOf(week('2026-11-30'))).map((r) => r.score)).toEqual([650]);
        expect((await store.placeOf(SWIMMING, b.id))?.row.score).toBe(650);

        // Today's daily is not replayed until the day is over.
        const dailyRun = (await store.playerRuns(b.id)).find((r) => r.kind === 'daily');
        clock.set(Date.UTC(2026, 10, 29, 23, 0));
        expect(await store.replayOf(dailyRun!.resultId)).toBeNull();
        clock.set(Date.UTC(2026, 10, 30, 0, 0));
        expect(await store.replayOf(dailyRun!.resultId)).not.toBeNull();
      });

      it("lists a player's verified runs newest first, each saying whether its replay is withheld", async () => {
        const a = await makePlayer(store, 'A');
        const b = await makePlayer(store, 'B');
        clock.set(Date.UTC(2026, 10, 29, 10, 0));
        const practiceRun = await play(a.id, 100);
        const daily = await play(a.id, 200, 60_000, { kind: 'daily', dailyDate: '2026-11-29' });
        const ghost = await play(a.id, 300, 60_000, { kind: 'ghost' });
        const room = await play(a.id, 400, 60_000, { kind: 'room', roomId: 'room-1' });
        await play(a.id, 500, 60_000, { verified: false });
        await play(b.id, 600);
        const voided = await play(a.id, 700);
        expect(await store.voidResult(voided.resultId)).toBe(true);

        const runs = await store.playerRuns(a.id, { limit: 50 });
        expect(runs.map((r) => [r.resultId, r.kind, r.score, r.replayWithheld])).toEqual([
          [room.resultId, 'room', 400, false],
          [ghost.resultId, 'ghost', 300, false],
          [daily.resultId, 'daily', 200, true],
          [practiceRun.resultId, 'practice', 100, false],
        ]);
        expect(runs.map((r) => r.createdAt)).toEqual(
          [...runs.map((r) => r.createdAt)].sort((x, y) => y - x),
        );
        expect(runs[2]).toMatchObject({ dailyDate: '2026-11-29', game: 'swimming' });
        expect(await store.withheldReplays(runs.map((r) => r.resultId))).toEqual(
          new Set([daily.resultId]),
        );
        expect(await store.withheldReplays([])).toEqual(new Set());

        // At midnight UTC the day is over: the daily run's replay is given out.
        clock.set(Date.UTC(2026, 10, 30, 0, 0));
        expect((await store.playerRuns(a.id)).map((r) => r.replayWithheld)).toEqual([
          false,
          false,
          false,
          false,
        ]);
        expect(await store.withheldReplays([daily.resultId])).toEqual(new Set());

        // Bounded: at most 100 runs, at most 500 ids, ids only.
        await expect(store.playerRuns(a.id, { limit: 101 })).rejects.toThrow(StoreInputError);
        await expect(store.playerRuns(a.id, { limit: 0 })).rejects.toThrow(StoreInputError);
        await expect(
          store.withheldReplays(Array.from({ length: 501 }, (_, i) => i + 1)),
        ).rejects.toThrow(StoreInputError);
        await expect(store.withheldReplays([0])).rejects.toThrow(StoreInputError);
      });

      it('keeps the newest 50 of many runs, newest first, when asked for 50', async () => {
        const a = await makePlayer(store, 'A');
        for (let i = 1; i <= 55; i++) await play(a.id, i);
        const runs = await store.playerRuns(a.id, { limit: 50 });
        expect(runs.map((r) => r.score)).toEqual(Array.from({ length: 50 }, (_, i) => 55 - i));
      });

      it('keeps rules versions and variants on separate boards', async () => {
        const a = await makePlayer(store, 'A');
        const b = await makePlayer(store, 'B');
        await play(a.id, 900);
        await play(b.id, 100, 60_000, { rulesVersion: 2 });
        await play(b.id, 999, 60_000, { variant: '60s' });
        expect((await store.topOf(SWIMMING)).map((r) => r.name)).toEqual(['A']);
        expect((await store.topOf({ ...SWIMMING, rulesVersion: 2 })).map((r) => r.name)).toEqual([
          'B',
        ]);
        expect((await store.topOf({ ...SWIMMING, variant: '60s' })).map((r) => r.name)).toEqual([
          'B',
        ]);
        expect(await store.topOf({ ...SWIMMING, game: 'archery' })).toEqual([]);
        expect(await store.placeOf({ ...SWIMMING, rulesVersion: 3 }, a.id)).toBeNull();
      });

      it('ranks only verified practice and daily runs of players not banned', async () => {
        const a = await makePlayer(store, 'A');
        const b = await makePlayer(store, 'B');
        await play(a.id, 100, 60_000, { kind: 'room', roomId: 'room-1' });
        await play(a.id, 200, 60_000, { kind: 'ghost' });
        await play(a.id, 300, 60_000, { verified: false });
        expect(await store.topOf(SWIMMING)).toEqual([]);
        expect(await store.playerRuns(a.id)).toHaveLength(2); // the room and the ghost race, verified
        expect(await store.playerRuns(a.id, { all: true })).toHaveLength(3);

        await play(a.id, 50);
        await play(b.id, 40);
        expect(await store.banPlayer(a.id)).toBe(true);
        expect((await expectConsistent(SWIMMING)).map((r) => r.name)).toEqual(['B']);
        await play(a.id, 500); // stored for their history, ranked nowhere
        expect((await expectConsistent(SWIMMING)).map((r) => r.name)).toEqual(['B']);
        expect((await store.getPlayer(a.id))?.banned).toBe(true);
        await store.banPlayer(a.id, false);
        expect((await expectConsistent(SWIMMING)).map((r) => [r.name, r.score])).toEqual([
          ['A', 500],
          ['B', 40],
        ]);
      });

      it('stores a room run once for all its players', async () => {
        const a = await makePlayer(store, 'A');
        const b = await makePlayer(store, 'B');
        clock.advance(1000);
        const saved = await store.saveRun({
          game: 'fencing',
          rulesVersion: 1,
          kind: 'room',
          roomId: 'AbC123',
          settings: { duration: 90 },
          seed: 77,
          log: Buffer.from([1, 2, 3, 4]),
          results: [
            { playerId: a.id, seat: 0, score: 5, timeMs: 40_000, verified: true },
            { playerId: b.id, seat: 1, score: 3, timeMs: 40_000, verified: true },
          ],
        });
        expect(saved.resultIds).toHaveLength(2);
        const replayA = await store.replayOf(saved.resultIds[0]!);
        const replayB = await store.replayOf(saved.resultIds[1]!);
        expect(replayA?.runId).toBe(replayB?.runId);
        expect([replayA?.seat, replayB?.seat]).toEqual([0, 1]);
        expect(replayB?.roomId).toBe('AbC123');
        // Deleting one player keeps the run the other played in.
        await store.deletePlayer(a.id);
        expect(await store.replayOf(saved.resultIds[1]!)).not.toBeNull();
        expect(await store.findRunWithLog(77, Buffer.from([1, 2, 3, 4]))).toBe(saved.runId);
      });

      it('deletes a player and every row of theirs', async () => {
        const secret = newSecret();
        const a = await store.createPlayer({ secret, name: 'A', country: 'SE' });
        const b = await makePlayer(store, 'B', 'SE');
        const mine = await play(a.id, 300, 60_000, { kind: 'daily', dailyDate: '2026-11-25' });
        await play(b.id, 200);
        await store.issueTicket({
          ownerSecret: secret,
          game: 'swimming',
          rulesVersion: 1,
          kind: 'practice',
          settings: {},
          seed: 1,
        });
        await store.createTransferCode(a.id);
        await store.addReport({ reporterId: a.id, playerId: b.id, reason: 'rude name' });
        await store.addReport({
          reporterId: b.id,
          playerId: a.id,
          resultId: mine.resultId,
          reason: 'cheat',
        });

        expect(await store.deletePlayer(a.id)).toBe(true);
        expect(await store.getPlayer(a.id)).toBeNull();
        expect(await store.playerBySecret(secret)).toBeNull();
        expect(await store.playerRuns(a.id, { all: true })).toEqual([]);
        expect(await store.replayOf(mine.resultId)).toBeNull();
        expect(await store.listReports({ all: true })).toEqual([]);
        for (const period of ['all', 'week', 'day'] as const) {
          const board: BoardRef = { ...SWIMMING, period, day: '2026-11-25' };
          const rows = await expectConsistent(board);
          expect(rows.every((r) => r.playerId !== a.id)).toBe(true);
          await expectConsistent(board, 'SE');
        }
        // The same secret makes a new player afterwards.
        const again = await store.createPlayer({ secret, name: 'A again' });
        expect(again.id).not.toBe(a.id);
      });

      it('uses a run ticket once, for the browser that asked for it', async () => {
        const secret = newSecret();
        const ticket = await store.issueTicket({
          ownerSecret: secret,
          game: 'swimming',
          rulesVersion: 1,
          kind: 'daily',
          dailyDate: '2026-11-25',
          settings: { duration: 90 },
          seed: 4242,
          ttlMs: 120_000,
        });
        expect(ticket).toMatchObject({ seed: 4242, expiresAt: START + 120_000, usedAt: null });
        const stored = await store.getTicket(ticket.id);
        expect(stored).toMatchObject({ id: ticket.id, settings: { duration: 90 } });
        expect(store.ticketOwnedBy(stored!, secret)).toBe(true);
        expect(store.ticketOwnedBy(stored!, newSecret())).toBe(false);
        expect(await store.getTicket('no-such-ticket')).toBeNull();

        const player = await store.createPlayer({ secret, name: 'A' });
        const run = {
          ...practice(player.id, 100),
          kind: 'daily' as const,
          dailyDate: '2026-11-25',
          ticketId: ticket.id,
        };
        // Two submissions with one ticket, in one batch: the first is written, the second refused.
        const [first, second] = await Promise.allSettled([
          store.saveResult(run),
          store.saveResult(run),
        ]);
        expect(first.status).toBe('fulfilled');
        expect(second.status).toBe('rejected');
        expect((second as PromiseRejectedResult).reason).toBeInstanceOf(StoreRejectedError);
        expect((await store.getTicket(ticket.id))?.usedAt).toBe(START);
        await expect(store.saveResult({ ...run, ticketId: 'unknown' })).rejects.toThrow(
          /unknown or already used/,
        );
        expect(await store.playerRuns(player.id)).toHaveLength(1);

        clock.advance(200_000);
        expect(await store.pruneTickets(clock.now())).toBe(1);
        expect(await store.getTicket(ticket.id)).toBeNull();
      });

      it('carries an identity to another device with a one-time code that lasts 10 minutes', async () => {
        const secret = newSecret();
        const player = await store.createPlayer({ secret, name: 'Asha', country: 'FI' });
        expect(await store.createPlayer({ secret, name: 'ignored' })).toEqual(player);
        expect(await store.playerBySecret(secret)).toEqual(player);
        expect(await store.playerBySecret(newSecret())).toBeNull();

        const { code, expiresAt } = await store.createTransferCode(player.id);
        expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
        expect(expiresAt).toBe(START + TRANSFER_CODE_TTL_MS);
        const phone = newSecret();
        const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
        expect(await store.redeemTransferCode(typed, phone)).toEqual(player);
        expect(await store.playerBySecret(phone)).toEqual(player);
        expect(await store.playerBySecret(secret)).toEqual(player);
        // Once only.
        expect(await store.redeemTransferCode(code, newSecret())).toBeNull();

        const late = await store.createTransferCode(player.id);
        clock.advance(TRANSFER_CODE_TTL_MS);
        expect(await store.redeemTransferCode(late.code, newSecret())).toBeNull();
        // A new code ends the one before it.
        const older = await store.createTransferCode(player.id);
        const newer = await store.createTransferCode(player.id);
        expect(await store.redeemTransferCode(older.code, newSecret())).toBeNull();
        expect(await store.redeemTransferCode(newer.code, newSecret())).toEqual(player);
        expect(await store.redeemTransferCode('not a code', newSecret())).toBeNull();
      });

      it('makes many players at once, each found by its own secret', async () => {
        const secrets = [newSecret(), newSecret(), newSecret()];
        const made = await store.createPlayers(
          secrets.map((secret, i) => ({ secret, name: `Bulk ${i}`, country: i ? 'NO' : null })),
        );
        expect(made.map((p) => p.name)).toEqual(['Bulk 0', 'Bulk 1', 'Bulk 2']);
        for (const [i, secret] of secrets.entries()) {
          expect(await store.playerBySecret(secret)).toEqual(made[i]);
        }
        // A secret already taken refuses the whole set.
        await expect(
          store.createPlayers([
            { secret: newSecret(), name: 'New' },
            { secret: secrets[0]!, name: 'Again' },
          ]),
        ).rejects.toThrow();
        expect(await store.playerBySecret(secrets[0]!)).toEqual(made[0]);
      });

      it('lists reports for the operator and resolves them', async () => {
        const a = await makePlayer(store, 'Rude Name');
        const b = await makePlayer(store, 'B');
        const saved = await play(a.id, 100);
        const first = await store.addReport({ reporterId: b.id, playerId: a.id, reason: 'name' });
        clock.advance(1000);
        await store.addReport({ playerId: a.id, resultId: saved.resultId, reason: 'impossible' });
        const reports = await store.listReports();
        expect(reports.map((r) => [r.playerName, r.reason, r.reporterId])).toEqual([
          ['Rude Name', 'name', b.id],
          ['Rude Name', 'impossible', null],
        ]);
        expect(await store.resolveReport(first)).toBe(true);
        expect((await store.listReports()).map((r) => r.reason)).toEqual(['impossible']);
        expect(await store.listReports({ all: true })).toHaveLength(2);
        await expect(store.addReport({ playerId: a.id, reason: '' })).rejects.toThrow(
          StoreInputError,
        );
      });

      it('draws each daily seed once', async () => {
        const seed = await store.dailySeed('swimming', '2026-11-25');
        expect(await store.dailySeed('swimming', '2026-11-25')).toBe(seed);
        expect(seed).toBeGreaterThanOrEqual(0);
        expect(seed).toBeLessThan(2 ** 32);
        await expect(store.dailySeed('swimming', '2026-13-01')).rejects.toThrow(StoreInputError);
      });

      it('refuses input out of bounds, saying what, and writes nothing', async () => {
        const a = await makePlayer(store, 'A');
        const bad = [
          { ...practice(a.id, 1.5) },
          { ...practice(a.id, 1), timeMs: -1 },
          { ...practice(a.id, 1), seed: 2 ** 32 },
          { ...practice(a.id, 1), game: 'Swimming; drop table' },
          { ...practice(a.id, 1), kind: 'daily' as const },
          { ...practice(a.id, 1), dailyDate: '2026-11-25' },
          { ...practice(a.id, 1), log: new Uint8Array(0) },
          { ...practice(a.id, 1), log: new Uint8Array(65 * 1024) },
          { ...practice(a.id, 1), settings: { text: 'x'.repeat(3000) } },
        ];
        for (const result of bad) expect(() => store.saveResult(result)).toThrow(StoreInputError);
        await expect(store.createPlayer({ secret: new Uint8Array(4), name: 'x' })).rejects.toThrow(
          /random bytes/,
        );
        await expect(store.createPlayer({ secret: newSecret(), name: '  ' })).rejects.toThrow(
          /a name/,
        );
        await expect(
          store.createPlayer({ secret: newSecret(), name: 'x', country: 'Finland' }),
        ).rejects.toThrow(/country/);
        await expect(store.topOf({ ...SWIMMING, day: '25.11.2026' })).rejects.toThrow(/UTC date/);
        await store.flush();
        expect(await store.playerRuns(a.id, { all: true })).toEqual([]);
      });

      it('refuses a run whose player is gone without holding back the runs queued with it', async () => {
        const a = await makePlayer(store, 'A');
        const b = await makePlayer(store, 'B');
        await store.deletePlayer(b.id);
        const results = await Promise.allSettled([
          store.saveResult(practice(a.id, 10)),
          store.saveResult(practice(b.id, 20)),
          store.saveResult(practice(a.id, 30)),
        ]);
        expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
        expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(StoreRejectedError);
        expect((await store.worldRecord(SWIMMING))?.score).toBe(30);
        expect(store.queueStats).toMatchObject({ waiting: 0, written: 2, rejectedByDatabase: 1 });
      });

      it('rolls a batch back whole when one of its statements fails, then writes its other runs once each', async () => {
        // A trigger stands for a statement the database refuses part-way through a batch's transaction:
        // the batch's runs are inserted, then its results' insert fails on the score 666.
        await execRaw(
          config,
          backend.name === 'sqlite'
            ? `create trigger refuse_666 before insert on results when new.score = 666
               begin select raise(abort, 'refused by the test'); end;`
            : `create function refuse_666() returns trigger language plpgsql as $$
               begin if new.score = 666 then raise exception 'refused by the test'; end if; return new; end $$;
               create trigger refuse_666 before insert on results for each row execute function refuse_666();`,
        );
        const a = await makePlayer(store, 'A');
        const b = await makePlayer(store, 'B', 'FI');
        // Queued at once: the first is written alone, the rest go in one batch with the refused one.
        const results = await Promise.allSettled(
          [
            [a.id, 10],
            [b.id, 20],
            [a.id, 666],
            [b.id, 40],
            [a.id, 30],
          ].map(([id, score]) => {
            clock.advance(1000);
            return store.saveResult(practice(id as number, score as number));
          }),
        );
        expect(results.map((r) => r.status)).toEqual([
          'fulfilled',
          'fulfilled',
          'rejected',
          'fulfilled',
          'fulfilled',
        ]);
        expect((results[2] as PromiseRejectedResult).reason).not.toBeInstanceOf(StoreBusyError);
        expect(store.queueStats).toMatchObject({ waiting: 0, written: 4, rejectedByDatabase: 1 });
        // Nothing of the failed transaction stayed: one run per result written, no run without a result.
        const count = async (table: string) =>
          Number((await rowsRaw(config, `select count(*) as n from ${table}`))[0]?.n);
        expect(await count('runs')).toBe(4);
        expect(await count('results')).toBe(4);
        expect((await store.playerRuns(a.id, { all: true })).map((r) => r.score).sort()).toEqual([
          10, 30,
        ]);
        const rows = await expectConsistent(SWIMMING);
        expect(rows.map((r) => [r.playerId, r.score])).toEqual([
          [b.id, 40],
          [a.id, 30],
        ]);
        await expectConsistent(SWIMMING, 'FI');
        await expectConsistent({ ...SWIMMING, period: 'week' });
      });

      it('keeps results waiting while the database is unavailable and writes them when it is back', async () => {
        await store.close();
        await openFresh({ capacity: 5 });
        const a = await makePlayer(store, 'A');
        const outage = backend.outage(config);
        await outage.begin();
        try {
          const settled: number[] = [];
          const pending = [1, 2, 3, 4, 5].map((score) => {
            clock.advance(1000);
            const saved = store.saveResult(practice(a.id, score));
            void saved.then(() => settled.push(score));
            return saved;
          });
          // Full: the next result is refused at once rather than waiting.
          await expect(store.saveResult(practice(a.id, 6))).rejects.toThrow(StoreBusyError);
          await sleep(700);
          expect(settled).toEqual([]);
          expect(store.queueStats).toMatchObject({ waiting: 5, failing: true });

          await outage.end();
          const saved = await Promise.all(pending);
          expect(new Set(saved.map((s) => s.resultId)).size).toBe(5);
          expect(settled).toEqual([1, 2, 3, 4, 5]);
        } finally {
          await outage.end();
        }
        expect(store.queueStats).toMatchObject({ waiting: 0, failing: false, refusedWhileFull: 1 });
        expect(problems).toEqual([
          expect.stringMatching(/^results store: cannot write .*5 results wait/),
          expect.stringMatching(/^results store: writing again/),
        ]);
        expect((await store.worldRecord(SWIMMING))?.score).toBe(5);
        expect(await store.playerRuns(a.id)).toHaveLength(5);
      }, 60_000);

      // SQLite is one process per file; several processes share a PostgreSQL database.
      it.runIf(name === 'PostgreSQL')(
        'stays exact when two processes write the same players at once',
        async () => {
          // A second store on the same database stands for a second server process.
          const other = await openStore({
            database: config,
            now: clock.now,
            queue: { retryMinMs: 5, retryMaxMs: 50, onProblem: () => undefined },
          });
          try {
            const secret = newSecret();
            const [mine, theirs] = await Promise.all([
              store.createPlayer({ secret, name: 'Twice' }),
              other.createPlayer({ secret, name: 'Twice' }),
            ]);
            expect(theirs.id).toBe(mine.id);
            const players = [
              mine,
              ...(await Promise.all([1, 2, 3].map((i) => makePlayer(store, `P${i}`, 'FI')))),
            ];
            const writes = [];
            for (let round = 0; round < 15; round++) {
              for (const [i, p] of players.entries()) {
                clock.advance(1);
                const via = (round + i) % 2 === 0 ? store : other;
                writes.push(
                  via.saveResult(practice(p.id, (round * 7 + i * 13) % 50, 1000 * (round % 3))),
                );
              }
            }
            await Promise.all(writes);
            const rows = await expectConsistent(SWIMMING);
            expect(rows).toHaveLength(4);
            for (const row of rows) {
              const runs = await store.playerRuns(row.playerId, { limit: 100 });
              expect(runs).toHaveLength(15);
              const best = Math.max(...runs.map((r) => r.score));
              expect(row.score).toBe(best);
            }
            await expectConsistent(SWIMMING, 'FI');
            await expectConsistent({ ...SWIMMING, period: 'week' });
          } finally {
            await other.close();
          }
        },
        60_000,
      );

      it('keeps every board exact through any mix of runs, voids, bans, countries and deletions', async () => {
        const countries = [null, 'FI', 'SE'] as const;
        const op = fc.oneof(
          {
            weight: 6,
            arbitrary: fc.record({
              type: fc.constant('run' as const),
              player: fc.nat(5),
              score: fc.integer({ min: 0, max: 4 }),
              time: fc.integer({ min: 0, max: 2 }),
            }),
          },
          {
            weight: 2,
            arbitrary: fc.record({ type: fc.constant('void' as const), pick: fc.nat() }),
          },
          {
            weight: 1,
            arbitrary: fc.record({
              type: fc.constant('country' as const),
              player: fc.nat(5),
              country: fc.constantFrom(...countries),
            }),
          },
          {
            weight: 1,
            arbitrary: fc.record({
              type: fc.constant('ban' as const),
              player: fc.nat(5),
              banned: fc.boolean(),
            }),
          },
          {
            weight: 1,
            arbitrary: fc.record({ type: fc.constant('delete' as const), player: fc.nat(5) }),
          },
        );
        await fc.assert(
          fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
            await store.close();
            await openFresh();
            const model = await Promise.all(
              [0, 1, 2, 3, 4, 5].map(async (i) => {
                const country = countries[i % 3] ?? null;
                const p = await makePlayer(store, `P${i}`, country);
                return { id: p.id, name: `P${i}`, country, banned: false, deleted: false };
              }),
            );
            const results: Array<{
              id: number;
              player: number;
              score: number;
              timeMs: number;
              at: number;
              voided: boolean;
            }> = [];
            for (const o of ops) {
              const p = 'player' in o ? model[o.player]! : undefined;
              if (o.type === 'run' && p && !p.deleted) {
                const saved = await play(p.id, o.score, o.time * 1000);
                results.push({
                  id: saved.resultId,
                  player: o.player,
                  score: o.score,
                  timeMs: o.time * 1000,
                  at: saved.createdAt,
                  voided: false,
                });
              } else if (o.type === 'void' && results.length > 0) {
                const r = results[o.pick % results.length]!;
                if (!model[r.player]!.deleted) {
                  expect(await store.voidResult(r.id)).toBe(!r.voided);
                  r.voided = true;
                }
              } else if (o.type === 'country' && p && !p.deleted) {
                await store.setCountry(p.id, o.country);
                p.country = o.country;
              } else if (o.type === 'ban' && p && !p.deleted) {
                await store.banPlayer(p.id, o.banned);
                p.banned = o.banned;
              } else if (o.type === 'delete' && p && !p.deleted) {
                await store.deletePlayer(p.id);
                p.deleted = true;
              }
            }
            for (const country of [undefined, 'FI', 'SE']) {
              const best = model.flatMap((p, index) => {
                if (p.deleted || p.banned || (country && p.country !== country)) return [];
                const mine = results
                  .filter((r) => r.player === index && !r.voided)
                  .sort((x, y) => y.score - x.score || x.timeMs - y.timeMs || x.at - y.at);
                return mine[0] ? [{ ...mine[0], name: p.name }] : [];
              });
              best.sort((x, y) => y.score - x.score || x.timeMs - y.timeMs || x.at - y.at);
              const rows = await expectConsistent(SWIMMING, country);
              expect(rows.map((r) => [r.name, r.resultId])).toEqual(
                best.map((b) => [b.name, b.id]),
              );
              const week = await expectConsistent({ ...SWIMMING, period: 'week' }, country);
              expect(week.map((r) => r.resultId)).toEqual(rows.map((r) => r.resultId));
              for (const row of rows) {
                const around = await store.aroundMe(SWIMMING, row.playerId, 2, { country });
                const i = rows.indexOf(row);
                expect(around).toEqual(rows.slice(Math.max(0, i - 2), i + 3));
              }
            }
          }),
          { numRuns: name === 'SQLite' ? 30 : 10 },
        );
      }, 240_000);
    },
  );
}

it('moves a day forward as UTC does', () => {
  // The tests above assume START is a Wednesday, midday UTC.
  expect(new Date(START).getUTCDay()).toBe(3);
  expect(START % DAY).toBe(12 * 3_600_000);
});
