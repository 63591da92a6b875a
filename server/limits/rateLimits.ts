// Per-address rate limits, shared by every process of a cluster: rate-limiter-flexible's RateLimiterRedis over
// an ioredis client when REDIS_URL is set (a process whose Redis is unreachable falls back to its own memory
// until Redis answers again), RateLimiterMemory in a single process. Each limit is a number of points per
// minute (fixed windows).
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { quietLog } from '../log/quietLog';
import type { LimitSettings } from './limitSettings';

export type Verdict = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimit {
  take(address: string): Promise<Verdict>;
}

export interface RateLimits {
  rooms: RateLimit;
  joins: RateLimit;
  codes: RateLimit;
  /** Another limit of `perMinute` points a minute, kept where these are (Redis when the cluster has it). */
  define(name: string, perMinute: number): RateLimit;
  close(): Promise<void>;
}

const WINDOW_SECONDS = 60;

function rateLimit(limiter: RateLimiterMemory | RateLimiterRedis): RateLimit {
  return {
    take: (address) =>
      limiter.consume(address).then(
        (): Verdict => ({ ok: true }),
        (refusal: unknown): Verdict => {
          if (refusal instanceof RateLimiterRes) {
            return {
              ok: false,
              retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)),
            };
          }
          // Neither Redis nor the memory fallback could count: let the visitor through rather than fail.
          quietLog.note('rate limit unavailable', `rate limit unavailable: ${String(refusal)}`);
          return { ok: true };
        },
      ),
  };
}

export async function createRateLimits(
  settings: LimitSettings,
  redisUrl?: string,
): Promise<RateLimits> {
  const points = {
    rooms: settings.roomsPerMinute,
    joins: settings.joinsPerMinute,
    codes: settings.codesPerMinute,
  };
  const memory = (name: string, perMinute: number) =>
    new RateLimiterMemory({
      keyPrefix: `csg-${name}`,
      points: perMinute,
      duration: WINDOW_SECONDS,
    });

  if (!redisUrl) {
    return {
      rooms: rateLimit(memory('rooms', points.rooms)),
      joins: rateLimit(memory('joins', points.joins)),
      codes: rateLimit(memory('codes', points.codes)),
      define: (name, perMinute) => rateLimit(memory(name, perMinute)),
      close: async () => {},
    };
  }

  const { Redis: RedisClient } = await import('ioredis');
  const client: Redis = new RedisClient(redisUrl, {
    // A command while Redis is away fails at once, so the memory fallback answers without a wait.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  client.on('error', (error: Error) =>
    quietLog.note('rate limits: redis', `rate limits: redis: ${error.message}`),
  );
  const shared = (name: string, perMinute: number) =>
    new RateLimiterRedis({
      storeClient: client,
      keyPrefix: `csg-${name}`,
      points: perMinute,
      duration: WINDOW_SECONDS,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory(name, perMinute),
    });
  return {
    rooms: rateLimit(shared('rooms', points.rooms)),
    joins: rateLimit(shared('joins', points.joins)),
    codes: rateLimit(shared('codes', points.codes)),
    define: (name, perMinute) => rateLimit(shared(name, perMinute)),
    async close() {
      client.disconnect();
    },
  };
}
