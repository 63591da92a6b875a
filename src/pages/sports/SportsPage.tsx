import { getSampleData } from '../../data/sampleData';
import { describeSports } from '../../data/sportDescriptions';
import { formatThousands } from '../../../shared/lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { PageColumn } from '../shared/PageIntro';
import { gamesOverview } from './gamesOverview';
import { SportCard } from './SportCard';
import { SportsIntro } from './SportsIntro';

export default function SportsPage() {
  usePageTitle('Sports');
  const sports = describeSports(getSampleData().sports);
  const overview = gamesOverview(sports);
  const figures = [
    { value: String(overview.sports), label: 'Sports' },
    { value: formatThousands(overview.events), label: 'Total Events' },
    { value: formatThousands(overview.athletes), label: 'Athletes' },
    { value: '195+', label: 'Countries' },
  ];
  return (
    <PageColumn>
      <SportsIntro />
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {sports.map((sport) => (
          <SportCard key={sport.id} sport={sport} />
        ))}
      </ul>
      <section
        aria-labelledby="games-overview-title"
        className="mt-10 rounded-2xl bg-navy-900 p-6 text-white sm:p-8"
      >
        <h2 id="games-overview-title" className="text-2xl font-bold">
          Games Overview
        </h2>
        <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {figures.map(({ value, label }) => (
            <div
              key={label}
              className="flex flex-col-reverse rounded-xl bg-white/10 p-4 text-center"
            >
              <dt className="mt-1 text-sm text-sky-100">{label}</dt>
              <dd className="text-3xl font-black text-amber-300">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </PageColumn>
  );
}
