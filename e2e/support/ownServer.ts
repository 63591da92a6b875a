// A server of a test's own (scripts/serve.mjs: the built site and its game server), on a free port and a
// temporary DATA_DIR unless given one, apart from the suite's shared webServer, for tests that stop or kill it.
import { spawn, type ChildProcess } from 'node:child_process';
import { waitForLine } from '../../scripts/cluster/processes.mjs';
import { temporaryDataDir } from './dataDir';

export { freePort } from '../../scripts/cluster/processes.mjs';

export async function startOwnServer(
  port: number,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: temporaryDataDir(), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await waitForLine(server, /Serving dist\//, 'the game server');
  return server;
}
