// Display names are plain text everywhere: a name written as HTML reaches the other device through
// the game server and shows there as the very characters typed, in the waiting room and on the leaderboard;
// nothing of it becomes an element or runs.
import type { Page } from '@playwright/test';
import { leaderboardRows, twoInPrivateRoom, waitingRoom } from './support/online';
import { expect, test } from './support/twoDevices';

test.describe.configure({ timeout: 120_000 });

const HOST_NAME = '<b id=pwned>Asha</b>';
const GUEST_NAME = '<img src=x id=pwned>';

const noInjectedMarkup = async (page: Page) => {
  await expect(page.locator('#pwned')).toHaveCount(0);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
};

test('names written as HTML show as text on the other device, never as markup', async ({
  page: host,
  guest,
}) => {
  const dialogs: string[] = [];
  for (const page of [host, guest]) page.on('dialog', (dialog) => dialogs.push(dialog.message()));

  await twoInPrivateRoom(host, guest, 'Swimming', 30, {
    hostName: HOST_NAME,
    guestName: GUEST_NAME,
  });

  await expect(waitingRoom(host)).toContainText(GUEST_NAME);
  await expect(waitingRoom(guest)).toContainText(HOST_NAME);
  for (const page of [host, guest]) await noInjectedMarkup(page);

  await host.getByRole('button', { name: 'Start Swimming!' }).click();
  await expect(guest.getByRole('button', { name: /STROKE/ })).toBeVisible();
  while (!(await host.getByRole('heading', { name: 'Leaderboard' }).isVisible())) {
    await host.keyboard.press('Space');
    await guest.keyboard.press('Space');
    await host.waitForTimeout(70);
  }
  await expect(leaderboardRows(host).filter({ hasText: GUEST_NAME })).toHaveCount(1);
  await expect(leaderboardRows(guest).filter({ hasText: HOST_NAME })).toHaveCount(1);
  for (const page of [host, guest]) await noInjectedMarkup(page);
  expect(dialogs).toEqual([]);
});
