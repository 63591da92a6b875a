import { describeSports } from '../src/data/sportDescriptions';
// The Sports catalogue in a real browser: 15 cards, formatted figures, overview, View Events filtering.
import { formatThousands } from '../shared/lib/format';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { fitsViewport } from './support/layout';
import { siteData, visit } from './support/siteData';

const cards = (page: import('@playwright/test').Page) => page.getByRole('article');

test('shows the 15 sports with their facts and badges', async ({ page }) => {
  await visit(page, '/sports');
  await expect(cards(page)).toHaveCount(15);
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(
    siteData.sports.map((s) => s.name),
  );
  for (const [i, sport] of describeSports(siteData.sports).entries()) {
    const card = cards(page).nth(i);
    await expect(card.getByText(sport.description)).toBeVisible();
    await expect(card.locator('dd')).toHaveText([
      String(sport.events),
      formatThousands(sport.participants),
      sport.venue,
    ]);
    await expect(
      card.getByText(sport.category === 'team' ? 'Team Sport' : 'Individual', { exact: true }),
    ).toBeVisible();
  }
  const big = siteData.sports.find((s) => s.participants >= 1000);
  expect(big).toBeDefined();
  await expect(page.getByText(formatThousands(big?.participants ?? 0))).toContainText(',');
});

test('the Games Overview sums the catalogue', async ({ page }) => {
  await visit(page, '/sports');
  const overview = page.getByRole('region', { name: 'Games Overview' });
  const events = siteData.sports.reduce((n, s) => n + s.events, 0);
  const athletes = siteData.sports.reduce((n, s) => n + s.participants, 0);
  await expect(overview.locator('dd')).toHaveText([
    '15',
    formatThousands(events),
    formatThousands(athletes),
    '195+',
  ]);
  await expect(overview.locator('dt')).toHaveText([
    'Sports',
    'Total Events',
    'Athletes',
    'Countries',
  ]);
});

test('View Events opens the schedule filtered to that sport @mobile', async ({ page }) => {
  await visit(page, '/sports');
  const archery = cards(page).filter({ has: page.getByRole('heading', { name: 'Archery' }) });
  await archery.getByRole('button', { name: 'View Events' }).click();
  await expect(page).toHaveURL('/schedule?sport=archery');
  await expect(page.getByRole('combobox', { name: 'Sport' })).toHaveValue('archery');
  const expected = siteData.events.filter((e) => e.sport === 'archery');
  await expect(page.getByRole('article')).toHaveCount(expected.length);
  if (expected.length === 0) await expect(page.getByText('No events found')).toBeVisible();
});

test('Sports deep-links, reloads, passes axe and fits 375 px @mobile', async ({ page }) => {
  await visit(page, '/sports');
  await page.reload();
  await expect(cards(page)).toHaveCount(15);
  await expect(page.getByRole('link', { name: 'Sports' })).toHaveAttribute('aria-current', 'page');
  expect(await fitsViewport(page)).toBe(true);
  await expectNoAxeViolations(page, 'on Sports');
});
