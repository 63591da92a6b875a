// Fault tests (issue 6): hostile input, broken storage, a denied clipboard, hidden tabs and rapid input.
// The shared fixture also fails each test on any console error, uncaught exception or CSP violation.
import { expect, test } from './support/fixtures';
import {
  finishSwimming,
  leaderboardHeading,
  PROFILE_STORAGE_KEY,
  startPractice,
} from './support/games';

const XSS_PAYLOADS = ['"><img src=x onerror=alert(1)>', '<script>alert(1)</script>'];

test.describe('hostile input', () => {
  test('XSS payloads in the invite code render as text and open only the spec’s alert', async ({
    page,
  }) => {
    const alerts: string[] = [];
    page.on('dialog', async (dialog) => {
      alerts.push(dialog.message());
      await dialog.dismiss();
    });
    await page.goto('/games');
    const input = page.getByRole('textbox', { name: 'Invite code' });
    for (const payload of XSS_PAYLOADS) {
      await input.fill(payload);
      await page.getByRole('button', { name: 'Join', exact: true }).click();
    }
    expect(alerts).toEqual(['Private game not found!', 'Private game not found!']);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => document.querySelectorAll('main script').length)).toBe(0);
  });

  test('hostile query strings are ignored on every route', async ({ page }) => {
    const payload = encodeURIComponent(XSS_PAYLOADS[0]!);
    const alerts: string[] = [];
    page.on('dialog', async (dialog) => {
      alerts.push(dialog.message());
      await dialog.dismiss();
    });
    for (const path of [`/schedule?sport=${payload}&date=${payload}`, `/games?code=${payload}`]) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
    }
    expect(alerts.every((text) => text === 'Private game not found!')).toBe(true);
  });
});

test.describe('saved data', () => {
  const corruptValues = {
    'corrupt JSON': '{"name": "You", "gamesPlayed": ',
    'another shape': JSON.stringify({ version: 99, players: [1, 2, 3], gamesPlayed: 'lots' }),
    'hostile numbers': JSON.stringify({ gamesPlayed: -5, wins: 1e308, level: 'NaN', medals: null }),
  };
  for (const [name, value] of Object.entries(corruptValues)) {
    test(`a profile with ${name} falls back to defaults and the site plays on`, async ({
      page,
    }) => {
      await page.addInitScript(([key, saved]) => window.localStorage.setItem(key, saved), [
        PROFILE_STORAGE_KEY,
        value,
      ] as const);
      await page.clock.install();
      await page.goto('/games');
      const banner = page.getByRole('region', { name: 'Your player profile' });
      await expect(banner).toContainText('Level 1');
      await startPractice(page, 'Swimming', 'Start Swimming!', { pauseClock: true });
      await finishSwimming(page);
      await page.getByRole('button', { name: 'Back to Lobby' }).click();
      const saved = await page.evaluate(
        (key) => window.localStorage.getItem(key),
        PROFILE_STORAGE_KEY,
      );
      expect(JSON.parse(saved ?? '{}')).toMatchObject({ player: { gamesPlayed: 1 } });
    });
  }

  test('with storage full (quota errors on write) the site plays and keeps the profile in memory', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await page.clock.install();
    await page.goto('/games');
    await startPractice(page, 'Swimming', 'Start Swimming!', { pauseClock: true });
    await finishSwimming(page);
    await page.getByRole('button', { name: 'Back to Lobby' }).click();
    const played = page.getByRole('region', { name: 'Your player profile' }).getByText('Played');
    await expect(played.locator('..')).toContainText('1');
  });

  test('with storage unavailable the site boots and plays', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('Storage is disabled', 'SecurityError');
        },
      });
    });
    await page.clock.install();
    for (const path of ['/', '/sports', '/schedule']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    await page.goto('/games');
    await startPractice(page, 'Swimming', 'Start Swimming!', { pauseClock: true });
    await finishSwimming(page);
  });
});

test.describe('clipboard', () => {
  for (const mode of ['denied', 'missing'] as const) {
    test(`a ${mode} clipboard shows the manual-copy fallback without an error`, async ({
      page,
    }) => {
      await page.addInitScript((how) => {
        if (how === 'missing') {
          Object.defineProperty(navigator, 'clipboard', { value: undefined });
        } else {
          Object.defineProperty(navigator, 'clipboard', {
            value: {
              writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
            },
          });
        }
      }, mode);
      await page.goto('/games');
      await page.getByRole('tabpanel').getByRole('button', { name: 'Create Game' }).click();
      const create = page.getByRole('dialog', { name: 'Create Game' });
      await create.getByRole('button', { name: 'Private' }).click();
      await create.getByRole('button', { name: 'Create Game' }).click();
      const share = page.getByRole('dialog', { name: 'Private Game Created!' });
      await share.getByRole('button', { name: 'Copy', exact: true }).click();
      await expect(share.getByRole('status')).toContainText('Press Ctrl+C (or long-press) to copy');
      const selected = await page.evaluate(() => window.getSelection()?.toString() ?? '');
      expect(selected).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    });
  }
});

test.describe('hidden tab', () => {
  test('a race hidden for 60 s resumes where it was, with no jump in time or distance', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/games');
    await startPractice(page, 'Swimming', 'Start Swimming!', { pauseClock: true });
    await page.getByRole('button', { name: /STROKE/ }).click();
    await page.clock.runFor(1_000);
    const hud = page.locator('dl');
    const before = await hud.textContent();

    const setHidden = (hidden: boolean) =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
        Object.defineProperty(document, 'visibilityState', {
          configurable: true,
          get: () => (value ? 'hidden' : 'visible'),
        });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);

    await setHidden(true);
    await page.clock.runFor(60_000);
    await setHidden(false);
    // One frame after returning: the clock restarts from here instead of catching up 60 s.
    await page.clock.runFor(20);
    expect(await hud.textContent()).toBe(before); // same time left, distance and energy
    await expect(leaderboardHeading(page)).toHaveCount(0);
  });
});

test.describe('rapid input', () => {
  test('50 strokes a second never drive energy below 0 or distance past 100 m', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/games');
    await startPractice(page, 'Swimming', 'Start Swimming!', { pauseClock: true });
    const stroke = page.getByRole('button', { name: /STROKE/ });
    for (let i = 0; i < 50; i++) {
      await stroke.click({ delay: 0 });
      await page.clock.runFor(20);
      if (await leaderboardHeading(page).isVisible()) break;
      const energy = await page
        .getByText(/^\d+%$/)
        .first()
        .textContent();
      expect(Number(energy?.replace('%', ''))).toBeGreaterThanOrEqual(0);
    }
  });

  test('a double click on Create Game creates exactly one room', async ({ page }) => {
    await page.goto('/games');
    const cards = page.getByRole('region', { name: 'Public Games' }).getByTestId('room-card');
    await expect(cards.first()).toBeVisible();
    const before = await cards.count();
    await page.getByRole('tabpanel').getByRole('button', { name: 'Create Game' }).click();
    await page
      .getByRole('dialog', { name: 'Create Game' })
      .getByRole('button', { name: 'Create Game' })
      .dblclick();
    await expect(page.getByRole('dialog', { name: 'Create Game' })).toBeHidden();
    await expect(cards).toHaveCount(before + 1);
  });
});
