import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { localDateAndTime } from '../../data/eventClock';
import { formatEventDay } from '../../data/eventDates';
import { nextUpcoming } from '../../data/eventQueries';
import { eventsAt } from '../../data/events';
import { getSampleData } from '../../data/sampleData';
import SchedulePage from './SchedulePage';

function LocationProbe() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

function renderSchedule(path = '/schedule') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SchedulePage />
      <LocationProbe />
    </MemoryRouter>,
  );
}

// Plain selectors for the many cards: role queries over 25 cards are slow in jsdom.
const cards = () => [...document.querySelectorAll('article')];
const cardTitles = () => cards().map((card) => card.querySelector('h2')?.textContent);
const cardOf = (id: string) => {
  const card = cards().find((a) => a.getAttribute('aria-labelledby') === `${id}-title`);
  if (!card) throw new Error(`no card for ${id}`);
  return card;
};
const BADGES = { completed: 'Completed', live: 'Live', upcoming: 'Upcoming' } as const;
const badgeOf = (card: HTMLElement) =>
  card.querySelector('h2')?.parentElement?.nextSibling?.textContent;

// The visit's moment (local, as a visitor's clock reads): the page data's first read places the schedule
// around it for this whole file.
const VISIT = new Date(2026, 5, 15, 7, 20).getTime();
vi.useFakeTimers({ now: VISIT });
const { events, sports } = getSampleData();
vi.useRealTimers();

