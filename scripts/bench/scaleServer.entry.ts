// One game-server process for the scale bench (scripts/bench/server-scale.mjs), run with fork(): the real
// server (startSiteServer, Redis when REDIS_URL is set) with every room's tick timed. Answers 'stats' on its
// IPC channel: tick durations and lateness since the last 'reset', CPU time, memory, rooms and clients.
import { performance } from 'node:perf_hooks';
import { GameRoom } from '../../server/room/GameRoom';
import { startSiteServer } from '../../server/siteServer';
import { scaleOutFromEnv } from '../../server/cluster/scaleOut';
import { TICK_MS } from '../../src/games/online/lockstep';

const tickMs: number[] = [];
/** How far past its 50 ms each room's tick came (ms). */
const lateMs: number[] = [];
const lastTick = new WeakMap<GameRoom, number>();
const proto = GameRoom.prototype as unknown as { onTick(): void };
const onTick = proto.onTick;
proto.onTick = function timedTick(this: GameRoom) {
  const start = performance.now();
  const previous = lastTick.get(this);
  lastTick.set(this, start);
  const playing = (this.state as { status?: string }).status === 'playing';
  onTick.call(this);
  // The time of a tick that plays a game (a waiting room's tick does nothing); lateness of every tick.
  if (playing) tickMs.push(performance.now() - start);
  if (previous !== undefined) lateMs.push(start - previous - TICK_MS);
};

const scaleOut = await scaleOutFromEnv(process.env);
const server = await startSiteServer({ port: Number(process.env.PORT ?? 0), ...scaleOut });
let cpu = process.cpuUsage();
let since = performance.now();

process.on('message', (message: unknown) => {
  if (message === 'reset') {
    tickMs.length = 0;
    lateMs.length = 0;
    cpu = process.cpuUsage();
    since = performance.now();
    process.send?.({ type: 'reset' });
  } else if (message === 'stats') {
    const used = process.cpuUsage(cpu);
    process.send?.({
      type: 'stats',
      tickMs: [...tickMs],
      lateMs: [...lateMs],
      cpuMs: (used.user + used.system) / 1000,
      wallMs: performance.now() - since,
      memory: process.memoryUsage(),
    });
  } else if (message === 'stop') {
    void server.game.gracefullyShutdown(true);
  }
});
process.send?.({ type: 'ready', port: server.port });
