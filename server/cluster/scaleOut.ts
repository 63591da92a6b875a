// Several game-server processes behind one origin. With REDIS_URL set, every process shares
// rooms, seats, the lobby and invite codes through Redis (Colyseus's RedisPresence and RedisDriver), and
// PUBLIC_ADDRESS tells clients where this process is reached (e.g. 'example.org/p1' behind a proxy), so a
// seat reserved by any process is taken on the process holding the room. Without REDIS_URL: one process,
// in memory.
import type { Presence, matchMaker } from '@colyseus/core';

export interface ScaleOut {
  presence?: Presence;
  driver?: matchMaker.MatchMakerDriver;
  publicAddress?: string;
  /** Whether this process makes the spec's sample rooms (one process of a cluster does). */
  sampleRooms: boolean;
}

export interface ScaleOutEnv {
  REDIS_URL?: string;
  PUBLIC_ADDRESS?: string;
  /** '0' on every process but one, so the sample rooms exist once. */
  SAMPLE_ROOMS?: string;
}

export async function scaleOutFromEnv(env: ScaleOutEnv): Promise<ScaleOut> {
  const sampleRooms = env.SAMPLE_ROOMS !== '0';
  const publicAddress = env.PUBLIC_ADDRESS || undefined;
  if (!env.REDIS_URL) return { publicAddress, sampleRooms };
  // Loaded only when asked for: a single process never opens a Redis connection.
  const [{ RedisPresence }, { RedisDriver }] = await Promise.all([
    import('@colyseus/redis-presence'),
    import('@colyseus/redis-driver'),
  ]);
  return {
    presence: new RedisPresence(env.REDIS_URL),
    driver: new RedisDriver(env.REDIS_URL),
    publicAddress,
    sampleRooms,
  };
}
