// Quick match: 'Play now' on a game puts visitors pressing at once in one room on the game server, and a lone
// player's room fills with AI after its count (QUICK_MATCH_AI_SECONDS, shortened for this suite's server in
// playwright.config.ts). Offline, 'Play now' plays in a room simulated in the tab.
import type { Locator, Page } from '@playwright/test';
import { openOnlineLobby, roomMembers, setName, waitingRoom } from './support/online';
import { expect, test } from './support/twoDevices';
import { test as offlineTest } from './support/fixtures';
import { fitsViewport } from './support/layout';
import { STARTS_WITH_COUNT } from '../shared/rooms/quickMatch';

test.describe.configure({ timeout: 90_000 });

const playNow = (page: Page, game: string): Locator =>
  page
    .getByTestId('quick-match-card')
    .filter({ hasText: game })
    .getByRole('button', { name: 'Play now' });

test('two devices pressing Play now on the same game end in one room @mobile', async ({
  page: asha,
  guest: ben,
}) => {
  await openOnlineLobby(asha);
  await setName(asha, 'Asha');
  // Every game's name stays inside its card ('Weightlifting' included, on a phone).
  const overflowing = await asha
    .getByTestId('quick-match-card')
    .evaluateAll((cards) =>
      cards.filter((card) => card.scrollWidth > card.clientWidth).map((card) => card.textContent),
    );
  expect(overflowing).toEqual([]);
  await openOnlineLobby(ben);
  // The longest name there is, with nowhere to break: it is cut short, never the page made wider.
  const longName = 'W'.repeat(20);
  await setName(ben, longName);
  await Promise.all([playNow(asha, 'Fencing').click(), playNow(ben, 'Fencing').click()]);
  // One room: each device lists the other by name (and its own row as 'You').
  for (const [page, other] of [
    [asha, longName],
    [ben, 'Asha'],
  ] as const) {
    await expect(waitingRoom(page)).toContainText('Fencing Quick Match');
    await expect(roomMembers(page)).toHaveCount(2);
    await expect(roomMembers(page).filter({ hasText: other })).toHaveCount(1);
    await expect(roomMembers(page).filter({ hasText: 'You' })).toHaveCount(1);
    expect(await fitsViewport(page)).toBe(true);
    // Both seats are taken: the count is to the game's start, not to AI players who have no seat left.
    await expect(page.getByRole('timer')).toHaveText(/^The game starts in \d+ s$/);
  }
  // The guest (whoever came second) is told the game starts by itself.
  const told = async (page: Page) => page.getByText(STARTS_WITH_COUNT).count();
  await expect.poll(async () => (await told(asha)) + (await told(ben))).toBe(1);
});

test('a lone player sees the count, then AI players take the empty seats and the game starts @mobile', async ({
  page,
}, testInfo) => {
  await openOnlineLobby(page);
  await setName(page, 'Asha');
  const button = playNow(page, 'Archery');
  if (testInfo.project.name === 'mobile') await button.tap();
  else {
    // From the keyboard: the button takes focus and Enter presses it.
    await button.focus();
    await page.keyboard.press('Enter');
  }
  await expect(waitingRoom(page)).toContainText('Archery Quick Match');
  await expect(page.getByRole('timer')).toHaveText(/^AI players join in \d+ s$/);
  // The host may start early, but this one waits: the count ends, AI fills the room's four seats.
  await expect(waitingRoom(page)).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Start Archery!' })).toHaveCount(0);
  await expect(roomMembers(page)).toHaveCount(4);
  await expect(page.getByText('Wind', { exact: false }).first()).toBeVisible();
});

offlineTest(
  'offline, Play now plays the game against AI in a room simulated in the tab',
  async ({ page }) => {
    await page.goto('/games');
    await expect(page.locator('[data-server="offline"]')).toBeVisible();
    await playNow(page, 'Swimming').click();
    await expect(page.getByRole('button', { name: 'Start Swimming!' })).toBeVisible();
    await expect(page.getByText('Swimming Quick Match')).toBeVisible();
  },
);
