// Swimming, Sprint Race and Archery on a 375 x 667 phone: during play the control and the
// figures it needs fit one screen, a lane's distance stays on one line, lanes are numbered apart from names,
// and a swimmer who has touched the wall sees so and can stroke no more.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { gameCard, hud, openGame, openSinglePlayer, passCountdown } from './support/games';
import { fitsViewport, phoneScores } from './support/layout';
import { archeryTarget } from './support/plays';

async function expectOnOneScreen(page: Page, figures: Locator[]) {
  for (const scrolled of [false, true]) {
    if (scrolled) await page.evaluate(() => window.scrollTo(0, 0));
    for (const figure of figures) await expect(figure).toBeInViewport({ ratio: 1 });
  }
  expect(await fitsViewport(page)).toBe(true);
}

/** True when every lane's distance ('100.0 m') is drawn on a single line. */
const distancesOnOneLine = (lanes: Locator) =>
  lanes.evaluateAll((items) =>
    items.every((item) => {
      const figure = [...item.querySelectorAll('span')].find((s) =>
        / m$/.test(s.textContent ?? ''),
      );
      if (!figure) return false;
      const lineHeight = parseFloat(getComputedStyle(figure).lineHeight);
      return figure.getBoundingClientRect().height < lineHeight * 1.5 + 8;
    }),
  );

test.describe('races on a 375 x 667 phone @mobile-only', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  for (const name of ['Swimming', 'Sprint Race', 'Alpine Skiing'] as const) {
    test.describe(() => {
      // The records that disable 'Race your best' come from the real game server.
      test.use({ gameServer: 'online' });
      test(`${name}: the ready screen fits, with a new player's long 'Race a ghost' option`, async ({
        page,
      }) => {
        // No fake clock here: the ready screen asks the game server for the records in real time.
        await page.goto('/games');
        const panel = await openSinglePlayer(page);
        await gameCard(panel, name).getByRole('button', { name: 'Play vs AI' }).click();
        const picker = page.getByRole('combobox', { name: 'Race a ghost' });
        await expect(
          picker.getByRole('option', { name: /^Race your best \(no verified run of yours yet\)$/ }),
        ).toBeDisabled();
        await picker.scrollIntoViewIfNeeded();
        await expect(picker).toBeInViewport({ ratio: 1 });
        expect(await fitsViewport(page)).toBe(true);
      });
    });
  }

  test('Swimming: STROKE and the figures fit; lanes are numbered; finishing disables STROKE', async ({
    page,
  }) => {
    const start = await openGame(page, 'Swimming');
    await start.tap();
    await passCountdown(page);
    const stroke = page.getByRole('button', { name: /^STROKE/ });
    await expectOnOneScreen(page, [
      stroke,
      hud(page, 'Time'),
      hud(page, 'Distance'),
      hud(page, 'Energy'),
    ]);
    const lanes = page.getByRole('list', { name: 'Pool lanes' }).getByRole('listitem');
    await expect(lanes).toHaveCount(4);
    await expect(lanes.first()).toContainText('Lane 1');
    await expect(lanes.first()).not.toContainText('1. ');
    // Strokes (each 5–15 m) until this swimmer touches the wall, with time for energy to come back.
    for (let i = 0; i < 40 && (await stroke.isEnabled()); i++) {
      await stroke.tap();
      await page.clock.runFor(150);
    }
    await expect(stroke).toBeDisabled();
    await expect(
      page.getByText(/^Finished in \d+\.\d\d s! Waiting for the other swimmers…$/),
    ).toBeVisible();
    await expect(lanes.first()).toContainText('100.0 m');
    expect(await distancesOnOneLine(lanes)).toBe(true);
  });

  test('Sprint Race: RUN! and the figures fit; lanes are numbered apart from names', async ({
    page,
  }) => {
    const start = await openGame(page, 'Sprint Race');
    await start.tap();
    await page.clock.runFor(3100);
    const run = page.getByRole('button', { name: 'RUN!' });
    await expect(run).toBeEnabled();
    await expectOnOneScreen(page, [
      run,
      hud(page, 'Time'),
      hud(page, 'Distance'),
      hud(page, 'Stamina'),
      hud(page, 'Speed'),
    ]);
    // Each figure on one line, even a full-speed '15.0 m/s'.
    await run.tap();
    for (const label of ['Time', 'Distance', 'Stamina', 'Speed']) {
      const height = await hud(page, label).evaluate(
        (dd) => dd.getBoundingClientRect().height / parseFloat(getComputedStyle(dd).lineHeight),
      );
      expect(height, label).toBeLessThan(1.5);
    }
    const lanes = page.getByRole('list', { name: 'Track lanes' }).getByRole('listitem');
    await expect(lanes.nth(1)).toContainText('Lane 2');
    expect(await distancesOnOneLine(lanes)).toBe(true);
  });

  test('Archery: the target, Shoot, the timer, the wind and every score fit one screen', async ({
    page,
  }) => {
    const start = await openGame(page, 'Archery');
    await start.tap();
    await expectOnOneScreen(page, [
      page.getByRole('heading', { level: 1, name: 'Archery' }),
      archeryTarget(page),
      page.getByRole('button', { name: /^(Shoot|Nocking…)$/ }),
      hud(page, 'Time'),
      hud(page, 'Wind horizontal'),
      hud(page, 'Wind vertical'),
      phoneScores(page),
    ]);
    // The line names all four archers with their scores, yours in it.
    const archers = phoneScores(page).getByRole('listitem', { includeHidden: true });
    await expect(archers).toHaveCount(4);
    await expect(archers.filter({ hasText: /^You\d+$/ })).toHaveCount(1);
  });
});
