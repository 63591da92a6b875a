// @vitest-environment node
// A server process as `npm start` runs it (here with the re-play's test double): it opens the results store
// with no set-up (SQLite made under DATA_DIR), keeps /api/health small, shows the write queue in the metrics;
// a run it answered 'Verified' survives the process killed (SIGKILL) right after; on SIGINT and SIGTERM it
// shuts down once, closing its database before it exits.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildForNode } from '../../scripts/bench/importBuilt.mjs';
import { exited, freePort, waitForLine } from '../../scripts/cluster/processes.mjs';
import { send } from '../test/http';
import { makeTempSite } from '../test/tempSite';
import { browserSecret, call, playRun } from './testing/resultsServer';

let entry: string;
let dataDir: string;
let site: ReturnType<typeof makeTempSite>;
beforeAll(async () => {
  entry = await buildForNode(
    new URL('./testing/testVerifierServer.entry.ts', import.meta.url),
    'resultsServerProcess',
  );
  dataDir = join(mkdtempSync(join(tmpdir(), 'csg-serve-')), 'data');
  site = makeTempSite();
}, 120_000);
afterAll(() => {
  rmSync(join(dataDir, '..'), { recursive: true, force: true });
  site.remove();
});

async function startProcess(): Promise<{
  child: ChildProcess;
  base: string;
  output: () => string;
}> {
  const port = await freePort();
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DIST_DIR: site.dir,
      SHUTDOWN_GRACE_SECONDS: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForLine(child, /Serving dist\//, 'the server');
  return { child, base: `http://127.0.0.1:${port}`, output: () => output };
}

async function stopProcess(child: ChildProcess) {
  child.kill('SIGTERM');
  await exited(child);
  return child.exitCode;
}

describe('a server process', () => {
  it('keeps results under DATA_DIR with no set-up, through a kill right after the answer', async () => {
    const first = await startProcess();
    const secret = browserSecret();
    try {
      expect(existsSync(join(dataDir, 'results.sqlite'))).toBe(true);
      const health = await send(`${first.base}/api/health`);
      expect(JSON.parse(health.body)).toEqual({ gameServer: true });
      const { run } = await playRun(first.base, secret, 321, { name: 'Asha' });
      expect(run.json).toMatchObject({ verified: true, place: { allTime: { place: 1 } } });
      const metrics = await send(`${first.base}/api/metrics`);
      expect(metrics.body).toMatch(/^csg_results_queued 0$/m);
      expect(metrics.body).toMatch(/^csg_results_written 1$/m);
      expect(metrics.body).toMatch(/^csg_results_failed 0$/m);
    } finally {
      // Killed right after 'Verified': nothing runs after the answer (no close, no checkpoint).
      first.child.kill('SIGKILL');
      await exited(first.child);
    }
    const second = await startProcess();
    try {
      const record = await call(second.base, '/api/records/swimming', { secret });
      expect(record.json).toMatchObject({
        worldRecord: { name: 'Asha', score: 321 },
        yourBest: { score: 321 },
      });
    } finally {
      // SIGINT to the process group and SIGTERM from a supervisor: one shutdown, the store closed before exit.
      second.child.kill('SIGINT');
      expect(await stopProcess(second.child)).toBe(0);
      expect(second.output()).toContain('game server: results store closed');
    }
  }, 120_000);
});
