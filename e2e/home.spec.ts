// Home in a real browser: hero, medal tally order, live and upcoming events, local assets, 375 px layout.
import { rankMedalTally } from '../src/data/medalTally';
import { liveEvents, nextUpcoming } from '../src/data/eventQueries';
import { eventsAt } from '../src/data/events';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { fitsViewport } from './support/layout';
import { siteData, visit, VISIT_TIME } from './support/siteData';

const HOUR = 3_600_000;
const names = (list: readonly { name: string }[]) => list.map((e) => e.name);

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

test('the side panel agrees with the clock: live events have started, upcoming ones have not @mobile', async ({
  page,
}) => {
  await visit(page, '/');
  const now = await page.evaluate(() => Date.now());
  const live = page.getByRole('region', { name: 'Live Events' });
  const upcoming = page.getByRole('region', { name: 'Upcoming Events' });
  await expect(live.getByRole('heading', { level: 3 })).toHaveCount(5);
  await expect(upcoming.getByRole('heading', { level: 3 })).toHaveCount(3);
  const startsOf = (region: typeof live) =>
    region.locator('time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime')));
  for (const start of await startsOf(live)) {
    // Started within the last two hours.
    expect(Date.parse(start ?? '')).toBeLessThanOrEqual(now);
    expect(Date.parse(start ?? '')).toBeGreaterThan(now - 2 * HOUR);
  }
  for (const start of await startsOf(upcoming))
    expect(Date.parse(start ?? '')).toBeGreaterThan(now);
});

test('with the page open, an upcoming event goes live at its start and leaves at its end @mobile', async ({
  page,
}) => {
  await page.clock.install({ time: VISIT_TIME });
  await page.goto('/');
  const live = page.getByRole('region', { name: 'Live Events' }).getByRole('heading', { level: 3 });
  const upcoming = page
    .getByRole('region', { name: 'Upcoming Events' })
    .getByRole('heading', { level: 3 });
  await expect(live).toHaveText(names(liveEvents(siteData.events)));
  const [next] = nextUpcoming(siteData.events, 1);
  if (!next) throw new Error('nothing upcoming');
  await expect(upcoming.first()).toHaveText(next.name);

  // The lid closes and opens a second after the event's start: one jump, no reload.
  const now = await page.evaluate(() => Date.now());
  await page.clock.fastForward(Date.parse(next.startsAt) - now + 1000);
  await expect(live).toContainText([next.name]);
  await expect(upcoming).not.toContainText([next.name]);
  const atStart = eventsAt(siteData.plan, Date.parse(next.startsAt));
  await expect(live).toHaveText(names(liveEvents(atStart)));
  await expect(upcoming).toHaveText(names(nextUpcoming(atStart, 3)));

  // The clock runs on past its end: the panel follows, minute by minute.
  const later = await page.evaluate(() => Date.now());
  await page.clock.runFor(Date.parse(next.endsAt) - later + 1000);
  await expect(live).not.toContainText([next.name]);
  const afterEnd = eventsAt(siteData.plan, await page.evaluate(() => Date.now()));
  await expect(live).toHaveText(names(liveEvents(afterEnd)));
  await expect(upcoming).toHaveText(names(nextUpcoming(afterEnd, 3)));
});

test('Home deep-links, reloads, passes axe and fits 375 px @mobile', async ({ page }) => {
  await visit(page, '/');
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Medal Tally' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  expect(await fitsViewport(page)).toBe(true);
  await expectNoAxeViolations(page, 'on Home');
});
