// @vitest-environment node
// Replays through a real server and its SQLite store: a stored verified result's log with whose run it is, its
// game, score, date and rules version; today's daily challenge withheld until the UTC day is over; a clear
// refusal for a missing, voided or unverified result, a room round not kept in full, and an id that is not one;
// a room round as its seats and inputs, which replay to the room's results; reads rate limited.
import { deflateRawSync } from 'node:zlib';
import { ALL_RULES } from '../../shared/games/allRules';
import type { GameResultEntry } from '../../shared/games/core/types';
import {
  CLIENT_MESSAGES,
  GAME_ROOM,
  SERVER_MESSAGES,
  type ResultsMessage,
  type RoomStateView,
} from '../../shared/protocol/protocol';
import { parseRoomLog, roomEndStep } from '../../shared/runs/roomLog';
import { createRoomReplayer } from '../../shared/runs/roomReplayer';
import { newSecret } from '../store/index';
import { makePlayer } from '../store/testing/fixtures';
import { waitForState } from '../test/testServer';
import { ROOM_NOT_KEPT } from './replayRoute';
import { browserSecret, playRun, startResultsServer } from './testing/resultsServer';

let api: Awaited<ReturnType<typeof startResultsServer>>;
beforeAll(async () => {
  api = await startResultsServer();
});
afterAll(() => api.stop());