describe('SchedulePage', () => {
  beforeEach(() => vi.useFakeTimers({ now: VISIT }));
  afterEach(() => vi.useRealTimers());

  it('shows every event with status, date, time, venue, sport and athlete count', () => {
    renderSchedule();
    expect(cards()).toHaveLength(events.length);
    const first = [...events].sort((a, b) => a.startsAt.localeCompare(b.startsAt))[0];
    if (!first) throw new Error('no events');
    const card = within(cards()[0] as HTMLElement);
    expect(card.getByRole('heading')).toHaveTextContent(first.name);
    expect(card.getByText(formatEventDay(first.date))).toBeInTheDocument();
    expect(card.getByText(first.time)).toBeInTheDocument();
    expect(card.getByText(first.venue)).toBeInTheDocument();
    expect(card.getByText(`${first.participants.length} athletes`)).toBeInTheDocument();
    expect(card.getByText(BADGES[first.status])).toBeInTheDocument();
    for (const status of ['Live', 'Completed', 'Upcoming']) {
      expect(screen.getAllByText(status, { selector: 'span' }).length).toBeGreaterThan(0);
    }
  });

  it('shows the winner and the top three of completed events only', () => {
    renderSchedule();
    for (const event of events) {
      const card = cards().find((a) => a.getAttribute('aria-labelledby') === `${event.id}-title`);
      if (!card) throw new Error(`no card for ${event.id}`);
      const podium = within(card).queryByRole('list', { name: 'Top three' });
      if (event.status !== 'completed') {
        expect(podium).toBeNull();
        continue;
      }
      const [winner] = event.results ?? [];
      expect(within(card).getByText('Winner:').parentElement).toHaveTextContent(
        `Winner: ${winner?.athlete.name} (${winner?.athlete.country})`,
      );
      const rows = within(podium as HTMLElement).getAllByRole('listitem');
      expect(rows).toHaveLength(3);
      rows.forEach((row, i) => {
        const result = event.results?.[i];
        expect(row).toHaveTextContent(
          `${['Gold', 'Silver', 'Bronze'][i]} medal${result?.athlete.name} ${result?.athlete.country}${result?.score}`,
        );
      });
    }
  });

  it('filters by sport from the URL and offers All Sports plus every sport', () => {
    const sport = events[0]?.sport ?? 'swimming';
    renderSchedule(`/schedule?sport=${sport}`);
    const select = screen.getByRole('combobox', { name: 'Sport' });
    expect(select).toHaveValue(sport);
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Sports', ...sports.map((s) => s.name)]);
    const expected = events.filter((e) => e.sport === sport).map((e) => e.name);
    expect(cardTitles().sort()).toEqual(expected.sort());
  });

  it('writes a chosen filter to the URL and clears it again', async () => {
    // The clock stands still at the visit; userEvent's own pauses need real timers.
    vi.useRealTimers();
    vi.useFakeTimers({ now: VISIT, toFake: ['Date'] });
    const user = userEvent.setup();
    renderSchedule();
    const day = events[events.length - 1]?.date ?? '';
    const dates = screen.getByRole('combobox', { name: 'Date' });
    expect(within(dates).getAllByRole('option')[0]).toHaveTextContent('All Dates');
    await user.selectOptions(dates, day);
    expect(screen.getByTestId('search')).toHaveTextContent(`?date=${day}`);
    expect(cardTitles()).toHaveLength(events.filter((e) => e.date === day).length);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
    expect(cardTitles()).toHaveLength(events.length);
  });

  it('shows the empty state when no event matches', () => {
    const day = events[0]?.date ?? '';
    const absent = sports.find((s) => !events.some((e) => e.date === day && e.sport === s.id));
    renderSchedule(`/schedule?date=${day}&sport=${absent?.id}`);
    expect(cards()).toHaveLength(0);
    expect(screen.getByText('No events found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters to see more events.')).toBeInTheDocument();
  });

  it('ignores filter values that match nothing it offers', () => {
    renderSchedule('/schedule?date=1999-01-01&sport=chess');
    expect(screen.getByRole('combobox', { name: 'Date' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Sport' })).toHaveValue('');
    expect(cards()).toHaveLength(events.length);
  });

  it('shows statuses that agree with the clock: over, running, or still to come', () => {
    renderSchedule();
    for (const event of events) {
      const start = Date.parse(event.startsAt);
      const end = Date.parse(event.endsAt);
      const expected = end <= VISIT ? 'completed' : start <= VISIT ? 'live' : 'upcoming';
      expect(event.status).toBe(expected);
      expect(badgeOf(cardOf(event.id))).toBe(BADGES[expected]);
    }
    expect(events.filter((e) => e.status === 'completed')).toHaveLength(8);
    expect(events.filter((e) => e.status === 'live')).toHaveLength(5);
  });

  it('lists every day that has events in the date filter, past ones too, and marks today', () => {
    renderSchedule();
    const days = [...new Set(events.map((e) => e.date))].sort();
    const today = localDateAndTime(new Date(VISIT)).date;
    expect(days[0]! < today).toBe(true);
    const options = within(screen.getByRole('combobox', { name: 'Date' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'All Dates',
      ...days.map((day) => `${formatEventDay(day)}${day === today ? ' (today)' : ''}`),
    ]);
  });

  it('moves statuses with the clock while open: upcoming turns live, live turns completed with results', () => {
    renderSchedule();
    const { plan } = getSampleData();
    const [next] = nextUpcoming(eventsAt(plan, VISIT), 1);
    if (!next) throw new Error('nothing upcoming');
    act(() => vi.advanceTimersByTime(Date.parse(next.startsAt) - VISIT - 1));
    expect(badgeOf(cardOf(next.id))).toBe('Upcoming');
    act(() => vi.advanceTimersByTime(1));
    expect(badgeOf(cardOf(next.id))).toBe('Live');
    act(() => vi.advanceTimersByTime(Date.parse(next.endsAt) - Date.now()));
    const card = cardOf(next.id);
    expect(badgeOf(card)).toBe('Completed');
    const winner = plan.find((e) => e.id === next.id)?.outcome[0];
    expect(within(card).getByText('Winner:').parentElement).toHaveTextContent(
      `Winner: ${winner?.athlete.name} (${winner?.athlete.country})`,
    );
    // The whole page agrees with the clock a day later.
    act(() => vi.advanceTimersByTime(24 * 3_600_000));
    for (const event of eventsAt(plan, Date.now())) {
      expect(badgeOf(cardOf(event.id))).toBe(BADGES[event.status]);
    }
  });

  it('moves the today mark at midnight', () => {
    renderSchedule();
    const midnight = new Date(2026, 5, 16).getTime();
    const marked = () =>
      within(screen.getByRole('combobox', { name: 'Date' }))
        .getAllByRole('option')
        .filter((o) => o.textContent?.endsWith('(today)'))
        .map((o) => o.getAttribute('value'));
    expect(marked()).toEqual(['2026-06-15']);
    act(() => vi.advanceTimersByTime(midnight - VISIT));
    expect(marked()).toEqual(['2026-06-16']);
  });
});
