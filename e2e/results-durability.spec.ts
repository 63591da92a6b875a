// An acknowledged 'Verified' survives kill -9 of the server right after it: a swimming practice played in real
// time against a server this test starts (its own process, port and temporary DATA_DIR, so the shared
// webServer of the other tests is left alone) shows 'Verified'; the server is killed with SIGKILL at once,
// started again on the same DATA_DIR, and the run is on its board, read through the API and in the World
// records dialog of the browser that made it.
import { rmSync } from 'node:fs';
import { exited } from '../scripts/cluster/processes.mjs';
import { freePort, startOwnServer } from './support/ownServer';
import { temporaryDataDir } from './support/dataDir';
import { expect, test } from './support/fixtures';
import { setName } from './support/online';
import {
  boardRows,
  expectVerified,
  readSwimmingBoard,
  scoreNumber,
  swimPracticeInRealTime,
} from './support/verifiedPractice';

test.use({ gameServer: 'online' });
test.describe.configure({ timeout: 180_000 });

const startServer = (port: number, dataDir: string) => startOwnServer(port, { DATA_DIR: dataDir });

test('a verified result survives kill -9 of the server right after it', async ({
  page,
  problems,
}) => {
  const port = await freePort();
  const dataDir = temporaryDataDir();
  // 127.0.0.1 for the page and the API reads alike.
  const origin = `http://127.0.0.1:${port}`;
  let server = await startServer(port, dataDir);
  try {
    await page.goto(`${origin}/games`);
    await expect(page.locator('[data-server="online"]')).toBeVisible();
    await setName(page, 'Asha');
    await swimPracticeInRealTime(page);
    const score = await expectVerified(page, 'Asha');

    server.kill('SIGKILL');
    await exited(server);
    expect(server.signalCode).toBe('SIGKILL');

    server = await startServer(port, dataDir);
    const board = await readSwimmingBoard(page, origin);
    expect(board.total).toBe(1);
    expect(board.rows).toEqual([
      expect.objectContaining({ place: 1, name: 'Asha', score: scoreNumber(score) }),
    ]);
    // The browser that played it finds it on the board, as its own (its identity was kept too).
    await page.goto(`${origin}/games?board=swimming`);
    await expect(boardRows(page)).toHaveCount(1);
    await expect(boardRows(page).first()).toContainText('Asha');
    await expect(boardRows(page).first()).toContainText(score);
    await expect(boardRows(page).first()).toContainText('(you)');
    // Off the site before the server goes for good.
    await page.goto('about:blank');
  } finally {
    server.kill('SIGKILL');
    await exited(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  // While the server was down, the page's requests to it could fail; nothing else may.
  problems.consoleErrors = problems.consoleErrors.filter(
    (text) => !/ERR_CONNECTION_REFUSED|ERR_EMPTY_RESPONSE|WebSocket/.test(text),
  );
});
