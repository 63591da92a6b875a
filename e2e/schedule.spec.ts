// The Schedule in a real browser: cards, statuses, results, filters kept in the URL across reloads, empty state.
import type { Page } from '@playwright/test';
import { formatEventDay } from '../src/data/eventDates';
import { byStartTime } from '../src/data/eventQueries';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { fitsViewport } from './support/layout';
import { siteData, visit } from './support/siteData';

const { events, sports } = siteData;
const cards = (page: Page) => page.getByRole('article');
const dateSelect = (page: Page) => page.getByRole('combobox', { name: 'Date' });
const sportSelect = (page: Page) => page.getByRole('combobox', { name: 'Sport' });
const titlesOf = (list: typeof events) => list.map((e) => e.name);
const days = [...new Set(events.map((e) => e.date))].sort();

test('lists every event in time order with status, date, time, venue, sport and athletes', async ({
  page,
}) => {
  await visit(page, '/schedule');
  const ordered = byStartTime(events);
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(titlesOf(ordered));
  const label = { live: 'Live', completed: 'Completed', upcoming: 'Upcoming' } as const;
  for (const [i, event] of ordered.entries()) {
    const card = cards(page).nth(i);
    await expect(card.getByText(label[event.status], { exact: true })).toBeVisible();
    const sport = sports.find((s) => s.id === event.sport);
    await expect(card.locator('dd')).toHaveText([
      formatEventDay(event.date),
      event.time,
      event.venue,
      sport?.name ?? '',
      `${event.participants.length} athletes`,
    ]);
  }
});

test('completed events show the winner and the top three with medals', async ({ page }) => {
  await visit(page, '/schedule');
  const completed = events.filter((e) => e.status === 'completed');
  expect(completed.length).toBeGreaterThan(0);
  for (const event of completed) {
    const card = page.getByRole('article', { name: event.name }).filter({
      has: page.getByText(event.time, { exact: true }),
    });
    const results = event.results ?? [];
    const [winner] = results;
    await expect(card.getByText('Winner:')).toHaveText(/Winner:/);
    await expect(card).toContainText(
      `Winner: ${winner?.athlete.name} (${winner?.athlete.country})`,
    );
    await expect(card.getByRole('list', { name: 'Top three' }).getByRole('listitem')).toHaveText(
      results
        .slice(0, 3)
        .map(
          (r, i) =>
            `${['Gold', 'Silver', 'Bronze'][i]} medal${r.athlete.name} ${r.athlete.country}${r.score}`,
        ),
    );
  }
  const notCompleted = events.find((e) => e.status !== 'completed');
  if (notCompleted) {
    const card = page
      .getByRole('article', { name: notCompleted.name })
      .filter({ has: page.getByText(notCompleted.time, { exact: true }) });
    await expect(card.getByText('Winner:')).toHaveCount(0);
  }
});

test('filters by date and sport, keeps them in the URL, and survives reload and sharing @mobile', async ({
  page,
  context,
}) => {
  await visit(page, '/schedule');
  await expect(dateSelect(page).getByRole('option')).toHaveText([
    'All Dates',
    ...days.map(formatEventDay),
  ]);
  await expect(sportSelect(page).getByRole('option')).toHaveText([
    'All Sports',
    ...sports.map((s) => s.name),
  ]);

  const target = events[events.length - 1];
  if (!target) throw new Error('no events');
  await dateSelect(page).selectOption(target.date);
  await expect(page).toHaveURL(`/schedule?date=${target.date}`);
  const onDay = byStartTime(events.filter((e) => e.date === target.date));
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(titlesOf(onDay));

  await sportSelect(page).selectOption(target.sport);
  await expect(page).toHaveURL(`/schedule?date=${target.date}&sport=${target.sport}`);
  const both = onDay.filter((e) => e.sport === target.sport);
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(titlesOf(both));

  await page.reload();
  await expect(dateSelect(page)).toHaveValue(target.date);
  await expect(sportSelect(page)).toHaveValue(target.sport);
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(titlesOf(both));
  expect(await fitsViewport(page)).toBe(true);

  const shared = await context.newPage();
  await visit(shared, page.url().replace(/^https?:\/\/[^/]+/, ''));
  await expect(shared.getByRole('combobox', { name: 'Sport' })).toHaveValue(target.sport);
  await expect(shared.getByRole('article')).toHaveCount(both.length);
  await shared.close();

  await sportSelect(page).selectOption('');
  await dateSelect(page).selectOption('');
  await expect(page).toHaveURL('/schedule');
  await expect(cards(page)).toHaveCount(events.length);
});

test('says so when no event matches, and Clear filters brings them back @mobile', async ({
  page,
}) => {
  const day = days[0] ?? '';
  const absent = sports.find((s) => !events.some((e) => e.date === day && e.sport === s.id));
  if (!absent) throw new Error('every sport has an event on the first day');
  await visit(page, `/schedule?date=${day}&sport=${absent.id}`);
  await expect(page.getByText('No events found')).toBeVisible();
  await expect(page.getByText('Try adjusting your filters to see more events.')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expectNoAxeViolations(page, 'on the empty schedule');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/schedule');
  await expect(cards(page)).toHaveCount(events.length);
});

test('Schedule deep-links, reloads, passes axe and fits 375 px @mobile', async ({ page }) => {
  await visit(page, '/schedule');
  await page.reload();
  await expect(cards(page)).toHaveCount(events.length);
  await expect(page.getByRole('link', { name: 'Schedule' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await fitsViewport(page)).toBe(true);
  await expectNoAxeViolations(page, 'on the Schedule');
});
