// How the bench reaches and plays each game through the real lobby (Single Player tab, 'Play vs AI' on the
// game's card, the ready screen's start button), then presses the game's main control about 20 times a second.
// `open` ends with the game started (and, for the races, past their countdown); `prepare` finds the controls (so
// Playwright's own queries run before the figures start counting) and gives the play, the measured part;
// `control` is the main control, still on screen while the game runs. Inside a play, checks are few and
// cheap (an element's own state, not a search of the page by role and name): the harness's work runs on the
// page's main thread too, and at 4x throttling a search by role takes a few milliseconds.
import { expect } from '@playwright/test';

const CLICK_INTERVAL_MS = 50;

/** A lobby card heading is the game's name, with ' NEW!' after it on new games. */
const cardHeading = (name) => new RegExp(`^${name}\\s*(NEW!)?$`);

async function openPractice(page, baseUrl, cardName, startLabel) {
  await page.goto(`${baseUrl}/games`);
  await page.getByRole('tab', { name: 'Single Player' }).click();
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: cardHeading(cardName) }) });
  await card.getByRole('button', { name: 'Play vs AI' }).click();
  await page.getByRole('button', { name: startLabel, exact: true }).click();
}

/** Waits out a race's 3, 2, 1: until the call over the field says GO! (it stays up for a second). */
async function pastCountdown(page) {
  await expect(page.getByTestId('start-call')).toHaveText('GO!', { timeout: 10_000 });
}

async function centreOf(locator) {
  await locator.waitFor();
  const box = await locator.boundingBox();
  if (!box) throw new Error('main control not visible');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * A play's loop condition: true until `ms` have passed or the game is over and its control gone (a swimming
 * race can end within seconds), so no input lands on the results screen. Looks every 10th time, at the
 * control's element found before the play (whether it is still in the page), not by searching the page.
 */
function playing(control, ms) {
  const end = Date.now() + ms;
  let calls = 0;
  return async () => {
    if (Date.now() >= end) return false;
    if (++calls % 10 !== 0) return true;
    return control.evaluate((node) => node.isConnected).catch(() => false);
  };
}

/** Polls `check` (a look at an element found beforehand) every 50 ms until it is true; throws after `ms`. */
async function waitUntil(page, check, ms) {
  for (const end = Date.now() + ms; Date.now() < end; await page.waitForTimeout(50)) {
    if (await check()) return;
  }
  throw new Error(`still waiting after ${ms} ms`);
}

/** Clicks the control's centre every 50 ms (clicks on a disabled control do nothing, as for a user). */
async function mash(page, locator) {
  const { x, y } = await centreOf(locator);
  const control = await locator.elementHandle();
  return async (ms) => {
    const going = playing(control, ms);
    while (await going()) {
      await page.mouse.click(x, y);
      await page.waitForTimeout(CLICK_INTERVAL_MS);
    }
  };
}

/** Whether a control found beforehand is enabled; false once it has left the page (the game is over). */
const enabled = (handle) => handle.isEnabled().catch(() => false);

const button = (page, name) => page.getByRole('button', { name, exact: true });

