// @vitest-environment node
// Room rounds witnessed by the server: the results of humans who joined with an identity that names a player go
// to their history as one `room` run (never to a world board); humans without one, or whose secret names no
// player yet, and AI seats are skipped; the room's inputs are kept as a compact log, or its header alone
// when they would not fit. First the witness on its own, then a real room played to its end.
import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import { GAME_ROOM, type RoomStateView } from '../../shared/protocol/protocol';
import type { GamePlayer, GameResultEntry } from '../../shared/games/core/types';
import { newSecret } from '../store/index';
import { waitForState } from '../test/testServer';
import { ROOM_LOG_FORMAT, RoomWitness, witnessRoomsWith } from './roomWitness';
import { startResultsServer } from './testing/resultsServer';

const inflate = promisify(inflateRaw);

let api: Awaited<ReturnType<typeof startResultsServer>>;
beforeAll(async () => {
  api = await startResultsServer();
});
afterAll(() => api.stop());

const settings = { duration: 30, difficulty: 'medium' as const, rounds: 1 };
const human = (id: string): GamePlayer => ({ id, name: id, avatar: id, isAI: false });
const entry = (playerId: string, score: number, time: number): GameResultEntry => ({
  playerId,
  playerName: playerId,
  playerAvatar: playerId,
  score,
  time,
  position: 1,
});

async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the room witness', () => {
  it('keeps one room run with a result for each identified human, and their inputs', async () => {
    const asha = await api.store.createPlayer({ secret: newSecret(), name: 'Asha' });
    const benSecret = newSecret();
    const ben = await api.store.createPlayer({ secret: benSecret, name: 'Ben' });
    const witness = new RoomWitness();
    // Asha's second device: any of a player's secrets names them.
    const aSecret = newSecret();
    await api.store.redeemTransferCode((await api.store.createTransferCode(asha.id)).code, aSecret);
    witness.join('s-asha', { identity: aSecret.toString('base64url') });
    witness.join('s-ben', { identity: benSecret.toString('base64url') });
    witness.join('s-nobody', { name: 'Nobody' });
    witness.join('s-unknown', { identity: newSecret().toString('base64url') });
    witness.join('s-bad', { identity: 'not a secret' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    witness.start();
    witness.record([1, 5, [[0, { type: 'stroke' }]], []]);
    witness.record([1, 6, [], []]);
    witness.record([
      1,
      9,
      [
        [1, { type: 'stroke' }],
        [2, { type: 'stroke' }],
      ],
      [],
    ]);
    const players = [
      human('s-asha'),
      human('s-ben'),
      human('s-nobody'),
      human('s-unknown'),
      { ...human('bot'), isAI: true },
    ];
    witness.finish({
      roomId: 'room-1',
      game: 'swimming',
      settings,
      seed: 4242,
      players,
      endTick: 640,
      results: [
        entry('s-asha', 880, 31.25),
        entry('s-ben', 640.4, 33),
        entry('s-nobody', 500, 34),
        entry('s-unknown', 400, 35),
        entry('bot', 900, 30),
      ],
    });
    await until(async () => (await api.store.playerRuns(asha.id, { all: true })).length > 0);
    await api.store.flush();
    const [ashaRun] = await api.store.playerRuns(asha.id, { all: true });
    const [benRun] = await api.store.playerRuns(ben.id, { all: true });
    expect(ashaRun).toMatchObject({ kind: 'room', score: 880, timeMs: 31_250, verified: true });
    expect(benRun).toMatchObject({ kind: 'room', score: 640, timeMs: 33_000 });
    expect(benRun?.runId).toBe(ashaRun?.runId);
    // Room runs rank on no world board.
    expect((await api.call('/api/boards/swimming?variant=30s-medium-1r')).json.total).toBe(0);
    // The log: the seats by name (never their session ids), the last tick, and the room's inputs with the
    // tick and seat of each.
    const replay = await api.store.replayOf(ashaRun?.resultId ?? 0);
    expect(replay).toMatchObject({ roomId: 'room-1', seed: 4242, seat: 0, kind: 'room' });
    const log = JSON.parse((await inflate(replay?.log ?? Buffer.alloc(0))).toString());
    expect(log).toEqual({
      format: ROOM_LOG_FORMAT,
      roomId: 'room-1',
      seed: 4242,
      endTick: 640,
      seats: players.map(({ name, avatar, isAI }) => ({ name, avatar, isAI })),
      inputs: [
        [5, 0, { type: 'stroke' }],
        [9, 1, { type: 'stroke' }],
        [9, 2, { type: 'stroke' }],
      ],
    });
  });

  it('keeps nothing for a round without identified humans', async () => {
    const witness = new RoomWitness();
    witness.join('s-1', { name: 'Anon' });
    witness.start();
    const written = api.store.queueStats.written;
    witness.finish({
      roomId: 'room-2',
      game: 'swimming',
      settings,
      seed: 1,
      players: [human('s-1')],
      endTick: 10,
      results: [entry('s-1', 10, 1)],
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await api.store.flush();
    expect(api.store.queueStats.written).toBe(written);
  });
});

describe('a room played to its end', () => {
  it('writes the identified host’s result to their history, off the room’s ticks', async () => {
    const secret = newSecret();
    const host = await api.store.createPlayer({ secret, name: 'Host Player' });
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
    for (const r of [room, guest]) r.onMessage('*', () => {});
    await waitForState(room, (s) => s.members.size === 2);
    // The secret never reaches the room's state.
    expect(JSON.stringify(room.state)).not.toContain(secret.toString('base64url'));
    room.send('start');
    await waitForState(room, (s) => s.status === 'finished');
    await until(async () => (await api.store.playerRuns(host.id, { all: true })).length > 0);
    const [run] = await api.store.playerRuns(host.id, { all: true });
    expect(run).toMatchObject({ kind: 'room', game: 'swimming', verified: true });
    const replay = await api.store.replayOf(run?.resultId ?? 0);
    expect(replay?.roomId).toBe(room.roomId);
    await guest.leave();
    await room.leave();
  }, 60_000);
});

afterAll(() => witnessRoomsWith(null));
