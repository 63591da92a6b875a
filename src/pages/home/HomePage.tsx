import { liveEvents, nextUpcoming } from '../../data/eventQueries';
import { rankMedalTally } from '../../data/medalTally';
import { getSampleData } from '../../data/sampleData';
import { usePageTitle } from '../../lib/usePageTitle';
import { EventsPanel } from './EventsPanel';
import { Hero } from './Hero';
import { MedalTally } from './MedalTally';

/** How many upcoming events the side panel lists (SPEC §2). */
export const UPCOMING_ON_HOME = 3;

export function HomePage() {
  usePageTitle();
  const { countries, events, sports } = getSampleData();
  return (
    <>
      <Hero />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-3 lg:items-start">
        <MedalTally rows={rankMedalTally(countries)} />
        <EventsPanel
          live={liveEvents(events)}
          upcoming={nextUpcoming(events, UPCOMING_ON_HOME)}
          sports={sports}
        />
      </div>
    </>
  );
}
