// @vitest-environment node
// Graceful shutdown (SIGTERM runs gracefullyShutdown): a game being played goes on ticking while the process
// drains, its players are told when the room closes, every other room closes at once with an explanation,
// and the server stops listening once every room has closed.
import type { Room } from 'colyseus.js';
import {
  CLIENT_MESSAGES,
  GAME_ROOM,
  SERVER_MESSAGES,
  type NoticeMessage,
  type RoomStateView,
} from '../shared/protocol/protocol';
import { nextMessage, startTestServer } from './test/testServer';
import { CLOSED_FOR_RESTART, CLOSED_MID_GAME, shutdownGraceMs } from './drainingGameRoom';

const GRACE_SECONDS = 1.5;
let server: Awaited<ReturnType<typeof startTestServer>>;
const previousGrace = process.env.SHUTDOWN_GRACE_SECONDS;
beforeAll(async () => {
  process.env.SHUTDOWN_GRACE_SECONDS = String(GRACE_SECONDS);
  server = await startTestServer({ sampleRooms: true });
});
afterAll(async () => {
  process.env.SHUTDOWN_GRACE_SECONDS = previousGrace;
  await server.stop();
});

const create = (name: string) =>
  server.client().create<RoomStateView>(GAME_ROOM, {
    sport: 'swimming',
    type: 'public',
    maxPlayers: 4,
    duration: 60,
    difficulty: 'medium',
    name,
  });

const left = (room: Room) => new Promise<number>((resolve) => room.onLeave(resolve));

describe('graceful shutdown', () => {
  it('reads the grace from SHUTDOWN_GRACE_SECONDS, 60 s by default', () => {
    expect(shutdownGraceMs({})).toBe(60_000);
    expect(shutdownGraceMs({ SHUTDOWN_GRACE_SECONDS: '5' })).toBe(5_000);
    expect(shutdownGraceMs({ SHUTDOWN_GRACE_SECONDS: 'soon' })).toBe(60_000);
  });

  it('lets a game play on, tells every player why their room closed, then stops', async () => {
    const waiting = await create('Asha');
    const playing = await create('Ben');
    const started = nextMessage(playing, SERVER_MESSAGES.game);
    playing.send(CLIENT_MESSAGES.start, {});
    await started;

    const waitingNotice = nextMessage<NoticeMessage>(waiting, SERVER_MESSAGES.notice);
    const playingNotice = nextMessage<NoticeMessage>(playing, SERVER_MESSAGES.notice);
    const waitingLeft = left(waiting);
    const playingLeft = left(playing);
    let ticksWhileDraining = 0;
    playing.onMessage(
      SERVER_MESSAGES.tick,
      (ticks: unknown[]) => (ticksWhileDraining += ticks.length),
    );

    const began = performance.now();
    const shutdown = server.stop();

    // The room nobody plays in closes at once, with the reason.
    expect((await waitingNotice).text).toBe(CLOSED_FOR_RESTART);
    expect(await waitingLeft).toBe(4000);
    expect(ticksWhileDraining).toBeLessThan(10);
    // A draining process makes no new room (Colyseus's matchmaker answers 503 Service Unavailable).
    await expect(create('Late')).rejects.toThrow('Service Unavailable');

    // The game goes on ticking through the grace, then its player is told and the room closes.
    expect((await playingNotice).text).toBe(CLOSED_MID_GAME);
    const drained = performance.now() - began;
    expect(drained).toBeGreaterThanOrEqual(GRACE_SECONDS * 1000 - 100);
    expect(ticksWhileDraining).toBeGreaterThanOrEqual(((GRACE_SECONDS * 1000) / 50) * 0.6);
    expect(await playingLeft).toBe(4000);

    await shutdown;
    expect(server.server.http.listening).toBe(false);
    await expect(create('Late')).rejects.toThrow();
  }, 20_000);
});
