// A visitor who reached one of the server's per-address limits reads one plain line where they tried: here,
// the room limit, at Create Game. This test runs its own server (on a free port, with a limit of one room a
// minute), so the limit it reaches leaves the other tests' server alone.
import { LIMIT_MESSAGES } from '../shared/protocol/protocol';
import { createButton, createDialog } from './support/lobby';
import { expect, test } from './support/fixtures';
import { freePort, startOwnServer } from './support/ownServer';

test.use({ gameServer: 'online' });

const startServer = (port: number) => startOwnServer(port, { LIMIT_ROOMS_PER_MINUTE: '1' });

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
