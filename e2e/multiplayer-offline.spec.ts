// A game server that goes away: the lobby says so in one line and simulates rooms in the tab.
// This test runs its own server on a free port, so stopping it leaves the other tests' server alone.
import { once } from 'node:events';
import { publicGames } from './support/lobby';
import { expect, test } from './support/fixtures';
import { generateRooms, SITE_ROOM_SEED } from '../shared/rooms/generateRooms';
import { findMiniGame } from '../shared/games/catalog';
import { READY_TEXTS } from '../shared/games/readyTexts';
import { gameCard } from './support/games';
import { freePort, startOwnServer } from './support/ownServer';

test.use({ gameServer: 'online' });

const startServer = (port: number) => startOwnServer(port);

test('when the game server stops, the lobby says so and simulates the rooms in the tab', async ({
  page,
  problems,
}) => {
  const port = await freePort();
  const server = await startServer(port);
  // The room this test will join once the server is gone, and its game's code, fetched while it was up
  // (one process serves the site and the game server: when it stops, nothing new can be fetched).
  const samples = generateRooms(SITE_ROOM_SEED).filter((room) => room.type === 'public');
  const room = samples.find((sample) => sample.currentPlayers.length < sample.maxPlayers)!;
  const gameName = findMiniGame(room.sport)!.name;
  try {
    await page.goto(`http://localhost:${port}/games`);
    await expect(page.locator('[data-server="online"]')).toBeVisible();
    await page.getByRole('tab', { name: 'Single Player' }).click();
    await gameCard(page, gameName).getByRole('button', { name: 'Play vs AI' }).click();
    await expect(
      page.getByRole('button', { name: READY_TEXTS[room.sport].startLabel }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Leave game' }).click();
    // The Multiplayer tab opens the lobby's list again (it was closed during the game): the server stops
    // once the list is back.
    const lobbySocket = page.waitForEvent('websocket');
    await page.getByRole('tab', { name: 'Multiplayer' }).click();
    await (await lobbySocket).waitForEvent('framereceived');
    server.kill('SIGKILL');
    await once(server, 'exit');
    await expect(page.getByTestId('server-status')).toHaveText(
      /Game server unreachable: rooms are simulated on this device\./,
    );
    // The same sample rooms, simulated here: a public one can be joined and played against its bots.
    await expect(publicGames(page)).toHaveCount(samples.length);
    await publicGames(page)
      .filter({ hasText: room.name })
      .getByRole('button', { name: 'Join Game' })
      .click();
    await expect(page).toHaveURL(/view=game/);
    await expect(
      page.getByRole('button', { name: READY_TEXTS[room.sport].startLabel }),
    ).toBeVisible();
  } finally {
    server.kill('SIGKILL');
  }
  // With the one server gone, the browser reports what it could no longer reach (Chromium's own lines for a
  // refused connection, and for a request that was in flight when the server was killed); nothing else may fail.
  await page.evaluate(() => 0);
  const serverGone = new Set([
    'Failed to load resource: net::ERR_CONNECTION_REFUSED',
    'Failed to load resource: net::ERR_CONNECTION_RESET',
  ]);
  problems.consoleErrors = problems.consoleErrors.filter((text) => !serverGone.has(text));
});
