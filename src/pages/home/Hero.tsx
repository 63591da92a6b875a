import { useNavigate } from 'react-router';
import { ROUTES } from '../../lib/routes';
import { SITE_TITLE } from '../../lib/siteText';
import { StatIcon, type StatIconName } from './StatIcon';
import heroLarge from './assets/hero-1600.webp';
import heroSmall from './assets/hero-800.webp';
import heroPhone from './assets/hero-phone.webp';

const HERO_SRCSET = `${heroSmall} 800w, ${heroLarge} 1600w`;

/** The static hero figures of SPEC §1 and §9. */
const STATS: readonly { value: string; label: string; icon: StatIconName }[] = [
  { value: '195+', label: 'Nations', icon: 'globe' },
  { value: '50+', label: 'Sports', icon: 'trophy' },
  { value: '10,000+', label: 'Athletes', icon: 'users' },
  { value: 'Live', label: 'Broadcasting', icon: 'tv' },
];

export function Hero() {
  const navigate = useNavigate();
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-navy-900">
      {/* Phones get a small portrait picture: under the dark overlay it looks the same, at half the bytes. */}
      <picture>
        <source media="(max-width: 640px)" srcSet={heroPhone} width={360} height={480} />
        <img
          src={heroSmall}
          srcSet={HERO_SRCSET}
          sizes="100vw"
          width={1600}
          height={720}
          alt=""
          fetchPriority="high"
          className="absolute inset-0 -z-20 h-full w-full object-cover"
        />
      </picture>
      <div className="absolute inset-0 -z-10 bg-linear-to-b from-navy-950/80 via-navy-900/70 to-navy-950/95" />
      <div className="mx-auto max-w-7xl px-4 py-12 text-center text-white sm:px-6 sm:py-20">
        <h1 id="hero-title" className="text-4xl font-black tracking-tight sm:text-6xl">
          {SITE_TITLE}
        </h1>
        <p className="mt-3 text-xl font-semibold text-sky-200 sm:text-2xl">
          Global Conflict Solution Games
        </p>
        <p className="mx-auto mt-4 max-w-2xl text-base text-slate-100 sm:text-lg">
          Where nations unite through sport, fostering peace and understanding across borders
        </p>
        <ul className="mx-auto mt-8 grid max-w-4xl grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
          {STATS.map(({ value, label, icon }) => (
            <li key={label} className="rounded-xl bg-white/10 px-3 py-4 ring-1 ring-white/20">
              <StatIcon name={icon} className="mx-auto h-6 w-6 text-amber-300" />
              <span className="mt-2 block text-2xl font-black sm:text-3xl">{value}</span>{' '}
              <span className="block text-sm font-medium text-sky-100">{label}</span>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <button
            type="button"
            onClick={() => navigate(ROUTES.live)}
            className="btn bg-red-700 px-6 text-base text-white hover:bg-red-800"
          >
            <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-white" />
            Watch Live Events
          </button>
          <button
            type="button"
            onClick={() => navigate(ROUTES.schedule)}
            className="btn border border-white/70 px-6 text-base text-white hover:bg-white/10"
          >
            View Schedule
          </button>
        </div>
      </div>
    </section>
  );
}
