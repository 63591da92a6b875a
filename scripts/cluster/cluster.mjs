// Starts the cluster: a throwaway Redis, PostgreSQL with its data under DATA_DIR (scripts/cluster/postgres.mjs,
// kept between runs), N game-server processes (the built dist-server/main.js, each on 127.0.0.1 with its own
// port, REDIS_URL, DATABASE_URL, and PUBLIC_ADDRESS `/<name>`, or `<PUBLIC_HOST>/<name>` when a host is given)
// and HAProxy in front of them on one port (scripts/cluster/haproxy.mjs), so the browser sees one origin. Used
// by `npm run start:cluster`, the cluster's browser test and the front door's test.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findHaproxy, HAPROXY_INSTALL_HINT, startHaproxy } from './haproxy.mjs';
import { findPostgresBin, POSTGRES_INSTALL_HINT, startPostgres } from './postgres.mjs';
import { exited, freePort, waitForLine } from './processes.mjs';
import { findRedisServer, REDIS_INSTALL_HINT, startRedis } from './redis.mjs';
import { SERVER_NODE_ARGS } from './serverNodeArgs.mjs';

const SERVER_ENTRY = fileURLToPath(new URL('../../dist-server/main.js', import.meta.url));

/** What the cluster needs that is not installed, as the commands that install it (empty when all is there). */
export function missingForCluster() {
  return [
    ...(findRedisServer() ? [] : [REDIS_INSTALL_HINT]),
    ...(findHaproxy() ? [] : [HAPROXY_INSTALL_HINT]),
    ...(findPostgresBin() ? [] : [POSTGRES_INSTALL_HINT]),
  ];
}

/**
 * @param {{ port?: number, processes?: number, host?: string, env?: Record<string, string>,
 *           log?: boolean, serverEntry?: string, connectionsPerAddress?: number, nodeArgs?: string[],
 *           dataDir?: string }} options
 */
export async function startCluster({
  port = 0,
  processes = 2,
  host,
  env = {},
  log = true,
  serverEntry = SERVER_ENTRY,
  connectionsPerAddress,
  nodeArgs = SERVER_NODE_ARGS,
  dataDir = env.DATA_DIR || process.env.DATA_DIR || './data',
} = {}) {
  if (!existsSync(serverEntry)) {
    throw new Error(
      'No server build found. Run "npm run build" first (npm run start:cluster builds).',
    );
  }
  const [missing] = missingForCluster();
  if (missing) throw new Error(missing);
  const redis = await startRedis();
  const started = [];
  let frontDoor;
  let postgres;
  const stopAll = async () => {
    await frontDoor?.kill();
    await Promise.all(started.map((p) => stopProcess(p.child)));
    await postgres?.stop();
    redis.child.kill('SIGTERM');
    await exited(redis.child);
  };
  try {
    postgres = await startPostgres({ dataDir });
    const frontPort = port || (await freePort());
    for (let i = 1; i <= processes; i++) {
      const name = `p${i}`;
      const processPort = await freePort();
      const child = spawn(process.execPath, [...nodeArgs, serverEntry], {
        env: {
          ...process.env,
          ...env,
          PORT: String(processPort),
          // Reached through the front door only.
          HOST: '127.0.0.1',
          REDIS_URL: redis.url,
          DATABASE_URL: postgres.url,
          // A path is resolved by the browser against the page's own origin, whatever host it was given.
          PUBLIC_ADDRESS: host ? `${host}/${name}` : `/${name}`,
          SAMPLE_ROOMS: i === 1 ? '1' : '0',
          PROCESS_NAME: name,
          // HAProxy sets X-Forwarded-For: the limits count visitors, not the front door.
          TRUST_PROXY: '1',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      started.push({ name, port: processPort, child });
      await waitForLine(child, /reached at/, name);
      if (log) child.stdout.on('data', (chunk) => process.stdout.write(chunk));
    }
    frontDoor = await startHaproxy({
      port: frontPort,
      processes: started.map(({ name, port: p }) => ({ name, port: p })),
      ...(connectionsPerAddress ? { connectionsPerAddress } : {}),
    });
    return {
      url: `http://localhost:${frontPort}`,
      port: frontPort,
      redis,
      postgres,
      processes: started,
      frontDoor,
      /**
       * Stops the front door taking new connections (open game sockets go on), then each process gracefully
       * (its games finish, its queued results are written), then HAProxy, PostgreSQL and Redis.
       */
      async stop() {
        const draining = frontDoor.stop();
        await Promise.all(started.map((p) => stopProcess(p.child)));
        await frontDoor.kill();
        await draining;
        await postgres.stop();
        redis.child.kill('SIGTERM');
        await exited(redis.child);
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** SIGTERM (the process lets its games finish, then exits); SIGKILL after `graceMs`. */
export async function stopProcess(child, graceMs = 90_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited(child);
  clearTimeout(timer);
}
