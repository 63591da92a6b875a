// How the bench reaches and plays each game through the real lobby, pressing the main control ~20 times/s.
const CLICK_INTERVAL_MS = 50;

async function openPractice(page, baseUrl, cardName, startLabel) {
  await page.goto(`${baseUrl}/games`);
  await page.getByRole('tab', { name: 'Single Player' }).click();
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: cardName }) });
  await card.getByRole('button', { name: 'Play vs AI' }).click();
  await page.getByRole('button', { name: startLabel }).click();
}

async function mash(page, locator, ms) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('main control not visible');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const end = Date.now() + ms;
  while (Date.now() < end) {
    await page.mouse.click(x, y);
    await page.waitForTimeout(CLICK_INTERVAL_MS);
  }
}

export const GAME_PLAYS = [
  {
    name: 'swimming',
    open: (page, url) => openPractice(page, url, 'Swimming', 'Start Swimming!'),
    play: (page, ms) => mash(page, page.getByRole('button', { name: /STROKE/ }), ms),
  },
  {
    name: 'sprint',
    open: (page, url) => openPractice(page, url, 'Sprint Race', 'Start Sprint!'),
    play: async (page, ms) => {
      await page.getByRole('button', { name: /RUN!/ }).waitFor();
      await page.waitForTimeout(3200);
      await mash(page, page.getByRole('button', { name: /RUN!/ }), ms);
    },
  },
  {
    name: 'archery',
    open: (page, url) => openPractice(page, url, 'Archery', 'Start Archery!'),
    play: (page, ms) => mash(page, page.getByRole('img', { name: /target/i }).first(), ms),
  },
  {
    name: 'basketball',
    open: (page, url) => openPractice(page, url, 'Basketball', 'Start Shooting!'),
    play: async (page, ms) => {
      const button = page.getByRole('button', { name: /SHOOT|Charging!|Wait\.\.\./ });
      const box = await button.boundingBox();
      const end = Date.now() + ms;
      while (box && Date.now() < end) {
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.down();
        await page.waitForTimeout(600);
        await page.mouse.up();
        await page.waitForTimeout(1500);
      }
    },
  },
  {
    name: 'fencing',
    open: (page, url) => openPractice(page, url, 'Fencing', 'En Garde!'),
    play: (page, ms) => mash(page, page.getByRole('button', { name: /Lunge/ }), ms),
  },
  {
    name: 'weightlifting',
    open: (page, url) => openPractice(page, url, 'Weightlifting', 'Start Lifting!'),
    play: (page, ms) => mash(page, page.getByRole('button', { name: /LIFT!/ }), ms),
  },
  {
    name: 'skiing',
    open: (page, url) => openPractice(page, url, 'Alpine Skiing', 'Start Skiing!'),
    play: async (page, ms) => {
      const end = Date.now() + ms;
      let key = 'ArrowLeft';
      while (Date.now() < end) {
        await page.keyboard.down(key);
        await page.waitForTimeout(300);
        await page.keyboard.up(key);
        key = key === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
      }
    },
  },
];
