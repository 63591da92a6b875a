// Starts the cluster: a throwaway Redis, N game-server processes (the built dist-server/main.js, each with
// REDIS_URL, PUBLIC_ADDRESS `<host>/<name>` and its own port) and the proxy on one port, so the browser sees
// one origin. Used by `npm run start:cluster` and by the cluster's browser test.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createProxy } from './proxy.mjs';
import { exited, freePort, waitForLine } from './processes.mjs';
import { startRedis } from './redis.mjs';

const SERVER_ENTRY = fileURLToPath(new URL('../../dist-server/main.js', import.meta.url));

/**
 * @param {{ port?: number, processes?: number, host?: string, env?: Record<string, string>,
 *           log?: boolean }} options
 */
export async function startCluster({ port = 0, processes = 2, host, env = {}, log = true } = {}) {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(
      'No server build found. Run "npm run build" first (npm run start:cluster builds).',
    );
  }
  const redis = await startRedis();
  const started = [];
  const stopAll = async () => {
    await Promise.all(started.map((p) => stopProcess(p.child)));
    redis.child.kill('SIGTERM');
    await exited(redis.child);
  };
  try {
    const proxyPort = port || (await freePort());
    const publicHost = host ?? `localhost:${proxyPort}`;
    for (let i = 1; i <= processes; i++) {
      const name = `p${i}`;
      const processPort = await freePort();
      const child = spawn(process.execPath, [SERVER_ENTRY], {
        env: {
          ...process.env,
          ...env,
          PORT: String(processPort),
          REDIS_URL: redis.url,
          PUBLIC_ADDRESS: `${publicHost}/${name}`,
          SAMPLE_ROOMS: i === 1 ? '1' : '0',
          PROCESS_NAME: name,
          // The proxy sets X-Forwarded-For: join-by-code limits attempts per visitor, not per proxy.
          TRUST_PROXY: '1',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      started.push({ name, port: processPort, child });
      await waitForLine(child, /reached at/, name);
      if (log) child.stdout.on('data', (chunk) => process.stdout.write(chunk));
    }
    const proxy = createProxy(started.map(({ name, port: p }) => ({ name, port: p })));
    await new Promise((resolve) => proxy.listen(proxyPort, resolve));
    return {
      url: `http://localhost:${proxyPort}`,
      port: proxyPort,
      redis,
      processes: started,
      /** Stops the proxy, then each process gracefully (its games finish), then Redis. */
      async stop() {
        proxy.closeAllConnections?.();
        proxy.close();
        await stopAll();
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
