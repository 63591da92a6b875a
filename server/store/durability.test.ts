// @vitest-environment node
// An acknowledged write survives kill -9: a child process writes results to a SQLite file, and the moment
// every write is acknowledged it kills itself with SIGKILL. The results are all there when the file is opened
// again, with the board's counts agreeing.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildForNode } from '../../scripts/bench/importBuilt.mjs';
import { openStore } from './openStore';
import { SWIMMING } from './testing/fixtures';

const RESULTS = 25;

describe('an acknowledged result', () => {
  let dir: string;
  let entry: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'csg-store-kill-'));
    entry = await buildForNode(
      new URL('./testing/ackChild.entry.ts', import.meta.url),
      'storeAckChild',
    );
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('survives kill -9 of the process that wrote it, right after the acknowledgement', async () => {
    const file = join(dir, 'results.sqlite');
    const child = spawn(process.execPath, [entry], {
      env: { ...process.env, STORE_FILE: file, RESULTS: String(RESULTS) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const signal = await new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, sig) => resolve(sig)),
    );
    expect(signal).toBe('SIGKILL');
    const acked = JSON.parse(output.trim()) as { playerId: number; resultIds: number[] };
    expect(acked.resultIds).toHaveLength(RESULTS);
    // The commits are in the write-ahead log, not yet copied into the database file.
    expect(existsSync(`${file}-wal`)).toBe(true);
    expect(statSync(`${file}-wal`).size).toBeGreaterThan(0);

    const store = await openStore({ database: { kind: 'sqlite', file } });
    try {
      const runs = await store.playerRuns(acked.playerId, { limit: 100 });
      expect(runs.map((r) => r.resultId).sort((a, b) => a - b)).toEqual(
        [...acked.resultIds].sort((a, b) => a - b),
      );
      const record = await store.worldRecord(SWIMMING);
      expect(record).toMatchObject({ playerId: acked.playerId, score: 100 + RESULTS - 1 });
      expect(await store.placeOf(SWIMMING, acked.playerId)).toMatchObject({ place: 1, of: 1 });
    } finally {
      await store.close();
    }
  }, 60_000);
});
