import { useMemo, type ReactNode } from 'react';
import { homeData, homePanel } from '../../data/homeData';
import { rankMedalTally } from '../../data/medalTally';
import { visitTime } from '../../data/visitTime';
import { useMomentReached } from '../../lib/useMomentReached';
import { usePageTitle } from '../../lib/usePageTitle';
import { EventsPanel } from './EventsPanel';
import { Hero } from './Hero';
import { MedalTally } from './MedalTally';

/** Home under its hero: the medal tally, and the events beside it (under it on a phone). */
export function HomeColumns({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-3 lg:items-start">
      {children}
    </div>
  );
}

export function HomePage() {
  usePageTitle();
  const { countries, sports, events, moments } = useMemo(() => homeData(visitTime()), []);
  // The panel follows the clock: it re-renders when an event starts or ends.
  const { live, upcoming } = homePanel(events, useMomentReached(moments));
  return (
    <>
      <Hero />
      <HomeColumns>
        <MedalTally rows={rankMedalTally(countries)} />
        <EventsPanel live={live} upcoming={upcoming} sports={sports} />
      </HomeColumns>
    </>
  );
}
