import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { LocationProbe } from '../../test/LocationProbe';
import { MemoryRouter } from 'react-router';
import { liveEvents, nextUpcoming } from '../../data/eventQueries';
import { eventsAt } from '../../data/events';
import { rankMedalTally } from '../../data/medalTally';
import { getSampleData } from '../../data/sampleData';
import { EventsPanel } from './EventsPanel';
import { HomePage } from './HomePage';

// The visit's moment: Home places its events around it (the first page data read fixes it for this file).
const VISIT = Date.parse('2026-06-15T07:20:00Z');
beforeEach(() => vi.useFakeTimers({ now: VISIT }));
afterEach(() => vi.useRealTimers());

const headings = (region: string) =>
  within(screen.getByRole('region', { name: region }))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

function renderHome() {
  return render(
    <MemoryRouter>
      <HomePage />
      <LocationProbe />
    </MemoryRouter>,
  );
}

describe('HomePage', () => {
  it('shows the hero: subtitle, slogan, four figures and two actions', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Global Conflict Solution Games')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Where nations unite through sport, fostering peace and understanding across borders',
      ),
    ).toBeInTheDocument();
    const hero = screen.getByRole('region', { name: 'World Peace Games' });
    const tiles = within(hero)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(tiles).toEqual(['195+ Nations', '50+ Sports', '10,000+ Athletes', 'Live Broadcasting']);
    fireEvent.click(screen.getByRole('button', { name: 'Watch Live Events' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/live');
    fireEvent.click(screen.getByRole('button', { name: 'View Schedule' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/schedule');
    const photo = hero.querySelector('img');
    expect(photo?.getAttribute('src')).toMatch(/hero-800.*\.webp$/);
    expect(photo?.getAttribute('src')).not.toMatch(/^https?:/);
  });

  it('lists the medal tally in ranked order with gold, silver, bronze and total', () => {
    renderHome();
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Rank', 'Country', 'Gold', 'Silver', 'Bronze', 'Total']);
    const rows = within(table).getAllByRole('row').slice(1);
    const expected = rankMedalTally(getSampleData().countries);
    expect(rows).toHaveLength(12);
    rows.forEach((row, i) => {
      const { country, rank } = expected[i] ?? { country: undefined, rank: 0 };
      const cells = within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent);
      expect(within(row).getByRole('rowheader')).toHaveTextContent(country?.name ?? '');
      expect(cells).toEqual([
        String(rank),
        String(country?.goldMedals),
        String(country?.silverMedals),
        String(country?.bronzeMedals),
        String(country?.totalMedals),
      ]);
    });
    const totals = rows.map((row) => Number(within(row).getAllByRole('cell').at(-1)?.textContent));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });

  it('lists the live events and the next three upcoming ones', () => {
    renderHome();
    const { events } = getSampleData();
    expect(headings('Live Events')).toEqual(liveEvents(events).map((e) => e.name));
    expect(liveEvents(events)).toHaveLength(5);
    expect(headings('Upcoming Events')).toEqual(nextUpcoming(events, 3).map((e) => e.name));
  });

  it('follows the clock while open: an event goes live at its start and leaves at its end', () => {
    renderHome();
    const { plan } = getSampleData();
    const [next] = nextUpcoming(eventsAt(plan, VISIT), 1);
    if (!next) throw new Error('nothing upcoming');
    act(() => vi.advanceTimersByTime(Date.parse(next.startsAt) - VISIT - 1));
    expect(headings('Live Events')).not.toContain(next.name);
    expect(headings('Upcoming Events')[0]).toBe(next.name);
    act(() => vi.advanceTimersByTime(1));
    expect(headings('Live Events')).toContain(next.name);
    expect(headings('Upcoming Events')).not.toContain(next.name);
    act(() => vi.advanceTimersByTime(Date.parse(next.endsAt) - Date.now() - 1));
    expect(headings('Live Events')).toContain(next.name);
    act(() => vi.advanceTimersByTime(1));
    expect(headings('Live Events')).not.toContain(next.name);
    // Every moment on, the panel is what the schedule says at that moment.
    for (const hours of [1, 3, 10, 50]) {
      act(() => vi.advanceTimersByTime(hours * 3_600_000));
      const events = eventsAt(plan, Date.now());
      expect(headings('Live Events')).toEqual(liveEvents(events).map((e) => e.name));
      expect(headings('Upcoming Events')).toEqual(nextUpcoming(events, 3).map((e) => e.name));
    }
  });
});

describe('EventsPanel', () => {
  it('says so when nothing is live', () => {
    const { events, sports } = getSampleData();
    render(
      <MemoryRouter>
        <EventsPanel live={[]} upcoming={nextUpcoming(events, 3)} sports={sports} />
      </MemoryRouter>,
    );
    const live = screen.getByRole('region', { name: 'Live Events' });
    expect(within(live).getByText('No live events at the moment')).toBeInTheDocument();
    expect(within(live).getByText('Check back soon for live coverage!')).toBeInTheDocument();
    expect(within(live).queryByRole('listitem')).toBeNull();
  });
});
