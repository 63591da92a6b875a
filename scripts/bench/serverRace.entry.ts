// The game server under an 8-player swimming race, measured in Node with the browser's own client code
// (colyseus.js, ColyseusRoom, RemoteGame): bytes each client receives, the server's tick time, and how long
// a stroke takes to show on the player's own screen and on another player's.
import { performance } from 'node:perf_hooks';
import { Client } from 'colyseus.js';
import { startSiteServer } from '../../server/siteServer';
import { RoomRounds } from '../../server/room/roomRounds';
import { ColyseusRoom } from '../../src/games/online/client/colyseusRoom';
import { openSwimmingRoom, startSwimmingRace } from './swimmingRoom';
import { swimmingRules, type SwimmingState } from '../../shared/games/swimming/rules';

export interface RaceFigures {
  players: number;
  raceSeconds: number;
  /** Per client, bytes received from the start to the end of the race, per second. */
  bytesPerSecond: { median: number; max: number };
  tickMs: { median: number; p95: number; max: number };
  /** From a stroke sent to the sender's own view showing it. */
  ownStrokeMs: { median: number; p95: number };
  /** From a stroke sent to another player's confirmed state showing it. */
  otherSeesStrokeMs: { median: number; p95: number };
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureRace({
  players = 8,
  strokesPerSecond = 2.5,
} = {}): Promise<RaceFigures> {
  const tickTimes: number[] = [];
  // A room's tick is its rounds' tick (the room's clock and the tick scheduler call it every 50 ms).
  const proto = RoomRounds.prototype;
  const tick = proto.tick;
  proto.tick = function timedTick(this: RoomRounds) {
    const start = performance.now();
    tick.call(this);
    tickTimes.push(performance.now() - start);
  };

  const server = await startSiteServer({ port: 0, sampleRooms: false });
  const url = `http://localhost:${server.port}`;
  const rooms: ColyseusRoom[] = [];
  const bytes: number[] = [];
  const raw = await openSwimmingRoom(url, players);
  raw.forEach((room, i) => {
    const socket = (
      room.connection.transport as unknown as {
        ws: { on(e: string, f: (d: { byteLength?: number; length: number }) => void): void };
      }
    ).ws;
    bytes[i] = 0;
    socket.on('message', (data) => (bytes[i] = (bytes[i] ?? 0) + (data.byteLength ?? data.length)));
    rooms.push(new ColyseusRoom(new Client(url), room));
  });
  await sleep(300);
  bytes.fill(0);

  const started = performance.now();
  const games = await startSwimmingRace(rooms);
  const ownStroke: number[] = [];
  const otherSees: number[] = [];
  const watcher = games[1]!;
  const strokesOf = (state: SwimmingState | null, id: string) =>
    state?.swimmers.find((s) => s.player.id === id)?.strokes ?? 0;
  const pendingSends = new Map<number, number>();
  watcher.subscribe(() => {
    const seen = strokesOf(watcher.confirmedState(), games[0]!.me);
    for (const [count, at] of pendingSends) {
      if (seen >= count) {
        otherSees.push(performance.now() - at);
        pendingSends.delete(count);
      }
    }
  });

  const over = () => games.every((game) => swimmingRules.isOver(game.confirmedState()!));
  const nextAt = games.map(() => performance.now() + Math.random() * 400);
  while (!over() && performance.now() - started < 60_000) {
    const now = performance.now();
    games.forEach((game, i) => {
      // The race opens with its 3 s countdown: the hands start at GO, each after its own moment.
      if (game.view(now)?.phase === 'countdown') nextAt[i] = now + Math.random() * 400;
      if (now < nextAt[i]!) return;
      // A human's rhythm: the mean rate with ±30% jitter.
      nextAt[i] = now + (1000 / strokesPerSecond) * (0.7 + Math.random() * 0.6);
      const before = strokesOf(game.view(now), game.me);
      game.send({ type: 'stroke' }, now);
      const after = strokesOf(game.view(performance.now()), game.me);
      if (after > before) {
        ownStroke.push(performance.now() - now);
        if (i === 0) pendingSends.set(after, now);
      }
    });
    await sleep(5);
  }
  const raceSeconds = (performance.now() - started) / 1000;
  const perSecond = bytes.map((b) => b / raceSeconds);
  await Promise.all(rooms.map((room) => room.leave()));
  await server.game.gracefullyShutdown(false);
  proto.tick = tick;
  return {
    players,
    raceSeconds,
    bytesPerSecond: { median: quantile(perSecond, 0.5), max: Math.max(...perSecond) },
    tickMs: {
      median: quantile(tickTimes, 0.5),
      p95: quantile(tickTimes, 0.95),
      max: Math.max(...tickTimes),
    },
    ownStrokeMs: { median: quantile(ownStroke, 0.5), p95: quantile(ownStroke, 0.95) },
    otherSeesStrokeMs: { median: quantile(otherSees, 0.5), p95: quantile(otherSees, 0.95) },
  };
}
