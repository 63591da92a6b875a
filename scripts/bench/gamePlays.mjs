// How the bench reaches and plays each game through the real lobby (Single Player tab, 'Play vs AI' on the
// game's card, the ready screen's start button), then presses the game's main control about 20 times a second.
// `open` ends with the game started (and, for Sprint, past its countdown); `play` is the measured part;
// `control` is the main control, still on screen while the game runs.
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

async function centreOf(locator) {
  await locator.waitFor();
  const box = await locator.boundingBox();
  if (!box) throw new Error('main control not visible');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * A play's loop condition: true until `ms` have passed or the game is over and its control gone (a swimming
 * race can end within seconds), so no input lands on the results screen. Looks every 10th time.
 */
function playing(control, ms) {
  const end = Date.now() + ms;
  let calls = 0;
  return async () => Date.now() < end && (++calls % 10 !== 0 || (await control.isVisible()));
}

/** Clicks the control's centre every 50 ms (clicks on a disabled control do nothing, as for a user). */
async function mash(page, locator, ms) {
  const { x, y } = await centreOf(locator);
  const going = playing(locator, ms);
  while (await going()) {
    await page.mouse.click(x, y);
    await page.waitForTimeout(CLICK_INTERVAL_MS);
  }
}

const button = (page, name) => page.getByRole('button', { name, exact: true });

export const GAME_PLAYS = [
  {
    name: 'swimming',
    open: (page, url) => openPractice(page, url, 'Swimming', 'Start Swimming!'),
    control: (page) => page.getByRole('button', { name: /^STROKE/ }),
    play: (page, ms) => mash(page, page.getByRole('button', { name: /^STROKE/ }), ms),
  },
  {
    name: 'sprint',
    open: async (page, url) => {
      await openPractice(page, url, 'Sprint Race', 'Start Sprint!');
      // 3, 2, 1: RUN! is disabled until the gun.
      await expect(button(page, 'RUN!')).toBeEnabled({ timeout: 10_000 });
    },
    control: (page) => button(page, 'RUN!'),
    play: (page, ms) => mash(page, button(page, 'RUN!'), ms),
  },
  {
    name: 'archery',
    open: (page, url) => openPractice(page, url, 'Archery', 'Start Archery!'),
    control: (page) => page.getByRole('img', { name: /^Archery target/ }),
    // A mouse press on the target aims there and shoots; the aim wanders over the target between shots.
    play: async (page, ms) => {
      const target = page.getByRole('img', { name: /^Archery target/ });
      await target.waitFor();
      const box = await target.boundingBox();
      if (!box) throw new Error('target not visible');
      const going = playing(target, ms);
      for (let i = 0; await going(); i++) {
        const angle = i * 0.7;
        const x = box.x + box.width * (0.5 + 0.2 * Math.cos(angle));
        const y = box.y + box.height * (0.5 + 0.2 * Math.sin(angle));
        await page.mouse.move(x, y);
        await page.mouse.click(x, y);
        await page.waitForTimeout(CLICK_INTERVAL_MS);
      }
    },
  },
  {
    name: 'basketball',
    open: (page, url) => openPractice(page, url, 'Basketball', 'Start Shooting!'),
    control: (page) => page.getByRole('button', { name: /^(SHOOT|Charging!|Wait\.\.\.)$/ }),
    // Hold SHOOT to charge about 60 % power, let go, and shoot again as soon as the ball is back.
    play: async (page, ms) => {
      const shoot = page.getByRole('button', { name: /^(SHOOT|Charging!|Wait\.\.\.)$/ });
      const { x, y } = await centreOf(shoot);
      await page.mouse.move(x, y);
      const going = playing(shoot, ms);
      while (await going()) {
        await page.mouse.down();
        await page.waitForTimeout(600);
        await page.mouse.up();
        await expect(button(page, 'SHOOT')).toBeVisible({ timeout: 5_000 });
      }
    },
  },
  {
    name: 'fencing',
    open: (page, url) => openPractice(page, url, 'Fencing', 'En Garde!'),
    control: (page) => page.getByRole('button', { name: /^Lunge/ }),
    // Lunge and parry in turn, each pressed about 10 times a second (disabled while cooling down).
    play: async (page, ms) => {
      const lungeButton = page.getByRole('button', { name: /^Lunge/ });
      const lunge = await centreOf(lungeButton);
      const parry = await centreOf(page.getByRole('button', { name: /^Parry/ }));
      const going = playing(lungeButton, ms);
      for (let i = 0; await going(); i++) {
        const { x, y } = i % 2 ? parry : lunge;
        await page.mouse.click(x, y);
        await page.waitForTimeout(CLICK_INTERVAL_MS);
      }
    },
  },
  {
    name: 'weightlifting',
    open: (page, url) => openPractice(page, url, 'Weightlifting', 'Start Lifting!'),
    control: (page) => button(page, 'LIFT!'),
    // Mash LIFT! while it is enabled; once the bar is up, press HOLD! (the marker runs meanwhile), then wait
    // out the result pause and lift again.
    play: async (page, ms) => {
      const lift = await centreOf(button(page, 'LIFT!'));
      const hold = await centreOf(button(page, 'HOLD!'));
      const going = playing(button(page, 'LIFT!'), ms);
      let presses = 0;
      while (await going()) {
        if (await button(page, 'LIFT!').isEnabled()) {
          await page.mouse.click(lift.x, lift.y);
          presses = 0;
        } else if (await button(page, 'HOLD!').isEnabled()) {
          // Let the marker run about half a second before holding.
          if (++presses > 10) await page.mouse.click(hold.x, hold.y);
        }
        await page.waitForTimeout(CLICK_INTERVAL_MS);
      }
    },
  },
  {
    name: 'skiing',
    open: (page, url) => openPractice(page, url, 'Alpine Skiing', 'Start Skiing!'),
    control: (page) => page.getByRole('button', { name: 'Steer left' }),
    // Hold ← and → in turn, 300 ms each.
    play: async (page, ms) => {
      const going = playing(page.getByRole('button', { name: 'Steer left' }), ms);
      let key = 'ArrowLeft';
      while (await going()) {
        await page.keyboard.down(key);
        await page.waitForTimeout(300);
        await page.keyboard.up(key);
        key = key === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
      }
    },
  },
];
