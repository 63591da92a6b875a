// A visitor who reached one of the server's per-address limits reads one plain line where they tried: here,
// the room limit, at Create Game. This test runs its own server (on a free port, with a limit of one room a
// minute), so the limit it reaches leaves the other tests' server alone.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { LIMIT_MESSAGES } from '../shared/protocol/protocol';
import { createButton, createDialog } from './support/lobby';
import { expect, test } from './support/fixtures';
import { temporaryDataDir } from './support/dataDir';

test.use({ gameServer: 'online' });

async function freePort(): Promise<number> {
  const probe = createServer().listen(0);
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  return typeof address === 'object' && address ? address.port : 0;
}

async function startServer(port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: temporaryDataDir(),
      LIMIT_ROOMS_PER_MINUTE: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Serving')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`the server stopped (exit ${code})`)));
  });
  return server;
}

test('a visitor over the room limit reads one plain line at Create Game', async ({
  page,
  problems,
}) => {
  const port = await freePort();
  const server = await startServer(port);
  try {
    // 127.0.0.1 for both the page and the request below: one address (localhost may be ::1 for one of them).
    const origin = `http://127.0.0.1:${port}`;
    await page.goto(`${origin}/games`);
    await expect(page.locator('[data-server="online"]')).toBeVisible();
    // This address already made its one room of the minute.
    const made = await page.request.post(`${origin}/matchmake/create/game`, {
      data: { sport: 'swimming', type: 'public' },
    });
    expect(made.status()).toBe(200);

    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await createButton(page).click();
    await createDialog(page).getByRole('button', { name: 'Public' }).click();
    await createDialog(page).getByRole('button', { name: 'Create Game' }).click();
    await expect.poll(() => alerts).toEqual([LIMIT_MESSAGES.rooms]);
    // Nothing else happened: no room of theirs in the list, the lobby still online.
    await expect(page.locator('[data-server="online"]')).toBeVisible();
  } finally {
    // The page leaves first: a lobby still open would try its stopped server again (a refused connection).
    await page.goto('about:blank');
    server.kill('SIGTERM');
  }
  // The browser reports the refused request itself (Chromium's own line); nothing else may fail.
  problems.consoleErrors = problems.consoleErrors.filter(
    (text) => !/status of 429 \(Too Many Requests\)/.test(text),
  );
});
