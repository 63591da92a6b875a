// How a visitor plays each game in scripts/verify/record-browser-fixtures.mjs: key presses and clicks at a
// human rate, read from what the page says.

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** A human's interval: `ms` give or take `spread` (a share of it). */
const about = (ms, spread = 0.15) => ms * (1 - spread + 2 * spread * Math.random());

/**
 * How a visitor plays each game, from its lobby card (`countdown`: the game starts on its 'GO!'):
 * `play(page, over)` presses and clicks until `over()` says the leaderboard is up.
 */
export const PLAYERS = {
  swimming: {
    card: 'Swimming',
    start: 'Start Swimming!',
    countdown: true,
    async play(page, over) {
      while (!(await over())) {
        await page.keyboard.press('Space');
        await sleep(about(135));
      }
    },
  },
  athletics: {
    card: 'Sprint Race',
    start: 'Start Sprint!',
    countdown: true,
    async play(page, over) {
      while (!(await over())) {
        await page.keyboard.press(Math.random() < 0.8 ? 'Space' : 'Enter');
        await sleep(about(140));
      }
    },
  },
  archery: {
    card: 'Archery',
    start: 'Start Archery!',
    // The mouse: drift towards the gold, settle, click; now and then an arrow key to nudge.
    async play(page, over) {
      const target = page.getByRole('img', { name: /^Archery target/ });
      while (!(await over())) {
        const box = await target.boundingBox();
        if (!box) break;
        const x = box.x + box.width * (0.5 + (Math.random() - 0.5) * 0.12);
        const y = box.y + box.height * (0.5 + (Math.random() - 0.5) * 0.12);
        await page.mouse.move(x, y, { steps: 6 });
        if (Math.random() < 0.3) {
          await page.keyboard.press(Math.random() < 0.5 ? 'ArrowLeft' : 'ArrowUp');
        }
        await sleep(about(1400));
        if (await over()) break;
        await page.mouse.click(x, y);
        await sleep(about(400));
      }
    },
  },
  basketball: {
    card: 'Basketball',
    start: 'Start Shooting!',
    // Now and then the angle, then Space held for most of the power bar, and let go.
    async play(page, over) {
      let shot = 0;
      while (!(await over())) {
        if (shot++ % 3 === 2) await page.keyboard.press(shot % 2 ? 'ArrowUp' : 'ArrowDown');
        await page.keyboard.down('Space');
        await sleep(about(700, 0.07));
        await page.keyboard.up('Space');
        await sleep(about(1900));
      }
    },
  },
  fencing: {
    card: 'Fencing',
    start: 'En Garde!',
    countdown: true,
    async play(page, over) {
      while (!(await over())) {
        const parry = Math.random() < 0.35;
        await page.keyboard.press(parry ? (Math.random() < 0.5 ? 'p' : 'ArrowLeft') : 'l');
        await sleep(about(450));
      }
    },
  },
  weightlifting: {
    card: 'Weightlifting',
    start: 'Start Lifting!',
    async play(page, over) {
      while (!(await over())) {
        await page.keyboard.press('Space');
        await sleep(about(150));
      }
    },
  },
  'alpine-skiing': {
    card: 'Alpine Skiing',
    start: 'Start Skiing!',
    countdown: true,
    // Steers for the next gate as the slope shows it (its description says how far across it is), in short
    // holds of ← or →, with a human's reaction time between looks.
    async play(page, over) {
      const slope = page.getByRole('img', { name: /^Slope: / });
      while (!(await over())) {
        const label = (await slope.getAttribute('aria-label').catch(() => null)) ?? '';
        const [, across, side] = /next gate \d+ is (\d+) to your (left|right)/.exec(label) ?? [];
        if (side && Number(across) > 15) {
          const key = side === 'left' ? 'ArrowLeft' : 'ArrowRight';
          await page.keyboard.down(key);
          await sleep(Math.min(350, about(Number(across) * 2.5, 0.2)));
          await page.keyboard.up(key);
        }
        await sleep(about(180));
      }
    },
  },
};
