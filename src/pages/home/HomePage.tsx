import type { ReactNode } from 'react';
import { homeData } from '../../data/homeData';
import { rankMedalTally } from '../../data/medalTally';
import { visitTime } from '../../data/visitTime';
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
  const { countries, sports, live, upcoming } = homeData(visitTime());
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
