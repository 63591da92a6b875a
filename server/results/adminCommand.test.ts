// @vitest-environment node
// The operator's command: lists open reports, voids a result (it leaves the board and the player's next best
// takes its place), bans and unbans a player, resolves a report; refuses a bad command with the usage (exit
// 2) and an unknown id with one line (exit 1). Last, `npm run admin` as the operator runs it, on DATA_DIR.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newSecret, openStore, type ResultsStore } from '../store/index';
import { practice, SWIMMING } from '../store/testing/fixtures';
import { ADMIN_USAGE, runAdmin } from './adminCommand';

let dir: string;
let store: ResultsStore;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'csg-admin-'));
  chmodSync(dir, 0o755);
  store = await openStore({
    database: { kind: 'sqlite', file: join(dir, 'results.sqlite') },
    optimizeEveryMs: 0,
  });
});
afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

async function admin(...args: string[]) {
  const lines: string[] = [];
  const code = await runAdmin(args, store, (line) => lines.push(line));
  return { code, text: lines.join('\n') };
}

describe('the operator’s command', () => {
  it('lists reports, voids a result, bans a player and resolves a report', async () => {
    const asha = await store.createPlayer({ secret: newSecret(), name: 'Asha' });
    const rude = await store.createPlayer({ secret: newSecret(), name: 'Rude Name' });
    await store.saveResult(practice(asha.id, 500));
    const best = await store.saveResult(practice(rude.id, 900));
    await store.saveResult(practice(rude.id, 700));
    expect(await admin('reports')).toEqual({ code: 0, text: 'No open reports.' });
    const reportId = await store.addReport({
      reporterId: asha.id,
      playerId: rude.id,
      resultId: best.resultId,
      reason: 'Offensive name',
    });
    const listed = await admin('reports');
    expect(listed.code).toBe(0);
    expect(listed.text).toMatch(
      new RegExp(
        `^report ${reportId}  \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d  player ${rude.id} "Rude Name"  result ${best.resultId}  by player ${asha.id}  open: Offensive name$`,
      ),
    );

    expect(await admin('void', String(best.resultId))).toEqual({
      code: 0,
      text: `Result ${best.resultId} voided: it left every board.`,
    });
    expect((await store.worldRecord(SWIMMING))?.score).toBe(700);

    const banned = await admin('ban', String(rude.id));
    expect(banned).toEqual({
      code: 0,
      text: `Player ${rude.id} ("Rude Name") banned: their results left every board.`,
    });
    expect((await store.worldRecord(SWIMMING))?.name).toBe('Asha');
    expect((await admin('unban', String(rude.id))).code).toBe(0);
    expect((await store.worldRecord(SWIMMING))?.score).toBe(700);

    expect(await admin('resolve', String(reportId))).toEqual({
      code: 0,
      text: `Report ${reportId} resolved.`,
    });
    expect((await admin('reports')).text).toBe('No open reports.');
    expect((await admin('reports', '--all')).text).toMatch(/resolved \d{4}-.*: Offensive name$/);
    expect(await admin('resolve', String(reportId))).toEqual({
      code: 1,
      text: `There is no open report ${reportId}.`,
    });
  });

  it('refuses a bad command with the usage, and an unknown id with one line', async () => {
    for (const args of [
      [],
      ['delete', '1'],
      ['void'],
      ['void', 'x'],
      ['ban', '-1'],
      ['reports', 'x'],
    ]) {
      expect(await admin(...args), args.join(' ')).toEqual({ code: 2, text: ADMIN_USAGE });
    }
    expect(await admin('void', '999999')).toEqual({ code: 1, text: 'There is no result 999999.' });
    expect(await admin('ban', '999999')).toEqual({ code: 1, text: 'There is no player 999999.' });
  });

  it('runs as npm run admin on the database under DATA_DIR', async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const run = (args: string[]) =>
      new Promise<{ code: number | null; out: string }>((resolve, reject) => {
        const child = spawn(process.execPath, ['scripts/admin.mjs', ...args], {
          cwd: root,
          env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.on('error', reject);
        child.on('exit', (code) => resolve({ code, out }));
      });
    const reporter = await store.createPlayer({ secret: newSecret(), name: 'Cleo' });
    const reportId = await store.addReport({ playerId: reporter.id, reason: 'Spam name' });
    const listed = await run(['reports']);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(`report ${reportId} `);
    expect(listed.out).toContain('"Cleo"');
    const resolved = await run(['resolve', String(reportId)]);
    expect(resolved).toEqual({ code: 0, out: `Report ${reportId} resolved.\n` });
    expect((await store.listReports()).map((r) => r.id)).not.toContain(reportId);
  }, 120_000);
});
