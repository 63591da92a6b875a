// The CSP and console tour: every route, both dialogs and a play of every game to its leaderboard,
// under the shared fixture, which fails a test on any securitypolicyviolation, console error or warning and
// uncaught exception. The first test shows the listener hears a violation when there is one.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { SITE_PATHS } from './support/routes';
import { GAMES_UNDER_TEST, type GameName } from './support/gameList';
import {
  expectLeaderboard,
  finishSwimming,
  leaderboardHeading,
  openGame,
  passCountdown,
} from './support/games';
import { createButton, createDialog, shareDialog, createPrivateGame } from './support/lobby';
import {
  archeryTarget,
  fencingButtons,
  fillBar,
  holdTarget,
  mouseShot,
  runMarkerTo,
  weightliftingControls,
} from './support/plays';

/** Waits until every image on the page has loaded or failed, so a blocked one has been reported. */
async function imagesSettled(page: Page) {
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
    .toBe(true);
}

test('the CSP listener reports a violation when there is one', async ({ page, problems }) => {
  await page.goto('/athletes');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = 'https://example.invalid/tracker.png';
    image.alt = '';
    document.body.append(image);
  });
  await expect
    .poll(() => problems.cspViolations)
    .toEqual(['img-src blocked https://example.invalid/tracker.png']);
  // Chrome logs the refusal as a console error too.
  await expect
    .poll(() => problems.consoleErrors)
    .toEqual([expect.stringMatching(/violates the following Content Security Policy directive/)]);
  // Seen: clear them so the fixture's own checks pass.
  problems.cspViolations.length = 0;
  problems.consoleErrors.length = 0;
});

test('every route, by address and by the top bar, and both dialogs @mobile', async ({
  page,
  context,
}) => {
  for (const path of SITE_PATHS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await imagesSettled(page);
  }
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const label of ['Home', 'Sports', 'Schedule', 'Play Games', 'Athletes', 'Rankings']) {
    await nav.getByRole('link', { name: label }).click();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/games');
  await createButton(page).click();
  await expect(createDialog(page)).toBeVisible();
  await createDialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(createDialog(page)).toBeHidden();
  await createPrivateGame(page);
  await shareDialog(page).getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(shareDialog(page).getByRole('button', { name: 'Copied!' })).toBeVisible();
  await shareDialog(page).getByRole('button', { name: 'Copy invite link' }).click();
  await expect(shareDialog(page).getByRole('button', { name: 'Link copied!' })).toBeVisible();
  await shareDialog(page).getByRole('button', { name: 'Done' }).click();
  await expect(shareDialog(page)).toBeHidden();
});

/** A short mouse play of each game, to its leaderboard. Game time is the paused clock. */
const PLAYS: Record<GameName, (page: Page) => Promise<void>> = {
  Swimming: (page) => finishSwimming(page),
  'Sprint Race': async (page) => {
    await page.clock.runFor(3100);
    const run = page.getByRole('button', { name: 'RUN!' });
    for (let i = 0; i < 10; i++) {
      await run.click();
      await page.clock.runFor(100);
    }
    await page.clock.runFor(94_000);
  },
  Archery: async (page) => {
    const box = await archeryTarget(page).boundingBox();
    if (!box) throw new Error('no target');
    for (let shot = 0; shot < 3; shot++) {
      await page.mouse.click(box.x + 150, box.y + 150);
      await page.clock.runFor(1050);
    }
    await page.clock.runFor(91_000);
  },
  Basketball: async (page) => {
    await mouseShot(page);
    await page.clock.runFor(121_000);
  },
  Fencing: async (page) => {
    await passCountdown(page);
    await fencingButtons(page).lunge.click();
    // Left alone, the AI fences on to five touches.
    await page.clock.runFor(90_000);
  },
  Weightlifting: async (page) => {
    const { lift, hold } = weightliftingControls(page);
    for (let attempt = 0; attempt < 3; attempt++) {
      await fillBar(page, () => lift.click());
      await runMarkerTo(page, await holdTarget(page));
      await hold.click();
      await page.clock.runFor(2100);
    }
  },
  'Alpine Skiing': async (page) => {
    await passCountdown(page);
    const slope = page.getByRole('img', { name: /^Slope/ });
    const box = await slope.boundingBox();
    if (!box) throw new Error('no slope');
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height * 0.4);
    await page.mouse.down();
    await page.clock.runFor(500);
    await page.mouse.up();
    await page.clock.runFor(30_000);
  },
};

for (const game of GAMES_UNDER_TEST) {
  test(`${game.name}: a play to the leaderboard`, async ({ page }) => {
    const start = await openGame(page, game.name);
    const seats = await page.getByText(/ · \d+ players? · /).textContent();
    await start.click();
    await PLAYS[game.name](page);
    await expect(leaderboardHeading(page)).toBeVisible();
    await expectLeaderboard(page, Number(/ · (\d+) players? · /.exec(seats ?? '')?.[1]));
    await imagesSettled(page);
  });
}
