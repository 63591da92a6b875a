// The clients of the spectators bench, built for Node by scripts/bench/spectators.mjs: one public swimming room
// of `players` humans (the browser's own client code: colyseus.js, ColyseusRoom, RemoteGame) stroking at a
// human rate from GO to the finish, watched by `spectators` clients that joined with { watch: true } before
// the start (they take no seat and send nothing). Answers when the race ran, so the caller can read the
// server's CPU and tick histogram around it.
import { performance } from 'node:perf_hooks';
import { Client, type Room } from 'colyseus.js';
import { ColyseusRoom } from '../../src/games/online/client/colyseusRoom';
import type { RoomStateView } from '../../shared/protocol/protocol';
import { openSwimmingRoom, startSwimmingRace } from './swimmingRoom';
import { swimmingRules } from '../../shared/games/swimming/rules';

export interface WatchedRace {
  raceSeconds: number;
  /** Bytes each spectator received over the race, per second (median); 0 with no spectators. */
  spectatorBytesPerSecond: number;
  /** Spectators who saw the round start and the room watched by them all (its `watching` count). */
  spectatorsSawTheRound: number;
  watchingShown: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function countBytes(room: Room): { bytes: number } {
  const counter = { bytes: 0 };
  const socket = (
    room.connection.transport as unknown as {
      ws: { on(e: string, f: (d: { byteLength?: number; length: number }) => void): void };
    }
  ).ws;
  socket.on('message', (data) => (counter.bytes += data.byteLength ?? data.length));
  return counter;
}

export async function raceWatchedBy(
  url: string,
  { players = 4, spectators = 0, strokesPerSecond = 2.5 } = {},
): Promise<WatchedRace> {
  const raw = await openSwimmingRoom(url, players);
  const host = raw[0]!;
  const watchers: Room<RoomStateView>[] = [];
  for (let i = 0; i < spectators; i++) {
    const watcher = await new Client(url).joinById<RoomStateView>(host.roomId, { watch: true });
    watcher.onMessage('*', () => undefined); // ticks and notices: received (counted), not used
    watchers.push(watcher);
  }
  const watcherBytes = watchers.map(countBytes);
  const rooms = raw.map((room) => new ColyseusRoom(new Client(url), room));
  await sleep(500);
  watcherBytes.forEach((counter) => (counter.bytes = 0));

  const started = performance.now();
  const games = await startSwimmingRace(rooms);
  const over = () => games.every((game) => swimmingRules.isOver(game.confirmedState()!));
  const nextAt = games.map(() => performance.now() + Math.random() * 400);
  while (!over() && performance.now() - started < 90_000) {
    const now = performance.now();
    games.forEach((game, i) => {
      if (game.view(now)?.phase === 'countdown') nextAt[i] = now + Math.random() * 400;
      if (now < nextAt[i]!) return;
      nextAt[i] = now + (1000 / strokesPerSecond) * (0.7 + Math.random() * 0.6);
      game.send({ type: 'stroke' }, now);
    });
    await sleep(5);
  }
  const raceSeconds = (performance.now() - started) / 1000;
  // The spectators' copies of the room: the round they watched, as the players' rooms have it.
  await sleep(300);
  const round = host.state.round;
  const spectatorsSawTheRound = watchers.filter((room) => room.state.round === round).length;
  const watchingShown = host.state.watching;
  const perSecond = watcherBytes.map((c) => c.bytes / raceSeconds).sort((a, b) => a - b);
  await Promise.all([...rooms.map((room) => room.leave()), ...watchers.map((w) => w.leave())]);
  return {
    raceSeconds,
    spectatorBytesPerSecond: perSecond[Math.floor(perSecond.length / 2)] ?? 0,
    spectatorsSawTheRound,
    watchingShown,
  };
}
