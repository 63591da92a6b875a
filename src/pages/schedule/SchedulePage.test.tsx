import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { formatEventDay } from '../../data/eventDates';
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

describe('SchedulePage', () => {
  const { events, sports } = getSampleData();

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
    const badges = { completed: 'Completed', live: 'Live', upcoming: 'Upcoming' } as const;
    expect(card.getByText(badges[first.status])).toBeInTheDocument();
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
});
