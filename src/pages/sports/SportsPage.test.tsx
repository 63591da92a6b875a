import { SPORT_DESCRIPTIONS } from '../../data/sportDescriptions';
import { render, screen, within } from '@testing-library/react';
import { fireEvent } from '@testing-library/react';
import { LocationProbe } from '../../test/LocationProbe';
import { MemoryRouter } from 'react-router';
import { getSampleData } from '../../data/sampleData';
import SportsPage from './SportsPage';

describe('SportsPage', () => {
  beforeEach(() => {
    render(
      <MemoryRouter>
        <SportsPage />
        <LocationProbe />
      </MemoryRouter>,
    );
  });

  it('shows one card per sport with its facts, badge and a link to its events', () => {
    const { sports } = getSampleData();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(15);
    cards.forEach((card, i) => {
      const sport = sports[i];
      if (!sport) throw new Error('missing sport');
      const scope = within(card);
      expect(scope.getByRole('heading', { name: sport.name })).toBeInTheDocument();
      expect(scope.getByText(SPORT_DESCRIPTIONS[sport.id])).toBeInTheDocument();
      expect(scope.getByText(String(sport.events))).toBeInTheDocument();
      expect(scope.getByText(sport.participants.toLocaleString('en-US'))).toBeInTheDocument();
      expect(scope.getByText(sport.venue)).toBeInTheDocument();
      expect(
        scope.getByText(sport.category === 'team' ? 'Team Sport' : 'Individual'),
      ).toBeInTheDocument();
      fireEvent.click(scope.getByRole('button', { name: 'View Events' }));
      expect(screen.getByTestId('location')).toHaveTextContent(`/schedule?sport=${sport.id}`);
    });
  });

  it('formats participants with thousands separators', () => {
    const big = getSampleData().sports.find((s) => s.participants >= 1000);
    if (!big) throw new Error('the sample has no sport with 1,000+ participants');
    expect(screen.getByText(big.participants.toLocaleString('en-US'))).toHaveTextContent(',');
  });

  it('sums the Games Overview figures', () => {
    const { sports } = getSampleData();
    const overview = screen.getByRole('region', { name: 'Games Overview' });
    const figure = (label: string) =>
      within(overview).getByText(label).parentElement?.querySelector('dd')?.textContent;
    expect(figure('Sports')).toBe('15');
    expect(figure('Total Events')).toBe(
      sports.reduce((n, s) => n + s.events, 0).toLocaleString('en-US'),
    );
    expect(figure('Athletes')).toBe(
      sports.reduce((n, s) => n + s.participants, 0).toLocaleString('en-US'),
    );
    expect(figure('Countries')).toBe('195+');
  });
});
