// Home in a real browser: hero, medal tally order, live and upcoming events, local assets, 375 px layout.
import { rankMedalTally } from '../src/data/medalTally';
import { liveEvents, nextUpcoming } from '../src/data/eventQueries';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { fitsViewport } from './support/layout';
import { siteData, visit } from './support/siteData';

test('the hero shows the subtitle, slogan, four figures and its two actions @mobile', async ({
  page,
}) => {
  await visit(page, '/');
  const hero = page.getByRole('region', { name: 'World Peace Games' });
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText('World Peace Games');
  await expect(hero.getByText('Global Conflict Solution Games', { exact: true })).toBeVisible();
  await expect(
    hero.getByText(
      'Where nations unite through sport, fostering peace and understanding across borders',
    ),
  ).toBeVisible();
  await expect(hero.getByRole('listitem')).toHaveText([
    '195+ Nations',
    '50+ Sports',
    '10,000+ Athletes',
    'Live Broadcasting',
  ]);
  await expect(hero.getByRole('button', { name: 'View Schedule' })).toBeVisible();
  await hero.getByRole('button', { name: 'Watch Live Events' }).click();
  await expect(page).toHaveURL('/live');
  await expect(page.getByText('Live Events Page - Coming Soon!')).toBeVisible();
  await page.goBack();
  await page.getByRole('button', { name: 'View Schedule' }).first().click();
  await expect(page).toHaveURL('/schedule');
});

test('the background picture is a local asset (a small one on phones) and the page asks nothing of other hosts @mobile', async ({
  page,
  baseURL,
}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL ?? '') && !request.url().startsWith('data:')) {
      foreign.push(request.url());
    }
  });
  await visit(page, '/');
  const picture = page.getByRole('region', { name: 'World Peace Games' }).locator('img');
  const phone = (page.viewportSize()?.width ?? 0) <= 640;
  await expect
    .poll(() =>
      picture.evaluate((img: HTMLImageElement) =>
        img.complete && img.naturalWidth > 0 ? img.currentSrc : '',
      ),
    )
    .toMatch(
      phone ? /\/assets\/hero-phone-[\w-]+\.webp$/ : /\/assets\/hero-(800|1600)-[\w-]+\.webp$/,
    );
  expect(foreign).toEqual([]);
});

test('the medal tally ranks countries by total, with gold, silver and bronze', async ({ page }) => {
  await visit(page, '/');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Rank',
    'Country',
    'Gold',
    'Silver',
    'Bronze',
    'Total',
  ]);
  const expected = rankMedalTally(siteData.countries);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(12);
  await expect(rows.getByRole('rowheader')).toHaveText(expected.map((r) => r.country.name));
  for (const [i, { rank, country }] of expected.entries()) {
    await expect(rows.nth(i).getByRole('cell')).toHaveText([
      String(rank),
      String(country.goldMedals),
      String(country.silverMedals),
      String(country.bronzeMedals),
      String(country.totalMedals),
    ]);
  }
  const totals = await rows.locator('td:last-child').allTextContents();
  expect(totals.map(Number)).toEqual(totals.map(Number).sort((a, b) => b - a));
});

test('the side panel lists the live events and the next three upcoming @mobile', async ({
  page,
}) => {
  await visit(page, '/');
  const live = liveEvents(siteData.events);
  expect(live.length).toBeGreaterThan(0);
  await expect(
    page.getByRole('region', { name: 'Live Events' }).getByRole('heading', { level: 3 }),
  ).toHaveText(live.map((e) => e.name));
  await expect(
    page.getByRole('region', { name: 'Upcoming Events' }).getByRole('heading', { level: 3 }),
  ).toHaveText(nextUpcoming(siteData.events, 3).map((e) => e.name));
});

test('Home deep-links, reloads, passes axe and fits 375 px @mobile', async ({ page }) => {
  await visit(page, '/');
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Medal Tally' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  expect(await fitsViewport(page)).toBe(true);
  await expectNoAxeViolations(page, 'on Home');
});
