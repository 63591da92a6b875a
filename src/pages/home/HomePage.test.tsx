import { fireEvent, render, screen, within } from '@testing-library/react';
import { LocationProbe } from '../../test/LocationProbe';
import { MemoryRouter } from 'react-router';
import { liveEvents, nextUpcoming } from '../../data/eventQueries';
import { rankMedalTally } from '../../data/medalTally';
import { getSampleData } from '../../data/sampleData';
import { EventsPanel } from './EventsPanel';
import { HomePage } from './HomePage';

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
    const live = screen.getByRole('region', { name: 'Live Events' });
    expect(
      within(live)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(liveEvents(events).map((e) => e.name));
    const upcoming = screen.getByRole('region', { name: 'Upcoming Events' });
    expect(
      within(upcoming)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(nextUpcoming(events, 3).map((e) => e.name));
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