export const GAME_PLAYS = [
  {
    name: 'swimming',
    open: async (page, url) => {
      await openPractice(page, url, 'Swimming', 'Start Swimming!');
      await pastCountdown(page);
    },
    control: (page) => page.getByRole('button', { name: /^STROKE/ }),
    prepare: (page) => mash(page, page.getByRole('button', { name: /^STROKE/ })),
  },
  {
    name: 'sprint',
    open: async (page, url) => {
      await openPractice(page, url, 'Sprint Race', 'Start Sprint!');
      // 3, 2, 1: RUN! is disabled until the gun.
      await expect(button(page, 'RUN!')).toBeEnabled({ timeout: 10_000 });
    },
    control: (page) => button(page, 'RUN!'),
    prepare: (page) => mash(page, button(page, 'RUN!')),
  },
  {
    name: 'archery',
    open: (page, url) => openPractice(page, url, 'Archery', 'Start Archery!'),
    control: (page) => page.getByRole('img', { name: /^Archery target/ }),
    // A mouse press on the target aims there and shoots; the aim wanders over the target between shots.
    prepare: async (page) => {
      const target = page.getByRole('img', { name: /^Archery target/ });
      await target.waitFor();
      const box = await target.boundingBox();
      if (!box) throw new Error('target not visible');
      const control = await target.elementHandle();
      return async (ms) => {
        const going = playing(control, ms);
        for (let i = 0; await going(); i++) {
          const angle = i * 0.7;
          const x = box.x + box.width * (0.5 + 0.2 * Math.cos(angle));
          const y = box.y + box.height * (0.5 + 0.2 * Math.sin(angle));
          await page.mouse.move(x, y);
          await page.mouse.click(x, y);
          await page.waitForTimeout(CLICK_INTERVAL_MS);
        }
      };
    },
  },
  {
    name: 'basketball',
    open: (page, url) => openPractice(page, url, 'Basketball', 'Start Shooting!'),
    control: (page) => page.getByRole('button', { name: /^(SHOOT|Charging!|Wait\.\.\.)$/ }),
    // Hold SHOOT to charge about 60 % power, let go, and shoot again as soon as the ball is back.
    prepare: async (page) => {
      const shoot = page.getByRole('button', { name: /^(SHOOT|Charging!|Wait\.\.\.)$/ });
      const { x, y } = await centreOf(shoot);
      await page.mouse.move(x, y);
      const control = await shoot.elementHandle();
      const ready = () =>
        control.evaluate((node) => node.textContent?.trim() === 'SHOOT').catch(() => true);
      return async (ms) => {
        const going = playing(control, ms);
        while (await going()) {
          await page.mouse.down();
          await page.waitForTimeout(600);
          await page.mouse.up();
          await waitUntil(page, ready, 5_000);
        }
      };
    },
  },
  {
    name: 'fencing',
    open: async (page, url) => {
      await openPractice(page, url, 'Fencing', 'En Garde!');
      await pastCountdown(page);
    },
    control: (page) => page.getByRole('button', { name: /^Lunge/ }),
    // Lunge and parry in turn, each pressed about 10 times a second (disabled while cooling down).
    prepare: async (page) => {
      const lungeButton = page.getByRole('button', { name: /^Lunge/ });
      const lunge = await centreOf(lungeButton);
      const parry = await centreOf(page.getByRole('button', { name: /^Parry/ }));
      const control = await lungeButton.elementHandle();
      return async (ms) => {
        const going = playing(control, ms);
        for (let i = 0; await going(); i++) {
          const { x, y } = i % 2 ? parry : lunge;
          await page.mouse.click(x, y);
          await page.waitForTimeout(CLICK_INTERVAL_MS);
        }
      };
    },
  },
  {
    name: 'weightlifting',
    open: (page, url) => openPractice(page, url, 'Weightlifting', 'Start Lifting!'),
    control: (page) => button(page, 'LIFT!'),
    // Mash LIFT! while it is enabled; once the bar is up, press HOLD! (the marker runs meanwhile), then wait
    // out the result pause and lift again.
    prepare: async (page) => {
      const lift = await centreOf(button(page, 'LIFT!'));
      const hold = await centreOf(button(page, 'HOLD!'));
      // The two buttons stay on the page all game: asked directly, not searched for by name each time.
      const liftButton = await button(page, 'LIFT!').elementHandle();
      const holdButton = await button(page, 'HOLD!').elementHandle();
      return async (ms) => {
        const going = playing(liftButton, ms);
        let presses = 0;
        while (await going()) {
          if (await enabled(liftButton)) {
            await page.mouse.click(lift.x, lift.y);
            presses = 0;
          } else if (await enabled(holdButton)) {
            // Let the marker run about half a second before holding.
            if (++presses > 10) await page.mouse.click(hold.x, hold.y);
          }
          await page.waitForTimeout(CLICK_INTERVAL_MS);
        }
      };
    },
  },
  {
    name: 'skiing',
    open: async (page, url) => {
      await openPractice(page, url, 'Alpine Skiing', 'Start Skiing!');
      await pastCountdown(page);
    },
    control: (page) => page.getByRole('button', { name: 'Steer left' }),
    // Hold ← and → in turn, 300 ms each.
    prepare: async (page) => {
      const steerLeft = page.getByRole('button', { name: 'Steer left' });
      await steerLeft.waitFor();
      const control = await steerLeft.elementHandle();
      return async (ms) => {
        const going = playing(control, ms);
        let key = 'ArrowLeft';
        while (await going()) {
          await page.keyboard.down(key);
          await page.waitForTimeout(300);
          await page.keyboard.up(key);
          key = key === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
        }
      };
    },
  },
];