describe('GET /api/replays/:resultId', () => {
  it('gives a verified run’s stored log and its header', async () => {
    const { run } = await playRun(api.base, browserSecret(), 1234, {
      game: 'archery',
      name: 'Asha',
      timeMs: 42_000,
    });
    const resultId = run.json.resultId as number;
    const stored = await api.store.replayOf(resultId);
    const replay = await api.call(`/api/replays/${resultId}`);
    expect(replay.status).toBe(200);
    expect(replay.json).toEqual({
      resultId,
      playerName: 'Asha',
      game: 'archery',
      rulesVersion: 1,
      variant: '',
      kind: 'practice',
      dailyDate: null,
      score: 1234,
      timeMs: 42_000,
      date: new Date(api.clock.now()).toISOString(),
      log: Buffer.from(stored!.log).toString('base64'),
    });
  });

  it('withholds a run of today’s daily challenge until its UTC day is over', async () => {
    const { run } = await playRun(api.base, browserSecret(), 500, { game: 'fencing', daily: true });
    const resultId = run.json.resultId as number;
    const today = await api.call(`/api/replays/${resultId}`);
    expect(today.status).toBe(403);
    expect(today.json.error).toMatch(
      /^This run is of the daily challenge of \d{4}-\d{2}-\d{2}: its replay is published when that day is over/,
    );
    expect(today.json).not.toHaveProperty('log');
    const midnight = Date.parse(today.json.availableAt as string);
    expect(midnight).toBeGreaterThan(api.clock.now());
    api.clock.set(midnight);
    const tomorrow = await api.call(`/api/replays/${resultId}`);
    expect(tomorrow.status).toBe(200);
    expect(tomorrow.json).toMatchObject({ kind: 'daily', score: 500, game: 'fencing' });
  });

  it('serves a room round by its seats’ names, its last tick and inputs: it replays to the room’s results', async () => {
    const secret = newSecret();
    await api.store.createPlayer({ secret, name: 'Asha Identity' });
    const client = () => api.server.client();
    const room = await client().create<RoomStateView>(GAME_ROOM, {
      sport: 'swimming',
      type: 'public',
      maxPlayers: 2,
      duration: 30,
      difficulty: 'easy',
      name: 'Asha',
      identity: secret.toString('base64url'),
    });
    const guest = await client().joinById<RoomStateView>(room.roomId, { name: 'Ben' });
    let announced: ResultsMessage | null = null;
    room.onMessage('*', (type, message) => {
      if (type === SERVER_MESSAGES.results) announced = message as ResultsMessage;
    });
    guest.onMessage('*', () => {});
    await waitForState(room, (s) => s.members.size === 2);
    room.send('start');
    await waitForState(room, (s) => s.status === 'playing');
    // The host strokes now and then: inputs the replay must apply at their ticks.
    let q = 0;
    const strokes = setInterval(() => {
      room.send(CLIENT_MESSAGES.input, { q: ++q, i: { type: 'stroke' } });
    }, 180);
    await waitForState(room, (s) => s.status === 'finished');
    clearInterval(strokes);
    const player = await api.store.playerBySecret(secret);
    let runs = await api.store.playerRuns(player!.id, { all: true });
    for (let i = 0; i < 100 && runs.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      runs = await api.store.playerRuns(player!.id, { all: true });
    }
    const resultId = runs[0]!.resultId;
    const replay = await api.call(`/api/replays/${resultId}`);
    expect(replay.status).toBe(200);
    expect(replay.json).toMatchObject({
      resultId,
      playerName: 'Asha Identity',
      game: 'swimming',
      kind: 'room',
      seat: 0,
    });
    expect(replay.json).not.toHaveProperty('log');
    // Nothing of the room's own: not its id, nor its members' session ids.
    const text = JSON.stringify(replay.json);
    expect(text).not.toContain(room.roomId);
    expect(text).not.toContain(room.sessionId);
    expect(text).not.toContain(guest.sessionId);
    const parsed = parseRoomLog(replay.json.room);
    if (!parsed.ok) throw new Error(parsed.reason);
    const log = parsed.log;
    expect(log.seats.slice(0, 2)).toEqual([
      { name: 'Asha', avatar: 'Asha', isAI: false },
      { name: 'Ben', avatar: 'Ben', isAI: false },
    ]);
    expect(log.inputs.length).toBeGreaterThan(5);
    expect(log.inputs.every(([, seat]) => seat === 0)).toBe(true);
    const rules = ALL_RULES.swimming;
    const end = createRoomReplayer(rules, log).stateAt(roomEndStep(log));
    expect(rules.isOver(end)).toBe(true);
    const counted = (results: readonly GameResultEntry[]) =>
      results.map(({ playerId: _id, ...rest }) => rest);
    expect(counted(rules.results(end))).toEqual(counted(announced!.results));
    await guest.leave();
    await room.leave();
  }, 60_000);

  it('answers 404 with a clear message for a missing, voided, unverified or room result', async () => {
    const missing = await api.call('/api/replays/987654321');
    expect(missing.status).toBe(404);
    expect(missing.json.error).toBe('There is no replay with this id: it may have been removed.');

    const { run } = await playRun(api.base, browserSecret(), 300, { game: 'athletics' });
    const voided = run.json.resultId as number;
    await api.store.voidResult(voided);
    expect((await api.call(`/api/replays/${voided}`)).status).toBe(404);

    const player = await makePlayer(api.store, 'Ben');
    const base = {
      game: 'swimming',
      rulesVersion: 1,
      settings: { duration: 90, difficulty: 'medium', rounds: 1 },
      seed: 7,
      playerId: player.id,
      score: 10,
      timeMs: 1000,
    } as const;
    const unverified = await api.store.saveResult({
      ...base,
      kind: 'practice',
      log: Buffer.from('unverified'),
      verified: false,
    });
    expect((await api.call(`/api/replays/${unverified.resultId}`)).status).toBe(404);
    // Room rounds kept before replays (no seats), kept without their inputs, or not a room log at all.
    const header = { roomId: 'room-1', seed: 7 };
    for (const kept of [
      { format: 'room-inputs/1', ...header, inputs: [[5, 0, { type: 'stroke' }]] },
      { format: 'room-inputs/2', ...header, endTick: 9, seats: [], inputs: null },
    ]) {
      const room = await api.store.saveResult({
        ...base,
        kind: 'room',
        roomId: 'room-1',
        log: deflateRawSync(JSON.stringify(kept)),
        verified: true,
      });
      const roomReplay = await api.call(`/api/replays/${room.resultId}`);
      expect(roomReplay.status).toBe(404);
      expect(roomReplay.json.error).toBe(ROOM_NOT_KEPT);
    }
    const garbage = await api.store.saveResult({
      ...base,
      kind: 'room',
      roomId: 'room-1',
      log: Buffer.from('room inputs'),
      verified: true,
    });
    expect((await api.call(`/api/replays/${garbage.resultId}`)).json.error).toBe(ROOM_NOT_KEPT);
  });

  it('refuses an id that is not a whole number from 1', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '01', '1234567890123456', '%ZZ', '']) {
      const answer = await api.call(`/api/replays/${id}`);
      expect(answer.status, id).toBe(400);
      expect(answer.json.error, id).toBe('A replay’s id is a whole number.');
    }
    expect((await api.call('/api/replays/1/more')).status).toBe(404);
  });
});

describe('replay reads’ limit', () => {
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

  it('counts replays with the board reads, per address', async () => {
    const read = (path: string) => limited.call(path, { from: '127.0.0.9' });
    expect((await read('/api/boards/swimming')).status).toBe(200);
    expect((await read('/api/replays/1')).status).toBe(404);
    const refused = await read('/api/replays/1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await limited.call('/api/replays/1', { from: '127.0.0.10' })).status).toBe(404);
  });
});
