// A throwaway Redis for the cluster: Debian's redis-server on a free port, nothing saved to disk.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { freePort, waitForLine } from './processes.mjs';

export const REDIS_INSTALL_HINT =
  'redis-server not found: install it with "apt-get update && apt-get install -y redis-server" (or set REDIS_SERVER to its path).';

/** The redis-server binary: REDIS_SERVER, Debian's /usr/bin/redis-server, or one on the PATH. */
export function findRedisServer() {
  const candidates = [
    process.env.REDIS_SERVER,
    '/usr/bin/redis-server',
    '/usr/local/bin/redis-server',
  ];
  for (const path of candidates) if (path && existsSync(path)) return path;
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(`${dir}/redis-server`)) return `${dir}/redis-server`;
  }
  return undefined;
}

/** Starts redis-server on a free local port; resolves once it accepts connections. */
export async function startRedis() {
  const binary = findRedisServer();
  if (!binary) throw new Error(REDIS_INSTALL_HINT);
  const port = await freePort();
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await waitForLine(child, /Ready to accept connections/, 'redis-server');
  return { child, port, url: `redis://127.0.0.1:${port}` };
}
