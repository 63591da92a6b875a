// The Schedule in a real browser: cards, statuses, results, filters kept in the URL across reloads, empty state.
import type { Page } from '@playwright/test';
import { localDateAndTime } from '../src/data/eventClock';
import { formatEventDay } from '../src/data/eventDates';
import { byStartTime, nextUpcoming } from '../src/data/eventQueries';
import { eventsAt } from '../src/data/events';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { fitsViewport } from './support/layout';
import { siteData, visit, VISIT_TIME } from './support/siteData';

const { events, sports, plan } = siteData;
const cards = (page: Page) => page.getByRole('article');
const dateSelect = (page: Page) => page.getByRole('combobox', { name: 'Date' });
const sportSelect = (page: Page) => page.getByRole('combobox', { name: 'Sport' });
const titlesOf = (list: typeof events) => list.map((e) => e.name);
const days = [...new Set(events.map((e) => e.date))].sort();
const today = localDateAndTime(VISIT_TIME).date;
const dayLabel = (day: string) => `${formatEventDay(day)}${day === today ? ' (today)' : ''}`;
const cardOf = (page: Page, id: string) => page.locator(`article[aria-labelledby="${id}-title"]`);
/** The status badge: the last word of the card's heading row. */
const badgeOf = (page: Page, id: string) =>
  cardOf(page, id).getByText(/^(Live|Completed|Upcoming)$/);
const LABEL = { live: 'Live', completed: 'Completed', upcoming: 'Upcoming' } as const;

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
    // By id: two events can share a name and a time on different days.
    const card = cardOf(page, event.id);
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
  for (const event of events.filter((e) => e.status !== 'completed')) {
    await expect(cardOf(page, event.id).getByText('Winner:')).toHaveCount(0);
  }
});

test('filters by date and sport, keeps them in the URL, and survives reload and sharing @mobile', async ({
  page,
  context,
}) => {
  await visit(page, '/schedule');
  await expect(dateSelect(page).getByRole('option')).toHaveText([
    'All Dates',
    ...days.map(dayLabel),
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

test('every status agrees with the clock: completed ones are dated before now, upcoming ones after @mobile', async ({
  page,
}) => {
  await visit(page, '/schedule');
  await expect(cards(page)).toHaveCount(events.length);
  const now = await page.evaluate(() => Date.now());
  const shown = await cards(page).evaluateAll((articles) =>
    articles.map((article) => ({
      start: article.querySelector('time')?.getAttribute('datetime') ?? '',
      status: article.querySelector('h2')?.parentElement?.nextElementSibling?.textContent ?? '',
      winner: article.textContent?.includes('Winner:') ?? false,
    })),
  );
  const counts = { Completed: 0, Live: 0, Upcoming: 0 } as Record<string, number>;
  for (const { start, status, winner } of shown) {
    counts[status] = (counts[status] ?? 0) + 1;
    const startMs = Date.parse(start);
    if (status === 'Completed') expect(startMs).toBeLessThan(now);
    if (status === 'Live') {
      expect(startMs).toBeLessThanOrEqual(now);
      expect(startMs).toBeGreaterThan(now - 2 * 3_600_000);
    }
    if (status === 'Upcoming') expect(startMs).toBeGreaterThan(now);
    expect(winner).toBe(status === 'Completed');
  }
  expect(counts).toEqual({ Completed: 8, Live: 5, Upcoming: 12 });
  // Completed events are dated today or earlier, as the page writes dates.
  for (const event of events.filter((e) => e.status === 'completed')) {
    expect(event.date <= today).toBe(true);
    await expect(cardOf(page, event.id).locator('dd').first()).toHaveText(
      formatEventDay(event.date),
    );
  }
});

test('with the page open, an upcoming event turns live at its start and completed with results at its end', async ({
  page,
}) => {
  await page.clock.install({ time: VISIT_TIME });
  await page.goto('/schedule');
  await expect(cards(page)).toHaveCount(events.length);
  const [next] = nextUpcoming(events, 1);
  if (!next) throw new Error('nothing upcoming');
  await expect(badgeOf(page, next.id)).toHaveText('Upcoming');

  const now = await page.evaluate(() => Date.now());
  await page.clock.fastForward(Date.parse(next.startsAt) - now + 1000);
  await expect(badgeOf(page, next.id)).toHaveText('Live');

  const later = await page.evaluate(() => Date.now());
  await page.clock.runFor(Date.parse(next.endsAt) - later + 1000);
  await expect(badgeOf(page, next.id)).toHaveText('Completed');
  const winner = plan.find((e) => e.id === next.id)?.outcome[0];
  await expect(cardOf(page, next.id)).toContainText(
    `Winner: ${winner?.athlete.name} (${winner?.athlete.country})`,
  );
  // Every card agrees with the clock.
  for (const event of eventsAt(plan, await page.evaluate(() => Date.now()))) {
    await expect(badgeOf(page, event.id)).toHaveText(LABEL[event.status]);
  }
});

test('the date filter lists the past days too and marks today; a past day holds completed events @mobile', async ({
  page,
}) => {
  await visit(page, '/schedule');
  const past = days.filter((day) => day < today);
  expect(past.length).toBeGreaterThan(0);
  expect(days).toContain(today);
  const options = dateSelect(page).getByRole('option');
  await expect(options).toHaveText(['All Dates', ...days.map(dayLabel)]);
  await expect(dateSelect(page).getByRole('option', { name: /\(today\)$/ })).toHaveText(
    `${formatEventDay(today)} (today)`,
  );
  const [first] = past;
  if (!first) throw new Error('no past day');
  await dateSelect(page).selectOption(first);
  await expect(page).toHaveURL(`/schedule?date=${first}`);
  const onDay = byStartTime(events.filter((e) => e.date === first));
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(titlesOf(onDay));
  for (const event of onDay) {
    await expect(badgeOf(page, event.id)).toHaveText('Completed');
    await expect(cardOf(page, event.id).getByText('Winner:')).toBeVisible();
  }
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
