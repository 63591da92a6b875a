// Basketball practice with its three AI opponents: every shooter on the court and in the scores,
// every ball in the air drawn, a visible result for each of your shots and for the opponents' baskets, a
// click too short to charge that says so, and the whole game on one phone screen. Game time is Playwright's
// clock, paused by openGame.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectLeaderboard, hud, openGame } from './support/games';
import { basketballControls, mouseShot } from './support/plays';
import { touchHold } from './support/touch';
import { phoneScores } from './support/layout';

const court = (page: Page) => page.getByRole('img', { name: /^Basketball court/ });
const shotResult = (page: Page) => page.getByTestId('shot-result');
const scoreRows = (page: Page) =>
  page.getByRole('region', { name: 'Scores' }).getByRole('listitem');

/** Runs game time in `stepMs` strides until `done` holds (or `maxMs` has passed). */
async function runUntil(page: Page, done: () => Promise<boolean>, maxMs: number, stepMs = 250) {
  for (let ms = 0; ms < maxMs && !(await done()); ms += stepMs) await page.clock.runFor(stepMs);
  expect(await done()).toBe(true);
}

/** The opponents' balls on the court now: whose, and where (the transform the paint hook keeps). */
const opponentBalls = (page: Page) =>
  court(page)
    .locator('[data-shooter]')
    .evaluateAll((groups) =>
      groups.flatMap((group) => {
        const ball = group.querySelector<SVGGElement>('[data-ball="opponent"]');
        return ball ? [[group.getAttribute('data-shooter') ?? '', ball.style.transform]] : [];
      }),
    );

test.describe('Basketball practice: four shooters', () => {
  test('every shooter and every ball is shown; each shot has a visible result', async ({
    page,
  }) => {
    await openGame(page, 'Basketball');
    await page.getByRole('button', { name: 'Start Shooting!' }).click();
    const { shoot } = basketballControls(page);

    await expect(scoreRows(page)).toHaveCount(4);
    await expect(scoreRows(page).getByRole('img', { name: 'AI' })).toHaveCount(3);
    await expect(court(page)).toHaveAccessibleName(/4 shooters/);
    await expect(court(page).locator('[data-ball="yours"]')).toContainText('You');

    // A click (no time to charge) is not a shot, and says so.
    await shoot.click();
    await expect(shotResult(page)).toHaveText('Hold to charge, release to shoot');
    await expect(shotResult(page)).toBeVisible();
    await expect(shoot).toHaveText('SHOOT');
    await expect(hud(page, 'Shots')).toHaveText('0');

    // 45° at 70 %: in.
    await mouseShot(page, 730);
    await expect(shotResult(page)).toHaveText('');
    await page.clock.runFor(1000);
    await expect(shotResult(page)).toHaveText('Swish! +2');
    await expect(hud(page, 'Score')).toHaveText('2');
    await page.clock.runFor(2000);
    // 50 %: short.
    await mouseShot(page, 500);
    await page.clock.runFor(2000);
    await expect(shotResult(page)).toHaveText('Short! More power');
    await expect(hud(page, 'Shots')).toHaveText('2');
    // The green band on the power bar is where 45° scores.
    await expect(page.getByRole('img', { name: 'Sweet spot 65–75%' })).toBeVisible();

    // Every opponent's ball is drawn, moving through the air (each shoots every 4–6 s).
    const places = new Map<string, Set<string>>();
    const moving = () => [...places.values()].filter((seen) => seen.size >= 5).length;
    await runUntil(
      page,
      async () => {
        for (const [id, transform] of await opponentBalls(page)) {
          places.set(id!, (places.get(id!) ?? new Set()).add(transform!));
        }
        return moving() === 3;
      },
      12_000,
      100,
    );

    // An opponent's basket flashes on the court and on their score (two may flash at once: look at one).
    const flashing = page.locator('li[data-scored]').first();
    await runUntil(page, async () => (await page.locator('li[data-scored]').count()) > 0, 60_000);
    await expect(flashing).toContainText('+2');
    const name = (await flashing.locator('span.truncate').textContent()) ?? '';
    await expect(
      court(page)
        .locator('[data-scorer]')
        .filter({ hasText: `${name} +2` }),
    ).toHaveCount(1);

    await page.clock.runFor(91_000);
    const rows = await expectLeaderboard(page, 4);
    await expect(rows.filter({ hasText: 'Your result' })).toContainText('1 basket × 2');
  });
});

/** What a player needs on screen during play: the court, the controls, the score and the time. */
const playScreen = (page: Page): [string, Locator][] => {
  const { shoot, angle, power } = basketballControls(page);
  return [
    ['court', court(page)],
    ['SHOOT', shoot],
    ['angle', angle],
    ['power', power],
    ['score', hud(page, 'Score')],
    ['time', hud(page, 'Time')],
    ['title', page.getByRole('heading', { level: 1, name: 'Basketball' })],
    ['every score', phoneScores(page)],
  ];
};

/** Each is wholly in the viewport and none is under the sticky top bar. */
async function expectOneScreen(page: Page) {
  const bar = (await page.getByRole('banner').boundingBox())!;
  for (const [what, element] of playScreen(page)) {
    await expect(element, what).toBeInViewport({ ratio: 1 });
    const box = (await element.boundingBox())!;
    expect(box.y, `${what} below the top bar`).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
  }
}

for (const height of [667, 812]) {
  test.describe(`Basketball on a 375 x ${height} phone`, () => {
    test.use({ viewport: { width: 375, height } });

    test(`court, SHOOT, angle, power, score and time fit one screen @mobile-only`, async ({
      page,
    }) => {
      await openGame(page, 'Basketball');
      await page.getByRole('button', { name: 'Start Shooting!' }).tap();
      await expectOneScreen(page);
      const scrolled = await page.evaluate(() => window.scrollY);

      // A held touch shoots without scrolling anything.
      await touchHold(page, basketballControls(page).shoot, 730);
      await expectOneScreen(page);
      await page.clock.runFor(1000);
      await expect(shotResult(page)).toHaveText('Swish! +2');
      await expect(shotResult(page)).toBeInViewport({ ratio: 1 });
      await expect(hud(page, 'Score')).toHaveText('2');
      // Every shooter's score stays on screen: yours first, the three AI shooters beside it.
      await expect(phoneScores(page).getByRole('listitem', { includeHidden: true })).toHaveCount(4);
      await expect(
        phoneScores(page).getByRole('listitem', { includeHidden: true }).first(),
      ).toHaveText('You2');
      await page.clock.runFor(2000);

      // A quick tap is not a shot; the hint shows on the court.
      await basketballControls(page).shoot.tap();
      await expect(shotResult(page)).toHaveText('Hold to charge, release to shoot');
      await expect(shotResult(page)).toBeInViewport({ ratio: 1 });
      await expect(hud(page, 'Shots')).toHaveText('1');
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      await expectOneScreen(page);
    });
  });
}
