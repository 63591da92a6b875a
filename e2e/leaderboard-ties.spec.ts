// The leaderboard's tie rule through the real site, with a real tie: two people in a 30 s archery room on
// the game server. Asha shoots one arrow that misses the target, Ben shoots none: both score 0 at different
// times (an archer's time is their last arrow's). Equal scores share a place and its medal (1, 1), marked
// 'Tied', the earlier time listed first; both banners say 'Tied for 1st!'. Game time is real time here.
import type { Page } from '@playwright/test';
import { hud } from './support/games';
import { leaderboardRows, twoInPrivateRoom } from './support/online';
import { archeryTarget, arrowsShot } from './support/plays';
import { expect, test } from './support/twoDevices';

test.describe.configure({ timeout: 120_000 });

/** The wind a HUD figure shows ('+3.2 →', '-1.0 ←', '0.0'). */
async function windShown(page: Page, label: string) {
  return Number.parseFloat((await hud(page, label).textContent()) ?? '');
}

test('equal scores share a place and its medal, marked tied, the earlier time first', async ({
  page: host,
  guest,
}) => {
  await twoInPrivateRoom(host, guest, 'Archery', 30);
  await host.getByRole('button', { name: 'Start Archery!' }).click();
  const target = archeryTarget(host);
  await expect(target).toBeVisible();
  // The bow sways for 2 s after the start; then an arrow lands where the crosshair and the wind put it.
  await host.waitForTimeout(2300);
  const windX = await windShown(host, 'Wind horizontal');
  const windY = await windShown(host, 'Wind vertical');
  expect(Number.isNaN(windX) || Number.isNaN(windY)).toBe(false);
  // The corner the wind blows away from the centre (a rising wind pushes up): a sure miss.
  const box = (await target.boundingBox())!;
  await host.mouse.click(
    windX >= 0 ? box.x + box.width - 1 : box.x + 1,
    windY >= 0 ? box.y + 1 : box.y + box.height - 1,
  );
  await expect.poll(() => arrowsShot(host)).toBe(1);
  await expect(host.getByRole('region', { name: 'Your arrows' })).toContainText('0');

  for (const [page, other] of [
    [host, 'Ben'],
    [guest, 'Asha'],
  ] as const) {
    await expect(page.getByRole('heading', { name: 'Leaderboard' })).toBeVisible({
      timeout: 60_000,
    });
    const rows = leaderboardRows(page);
    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) {
      await expect(row.locator('td').first()).toHaveText('1🥇Tied');
      await expect(row).toHaveAttribute('data-medal', 'gold');
      await expect(row.locator('td').last()).toContainText('0');
    }
    // Ben's time is 0 (no arrow), Asha's her arrow's: Ben is listed first.
    await expect(rows.first()).toContainText(page === guest ? 'Your result' : other);
    await expect(page.getByTestId('result-banner')).toContainText('Tied for 1st!');
    await expect(page.getByTestId('medal-rule')).toContainText(
      'Equal scores share a place and its medal',
    );
  }
});
